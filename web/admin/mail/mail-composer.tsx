import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Row from 'react-bootstrap/Row';
import { useWatch } from 'react-hook-form';
import { z } from '#contracts/zod';
import { ApplicationStatus, applicationPipeline } from '#contracts/admin/applications';
import { InternshipStatus, internshipPipeline } from '#contracts/admin/internships';
import {
  type CandidateMailPreview,
  type CandidateMailRequest,
  type CandidateMailResult,
  INTERVIEW_LENGTHS,
  InterviewInvite,
  type MailOwner,
  type MailTemplate,
  type TemplatePurpose,
  mailBody,
  mailSubject,
} from '#contracts/admin/mail';
import type { Pipeline } from '#contracts/admin/pipeline';
import { needsReason, reasonKindOf, reasonsFor } from '#contracts/admin/reasons';
import { SelectField, SubmitButton, TextField } from '../../components/ui/form';
import { useReasons } from '../reasons/use-reasons';
import { isClientError } from '../api/admin-client';
import { mailApi } from '../api/console-api';
import { ConsoleForm, FieldRow } from '../ui/console-form';
import { FULL_WIDTH } from '../ui/form-layout';
import { Loading, Notice } from '../ui/notice';
import { type BindOptions, useConsoleForm } from '../ui/use-console-form';
import { useResource } from '../ui/use-resource';
import { MailPreview } from './mail-preview';
import { MailTextFields } from './mail-text-fields';

/** The composer's form: the request without its recipients; the invite only while its fields are shown. */
const ComposeForm = z
  .object({
    templateId: z.string(),
    subject: mailSubject,
    body: mailBody,
    moveTo: z.union([z.literal(''), ApplicationStatus, InternshipStatus]),
    /** With a move to Rejected or Withdrawn: its reason (required then). */
    reasonId: z.optional(z.string()),
    invite: z.optional(InterviewInvite),
  })
  .check(
    z.refine((values) => !needsReason(values.moveTo || null) || Boolean(values.reasonId), {
      message: 'choose a reason',
      path: ['reasonId'],
    }),
  );
type ComposeValues = z.infer<typeof ComposeForm>;

export type MailApi = Pick<typeof mailApi, 'templates' | 'preview' | 'send'>;

export type MailComposerProps = {
  /** Whose applications: job applications unless said; the stages offered are theirs. */
  owner?: MailOwner;
  /** The applications to mail: one (its screen) or many (a bulk action); each gets its own values. */
  applicationIds: readonly string[];
  /** Who they are, for the title: a name for one, else "N candidates". */
  recipientLabel?: string;
  show: boolean;
  onHide: () => void;
  /** `shown` is the previewed mail (the first candidate's): its subject with the merge fields filled. */
  onSent: (result: CandidateMailResult, request: CandidateMailRequest, shown: CandidateMailPreview) => void;
  /** The template to start from (the first otherwise), e.g. `reject` for "reject with a template". */
  purpose?: TemplatePurpose;
  /** The stage to move them to as the mail is sent, preselected. */
  moveTo?: ApplicationStatus | InternshipStatus;
  api?: MailApi;
};

/**
 * Mail one candidate or many from a template: pick the template, edit the subject and body if
 * wanted, add a calendar invite to an interview invitation, preview the first mail as the server
 * renders it with the candidate's real values, then send. Sending asks for a preview of exactly
 * what is in the form, so nothing leaves unseen.
 */
export function MailComposer(props: MailComposerProps) {
  const { show, onHide, applicationIds, recipientLabel } = props;
  const count = applicationIds.length;
  const title = count === 1 ? `Mail ${recipientLabel ?? 'the candidate'}` : `Mail ${count} candidates`;
  return (
    <Modal
      show={show}
      onHide={onHide}
      size="xl"
      fullscreen="sm-down"
      scrollable
      aria-labelledby="mail-composer-title"
      backdrop="static"
    >
      <Modal.Header closeButton>
        <Modal.Title id="mail-composer-title">{title}</Modal.Title>
      </Modal.Header>
      {/* Mounted only while the dialog is open: the templates load then, and a closed one starts afresh. */}
      <WithTemplates {...props} api={props.api ?? mailApi} />
    </Modal>
  );
}

