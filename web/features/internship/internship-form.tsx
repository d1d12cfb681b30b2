import { useId, useRef, useState, type ReactNode } from 'react';
import { Button, Col, Form, InputGroup, ProgressBar, Row } from 'react-bootstrap';
import { useForm, useWatch } from 'react-hook-form';
import {
  ACADEMIC_INTERNSHIP,
  AREAS_OF_INTEREST,
  DIALING_CODES,
  EXPERIENCE,
  GENDERS,
  INDIA_DIALING_CODE,
  INTERN_COUNTRIES,
  QUALIFICATIONS,
  REFERENCES,
} from '#contracts/api/internship';
import { RESUME_ACCEPT, RESUME_HINT } from '#contracts/resume-file';
import { referenceNumber } from '#contracts/reference-number';
import { jobPaths } from '#content/pages/jobs';
import { Link } from 'react-router';
import { submitInternshipApplication } from './api';
import {
  EMPTY_INTERNSHIP_FORM,
  errorSentence,
  INTERNSHIP_LABELS,
  internshipResolver,
  labelOf,
  type InternshipFieldName,
  type InternshipFormData,
  type InternshipFormValues,
} from './internship-form-schema';
import {
  ChoiceField,
  ConfirmationPanel,
  DraftNotice,
  ErrorSummary,
  Field,
  FieldError,
  SubmitButton,
  type ControlProps,
  fieldIds,
  focusFirstInvalid,
  summaryEntries,
  useFlashMessage,
  useFormDraft,
} from '../../components/ui/form';
import { useHydrated } from '../../components/ui/use-hydrated';

export const INTERNSHIP_SUCCESS = 'Application submitted successfully!';
export const INTERNSHIP_FAILURE = 'Submission failed. Please try again.';

const EXPERIENCE_LABELS: Record<(typeof EXPERIENCE)[number], string> = {
  fresher: 'Fresher',
  experienced: 'Experienced',
};
const ACADEMIC_LABELS: Record<(typeof ACADEMIC_INTERNSHIP)[number], string> = {
  yes: 'Yes',
  no: 'No',
  'not-sure': 'Not sure',
};
const REFERENCE_LABELS: Record<(typeof REFERENCES)[number], string> = {
  Person: 'A person',
  'company website': 'Our website',
  'Social Media': 'Social media',
  Others: 'Others',
};

const choices = (values: readonly string[], labels?: Record<string, string>) =>
  values.map((value) => ({ value, label: labels?.[value] ?? value }));

/** The fields in the order of the form. */
const FIELD_ORDER = Object.keys(INTERNSHIP_LABELS) as InternshipFieldName[];

