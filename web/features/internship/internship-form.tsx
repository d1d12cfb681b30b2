import { useId, useRef, useState } from 'react';
import { Button, Form } from 'react-bootstrap';
import { useWatch } from 'react-hook-form';
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
import { referenceNumber } from '#contracts/reference-number';
import { jobPaths } from '#content/pages/jobs';
import { submitInternshipApplication } from './api';
import {
  EMPTY_INTERNSHIP_FORM,
  errorSentence,
  INTERNSHIP_LABELS,
  AADHAAR_HINT,
  ACADEMIC_LABELS,
  EXPERIENCE_LABELS,
  REFERENCE_LABELS,
  internshipResolver,
  labelOf,
  type InternshipFieldName,
  type InternshipFormData,
  type InternshipFormValues,
} from './internship-form-schema';
import {
  type Bound,
  DraftNotice,
  EmailField,
  ErrorSummary,
  DialCodeSelect,
  FieldError,
  FieldGroup,
  FixedDialCode,
  FormActions,
  NameFields,
  RadioField,
  ReceivedPanel,
  ResumeField,
  SelectField,
  StatusAndAlert,
  TextField,
  UploadProgress,
  choicesOf,
  fieldIds,
  submitInOrder,
  summaryEntries,
  useFlashMessage,
  useFormDraft,
  useKeptForm,
} from '../../components/ui/form';
import { useHydrated } from '../../components/ui/use-hydrated';

