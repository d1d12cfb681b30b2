import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { fieldSentence } from '#contracts/field-messages';
import {
  type MailTemplate,
  MailTemplateInput,
  TEMPLATE_PURPOSES,
  TEMPLATE_PURPOSE_LABELS,
} from '#contracts/admin/mail';
import { Field, SubmitButton, fieldIds } from '../../components/ui/form';
import { type ClientResult, isClientError } from '../api/admin-client';
import { Notice } from '../ui/notice';
import { MergeFieldsHint } from './merge-fields-hint';

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
  const id = useId();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<MailTemplateInput>({
    resolver: zodResolver(MailTemplateInput),
    defaultValues: template
      ? { name: template.name, purpose: template.purpose, subject: template.subject, body: template.body }
      : {
          name: '',
          purpose: 'other',
          subject: '',
          body: 'Dear {{firstName}},\n\n\n\nKind regards,\n{{recruiterName}}\n{{company}}',
        },
  });
  const submit = async (input: MailTemplateInput) => {
    const answer = await onSave(input);
    if (isClientError(answer)) return setError('root', { message: `Not saved: ${answer.message}` });
    onSaved(answer);
  };
  const error = (label: string, message: string | undefined) =>
    message === undefined ? undefined : fieldSentence(label, message);
  return (
    <Form noValidate onSubmit={(event) => void handleSubmit(submit)(event)} aria-label="Template">
      {errors.root ? <Notice kind="error">{errors.root.message}</Notice> : null}
      <div className="row g-3 mb-3">
        <div className="col-sm-7">
          <Field ids={fieldIds(id, 'name')} label="Name" error={error('Name', errors.name?.message)}>
            {(control) => <Form.Control {...register('name')} {...control} />}
          </Field>
        </div>
        <div className="col-sm-5">
          <Field ids={fieldIds(id, 'purpose')} label="Used to" mark="none">
            {(control) => (
              <Form.Select {...register('purpose')} {...control}>
                {TEMPLATE_PURPOSES.map((purpose) => (
                  <option key={purpose} value={purpose}>
                    {TEMPLATE_PURPOSE_LABELS[purpose]}
                  </option>
                ))}
              </Form.Select>
            )}
          </Field>
        </div>
      </div>
      <div className="mb-3">
        <Field ids={fieldIds(id, 'subject')} label="Subject" error={error('Subject', errors.subject?.message)}>
          {(control) => <Form.Control {...register('subject')} {...control} />}
        </Field>
      </div>
      <div className="mb-3">
        <Field
          ids={fieldIds(id, 'body')}
          label="Message"
          error={error('The message', errors.body?.message)}
          hint={<MergeFieldsHint />}
        >
          {(control) => <Form.Control as="textarea" rows={12} {...register('body')} {...control} />}
        </Field>
      </div>
      <div className="d-flex flex-wrap gap-2">
        <SubmitButton submitting={isSubmitting}>{template ? 'Save template' : 'Add template'}</SubmitButton>
        {onDelete ? (
          <Button variant="outline-danger" onClick={onDelete}>
            Delete…
          </Button>
        ) : null}
      </div>
    </Form>
  );
}