function WithTemplates(props: MailComposerProps & { api: MailApi }) {
  const templates = useResource((signal) => props.api.templates({ signal }), 'templates');
  if (templates.state === 'error') {
    return (
      <Modal.Body>
        <Notice kind="error">The templates did not load: {templates.message}</Notice>
      </Modal.Body>
    );
  }
  if (templates.state !== 'ready') {
    return (
      <Modal.Body>
        <Loading label="Loading templates…" />
      </Modal.Body>
    );
  }
  // Only the texts written for this pipeline's applicants: a student is not told about a client's role.
  const ownTemplates = templates.data.items.filter((template) => template.audience === (props.owner ?? 'application'));
  if (!ownTemplates.length) {
    return (
      <Modal.Body>
        <Notice kind="info">There are no mail templates yet: an admin adds them under Mail templates.</Notice>
      </Modal.Body>
    );
  }
  return <ComposerForm {...props} templates={ownTemplates} />;
}

const tomorrow = () => {
  const day = new Date(Date.now() + 86_400_000);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
};
/** An interview's length as people say it: "45 min", "1 h", "1 h 30". */
const lengthLabel = (minutes: number) =>
  minutes < 60 ? `${minutes} min` : `${minutes / 60} h`.replace('.5 h', ' h 30');
/** The steps of the applications' own pipeline. */
const pipelineOf = (owner: MailOwner | undefined): Pipeline =>
  (owner === 'internship' ? internshipPipeline : applicationPipeline) as Pipeline;
const moveChoices = ({ statuses, labels }: Pipeline) => [
  { value: '', label: 'Stay at the current stage' },
  ...statuses.map((status) => ({ value: status, label: labels[status] ?? status })),
];
const localZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
/** The zones the browser knows, the local one always among them (browsers may list an older name). */
const zones = (() => {
  let list: string[] = [];
  try {
    list = Intl.supportedValuesOf('timeZone');
  } catch {
    list = [];
  }
  const local = localZone();
  return list.length && !list.includes(local) ? [local, ...list] : list;
})();

