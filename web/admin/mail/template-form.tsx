import Button from 'react-bootstrap/Button';
import {
  MAIL_AUDIENCE_LABELS,
  MAIL_OWNERS,
  type MailTemplate,
  MailTemplateInput,
  TEMPLATE_PURPOSES,
  TEMPLATE_PURPOSE_LABELS,
} from '#contracts/admin/mail';
import { SelectField, SubmitButton, TextField } from '../../components/ui/form';
import { type ClientResult, isClientError } from '../api/admin-client';
import { ConsoleForm, FieldRow } from '../ui/console-form';
import { useConsoleForm } from '../ui/use-console-form';
import { MailTextFields } from './mail-text-fields';

const AUDIENCE_CHOICES = MAIL_OWNERS.map((audience) => ({ value: audience, label: MAIL_AUDIENCE_LABELS[audience] }));
const PURPOSE_CHOICES = TEMPLATE_PURPOSES.map((purpose) => ({
  value: purpose,
  label: TEMPLATE_PURPOSE_LABELS[purpose],
}));

/**
 * An admin's form for one template: name, what it is for, subject and message with merge fields.
 * Checked with the contract's schema (an unknown `{{field}}` is refused here and by the server).
 */
export function TemplateForm({
  template,
  onSave,
  onSaved,
  onDelete,
}: {
  template: MailTemplate | null;
  onSave: (input: MailTemplateInput) => Promise<ClientResult<MailTemplate>>;
  onSaved: (saved: MailTemplate) => void;
  onDelete?: () => void;
}) {
  const { bind, onSubmit, fail, failure, formState } = useConsoleForm(MailTemplateInput, {
    defaultValues: template
      ? {
          name: template.name,
          purpose: template.purpose,
          audience: template.audience,
          subject: template.subject,
          body: template.body,
        }
      : {
          name: '',
          purpose: 'other',
          audience: 'application',
          subject: '',
          body: 'Dear {{firstName}},\n\n\n\nKind regards,\n{{recruiterName}}\n{{company}}',
        },
  });
  const submit = async (input: MailTemplateInput) => {
    const answer = await onSave(input);
    if (isClientError(answer)) return fail(`Not saved: ${answer.message}`);
    onSaved(answer);
  };
  return (
    <ConsoleForm onSubmit={onSubmit(submit)} failure={failure} label="Template">
      <FieldRow>
        <TextField bind={bind('name', 'Name', { mark: 'required' })} col={{ xs: 12, sm: 7 }} />
        <SelectField bind={bind('purpose', 'Used to')} col={{ xs: 12, sm: 5 }} options={PURPOSE_CHOICES} />
        <SelectField bind={bind('audience', 'Written for')} col={{ xs: 12, sm: 7 }} options={AUDIENCE_CHOICES} />
        <MailTextFields
          subject={bind('subject', 'Subject', { mark: 'required' })}
          body={bind('body', 'Message', { mark: 'required', subject: 'The message' })}
          rows={12}
        />
      </FieldRow>
      <div className="d-flex flex-wrap gap-2">
        <SubmitButton submitting={formState.isSubmitting}>{template ? 'Save template' : 'Add template'}</SubmitButton>
        {onDelete ? (
          <Button variant="outline-danger" onClick={onDelete}>
            Delete…
          </Button>
        ) : null}
      </div>
    </ConsoleForm>
  );
}
