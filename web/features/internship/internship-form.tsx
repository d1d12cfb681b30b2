import { useId, useRef, type ReactNode } from 'react';
import { Button, Col, Form, InputGroup, Row, Spinner } from 'react-bootstrap';
import { useForm, useWatch } from 'react-hook-form';
import {
  ACADEMIC_INTERNSHIP,
  AREAS_OF_INTEREST,
  EXPERIENCE,
  GENDERS,
  INTERN_COUNTRIES,
  QUALIFICATIONS,
  REFERENCES,
} from '#contracts/api/internship';
import { submitInternshipApplication } from './api';
import {
  EMPTY_INTERNSHIP_FORM,
  errorSentence,
  INTERNSHIP_LABELS,
  internshipResolver,
  type InternshipFieldName,
  type InternshipFormData,
  type InternshipFormValues,
} from './internship-form-schema';
import { RESUME_ACCEPT } from './resume-file';
import { useFlashMessage } from '../../components/ui/use-flash-message';
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

/** The internship application: validated in the browser, sent as multipart with the resume. */
export function InternshipForm() {
  const id = useId();
  const formElement = useRef<HTMLFormElement>(null);
  /** One id per application, kept across retries so the server never stores it twice. */
  const applicationId = useRef<string | null>(null);
  const { message, show, clear } = useFlashMessage();
  const hydrated = useHydrated();
  const {
    register,
    handleSubmit,
    clearErrors,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = useForm<InternshipFormValues, unknown, InternshipFormData>({
    resolver: internshipResolver,
    defaultValues: EMPTY_INTERNSHIP_FORM,
    mode: 'onSubmit',
    // An invalid field loses its invalid style as soon as it is edited; it is checked again on submit.
    reValidateMode: 'onSubmit',
  });
  const [experience, reference, areaOfInterest] = useWatch({
    control,
    name: ['experience', 'reference', 'areaOfInterest'],
  });

  const fieldId = (field: string) => `${id}-${field}`;
  const errorId = (field: InternshipFieldName) => `${id}-${field}-error`;
  const hintId = (field: InternshipFieldName) => `${id}-${field}-hint`;
  /** A control's registration, id and accessible error wiring. Hidden conditional fields drop their value. */
  const control_ = (field: InternshipFieldName, { conditional = false, hint = false, idSuffix = '' } = {}) => ({
    ...register(field, { onChange: () => clearErrors(field), shouldUnregister: conditional }),
    id: fieldId(field + idSuffix),
    isInvalid: Boolean(errors[field]),
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby':
      [hint ? hintId(field) : '', errors[field] ? errorId(field) : ''].filter(Boolean).join(' ') || undefined,
  });
  const feedback = (field: InternshipFieldName, block = false) =>
    errors[field] && (
      <Form.Control.Feedback type="invalid" id={errorId(field)} className={block ? 'd-block' : undefined}>
        {errorSentence(field, errors[field]?.message)}
      </Form.Control.Feedback>
    );
  const label = (field: InternshipFieldName, optional = false) => (
    <Form.Label htmlFor={fieldId(field)}>
      {INTERNSHIP_LABELS[field]}
      {optional ? <span className="text-body-secondary"> (optional)</span> : <RequiredMark />}
    </Form.Label>
  );
  const options = (values: readonly string[], labels?: Record<string, string>) => (
    <>
      <option value="">Select…</option>
      {values.map((value) => (
        <option key={value} value={value}>
          {labels?.[value] ?? value}
        </option>
      ))}
    </>
  );
  const radios = (
    field: InternshipFieldName,
    values: readonly string[],
    labels?: Record<string, string>,
    conditional = false,
  ) => (
    <fieldset>
      <legend className="form-label fs-6 mb-1">
        {INTERNSHIP_LABELS[field]}
        <RequiredMark />
      </legend>
      {values.map((value) => (
        <Form.Check
          key={value}
          inline
          type="radio"
          value={value}
          label={labels?.[value] ?? value}
          {...control_(field, { conditional, idSuffix: `-${value}` })}
        />
      ))}
      {feedback(field, true)}
    </fieldset>
  );
  const clearForm = () => {
    // A file input cannot be set by value, only cleared: through the form, and directly for older engines.
    formElement.current?.reset();
    formElement.current
      ?.querySelectorAll<HTMLInputElement>('input[type="file"]')
      .forEach((input) => (input.value = ''));
    reset(EMPTY_INTERNSHIP_FORM);
  };

  const onValid = async (application: InternshipFormData) => {
    clear();
    // randomUUID exists only in secure contexts (HTTPS, localhost); without it the server picks the id.
    applicationId.current ??= typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : null;
    const result = await submitInternshipApplication(application, applicationId.current ?? undefined);
    if (result.ok) {
      applicationId.current = null;
      clearForm();
      show({ kind: 'success', text: INTERNSHIP_SUCCESS });
    } else {
      show({ kind: 'error', text: `${INTERNSHIP_FAILURE} ${result.reason}` });
    }
  };

  const invalidFields = (Object.keys(INTERNSHIP_LABELS) as InternshipFieldName[]).filter((field) => errors[field]);

  return (
    <Form
      ref={formElement}
      noValidate
      onSubmit={(event) => void handleSubmit(onValid)(event)}
      aria-label="Internship application"
      className="internship-form"
    >
      <Group title="About you">
        <Col md={6}>
          {label('firstName')}
          <Form.Control type="text" autoComplete="given-name" maxLength={100} required {...control_('firstName')} />
          {feedback('firstName')}
        </Col>
        <Col md={6}>
          {label('lastName')}
          <Form.Control type="text" autoComplete="family-name" maxLength={100} required {...control_('lastName')} />
          {feedback('lastName')}
        </Col>
        <Col md={6}>
          {label('email')}
          <Form.Control type="email" autoComplete="email" maxLength={100} required {...control_('email')} />
          {feedback('email')}
        </Col>
        <Col md={6}>{radios('gender', GENDERS)}</Col>
        <Col xs={12}>
          {label('aadharCardNumber', true)}
          <Form.Control
            type="text"
            inputMode="numeric"
            autoComplete="off"
            maxLength={12}
            {...control_('aadharCardNumber', { hint: true })}
          />
          <Form.Text id={hintId('aadharCardNumber')}>
            We ask for it to confirm your identity before the internship starts. If you give it, we check it is a valid
            12-digit Aadhaar number and keep only its last four digits.
          </Form.Text>
          {feedback('aadharCardNumber')}
        </Col>
      </Group>

      <Group title="Where you live">
        <Col xs={12}>
          {label('address')}
          <Form.Control
            as="textarea"
            rows={2}
            autoComplete="street-address"
            maxLength={500}
            required
            {...control_('address')}
          />
          {feedback('address')}
        </Col>
        <Col md={6}>
          {label('country')}
          <Form.Select required {...control_('country')}>
            {options(INTERN_COUNTRIES)}
          </Form.Select>
          {feedback('country')}
        </Col>
        <Col md={6}>
          {label('state')}
          <Form.Control type="text" autoComplete="address-level1" maxLength={20} required {...control_('state')} />
          {feedback('state')}
        </Col>
        <Col md={6}>
          {label('city')}
          <Form.Control type="text" autoComplete="address-level2" maxLength={50} required {...control_('city')} />
          {feedback('city')}
        </Col>
        <Col md={6}>
          {label('pinCode')}
          <Form.Control
            type="text"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={10}
            required
            {...control_('pinCode')}
          />
          {feedback('pinCode')}
        </Col>
        <Col md={6}>
          {label('contactNumber')}
          <InputGroup hasValidation>
            <Form.Control
              name="countryCode"
              aria-label="Country code"
              value="+91"
              disabled
              readOnly
              className="flex-grow-0"
              style={{ width: '4.5rem' }}
            />
            <Form.Control
              type="tel"
              autoComplete="tel-national"
              maxLength={10}
              required
              {...control_('contactNumber')}
            />
            {feedback('contactNumber')}
          </InputGroup>
        </Col>
      </Group>

      <Group title="Education and experience">
        <Col md={6}>
          {label('qualification')}
          <Form.Select required {...control_('qualification')}>
            {options(QUALIFICATIONS)}
          </Form.Select>
          {feedback('qualification')}
        </Col>
        <Col md={6}>{radios('experience', EXPERIENCE, EXPERIENCE_LABELS)}</Col>
        {experience === 'fresher' && (
          <Col xs={12}>{radios('academicInternship', ACADEMIC_INTERNSHIP, ACADEMIC_LABELS, true)}</Col>
        )}
        {experience === 'experienced' && (
          <>
            <Col md={4}>
              {label('yearsOfExperience')}
              <Form.Control
                type="number"
                min={0}
                max={60}
                step={0.5}
                required
                {...control_('yearsOfExperience', { conditional: true })}
              />
              {feedback('yearsOfExperience')}
            </Col>
            <Col md={4}>
              <Form.Label htmlFor={fieldId('noticePeriod')}>
                Notice period (days)
                <RequiredMark />
              </Form.Label>
              <Form.Control
                type="number"
                min={0}
                max={365}
                required
                {...control_('noticePeriod', { conditional: true })}
              />
              {feedback('noticePeriod')}
            </Col>
            <Col md={4}>
              <Form.Label htmlFor={fieldId('expectedSalary')}>
                Expected salary (₹ a year)
                <RequiredMark />
              </Form.Label>
              <Form.Control type="number" min={0} required {...control_('expectedSalary', { conditional: true })} />
              {feedback('expectedSalary')}
            </Col>
            <Col xs={12}>
              {label('experienceSummary')}
              <Form.Control
                as="textarea"
                rows={3}
                maxLength={1000}
                required
                {...control_('experienceSummary', { conditional: true })}
              />
              {feedback('experienceSummary')}
            </Col>
          </>
        )}
      </Group>

      <Group title="Your interest">
        <Col md={6}>
          {label('areaOfInterest')}
          <Form.Select required {...control_('areaOfInterest')}>
            {options(AREAS_OF_INTEREST)}
          </Form.Select>
          {feedback('areaOfInterest')}
        </Col>
        {areaOfInterest === 'Others' && (
          <Col md={6}>
            {label('areaOfInterestOthers')}
            <Form.Control
              type="text"
              maxLength={100}
              required
              {...control_('areaOfInterestOthers', { conditional: true })}
            />
            {feedback('areaOfInterestOthers')}
          </Col>
        )}
        <Col md={6}>
          {label('reference')}
          <Form.Select required {...control_('reference')}>
            {options(REFERENCES, REFERENCE_LABELS)}
          </Form.Select>
          {feedback('reference')}
        </Col>
        {reference === 'Others' && (
          <Col md={6}>
            {label('referenceName')}
            <Form.Control type="text" maxLength={100} required {...control_('referenceName', { conditional: true })} />
            {feedback('referenceName')}
          </Col>
        )}
        <Col xs={12}>
          {label('referenceOthers', true)}
          <Form.Control type="text" maxLength={300} {...control_('referenceOthers')} />
          {feedback('referenceOthers')}
        </Col>
      </Group>

      <Group title="Resume">
        <Col xs={12}>
          {label('resumeAttachment')}
          <Form.Control type="file" accept={RESUME_ACCEPT} required {...control_('resumeAttachment', { hint: true })} />
          <Form.Text id={hintId('resumeAttachment')}>PDF, DOC or DOCX, up to 5 MB.</Form.Text>
          {feedback('resumeAttachment')}
        </Col>
        <Col xs={12}>
          {label('inlineResume', true)}
          <Form.Control as="textarea" rows={4} maxLength={20_000} {...control_('inlineResume')} />
          {feedback('inlineResume')}
        </Col>
        <Col xs={12}>
          {label('comments', true)}
          <Form.Control as="textarea" rows={3} maxLength={500} {...control_('comments')} />
          {feedback('comments')}
        </Col>
      </Group>

      {/* Live regions exist from the start so screen readers announce what appears in them. */}
      <div role="alert" className="text-danger small">
        {invalidFields.length > 0 && (
          <p className="mt-3 mb-0">
            Please correct {invalidFields.length === 1 ? 'this field' : `these ${invalidFields.length} fields`}:{' '}
            {invalidFields.map((field) => INTERNSHIP_LABELS[field]).join(', ')}.
          </p>
        )}
      </div>

      <div className="d-flex flex-wrap gap-2 mt-3">
        {/* Disabled until the page has hydrated: a click on the pre-rendered button would post the form natively. */}
        <Button type="submit" variant="primary" disabled={isSubmitting || !hydrated}>
          {isSubmitting ? (
            <>
              <Spinner as="span" animation="border" size="sm" aria-hidden="true" className="me-2" />
              Submitting…
            </>
          ) : (
            'Submit application'
          )}
        </Button>
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

      <div role="status" className="mt-3">
        {message?.kind === 'success' && <div className="alert alert-success mb-0">{message.text}</div>}
      </div>
      <div role="alert" className="internship-form__errors">
        {message?.kind === 'error' && <div className="alert alert-danger mt-3 mb-0">{message.text}</div>}
      </div>
    </Form>
  );
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="mb-4">
      <legend className="h5 mb-3">{title}</legend>
      <Row className="g-3">{children}</Row>
    </fieldset>
  );
}

/** The visible "*" of a required field; assistive technology learns it from the control's `required`. */
function RequiredMark() {
  return (
    <span className="text-danger" aria-hidden="true">
      {' '}
      *
    </span>
  );
}
