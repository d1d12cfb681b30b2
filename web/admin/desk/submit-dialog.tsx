import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Row from 'react-bootstrap/Row';
import { useFieldArray, useWatch } from 'react-hook-form';
import { CURRENCIES, RATE_UNITS, type RateUnit } from '#contracts/admin/rates';
import {
  type Submittal,
  type SubmittalDraft,
  SubmittalForm,
  type SubmittalFormInput,
  type SubmittalFormValues,
  type SubmittalPreview,
  toSubmittalRequest,
} from '#contracts/admin/submittals';
import { SelectField, SubmitButton, TextField, choicesOf } from '../../components/ui/form';
import { isClientError } from '../api/admin-client';
import { MailPreviewFrame } from './mail-preview-frame';
import { ConsoleForm, FieldRow } from '../ui/console-form';
import { FULL_WIDTH, HALF_WIDTH } from '../ui/form-layout';
import { Notice } from '../ui/notice';
import { useConsoleForm } from '../ui/use-console-form';
import { submittalsApi } from './desk-api';

const UNIT_LABELS: Record<RateUnit, string> = {
  hour: 'per hour',
  day: 'per day',
  month: 'per month',
  year: 'per year',
};

/**
 * "Submit to client": the client's contacts, a summary, the rate offered, and the client-ready
 * profile's content (prefilled from the record; the PDF never carries the candidate's phone, e-mail
 * or address). The PDF can be looked at first; the original resume goes only when ticked. Preview
 * shows the mail as it will leave; Send queues it and moves the application to Submitted.
 */
