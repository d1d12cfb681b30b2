import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import ProgressBar from 'react-bootstrap/ProgressBar';
import Row from 'react-bootstrap/Row';
import Spinner from 'react-bootstrap/Spinner';
import { type FieldErrors, type FieldPath, Controller, useForm, useWatch } from 'react-hook-form';
import type { Opening, OpeningDetail } from '#contracts/api/staffing/openings';
import type { Country, Recruiter, State } from '#contracts/api/staffing/reference';
import {
  ApplicationForm as ApplicationFormSchema,
  type ApplicationFormInput,
  type ApplicationFormValues,
  AVAILABILITY_OPTIONS,
  OTHER_REASON,
  REASON_OPTIONS,
  ResumeFile,
  USA_COUNTRY_CODE,
  WORK_AUTHORIZATION_OPTIONS,
  YES_NO_OPTIONS,
  emptyApplicationForm,
  isdPrefixOf,
} from '#contracts/forms/application-form';
import { type ApplicationApi, applicationApi } from '../api/application-api';
import { type Submission, submissionFor, submitApplication } from './submit-application';

export const SUCCESS_MESSAGE = 'Application submitted successfully!';
export const FAILURE_MESSAGE = 'Submission failed. Please try again.';
export const MESSAGE_MS = 5000;

const RESUME_ACCEPT =
  '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

type Name = FieldPath<ApplicationFormInput>;

export type ApplicationFormProps = {
  opening: Opening | OpeningDetail;
  countries: readonly Country[];
  states: readonly State[];
  recruiters: readonly Recruiter[];
  api?: ApplicationApi;
};

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

const errorCount = (errors: FieldErrors<ApplicationFormInput>) => FIELD_ORDER.filter((name) => errors[name]).length;

/**
 * The application beside the job (SPEC.md section 5 with DECISIONS.md's fixes). Validation is the
 * shared zod schema; submitting runs the application sequence; the form resets only on success.
 */