/** The internship application: validated in the browser, sent as multipart with the resume. */
export function InternshipForm() {
  const id = useId();
  const formElement = useRef<HTMLFormElement>(null);
  /** One id per application, kept across retries so the server never stores it twice. */
  const applicationId = useRef<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const { message, show, clear } = useFlashMessage();
  const hydrated = useHydrated();
  const {
    register,
    handleSubmit,
    clearErrors,
    reset,
    watch,
    control,
    formState: { errors, isSubmitting },
  } = useForm<InternshipFormValues, unknown, InternshipFormData>({
    resolver: internshipResolver,
    defaultValues: EMPTY_INTERNSHIP_FORM,
    mode: 'onSubmit',
    // An invalid field loses its invalid style as soon as it is edited; it is checked again on submit.
    reValidateMode: 'onSubmit',
    // The first invalid field in the order of the form gets the focus (below), not the first registered.
    shouldFocusError: false,
  });
  const [experience, reference, areaOfInterest, country] = useWatch({
    control,
    name: ['experience', 'reference', 'areaOfInterest', 'country'],
  });
  const abroad = country === 'Others';
  const [sent, setSent] = useState<{ reference: string; firstName: string; email: string } | null>(null);
  const draft = useFormDraft({
    key: 'northwind.draft.internship',
    defaults: EMPTY_INTERNSHIP_FORM,
    watch,
    reset,
    omit: ['resumeAttachment'],
  });

  const ids = (field: InternshipFieldName) => fieldIds(id, field);
  const messageOf = (field: InternshipFieldName) =>
    errors[field] ? errorSentence(field, errors[field]?.message, country) : undefined;
  /** A control's registration. Hidden conditional fields drop their value. */
  const reg = (field: InternshipFieldName, conditional = false) =>
    register(field, { onChange: () => clearErrors(field), shouldUnregister: conditional });
  /** A required or optional field with its label, hint and error. */
  const field = (
    name: InternshipFieldName,
    render: (props: ReturnType<typeof reg> & ControlProps) => ReactNode,
    { optional = false, conditional = false, hint, label }: FieldOptions = {},
  ) => (
    <Field
      ids={ids(name)}
      label={label ?? labelOf(name, country)}
      error={messageOf(name)}
      hint={hint}
      mark={optional ? 'optional' : 'required'}
    >
      {(props) => render({ ...reg(name, conditional), ...props })}
    </Field>
  );
  const options = (values: readonly string[], labels?: Record<string, string>) => (
    <>
      <option value="">Select…</option>
      {choices(values, labels).map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </>
  );
  const radios = (
    name: InternshipFieldName,
    values: readonly string[],
    labels?: Record<string, string>,
    conditional = false,
  ) => (
    <ChoiceField
      ids={ids(name)}
      legend={INTERNSHIP_LABELS[name]}
      error={messageOf(name)}
      options={choices(values, labels)}
    >
      {(option, props) => (
        <Form.Check
          key={option.value}
          inline
          type="radio"
          value={option.value}
          label={option.label}
          {...reg(name, conditional)}
          {...props}
        />
      )}
    </ChoiceField>
  );
  const clearForm = () => {
    // A file input cannot be set by value, only cleared: through the form, and directly for older engines.
    formElement.current?.reset();
    formElement.current
      ?.querySelectorAll<HTMLInputElement>('input[type="file"]')
      .forEach((input) => (input.value = ''));
    reset(EMPTY_INTERNSHIP_FORM);
    draft.forget();
  };

  const onValid = async (application: InternshipFormData) => {
    clear();
    // randomUUID exists only in secure contexts (HTTPS, localhost); without it the server picks the id.
    applicationId.current ??= typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : null;
    const result = await submitInternshipApplication(application, applicationId.current ?? undefined, setProgress);
    setProgress(null);
    if (result.ok) {
      applicationId.current = null;
      clearForm();
      setSent({
        reference: referenceNumber('internship', result.id),
        firstName: application.firstName,
        email: application.email,
      });
      show({ kind: 'success', text: INTERNSHIP_SUCCESS });
    } else {
      show({ kind: 'error', text: `${INTERNSHIP_FAILURE} ${result.reason}` });
    }
  };

  const summary = summaryEntries(FIELD_ORDER, {
    message: messageOf,
    id: (name) => ids(name).control,
    label: (name) => labelOf(name, country),
  });

  const statusLines = (
    <>
      <div role="status" className="mt-3">
        {message?.kind === 'success' && <div className="alert alert-success mb-0">{message.text}</div>}
      </div>
      <div role="alert" className="internship-form__errors">
        {message?.kind === 'error' && <div className="alert alert-danger mt-3 mb-0">{message.text}</div>}
      </div>
    </>
  );

  if (sent) {
    return (
      <div className="internship-form">
        <ConfirmationPanel
          title="Internship application received"
          summary={
            <p className="mb-0">
              Thank you, {sent.firstName}. Your internship application and resume have reached our team.
            </p>
          }
          reference={sent.reference}
          next={
            <>
              Our team reads every application and replies by e-mail within ten working days, to arrange a conversation
              if your profile fits.
            </>
          }
          copySentTo={sent.email}
          actions={
            <>
              <Link to={jobPaths.openings} className="btn btn-primary">
                See current openings
              </Link>
              <button
                type="button"
                className="btn btn-outline-secondary"
                onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
              >
                Back to the top of the page
              </button>
            </>
          }
        />
        {statusLines}
      </div>
    );
  }

  return (
    <Form
      ref={formElement}
      noValidate
      onSubmit={(event) =>
        void handleSubmit(onValid, (invalid) => focusFirstInvalid(FIELD_ORDER, invalid, (name) => ids(name).control))(
          event,
        )
      }
      aria-label="Internship application"
      className="internship-form"
      // Editing the form after a failure clears the failure: the visitor is acting on it.
      onChange={() => message?.kind === 'error' && clear()}
    >
      {draft.restoredAt && (
        <DraftNotice
          restoredAt={draft.restoredAt}
          onStartOver={() => {
            clearForm();
            clear();
          }}
        />
      )}
      <Group title="About you">
        <Col md={6}>
          {field('firstName', (props) => (
            <Form.Control type="text" autoComplete="given-name" maxLength={100} required {...props} />
          ))}
        </Col>
        <Col md={6}>
          {field('lastName', (props) => (
            <Form.Control type="text" autoComplete="family-name" maxLength={100} required {...props} />
          ))}
        </Col>
        <Col md={6}>
          {field('email', (props) => (
            <Form.Control type="email" autoComplete="email" maxLength={100} required {...props} />
          ))}
        </Col>
        <Col md={6}>{radios('gender', GENDERS)}</Col>
        <Col xs={12}>
          {field(
            'aadharCardNumber',
            (props) => (
              <Form.Control type="text" inputMode="numeric" autoComplete="off" maxLength={12} {...props} />
            ),
            {
              optional: true,
              hint: 'We ask for it to confirm your identity before the internship starts. If you give it, we check it is a valid 12-digit Aadhaar number and keep only its last four digits.',
            },
          )}
        </Col>
      </Group>

      <Group title="Where you live">
        <Col xs={12}>
          {field('address', (props) => (
            <Form.Control as="textarea" rows={2} autoComplete="street-address" maxLength={500} required {...props} />
          ))}
        </Col>
        <Col md={6}>
          {field('country', (props) => (
            <Form.Select required {...props}>
              {options(INTERN_COUNTRIES)}
            </Form.Select>
          ))}
        </Col>
        <Col md={6}>
          {field('state', (props) => (
            <Form.Control type="text" autoComplete="address-level1" maxLength={20} required {...props} />
          ))}
        </Col>
        <Col md={6}>
          {field('city', (props) => (
            <Form.Control type="text" autoComplete="address-level2" maxLength={50} required {...props} />
          ))}
        </Col>
        <Col md={6}>
          {field('pinCode', (props) => (
            <Form.Control
              type="text"
              inputMode={abroad ? 'text' : 'numeric'}
              autoComplete="postal-code"
              maxLength={10}
              required
              {...props}
            />
          ))}
        </Col>
        <Col md={6}>
          {field(
            'contactNumber',
            (props) => (
              <InputGroup hasValidation>
                {abroad ? (
                  <Form.Select
                    aria-label="Country code"
                    required
                    className="flex-grow-0"
                    style={{ width: '7.5rem' }}
                    {...reg('countryCode', true)}
                    isInvalid={Boolean(errors.countryCode)}
                    aria-invalid={errors.countryCode ? true : undefined}
                    aria-describedby={errors.countryCode ? ids('countryCode').error : undefined}
                    id={ids('countryCode').control}
                  >
                    <option value="">Code</option>
                    {DIALING_CODES.map((code) => (
                      <option key={code} value={code}>
                        {code}
                      </option>
                    ))}
                  </Form.Select>
                ) : (
                  <Form.Control
                    name="countryCode"
                    aria-label="Country code"
                    value={INDIA_DIALING_CODE}
                    disabled
                    readOnly
                    className="flex-grow-0"
                    style={{ width: '4.5rem' }}
                  />
                )}
                <Form.Control
                  type="tel"
                  inputMode="numeric"
                  autoComplete="tel-national"
                  maxLength={abroad ? 15 : 10}
                  required
                  {...props}
                />
              </InputGroup>
            ),
            { hint: abroad ? 'Choose the country code, then 6 to 15 digits.' : '10 digits, after +91.' },
          )}
          <FieldError id={ids('countryCode').error} message={messageOf('countryCode')} />
        </Col>
      </Group>

      <Group title="Education and experience">
        <Col md={6}>
          {field('qualification', (props) => (
            <Form.Select required {...props}>
              {options(QUALIFICATIONS)}
            </Form.Select>
          ))}
        </Col>
        <Col md={6}>{radios('experience', EXPERIENCE, EXPERIENCE_LABELS)}</Col>
        {experience === 'fresher' && (
          <Col xs={12}>{radios('academicInternship', ACADEMIC_INTERNSHIP, ACADEMIC_LABELS, true)}</Col>
        )}
        {experience === 'experienced' && (
          <>
            <Col md={4}>
              {field(
                'yearsOfExperience',
                (props) => (
                  <Form.Control type="number" min={0} max={60} step={0.5} required {...props} />
                ),
                { conditional: true },
              )}
            </Col>
            <Col md={4}>
              {field(
                'noticePeriod',
                (props) => (
                  <Form.Control type="number" min={0} max={365} required {...props} />
                ),
                {
                  conditional: true,
                  label: 'Notice period (days)',
                },
              )}
            </Col>
            <Col md={4}>
              {field(
                'expectedSalary',
                (props) => (
                  <Form.Control type="number" min={0} required {...props} />
                ),
                {
                  conditional: true,
                  label: 'Expected salary (₹ a year)',
                },
              )}
            </Col>
            <Col xs={12}>
              {field(
                'experienceSummary',
                (props) => (
                  <Form.Control as="textarea" rows={3} maxLength={1000} required {...props} />
                ),
                { conditional: true },
              )}
            </Col>
          </>
        )}
      </Group>

      <Group title="Your interest">
        <Col md={6}>
          {field('areaOfInterest', (props) => (
            <Form.Select required {...props}>
              {options(AREAS_OF_INTEREST)}
            </Form.Select>
          ))}
        </Col>
        {areaOfInterest === 'Others' && (
          <Col md={6}>
            {field(
              'areaOfInterestOthers',
              (props) => (
                <Form.Control type="text" maxLength={100} required {...props} />
              ),
              { conditional: true },
            )}
          </Col>
        )}
        <Col md={6}>
          {field('reference', (props) => (
            <Form.Select required {...props}>
              {options(REFERENCES, REFERENCE_LABELS)}
            </Form.Select>
          ))}
        </Col>
        {reference === 'Others' && (
          <Col md={6}>
            {field(
              'referenceName',
              (props) => (
                <Form.Control type="text" maxLength={100} required {...props} />
              ),
              {
                conditional: true,
              },
            )}
          </Col>
        )}
        <Col xs={12}>
          {field(
            'referenceOthers',
            (props) => (
              <Form.Control type="text" maxLength={300} {...props} />
            ),
            {
              optional: true,
            },
          )}
        </Col>
      </Group>

      <Group title="Resume">
        <Col xs={12}>
          {field(
            'resumeAttachment',
            (props) => (
              <Form.Control type="file" accept={RESUME_ACCEPT} required {...props} />
            ),
            {
              hint: RESUME_HINT,
            },
          )}
        </Col>
        <Col xs={12}>
          {field(
            'inlineResume',
            (props) => (
              <Form.Control as="textarea" rows={4} maxLength={20_000} {...props} />
            ),
            {
              optional: true,
            },
          )}
        </Col>
        <Col xs={12}>
          {field(
            'comments',
            (props) => (
              <Form.Control as="textarea" rows={3} maxLength={500} {...props} />
            ),
            {
              optional: true,
            },
          )}
        </Col>
      </Group>

      <ErrorSummary entries={summary} />

      {progress !== null && (
        <ProgressBar
          className="mt-3"
          now={Math.round(progress * 100)}
          label={`${Math.round(progress * 100)}%`}
          aria-label="Resume upload"
          animated={progress < 1}
        />
      )}

      <div className="d-flex flex-wrap gap-2 mt-3">
        {/* Disabled until the page has hydrated: a click on the pre-rendered button would post the form natively. */}
        <SubmitButton submitting={isSubmitting} disabled={!hydrated}>
          Submit application
        </SubmitButton>
        <Button
          type="button"
          variant="outline-secondary"
          disabled={isSubmitting}
          onClick={() => {
            clearForm();
            clear();
          }}
        >
          Reset
        </Button>
      </div>

      {statusLines}
    </Form>
  );
}

type FieldOptions = { optional?: boolean; conditional?: boolean; hint?: string; label?: string };

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="mb-4">
      <legend className="h5 mb-3">{title}</legend>
      <Row className="g-3">{children}</Row>
    </fieldset>
  );
}