function ComposerForm({
  owner,
  applicationIds,
  onHide,
  onSent,
  purpose,
  moveTo,
  api,
  templates,
}: MailComposerProps & { api: MailApi; templates: MailTemplate[] }) {
  const first = templates.find((template) => template.purpose === purpose) ?? templates[0];
  const [withInvite, setWithInvite] = useState(first?.purpose === 'interview');
  const [preview, setPreview] = useState<{ request: CandidateMailRequest; mail: CandidateMailPreview } | null>(null);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState('');
  const { id, bind, onSubmit, setValue, control, formState } = useConsoleForm(ComposeForm, {
    shouldUnregister: true,
    defaultValues: {
      templateId: first?.id ?? '',
      subject: first?.subject ?? '',
      body: first?.body ?? '',
      moveTo: moveTo ?? '',
      invite: {
        date: tomorrow(),
        time: '10:00',
        timeZone: localZone(),
        durationMinutes: 45,
        location: '',
        videoUrl: '',
      },
    },
  });

  const pipeline = pipelineOf(owner);
  const requestOf = (values: ComposeValues): CandidateMailRequest => ({
    ...(owner === 'internship' ? { owner } : {}),
    applicationIds: [...applicationIds],
    templateId: values.templateId || null,
    subject: values.subject,
    body: values.body,
    moveTo: values.moveTo || null,
    ...(needsReason(values.moveTo || null) && values.reasonId ? { reasonId: values.reasonId } : {}),
    invite: withInvite ? (values.invite ?? null) : null,
  });

  // The preview is of what the form holds now; any change asks for a new one before sending.
  const current = JSON.stringify({ ...useWatch({ control }), withInvite });
  const [previewedFor, setPreviewedFor] = useState('');
  const upToDate = preview !== null && previewedFor === current;

  const showPreview = async (values: ComposeValues) => {
    setFailure('');
    const request = requestOf(values);
    const answer = await api.preview(request);
    if (isClientError(answer)) return setFailure(`No preview: ${answer.message}`);
    setPreview({ request, mail: answer });
    setPreviewedFor(current);
  };

  const send = async () => {
    if (!preview || !upToDate) return;
    setSending(true);
    setFailure('');
    const answer = await api.send(preview.request);
    setSending(false);
    if (isClientError(answer)) return setFailure(`Not sent: ${answer.message}`);
    onSent(answer, preview.request, preview.mail);
  };

  const chooseTemplate = (templateId: string) => {
    const template = templates.find((item) => item.id === templateId);
    if (!template) return;
    setValue('subject', template.subject, { shouldValidate: false });
    setValue('body', template.body, { shouldValidate: false });
    setWithInvite(template.purpose === 'interview');
    if (template.purpose === 'reject') setValue('moveTo', 'rejected');
  };

  const movingTo = useWatch({ control, name: 'moveTo' }) || null;
  const reasonKind = reasonKindOf(movingTo, 'us');
  const reasons = reasonsFor(useReasons() ?? [], reasonKind ?? 'us');

  const count = applicationIds.length;
  const sendLabel = count === 1 ? 'Send' : `Send to ${count} candidates`;

  const invite = (name: keyof InterviewInvite, label: string, options: BindOptions = {}) =>
    bind(`invite.${name}`, label, { mark: 'required', ...options });

  return (
    <ConsoleForm
      onSubmit={onSubmit(showPreview)}
      label="Compose the mail"
      // The body scrolls between the title and the buttons, which stay in view.
      className="d-flex flex-column overflow-hidden"
    >
      <Modal.Body>
        <div className="row g-4">
          <div className="col-lg-6">
            <FieldRow>
              <SelectField
                bind={bind('templateId', 'Template', {
                  onChange: (event) => chooseTemplate(String(event.target.value)),
                })}
                col={FULL_WIDTH}
                options={templates.map((template) => ({ value: template.id, label: template.name }))}
              />
              <MailTextFields
                subject={bind('subject', 'Subject', { mark: 'required' })}
                body={bind('body', 'Message', { mark: 'required', subject: 'The message' })}
                rows={10}
              />
              <SelectField
                bind={bind('moveTo', 'Then move to', { mark: 'optional' })}
                col={FULL_WIDTH}
                options={moveChoices(pipeline)}
              />
              {reasonKind ? (
                <SelectField
                  bind={bind('reasonId', reasonKind === 'candidate' ? 'Candidate’s reason' : 'Reason', {
                    mark: 'required',
                  })}
                  col={FULL_WIDTH}
                  placeholder="Choose a reason"
                  options={reasons.map((reason) => ({ value: reason.id, label: reason.label }))}
                />
              ) : null}
            </FieldRow>
            <Form.Check
              type="switch"
              id={`${id}-with-invite`}
              label="Attach a calendar invite (.ics)"
              checked={withInvite}
              onChange={(event) => setWithInvite(event.target.checked)}
            />
            {withInvite ? (
              <fieldset className="border rounded p-3 mt-2">
                <legend className="fs-6 fw-semibold float-none w-auto px-1 mb-0">Interview</legend>
                <Row className="g-2">
                  <TextField bind={invite('date', 'Date')} col={{ xs: 12, sm: 6 }} type="date" />
                  <TextField bind={invite('time', 'Time')} col={{ xs: 12, sm: 6 }} type="time" />
                  {zones.length ? (
                    <SelectField
                      bind={invite('timeZone', 'Time zone')}
                      col={{ xs: 12, sm: 7 }}
                      options={zones.map((zone) => ({ value: zone, label: zone }))}
                    />
                  ) : (
                    <TextField bind={invite('timeZone', 'Time zone')} col={{ xs: 12, sm: 7 }} />
                  )}
                  <SelectField
                    bind={invite('durationMinutes', 'Length')}
                    col={{ xs: 12, sm: 5 }}
                    options={INTERVIEW_LENGTHS.map((minutes) => ({
                      value: String(minutes),
                      label: lengthLabel(minutes),
                    }))}
                  />
                  <TextField
                    bind={invite('location', 'Place', {
                      mark: 'optional',
                      hint: 'An address or a room; give a place, a video link or both.',
                    })}
                    col={FULL_WIDTH}
                  />
                  <TextField
                    bind={invite('videoUrl', 'Video link', { mark: 'optional', subject: 'The video link' })}
                    col={FULL_WIDTH}
                    type="url"
                    placeholder="https://"
                  />
                </Row>
              </fieldset>
            ) : null}
          </div>
          <div className="col-lg-6">
            <MailPreview
              preview={preview?.mail ?? null}
              stale={preview !== null && !upToDate}
              labels={pipeline.labels}
            />
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
        <SubmitButton submitting={formState.isSubmitting}>{preview ? 'Preview again' : 'Preview'}</SubmitButton>
        <Button variant="success" disabled={!upToDate || sending} onClick={() => void send()}>
          {sending ? 'Sending…' : sendLabel}
        </Button>
      </Modal.Footer>
    </ConsoleForm>
  );
}