export function ApplicationForm({
  opening,
  countries,
  states,
  recruiters,
  api = applicationApi,
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
    setError,
    clearErrors,
    formState: { errors, submitCount },
  } = useForm<ApplicationFormInput, unknown, ApplicationFormValues>({
    resolver: zodResolver(ApplicationFormSchema),
    defaultValues: emptyApplicationForm(opening.REQ_ID, countryCode),
  });

  const [submitting, setSubmitting] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [message, setMessage] = useState<{ kind: 'success' | 'error'; id: number } | null>(null);
  const submission = useRef<Submission | null>(null);
  const fileInput = useRef<HTMLInputElement | null>(null);
  const resumeCheck = useRef(0);

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

  // The result message clears after 5 seconds (SPEC.md section 9).
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(null), MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [message]);

  const workAuthorization = useWatch({ control, name: 'workAuthorization' });
  const reasonForChange = useWatch({ control, name: 'reasonForChange' });
  const isUsa = countryCode === USA_COUNTRY_CODE;
  const isH1b = isUsa && workAuthorization === 'H1B';

  /** A new message each time, so the same result twice still restarts its 5 seconds. */
  const showMessage = (kind: 'success' | 'error') => setMessage((previous) => ({ kind, id: (previous?.id ?? 0) + 1 }));

  const onValid = async (values: ApplicationFormValues) => {
    setSubmitting(true);
    setMessage(null);
    const context = { opening, countries, states, recruiters };
    const current = submissionFor(submission.current, values, context);
    submission.current = current;
    try {
      const result = await submitApplication(values, context, current, api, setProgress);
      if (result.ok) {
        submission.current = null;
        reset(emptyApplicationForm(opening.REQ_ID, countryCode));
        if (fileInput.current) fileInput.current.value = '';
      }
      showMessage(result.ok ? 'success' : 'error');
    } catch {
      showMessage('error');
    } finally {
      setSubmitting(false);
      setProgress(null);
    }
  };

  const ids = (name: Name) => ({
    control: `${uid}-${name}`,
    error: `${uid}-${name}-error`,
    hint: `${uid}-${name}-hint`,
  });
  /** Props that tie a control to its label, hint and error, for screen readers. */
  const a11y = (name: Name, hint = false) => {
    const { control: id, error, hint: hintId } = ids(name);
    const describedBy = [hint ? hintId : null, errors[name] ? error : null].filter(Boolean).join(' ');
    return {
      id,
      isInvalid: Boolean(errors[name]),
      'aria-invalid': errors[name] ? (true as const) : undefined,
      'aria-describedby': describedBy || undefined,
    };
  };
  const errorOf = (name: Name) =>
    errors[name] ? (
      <Form.Control.Feedback type="invalid" id={ids(name).error}>
        {errors[name]?.message}
      </Form.Control.Feedback>
    ) : null;
  const label = (name: Name, text: ReactNode, required = true) => (
    <Form.Label htmlFor={ids(name).control}>
      {text}
      {required && (
        <span className="text-danger" aria-hidden="true">
          {' '}
          *
        </span>
      )}
    </Form.Label>
  );
  const count = errorCount(errors);

  return (
    <Form
      noValidate
      className="application-form"
      aria-labelledby={`${uid}-title`}
      onSubmit={(event) => void handleSubmit(onValid)(event)}
    >
      <input type="hidden" name="id" value={opening.REQ_ID} />
      {/* Announced after a submit that found problems; the first invalid field also gets the focus. */}
      <div className="visually-hidden" aria-live="polite">
        {submitCount > 0 && count > 0
          ? `${count} ${count === 1 ? 'field needs' : 'fields need'} your attention before you can apply.`
          : ''}
      </div>
      <span id={`${uid}-title`} className="visually-hidden">
        Application for {opening.PSTN_TITLE}
      </span>

      <Row className="g-3">
        <Col sm={6}>
          {label('firstName', 'First name')}
          <Form.Control {...register('firstName')} {...a11y('firstName')} autoComplete="given-name" required />
          {errorOf('firstName')}
        </Col>
        <Col sm={6}>
          {label('lastName', 'Last name')}
          <Form.Control {...register('lastName')} {...a11y('lastName')} autoComplete="family-name" required />
          {errorOf('lastName')}
        </Col>
        <Col xs={12}>
          {label('email', 'Email')}
          <Form.Control type="email" {...register('email')} {...a11y('email')} autoComplete="email" required />
          {errorOf('email')}
        </Col>
        <Col sm={6}>
          {label('contactNumber', 'Contact number')}
          <InputGroup hasValidation>
            <InputGroup.Text aria-hidden="true">{isd}</InputGroup.Text>
            <Form.Control
              type="tel"
              inputMode="numeric"
              maxLength={10}
              {...register('contactNumber')}
              {...a11y('contactNumber', true)}
              autoComplete="tel-national"
              required
            />
            {errorOf('contactNumber')}
          </InputGroup>
          <Form.Text id={ids('contactNumber').hint}>10 digits, after {isd}</Form.Text>
        </Col>
        <Col sm={6}>
          {label('whatsappNumber', 'WhatsApp number')}
          <InputGroup hasValidation>
            <InputGroup.Text aria-hidden="true">{isd}</InputGroup.Text>
            <Form.Control
              type="tel"
              inputMode="numeric"
              maxLength={10}
              {...register('whatsappNumber')}
              {...a11y('whatsappNumber', true)}
              required
            />
            {errorOf('whatsappNumber')}
          </InputGroup>
          <Form.Text id={ids('whatsappNumber').hint}>10 digits, after {isd}</Form.Text>
        </Col>
        <Col sm={6}>
          {label('country', 'Country', false)}
          {/* Pre-selected from the opening and not editable; its value comes from the form's defaults. */}
          <Form.Select id={ids('country').control} name="country" value={countryCode} disabled onChange={() => {}}>
            {country ? (
              <option value={country.COUNTRY_CODE}>{country.COUNTRY_NAME}</option>
            ) : (
              <option value="">—</option>
            )}
          </Form.Select>
        </Col>
        <Col sm={6}>
          {label('state', 'State')}
          <Form.Select {...register('state')} {...a11y('state')} required>
            <option value="">Choose your state</option>
            {countryStates.map((s) => (
              <option key={s.STATE_UUID} value={s.STATE_UUID}>
                {s.STATE_NAME}
              </option>
            ))}
          </Form.Select>
          {errorOf('state')}
        </Col>
        <Col xs={12}>
          {label('city', 'City')}
          <Form.Control {...register('city')} {...a11y('city')} autoComplete="address-level2" required />
          {errorOf('city')}
        </Col>

        {isUsa && (
          <Col xs={12}>
            {label('workAuthorization', 'Work authorization')}
            <Form.Select {...register('workAuthorization')} {...a11y('workAuthorization')} required>
              <option value="">Choose your work authorization</option>
              {WORK_AUTHORIZATION_OPTIONS.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </Form.Select>
            {errorOf('workAuthorization')}
          </Col>
        )}
        {isH1b && (
          <>
            <Col sm={6}>
              {label('h1bExpiryDate', 'H1B expiry date')}
              <Form.Control type="date" {...register('h1bExpiryDate')} {...a11y('h1bExpiryDate')} required />
              {errorOf('h1bExpiryDate')}
            </Col>
            {(
              [
                ['i140Approved', 'I-140 approved?'],
                ['intrestedInTransfer', 'Interested in an H1B transfer?'],
              ] as const
            ).map(([name, legend]) => (
              <Col sm={6} key={name}>
                <fieldset aria-describedby={errors[name] ? ids(name).error : undefined}>
                  <legend className="form-label fs-6">
                    {legend}
                    <span className="text-danger" aria-hidden="true">
                      {' '}
                      *
                    </span>
                  </legend>
                  {YES_NO_OPTIONS.map((option, index) => (
                    <Form.Check
                      key={option}
                      inline
                      type="radio"
                      value={option}
                      label={option}
                      id={index === 0 ? ids(name).control : `${ids(name).control}-${option}`}
                      isInvalid={Boolean(errors[name])}
                      aria-invalid={errors[name] ? true : undefined}
                      {...register(name)}
                    />
                  ))}
                  {errors[name] && (
                    <div className="invalid-feedback d-block" id={ids(name).error}>
                      {errors[name]?.message}
                    </div>
                  )}
                </fieldset>
              </Col>
            ))}
          </>
        )}

        <Col sm={6}>
          {label('bestTimeToCall', 'Best time to call')}
          <Form.Control type="time" {...register('bestTimeToCall')} {...a11y('bestTimeToCall')} required />
          {errorOf('bestTimeToCall')}
        </Col>
        <Col sm={6}>
          {label('availability', 'Availability')}
          <Form.Select {...register('availability')} {...a11y('availability')} required>
            <option value="">Choose your availability</option>
            {AVAILABILITY_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Form.Select>
          {errorOf('availability')}
        </Col>
        <Col xs={12}>
          {label('reasonForChange', 'Reason for change')}
          <Form.Select {...register('reasonForChange')} {...a11y('reasonForChange')} required>
            <option value="">Choose your reason</option>
            {REASON_OPTIONS.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </Form.Select>
          {errorOf('reasonForChange')}
        </Col>
        {reasonForChange === OTHER_REASON && (
          <Col xs={12}>
            {label('customReason', 'Your reason')}
            <Form.Control {...register('customReason')} {...a11y('customReason')} required />
            {errorOf('customReason')}
          </Col>
        )}
        <Col sm={6}>
          {label('currentSalary', 'Current annual salary')}
          <Form.Control {...register('currentSalary')} {...a11y('currentSalary')} required />
          {errorOf('currentSalary')}
        </Col>
        <Col sm={6}>
          {label('expectedSalary', 'Expected annual salary')}
          <Form.Control {...register('expectedSalary')} {...a11y('expectedSalary')} required />
          {errorOf('expectedSalary')}
        </Col>
        <Col xs={12}>
          {label('desiredLocation', 'Desired location')}
          <Form.Control {...register('desiredLocation')} {...a11y('desiredLocation')} required />
          {errorOf('desiredLocation')}
        </Col>
        <Col xs={12}>
          {label('recruiterContacted', 'Recruiter who contacted you')}
          <Form.Select {...register('recruiterContacted')} {...a11y('recruiterContacted')} required>
            <option value="">Choose a recruiter</option>
            {recruiters.map((r) => (
              <option key={r.USERID} value={String(r.USERID)}>
                {r.FIRSTNAME} {r.LASTNAME}
              </option>
            ))}
          </Form.Select>
          {errorOf('recruiterContacted')}
        </Col>
        <Col xs={12}>
          {label('resume', 'Resume')}
          <Controller
            control={control}
            name="resume"
            render={({ field }) => (
              <Form.Control
                type="file"
                name={field.name}
                accept={RESUME_ACCEPT}
                ref={(element: HTMLInputElement | null) => {
                  field.ref(element);
                  fileInput.current = element;
                }}
                onBlur={field.onBlur}
                onChange={(event) => {
                  const file = (event.target as HTMLInputElement).files?.[0] ?? null;
                  field.onChange(file);
                  checkResume(file);
                }}
                {...a11y('resume', true)}
                required
              />
            )}
          />
          <Form.Text id={ids('resume').hint}>PDF, DOC or DOCX, up to 5 MB.</Form.Text>
          {errorOf('resume')}
        </Col>
      </Row>

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
        <Button type="submit" variant="primary" size="lg" disabled={submitting}>
          {submitting && <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />}
          {submitting ? 'Submitting…' : 'Submit application'}
        </Button>
      </div>

      <div role="status" aria-live="polite" className="mt-3">
        {message?.kind === 'success' && (
          <div className="alert alert-success mb-0" key={message.id}>
            {SUCCESS_MESSAGE}
          </div>
        )}
        {message?.kind === 'error' && (
          <div className="alert alert-danger mb-0" key={message.id}>
            <p className="mb-1">{FAILURE_MESSAGE}</p>
            <p className="mb-0 small">Your answers and your resume are still here, so you can send them again.</p>
          </div>
        )}
      </div>
    </Form>
  );
}