export const INTERNSHIP_SUCCESS = 'Application submitted successfully!';
export const INTERNSHIP_FAILURE = 'Submission failed. Please try again.';

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
  const form = useKeptForm<InternshipFormValues, unknown, InternshipFormData>({
    resolver: internshipResolver,
    defaultValues: EMPTY_INTERNSHIP_FORM,
    mode: 'onSubmit',
    // An invalid field loses its invalid style as soon as it is edited; it is checked again on submit.
    reValidateMode: 'onSubmit',
    // The first invalid field in the order of the form gets the focus (below), not the first registered.
    shouldFocusError: false,
  });
  const { register, handleSubmit, clearErrors, reset, watch, control } = form;
  const { errors, isSubmitting } = form.formState;
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
  /** A field bound to the form: required unless `optional`; a `conditional` one drops its value when hidden. */
  const bind = (
    name: InternshipFieldName,
    { optional = false, conditional = false, hint, label }: FieldOptions = {},
  ): Bound => ({
    ids: ids(name),
    label: label ?? labelOf(name, country),
    error: messageOf(name),
    hint,
    mark: optional ? 'optional' : 'required',
    registration: reg(name, conditional),
  });
  const when = (name: InternshipFieldName) => bind(name, { conditional: true });
  const optional = (name: InternshipFieldName) => bind(name, { optional: true });
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

  const statusLines = <StatusAndAlert message={message} />;

  if (sent) {
    return (
      <div className="internship-form">
        <ReceivedPanel
          title="Internship application received"
          summary={<>Thank you, {sent.firstName}. Your internship application and resume have reached our team.</>}
          reference={sent.reference}
          next="Our team reads every application and replies by e-mail within ten working days, to arrange a conversation if your profile fits."
          copySentTo={sent.email}
          openings={{ to: jobPaths.openings, label: 'See current openings' }}
          back="Back to the top of the page"
        />
        {statusLines}
      </div>
    );
  }

  return (
    <Form
      ref={formElement}
      noValidate
      onSubmit={(event) => submitInOrder(event, handleSubmit, onValid, FIELD_ORDER, (name) => ids(name).control)}
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
      <FieldGroup title="About you">
        <NameFields first={bind('firstName')} last={bind('lastName')} col={{ md: 6 }} type="text" maxLength={100} />
        <EmailField bind={bind('email')} col={{ md: 6 }} maxLength={100} />
        <RadioField bind={optional('gender')} col={{ md: 6 }} options={choicesOf(GENDERS)} />
        <TextField
          bind={bind('aadharCardNumber', {
            optional: true,
            hint: AADHAAR_HINT,
          })}
          col={{ xs: 12 }}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          maxLength={12}
        />
      </FieldGroup>

      <FieldGroup title="Where you live">
        <TextField
          bind={bind('address')}
          col={{ xs: 12 }}
          as="textarea"
          rows={2}
          autoComplete="street-address"
          maxLength={500}
        />
        <SelectField
          bind={bind('country')}
          col={{ md: 6 }}
          placeholder="Select…"
          options={choicesOf(INTERN_COUNTRIES)}
        />
        <TextField bind={bind('state')} col={{ md: 6 }} type="text" autoComplete="address-level1" maxLength={20} />
        <TextField bind={bind('city')} col={{ md: 6 }} type="text" autoComplete="address-level2" maxLength={50} />
        <TextField
          bind={bind('pinCode')}
          col={{ md: 6 }}
          type="text"
          inputMode={abroad ? 'text' : 'numeric'}
          autoComplete="postal-code"
          maxLength={10}
        />
        <TextField
          bind={bind('contactNumber', {
            hint: abroad ? 'Choose the country code, then 6 to 15 digits.' : '10 digits, after +91.',
          })}
          col={{ md: 6 }}
          prefix={
            abroad ? (
              <DialCodeSelect bind={when('countryCode')} codes={DIALING_CODES} />
            ) : (
              <FixedDialCode code={INDIA_DIALING_CODE} />
            )
          }
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={abroad ? 15 : 10}
        >
          <FieldError id={ids('countryCode').error} message={messageOf('countryCode')} />
        </TextField>
      </FieldGroup>

      <FieldGroup title="Education and experience">
        <SelectField
          bind={bind('qualification')}
          col={{ md: 6 }}
          placeholder="Select…"
          options={choicesOf(QUALIFICATIONS)}
        />
        <RadioField bind={bind('experience')} col={{ md: 6 }} options={choicesOf(EXPERIENCE, EXPERIENCE_LABELS)} />
        {experience === 'fresher' && (
          <RadioField
            bind={when('academicInternship')}
            col={{ xs: 12 }}
            options={choicesOf(ACADEMIC_INTERNSHIP, ACADEMIC_LABELS)}
          />
        )}
        {experience === 'experienced' && (
          <>
            <TextField bind={when('yearsOfExperience')} col={{ md: 4 }} type="number" min={0} max={60} step={0.5} />
            <TextField
              bind={bind('noticePeriod', { conditional: true, label: 'Notice period (days)' })}
              col={{ md: 4 }}
              type="number"
              min={0}
              max={365}
            />
            <TextField
              bind={bind('expectedSalary', { conditional: true, label: 'Expected salary (₹ a year)' })}
              col={{ md: 4 }}
              type="number"
              min={0}
            />
            <TextField bind={when('experienceSummary')} col={{ xs: 12 }} as="textarea" rows={3} maxLength={1000} />
          </>
        )}
      </FieldGroup>

      <FieldGroup title="Your interest">
        <SelectField
          bind={bind('areaOfInterest')}
          col={{ md: 6 }}
          placeholder="Select…"
          options={choicesOf(AREAS_OF_INTEREST)}
        />
        {areaOfInterest === 'Others' && (
          <TextField bind={when('areaOfInterestOthers')} col={{ md: 6 }} type="text" maxLength={100} />
        )}
        <SelectField
          bind={bind('reference')}
          col={{ md: 6 }}
          placeholder="Select…"
          options={choicesOf(REFERENCES, REFERENCE_LABELS)}
        />
        {reference === 'Others' && (
          <TextField bind={when('referenceName')} col={{ md: 6 }} type="text" maxLength={100} />
        )}
        <TextField bind={optional('referenceOthers')} col={{ xs: 12 }} type="text" maxLength={300} />
      </FieldGroup>

      <FieldGroup title="Resume">
        <ResumeField bind={bind('resumeAttachment')} />
        <TextField bind={optional('inlineResume')} col={{ xs: 12 }} as="textarea" rows={4} maxLength={20_000} />
        <TextField bind={optional('comments')} col={{ xs: 12 }} as="textarea" rows={3} maxLength={500} />
      </FieldGroup>

      <ErrorSummary entries={summary} />

      <UploadProgress progress={progress} />

      <FormActions
        submitting={isSubmitting}
        ready={hydrated}
        label="Submit application"
        className="d-flex flex-wrap gap-2 mt-3"
      >
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
      </FormActions>

      {statusLines}
    </Form>
  );
}

type FieldOptions = { optional?: boolean; conditional?: boolean; hint?: string; label?: string };
