import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useId, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Col from 'react-bootstrap/Col';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import ProgressBar from 'react-bootstrap/ProgressBar';
import Row from 'react-bootstrap/Row';
import { type FieldPath, Controller, useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import type { Opening, OpeningDetail } from '#contracts/api/staffing/openings';
import type { Country, Recruiter, State } from '#contracts/api/staffing/reference';
import {
  ApplicationForm as ApplicationFormSchema,
  type ApplicationFormInput,
  type ApplicationFormValues,
  APPLICATION_LABELS,
  AVAILABILITY_OPTIONS,
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
import { RESUME_ACCEPT, RESUME_HINT } from '#contracts/resume-file';
import {
  ChoiceField,
  ConfirmationPanel,
  type ControlProps,
  DraftNotice,
  ErrorSummary,
  Field,
  SubmitButton,
  fieldIds,
  focusFirstInvalid,
  summaryEntries,
  type FlashMessage,
  useFlashMessage,
  useFormDraft,
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
const FIELD_ORDER: Name[] = [
  'firstName',
  'lastName',
  'email',
  'contactNumber',
  'whatsappNumber',
  'country',
  'state',
  'city',
  'workAuthorization',
  'h1bExpiryDate',
  'i140Approved',
  'intrestedInTransfer',
  'bestTimeToCall',
  'availability',
  'reasonForChange',
  'customReason',
  'currentSalary',
  'expectedSalary',
  'desiredLocation',
  'recruiterContacted',
  'resume',
];

const LABELS: Record<Name, string> = APPLICATION_LABELS;

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

  const {
    register,
    control,
    handleSubmit,
    reset,
    watch,
    setError,
    clearErrors,
    getValues,
    setValue,
    formState: { errors, submitCount },
  } = useForm<ApplicationFormInput, unknown, ApplicationFormValues>({
    resolver: zodResolver(ApplicationFormSchema),
    defaultValues: emptyApplicationForm(opening.REQ_ID, countryCode),
    // The first invalid field in the order of the form gets the focus (below), not the first registered.
    shouldFocusError: false,
  });

  const [submitting, setSubmitting] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const { message, show, clear } = useFlashMessage();
  const attempt = useRef<Attempt | null>(null);
  const [closed, setClosed] = useState(false);
  const [fromResume, setFromResume] = useState<ReadonlySet<Name>>(new Set());
  /** Fills the empty fields the chosen resume gives (nothing is sent), marked for checking. */
  const autofill = (file: File) =>
    void readResume(file).then((found) => {
      const filled = AUTOFILL.filter((name) => found[name] && getValues(name).trim() === '');
      for (const name of filled) setValue(name, found[name] ?? '', { shouldDirty: true });
      if (filled.length > 0) setFromResume(new Set(filled));
    });
  const fileInput = useRef<HTMLInputElement | null>(null);
  const resumeCheck = useRef(0);
  const [sent, setSent] = useState<{ reference: string; email: string } | null>(null);
  const emptyForm = emptyApplicationForm(opening.REQ_ID, countryCode);
  const draft = useFormDraft({
    key: `northwind.draft.application.${opening.REQ_ID}`,
    defaults: emptyForm,
    watch,
    reset,
    omit: ['resume', 'id', 'country'],
  });
  const startOver = () => {
    draft.forget();
    attempt.current = null;
    reset(emptyForm);
    if (fileInput.current) fileInput.current.value = '';
    clear();
  };

  /**
   * Says at once when a chosen file is not a resume, before anything is uploaded. The check reads the
   * file, so two quick choices can finish out of order: only the latest file's verdict counts.
   */
  const checkResume = (file: File | null) => {
    const check = ++resumeCheck.current;
    void ResumeFile.safeParseAsync(file).then((result) => {
      if (check !== resumeCheck.current) return;
      if (result.success) clearErrors('resume');
      else setError('resume', { type: 'custom', message: result.error.issues[0]?.message });
    });
  };

  const workAuthorization = useWatch({ control, name: 'workAuthorization' });
  const reasonForChange = useWatch({ control, name: 'reasonForChange' });
  const isUsa = countryCode === USA_COUNTRY_CODE;
  const isH1b = isUsa && workAuthorization === 'H1B';

  const showMessage = (kind: 'success' | 'error') =>
    show({ kind, text: kind === 'success' ? SUCCESS_MESSAGE : FAILURE_MESSAGE });

  const onValid = async (values: ApplicationFormValues) => {
    setSubmitting(true);
    clear();
    const current = attemptFor(attempt.current, values);
    attempt.current = current;
    try {
      const result = await submitApplication(values, current, send, setProgress);
      if (result.ok) {
        startOver();
        setSent({ reference: result.reference, email: values.email });
        showMessage('success');
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
      showMessage('error');
    } finally {
      setSubmitting(false);
      setProgress(null);
    }
  };

  const ids = (name: Name) => fieldIds(uid, name);
  const messageOf = (name: Name) => errors[name]?.message;
  /** A required field with its label, hint and error. */
  const field = (name: Name, render: (props: ControlProps) => ReactNode, hint?: ReactNode) => (
    <Field
      ids={ids(name)}
      label={LABELS[name]}
      error={messageOf(name)}
      hint={
        fromResume.has(name) ? (
          <>
            {hint && <>{hint}. </>}
            <strong>From your resume, please check.</strong>
          </>
        ) : (
          hint
        )
      }
    >
      {render}
    </Field>
  );
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
        <ConfirmationPanel
          title="Application received"
          summary={
            <p className="mb-0">
              Thank you. You applied for <strong>{opening.PSTN_TITLE}</strong> (job {opening.REQ_ID}), with your resume.
            </p>
          }
          reference={sent.reference}
          next={
            <>
              A recruiter reads your application and resume and replies within two business days; if your profile fits
              the role, they call you at the time you gave. You do not need to apply again.
            </>
          }
          copySentTo={sent.email}
          actions={
            <>
              <Link to={openingsHref} className="btn btn-primary">
                See more openings
              </Link>
              <Button variant="outline-secondary" onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}>
                Back to the job description
              </Button>
            </>
          }
        />
        <StatusLine message={message} />
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
      onSubmit={(event) =>
        void handleSubmit(onValid, (invalid) => focusFirstInvalid(FIELD_ORDER, invalid, (name) => ids(name).control))(
          event,
        )
      }
    >
      <input type="hidden" name="id" value={opening.REQ_ID} />
      {draft.restoredAt && <DraftNotice restoredAt={draft.restoredAt} onStartOver={startOver} />}
      <span id={`${uid}-title`} className="visually-hidden">
        Application for {opening.PSTN_TITLE}
      </span>

      <Row className="g-3">
        <Col sm={6}>
          {field('firstName', (props) => (
            <Form.Control {...register('firstName')} {...props} autoComplete="given-name" required />
          ))}
        </Col>
        <Col sm={6}>
          {field('lastName', (props) => (
            <Form.Control {...register('lastName')} {...props} autoComplete="family-name" required />
          ))}
        </Col>
        <Col xs={12}>
          {field('email', (props) => (
            <Form.Control type="email" {...register('email')} {...props} autoComplete="email" required />
          ))}
        </Col>
        {(['contactNumber', 'whatsappNumber'] as const).map((name) => (
          <Col sm={6} key={name}>
            {field(
              name,
              (props) => (
                <InputGroup hasValidation>
                  <InputGroup.Text aria-hidden="true">{isd}</InputGroup.Text>
                  <Form.Control
                    type="tel"
                    inputMode="numeric"
                    maxLength={10}
                    {...register(name)}
                    {...props}
                    autoComplete={name === 'contactNumber' ? 'tel-national' : undefined}
                    required
                  />
                </InputGroup>
              ),
              `10 digits, after ${isd}`,
            )}
          </Col>
        ))}
        <Col sm={6}>
          <Field ids={ids('country')} label="Country" mark="none">
            {/* Pre-selected from the opening and not editable; its value comes from the form's defaults. */}
            {({ id }) => (
              <Form.Select id={id} name="country" value={countryCode} disabled onChange={() => {}}>
                {country ? (
                  <option value={country.COUNTRY_CODE}>{country.COUNTRY_NAME}</option>
                ) : (
                  <option value="">—</option>
                )}
              </Form.Select>
            )}
          </Field>
        </Col>
        <Col sm={6}>
          {field('state', (props) => (
            <Form.Select {...register('state')} {...props} required>
              <option value="">Choose your state</option>
              {countryStates.map((s) => (
                <option key={s.STATE_UUID} value={s.STATE_UUID}>
                  {s.STATE_NAME}
                </option>
              ))}
            </Form.Select>
          ))}
        </Col>
        <Col xs={12}>
          {field('city', (props) => (
            <Form.Control {...register('city')} {...props} autoComplete="address-level2" required />
          ))}
        </Col>

        {isUsa && (
          <Col xs={12}>
            {field('workAuthorization', (props) => (
              <Form.Select {...register('workAuthorization')} {...props} required>
                <option value="">Choose your work authorization</option>
                {WORK_AUTHORIZATION_OPTIONS.map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </Form.Select>
            ))}
          </Col>
        )}
        {isH1b && (
          <>
            <Col sm={6}>
              {field('h1bExpiryDate', (props) => (
                <Form.Control type="date" {...register('h1bExpiryDate')} {...props} required />
              ))}
            </Col>
            {(['i140Approved', 'intrestedInTransfer'] as const).map((name) => (
              <Col sm={6} key={name}>
                <ChoiceField
                  ids={ids(name)}
                  legend={LABELS[name]}
                  error={messageOf(name)}
                  options={YES_NO_OPTIONS.map((option) => ({ value: option, label: option }))}
                >
                  {(option, props) => (
                    <Form.Check
                      key={option.value}
                      inline
                      type="radio"
                      value={option.value}
                      label={option.label}
                      {...props}
                      {...register(name)}
                    />
                  )}
                </ChoiceField>
              </Col>
            ))}
          </>
        )}

        <Col sm={6}>
          {field('bestTimeToCall', (props) => (
            <Form.Control type="time" {...register('bestTimeToCall')} {...props} required />
          ))}
        </Col>
        <Col sm={6}>
          {field('availability', (props) => (
            <Form.Select {...register('availability')} {...props} required>
              <option value="">Choose your availability</option>
              {AVAILABILITY_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Form.Select>
          ))}
        </Col>
        <Col xs={12}>
          {field('reasonForChange', (props) => (
            <Form.Select {...register('reasonForChange')} {...props} required>
              <option value="">Choose your reason</option>
              {REASON_OPTIONS.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </Form.Select>
          ))}
        </Col>
        {reasonForChange === OTHER_REASON && (
          <Col xs={12}>
            {field('customReason', (props) => (
              <Form.Control {...register('customReason')} {...props} required />
            ))}
          </Col>
        )}
        <Col sm={6}>
          {field('currentSalary', (props) => (
            <Form.Control {...register('currentSalary')} {...props} required />
          ))}
        </Col>
        <Col sm={6}>
          {field('expectedSalary', (props) => (
            <Form.Control {...register('expectedSalary')} {...props} required />
          ))}
        </Col>
        <Col xs={12}>
          {field('desiredLocation', (props) => (
            <Form.Control {...register('desiredLocation')} {...props} required />
          ))}
        </Col>
        <Col xs={12}>
          {field('recruiterContacted', (props) => (
            <Form.Select {...register('recruiterContacted')} {...props} required>
              <option value="">Choose one</option>
              <option value={DIRECT_APPLICANT.value}>{DIRECT_APPLICANT.label}</option>
              {recruiters.map((r) => (
                <option key={r.USERID} value={String(r.USERID)}>
                  {r.FIRSTNAME} {r.LASTNAME}
                </option>
              ))}
            </Form.Select>
          ))}
        </Col>
        <Col xs={12}>
          {field(
            'resume',
            (props) => (
              <Controller
                control={control}
                name="resume"
                render={({ field: resume }) => (
                  <Form.Control
                    type="file"
                    name={resume.name}
                    accept={RESUME_ACCEPT}
                    ref={(element: HTMLInputElement | null) => {
                      resume.ref(element);
                      fileInput.current = element;
                    }}
                    onBlur={resume.onBlur}
                    onChange={(event) => {
                      const file = (event.target as HTMLInputElement).files?.[0] ?? null;
                      resume.onChange(file);
                      checkResume(file);
                      if (file) autofill(file);
                    }}
                    {...props}
                    required
                  />
                )}
              />
            ),
            RESUME_HINT,
          )}
        </Col>
      </Row>

      <ErrorSummary entries={summary} />

      {progress !== null && (
        <div className="mt-3">
          <ProgressBar
            now={Math.round(progress * 100)}
            label={`${Math.round(progress * 100)}%`}
            aria-label="Resume upload"
            animated={progress < 1}
          />
        </div>
      )}

      <div className="d-flex flex-wrap align-items-center gap-3 mt-4">
        <SubmitButton submitting={submitting} size="lg">
          Submit application
        </SubmitButton>
      </div>

      <StatusLine message={message} />
    </Form>
  );
}

/** The short result line under the form: success clears after 5 s, a failure stays until acted on. */
function StatusLine({ message }: { message: FlashMessage | null }) {
  return (
    <div role="status" aria-live="polite" className="mt-3">
      {message?.kind === 'success' && <div className="alert alert-success mb-0">{message.text}</div>}
      {message?.kind === 'error' && (
        <div className="alert alert-danger mb-0">
          <p className="mb-1">{message.text}</p>
          <p className="mb-0 small">Your answers and your resume are still here, so you can send them again.</p>
        </div>
      )}
    </div>
  );
}
