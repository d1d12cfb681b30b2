import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import Row from 'react-bootstrap/Row';
import { type FieldPath, useController, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import type { Opening, OpeningDetail } from '#contracts/api/staffing/openings';
import type { Country, Recruiter, State } from '#contracts/api/staffing/reference';
import {
  ApplicationForm as ApplicationFormSchema,
  type ApplicationFormInput,
  type ApplicationFormValues,
  APPLICATION_LABELS,
  AVAILABILITY_OPTIONS,
  WHATSAPP_SAME_LABEL,
  asksCurrentSalary,
  salaryLabel,
  DIRECT_APPLICANT,
  OTHER_REASON,
  REASON_OPTIONS,
  ResumeFile,
  USA_COUNTRY_CODE,
  WORK_AUTHORIZATION_OPTIONS,
  YES_NO_OPTIONS,
  emptyApplicationForm,
  isdPrefixOf,
} from '#contracts/forms/application-form';
import {
  type Bound,
  CheckField,
  DraftNotice,
  EmailField,
  ErrorSummary,
  FormActions,
  NameFields,
  RadioField,
  ReceivedPanel,
  type Registration,
  ResumeField,
  SelectField,
  StatusLine,
  TextField,
  UploadProgress,
  choicesOf,
  fieldIds,
  submitInOrder,
  summaryEntries,
  useFlashMessage,
  useFormDraft,
  useKeptForm,
  useAutofill,
  useResumeInput,
  withResumeNote,
} from '../../../components/ui/form';
import { CONNECT_ERROR_MESSAGE } from '../../../lib/http-client';
import type { ResumeFields } from '../../../lib/resume-fields';
import { openingsHref } from '../shared/job-links';
import {
  type ApplicationSender,
  type Attempt,
  attemptFor,
  sendApplication,
  submitApplication,
} from './submit-application';

export const SUCCESS_MESSAGE = 'Application submitted successfully!';
export const FAILURE_MESSAGE = 'Submission failed. Please try again.';

type Name = FieldPath<ApplicationFormInput>;
const KEPT = 'Your answers and your resume are still here, so you can send them again.';

export type ApplicationFormProps = {
  opening: Opening | OpeningDetail;
  countries: readonly Country[];
  states: readonly State[];
  recruiters: readonly Recruiter[];
  /** Sends the one request (a fake in tests). */
  send?: ApplicationSender;
  /** Reads a chosen resume for autofill (loaded only when a file is chosen; a fake in tests). */
  readResume?: (file: File) => Promise<ResumeFields>;
};

/** The fields a resume may fill when they are empty. */
const AUTOFILL = ['firstName', 'lastName', 'email', 'contactNumber', 'city'] as const;
const readResumeLazily = (file: File) =>
  import('../../../lib/resume-reader').then((reader) => reader.readResumeFields(file));

/** The order of the fields on the page, for the error summary. */
const FIELD_ORDER = (Object.keys(APPLICATION_LABELS) as Name[]).filter((name) => name !== 'id');

const LABELS: Record<Name, string> = { ...APPLICATION_LABELS, whatsappSameAsContact: WHATSAPP_SAME_LABEL };

/** What the job page shows instead of the form when the opening takes no applications. */
export function OpeningClosed() {
  return (
    <Alert variant="secondary" className="mb-0">
      <p className="mb-2">This opening is no longer taking applications.</p>
      <Link to={openingsHref}>See the current openings</Link>
    </Alert>
  );
}

/**
 * The application beside the job (docs/product.md §6.2). Validation is the shared zod schema, which
 * the server runs too; submitting is one request; the server's verdict on a field shows on that
 * field; the form resets only on success.
 */
export function ApplicationForm({
  opening,
  countries,
  states,
  recruiters,
  send = sendApplication,
  readResume = readResumeLazily,
}: ApplicationFormProps) {
  const uid = useId();
  const country = countries.find((c) => c.COUNTRY_UUID === opening.COUNTRY);
  const countryCode = country?.COUNTRY_CODE ?? '';
  const countryStates = states.filter((s) => s.COUNTRY_UUID === opening.COUNTRY);
  const isd = isdPrefixOf(countryCode);

  const form = useKeptForm<ApplicationFormInput, unknown, ApplicationFormValues>({
    resolver: zodResolver(ApplicationFormSchema),
    defaultValues: emptyApplicationForm(opening.REQ_ID, countryCode),
    // The first invalid field in the order of the form gets the focus (below), not the first registered.
    shouldFocusError: false,
  });
  const { register, control, handleSubmit, reset, watch, setError, clearErrors, getValues, setValue } = form;
  const { errors, submitCount } = form.formState;

  const [submitting, setSubmitting] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const { message, show, clear } = useFlashMessage();
  const attempt = useRef<Attempt | null>(null);
  const [closed, setClosed] = useState(false);
  const autofill = useAutofill({
    fields: AUTOFILL,
    read: readResume,
    value: (name) => getValues(name),
    fill: (name, value) => setValue(name, value, { shouldDirty: true }),
  });
  const [sent, setSent] = useState<{ reference: string; email: string } | null>(null);
  const emptyForm = emptyApplicationForm(opening.REQ_ID, countryCode);
  const draft = useFormDraft({
    key: `northwind.draft.application.${opening.REQ_ID}`,
    defaults: emptyForm,
    watch,
    reset,
    omit: ['resume', 'id', 'country'],
  });
  const resume = useResumeInput({
    field: useController({ control, name: 'resume' }).field,
    check: (file) => ResumeFile.safeParseAsync(file).then((result) => result.error?.issues[0]?.message),
    onVerdict: (problem) =>
      problem === undefined ? clearErrors('resume') : setError('resume', { type: 'custom', message: problem }),
    onFile: autofill.from,
  });
  const startOver = () => {
    draft.forget();
    attempt.current = null;
    reset(emptyForm);
    resume.clear();
    clear();
  };

  const workAuthorization = useWatch({ control, name: 'workAuthorization' });
  const reasonForChange = useWatch({ control, name: 'reasonForChange' });
  const whatsappSame = useWatch({ control, name: 'whatsappSameAsContact' });
  const isUsa = countryCode === USA_COUNTRY_CODE;
  const isH1b = isUsa && workAuthorization === 'H1B';

  const onValid = async (values: ApplicationFormValues) => {
    setSubmitting(true);
    clear();
    // "Same as my contact number": the WhatsApp number is sent empty (the server reads it as the contact number).
    if (values.whatsappSameAsContact) values = { ...values, whatsappNumber: '' };
    const current = attemptFor(attempt.current, values);
    attempt.current = current;
    try {
      const result = await submitApplication(values, current, send, setProgress);
      if (result.ok) {
        startOver();
        setSent({ reference: result.reference, email: values.email });
        show({ kind: 'success', text: SUCCESS_MESSAGE });
      } else if (result.closed) {
        setClosed(true);
      } else {
        // The server runs the same rules: its verdicts show on their fields, the first focused.
        const named = FIELD_ORDER.filter((name) => result.errors[name]);
        for (const name of named)
          setError(name, { type: 'server', message: result.errors[name] }, { shouldFocus: name === named[0] });
        show({
          kind: 'error',
          text: named.length > 0 || result.message === CONNECT_ERROR_MESSAGE ? FAILURE_MESSAGE : result.message,
        });
      }
    } catch {
      show({ kind: 'error', text: FAILURE_MESSAGE });
    } finally {
      setSubmitting(false);
      setProgress(null);
    }
  };

  const ids = (name: Name) => fieldIds(uid, name);
  const messageOf = (name: Name) => errors[name]?.message;
  /** A field bound to the form; a field the resume filled says so in its hint. */
  const bind = (name: Name, hint?: string, registration: Registration | null = register(name)): Bound => ({
    ids: ids(name),
    label: LABELS[name],
    error: messageOf(name),
    registration: registration ?? undefined,
    hint: withResumeNote(hint, autofill.filled.has(name)),
  });
  /** An optional field: "(optional)" after its label, not `required`. */
  const optional = (name: Name, hint?: string): Bound => ({ ...bind(name, hint), mark: 'optional' });
  // Listed once the visitor has tried to submit (a resume check may flag the file before that).
  const summary =
    submitCount > 0
      ? summaryEntries(FIELD_ORDER, {
          message: messageOf,
          id: (name) => ids(name).control,
          label: (name) => LABELS[name],
        })
      : [];

  if (closed) return <OpeningClosed />;

  if (sent) {
    return (
      <div className="application-form">
        <ReceivedPanel
          title="Application received"
          summary={
            <>
              Thank you. You applied for <strong>{opening.PSTN_TITLE}</strong> (job {opening.REQ_ID}), with your resume.
            </>
          }
          reference={sent.reference}
          next="A recruiter reads your application and resume and replies within two business days; if your profile fits the role, they call you at the time you gave. You do not need to apply again."
          copySentTo={sent.email}
          openings={{ to: openingsHref, label: 'See more openings' }}
          back="Back to the job description"
        />
        <StatusLine message={message} kept={KEPT} />
      </div>
    );
  }

  return (
    <Form
      noValidate
      className="application-form"
      aria-labelledby={`${uid}-title`}
      // Editing the form after a failure clears the failure: the visitor is acting on it.
      onChange={() => message?.kind === 'error' && clear()}
      onSubmit={(event) => submitInOrder(event, handleSubmit, onValid, FIELD_ORDER, (name) => ids(name).control)}
    >
      <input type="hidden" name="id" value={opening.REQ_ID} />
      {draft.restoredAt && <DraftNotice restoredAt={draft.restoredAt} onStartOver={startOver} />}
      <span id={`${uid}-title`} className="visually-hidden">
        Application for {opening.PSTN_TITLE}
      </span>

      <Row className="g-3">
        <NameFields first={bind('firstName')} last={bind('lastName')} col={{ sm: 6 }} />
        <EmailField bind={bind('email')} col={{ xs: 12 }} />
        <TextField
          bind={bind('contactNumber', `10 digits, after ${isd}`)}
          col={{ sm: 6 }}
          prefix={<InputGroup.Text aria-hidden="true">{isd}</InputGroup.Text>}
          type="tel"
          inputMode="numeric"
          maxLength={10}
          autoComplete="tel-national"
        />
        <CheckField bind={bind('whatsappSameAsContact')} col={{ sm: 6 }} defaultChecked />
        {whatsappSame === false && (
          <TextField
            bind={optional('whatsappNumber', `10 digits, after ${isd}`)}
            col={{ sm: 6 }}
            prefix={<InputGroup.Text aria-hidden="true">{isd}</InputGroup.Text>}
            type="tel"
            inputMode="numeric"
            maxLength={10}
          />
        )}
        {/* Pre-selected from the opening and not editable; its value comes from the form's defaults. */}
        <SelectField
          bind={{ ...bind('country', undefined, null), mark: 'none' }}
          col={{ sm: 6 }}
          name="country"
          value={countryCode}
          disabled
          onChange={() => {}}
          options={[country ? { value: country.COUNTRY_CODE, label: country.COUNTRY_NAME } : { value: '', label: '—' }]}
        />
        <SelectField
          bind={bind('state')}
          col={{ sm: 6 }}
          placeholder="Choose your state"
          options={countryStates.map((s) => ({ value: s.STATE_UUID, label: s.STATE_NAME }))}
        />
        <TextField bind={bind('city')} col={{ xs: 12 }} autoComplete="address-level2" />

        {isUsa && (
          <SelectField
            bind={bind('workAuthorization')}
            col={{ xs: 12 }}
            placeholder="Choose your work authorization"
            options={choicesOf(WORK_AUTHORIZATION_OPTIONS)}
          />
        )}
        {isH1b && (
          <>
            <TextField bind={bind('h1bExpiryDate')} col={{ sm: 6 }} type="date" />
            {(['i140Approved', 'intrestedInTransfer'] as const).map((name) => (
              <RadioField key={name} bind={bind(name)} col={{ sm: 6 }} options={choicesOf(YES_NO_OPTIONS)} />
            ))}
          </>
        )}

        <TextField bind={optional('bestTimeToCall')} col={{ sm: 6 }} type="time" />
        <SelectField
          bind={optional('availability')}
          col={{ sm: 6 }}
          placeholder="Choose your availability"
          options={AVAILABILITY_OPTIONS}
        />
        <SelectField
          bind={optional('reasonForChange')}
          col={{ xs: 12 }}
          placeholder="Choose your reason"
          options={choicesOf(REASON_OPTIONS)}
        />
        {reasonForChange === OTHER_REASON && <TextField bind={bind('customReason')} col={{ xs: 12 }} />}
        {/* Not asked where the law forbids asking for pay history (the USA): the schema refuses it there. */}
        {asksCurrentSalary(countryCode) && (
          <TextField
            bind={{ ...bind('currentSalary'), label: salaryLabel('currentSalary', countryCode) }}
            col={{ sm: 6 }}
          />
        )}
        <TextField
          bind={{ ...bind('expectedSalary'), label: salaryLabel('expectedSalary', countryCode) }}
          col={asksCurrentSalary(countryCode) ? { sm: 6 } : { xs: 12 }}
        />
        <TextField bind={optional('desiredLocation')} col={{ xs: 12 }} />
        <SelectField
          bind={bind('recruiterContacted')}
          col={{ xs: 12 }}
          placeholder="Choose one"
          options={[
            DIRECT_APPLICANT,
            ...recruiters.map((r) => ({ value: String(r.USERID), label: `${r.FIRSTNAME} ${r.LASTNAME}` })),
          ]}
        />
        <ResumeField bind={bind('resume', undefined, resume.input)} />
      </Row>

      <ErrorSummary entries={summary} />

      <UploadProgress progress={progress} />

      <FormActions
        submitting={submitting}
        label="Submit application"
        size="lg"
        className="d-flex flex-wrap align-items-center gap-3 mt-4"
      />

      <StatusLine message={message} kept={KEPT} />
    </Form>
  );
}