export function SubmitDialog({
  draft,
  contacts = [],
  onHide,
  onDone,
}: {
  draft: SubmittalDraft;
  /** The client's contacts to pick from (the requirement's client); typed in when there are none. */
  contacts?: ReadonlyArray<{ name: string; email: string }>;
  onHide: () => void;
  onDone: (submittal: Submittal) => void;
}) {
  const { bind, onSubmit, control, register, fail, failure, formState, getValues, trigger } = useConsoleForm(
    SubmittalForm,
    {
      defaultValues: {
        applicationId: draft.applicationId,
        recipients: contacts.length ? [{ ...contacts[0] }] : [{ name: '', email: '' }],
        summary: '',
        rateOffered: '',
        currency: draft.currency,
        rateUnit: draft.rateUnit,
        profile: { ...draft.profile, skills: draft.profile.skills.join(', ') },
        attachProfile: true,
        attachResume: false,
      } as unknown as SubmittalFormInput,
    },
  );
  const recipients = useFieldArray({ control, name: 'recipients' });
  const [preview, setPreview] = useState<{ mail: SubmittalPreview; values: string } | null>(null);
  const [busy, setBusy] = useState<'pdf' | 'send' | null>(null);
  const watched = useWatch({ control });
  const upToDate = preview !== null && preview.values === JSON.stringify(watched);

  const showPreview = async (values: SubmittalFormValues) => {
    const result = await submittalsApi.preview(toSubmittalRequest(values));
    if (isClientError(result)) return fail(`No preview: ${result.message}`);
    setPreview({ mail: result, values: JSON.stringify(getValues()) });
  };
  const openPdf = async () => {
    if (!(await trigger())) return;
    setBusy('pdf');
    const result = await submittalsApi.profilePreview(toSubmittalRequest(SubmittalForm.parse(getValues())));
    setBusy(null);
    if (!(result instanceof Blob)) return fail(`No PDF: ${result.message}`);
    const url = URL.createObjectURL(result);
    const link = document.createElement('a');
    link.href = url;
    link.download = `${draft.candidate.name.replace(/[^\p{L}\p{N}]+/gu, '-')}-profile.pdf`;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  };
  const send = async () => {
    setBusy('send');
    const result = await submittalsApi.send(toSubmittalRequest(SubmittalForm.parse(getValues())));
    setBusy(null);
    if (isClientError(result)) return fail(`Not sent: ${result.message}`);
    onDone(result);
  };

  const title = `Submit ${draft.candidate.name} to the client`;
  return (
    <Modal show onHide={onHide} size="xl" aria-labelledby="submit-title" scrollable fullscreen="md-down">
      <Modal.Header closeButton>
        <Modal.Title id="submit-title" as="h2" className="h5">
          {title}
          {draft.opening ? (
            <span className="d-block small text-body-secondary fw-normal">{draft.opening.title}</span>
          ) : null}
        </Modal.Title>
      </Modal.Header>
      <ConsoleForm onSubmit={onSubmit(showPreview)} label={title} className="d-flex flex-column overflow-hidden">
        <Modal.Body>
          <div className="row g-4">
            <div className="col-lg-6">
              <fieldset className="border rounded p-3 mb-3">
                <legend className="fs-6 fw-semibold float-none w-auto px-1 mb-0">To the client’s contacts</legend>
                {recipients.fields.map((field, index) => (
                  <Row key={field.id} className="g-2 align-items-end">
                    <TextField
                      bind={bind(`recipients.${index}.name`, 'Name', { mark: 'required' })}
                      col={{ xs: 12, sm: 5 }}
                    />
                    <TextField
                      bind={bind(`recipients.${index}.email`, 'E-mail', {
                        mark: 'required',
                        subject: 'The e-mail address',
                      })}
                      col={{ xs: 10, sm: 6 }}
                      type="email"
                      autoComplete="off"
                    />
                    <Col xs={2} sm={1}>
                      <Button
                        variant="outline-danger"
                        size="sm"
                        className="mb-3"
                        disabled={recipients.fields.length === 1}
                        aria-label={`Remove contact ${index + 1}`}
                        onClick={() => recipients.remove(index)}
                      >
                        ×
                      </Button>
                    </Col>
                  </Row>
                ))}
                <div className="d-flex flex-wrap gap-2">
                  {contacts.map((contact) => (
                    <Button
                      key={contact.email}
                      size="sm"
                      variant="outline-secondary"
                      onClick={() => recipients.append({ ...contact })}
                    >
                      + {contact.name}
                    </Button>
                  ))}
                  <Button
                    size="sm"
                    variant="outline-secondary"
                    onClick={() => recipients.append({ name: '', email: '' })}
                  >
                    Add a contact
                  </Button>
                </div>
              </fieldset>
              <FieldRow>
                <TextField
                  bind={bind('summary', 'Summary', {
                    mark: 'required',
                    hint: 'Why this candidate fits: it opens the mail and the profile.',
                  })}
                  col={FULL_WIDTH}
                  as="textarea"
                  rows={4}
                />
                <TextField
                  bind={bind('rateOffered', 'Rate offered', { mark: 'required' })}
                  col={{ xs: 12, sm: 4 }}
                  inputMode="decimal"
                />
                <SelectField
                  bind={bind('currency', 'Currency')}
                  col={{ xs: 6, sm: 4 }}
                  options={choicesOf(CURRENCIES)}
                />
                <SelectField
                  bind={bind('rateUnit', 'Per')}
                  col={{ xs: 6, sm: 4 }}
                  options={choicesOf(RATE_UNITS, UNIT_LABELS)}
                />
              </FieldRow>
              <fieldset className="border rounded p-3 mb-3">
                <legend className="fs-6 fw-semibold float-none w-auto px-1 mb-0">Client-ready profile</legend>
                <p className="small text-body-secondary">
                  A PDF in the firm’s colours. It never shows the candidate’s phone, e-mail or address; any typed here
                  are taken out.
                </p>
                <Row className="g-2">
                  <TextField bind={bind('profile.headline', 'Headline', { mark: 'optional' })} col={FULL_WIDTH} />
                  <TextField
                    bind={bind('profile.skills', 'Skills', { mark: 'optional', hint: 'Separated by commas' })}
                    col={FULL_WIDTH}
                  />
                  <TextField
                    bind={bind('profile.experience', 'Experience', { mark: 'optional' })}
                    col={FULL_WIDTH}
                    as="textarea"
                    rows={4}
                  />
                  <TextField
                    bind={bind('profile.education', 'Education', { mark: 'optional' })}
                    col={FULL_WIDTH}
                    as="textarea"
                    rows={2}
                  />
                  <TextField
                    bind={bind('profile.availability', 'Availability', { mark: 'optional' })}
                    col={HALF_WIDTH}
                  />
                  <TextField
                    bind={bind('profile.workAuthorization', 'Work authorisation', { mark: 'optional' })}
                    col={HALF_WIDTH}
                  />
                  <TextField
                    bind={bind('profile.location', 'Location (city, country)', { mark: 'optional' })}
                    col={FULL_WIDTH}
                  />
                </Row>
              </fieldset>
              <Form.Check
                type="checkbox"
                id={`${draft.applicationId}-profile`}
                label="Attach the client-ready profile (PDF)"
                {...register('attachProfile')}
              />
              <Form.Check
                type="checkbox"
                id={`${draft.applicationId}-resume`}
                label={
                  draft.hasResume
                    ? 'Also attach the original resume (it may show the phone and e-mail)'
                    : 'No original resume is stored'
                }
                disabled={!draft.hasResume}
                {...register('attachResume')}
              />
            </div>
            <div className="col-lg-6">
              <MailPreviewFrame preview={preview?.mail ?? null} stale={preview !== null && !upToDate} />
            </div>
          </div>
        </Modal.Body>
        <Modal.Footer>
          {failure ? (
            <div className="w-100">
              <Notice kind="error">{failure}</Notice>
            </div>
          ) : null}
          <Button variant="link" onClick={onHide}>
            Cancel
          </Button>
          <Button variant="outline-secondary" disabled={busy !== null} onClick={() => void openPdf()}>
            {busy === 'pdf' ? 'Writing the PDF…' : 'Download the PDF'}
          </Button>
          <SubmitButton submitting={formState.isSubmitting}>{preview ? 'Preview again' : 'Preview'}</SubmitButton>
          <Button variant="success" disabled={!upToDate || busy !== null} onClick={() => void send()}>
            {busy === 'send' ? 'Sending…' : 'Send to the client'}
          </Button>
        </Modal.Footer>
      </ConsoleForm>
    </Modal>
  );
}
