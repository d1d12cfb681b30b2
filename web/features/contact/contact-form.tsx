import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Button, Col, Form, Row, Spinner } from 'react-bootstrap';
import { useForm, type Resolver } from 'react-hook-form';
import { Link } from 'react-router';
import { brand } from '#content/brand';
import {
  ContactForm as ContactFormSchema,
  contactMailRequest,
  type ContactForm as ContactFormData,
} from '#contracts/forms/contact-form';
import { sendMail } from './api';
import { useFlashMessage } from '../../components/ui/use-flash-message';
import { useHydrated } from '../../components/ui/use-hydrated';

export const CONTACT_SUCCESS = 'Application submitted successfully!';
export const CONTACT_FAILURE = 'Submission failed. Please try again.';

type FieldName = keyof ContactFormData;
/** What the inputs hold; `website` is the honeypot, which people never see or fill. */
type ContactFormValues = { [K in Exclude<FieldName, 'textMessageChecked'>]: string } & {
  textMessageChecked: boolean;
  website: string;
};

const EMPTY: ContactFormValues = {
  name: '',
  email: '',
  contactNumber: '',
  message: '',
  textMessageChecked: false,
  website: '',
};

const LABELS: Record<FieldName, string> = {
  name: 'Name',
  email: 'Email',
  contactNumber: 'Contact number',
  message: 'Message',
  textMessageChecked: 'Text message consent',
};

/** "is required" → "Name is required"; messages that are already sentences stay as they are. */
const sentence = (field: FieldName, message = 'is invalid') =>
  /^[a-z]/.test(message) ? `${LABELS[field]} ${message}.` : message;

// The schema's input type differs from the form's (the consent box starts unchecked); its output is the form's data.
const resolver = zodResolver(ContactFormSchema) as unknown as Resolver<ContactFormValues, unknown, ContactFormData>;

/** The contact form: sends the visitor's message to the contact inbox through the mail API. */
export function ContactForm() {
  const id = useId();
  const { message, show, clear } = useFlashMessage();
  const hydrated = useHydrated();
  const {
    register,
    handleSubmit,
    clearErrors,
    getValues,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ContactFormValues, unknown, ContactFormData>({
    resolver,
    defaultValues: EMPTY,
    mode: 'onSubmit',
    // An invalid field loses its invalid style as soon as it is edited; it is checked again on submit.
    reValidateMode: 'onSubmit',
  });

  const fieldId = (field: string) => `${id}-${field}`;
  const errorId = (field: FieldName) => `${id}-${field}-error`;
  const control = (field: FieldName) => ({
    ...register(field, { onChange: () => clearErrors(field) }),
    id: fieldId(field),
    isInvalid: Boolean(errors[field]),
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? errorId(field) : undefined,
  });
  const feedback = (field: FieldName) =>
    errors[field] && (
      <Form.Control.Feedback type="invalid" id={errorId(field)}>
        {sentence(field, errors[field]?.message)}
      </Form.Control.Feedback>
    );

  const onValid = async (data: ContactFormData) => {
    clear();
    if (getValues('website')) {
      // A bot filled the honeypot: answer as if it worked, send nothing.
      reset(EMPTY);
      show({ kind: 'success', text: CONTACT_SUCCESS });
      return;
    }
    if (await sendMail(contactMailRequest(data, brand.inboxes.contact))) {
      reset(EMPTY);
      show({ kind: 'success', text: CONTACT_SUCCESS });
    } else {
      show({ kind: 'error', text: CONTACT_FAILURE });
    }
  };

  const invalidFields = (Object.keys(LABELS) as FieldName[]).filter((field) => errors[field]);

  return (
    <Form noValidate onSubmit={handleSubmit(onValid)} aria-label="Contact form" className="contact-form">
      <Row className="g-3">
        <Col md={6}>
          <Form.Label htmlFor={fieldId('name')}>Name</Form.Label>
          <Form.Control type="text" autoComplete="name" maxLength={100} required {...control('name')} />
          {feedback('name')}
        </Col>
        <Col md={6}>
          <Form.Label htmlFor={fieldId('email')}>Email</Form.Label>
          <Form.Control type="email" autoComplete="email" maxLength={254} required {...control('email')} />
          {feedback('email')}
        </Col>
        <Col xs={12}>
          <Form.Label htmlFor={fieldId('contactNumber')}>
            Contact number <span className="text-body-secondary">(optional)</span>
          </Form.Label>
          <Form.Control type="tel" autoComplete="tel" maxLength={20} {...control('contactNumber')} />
          {feedback('contactNumber')}
        </Col>
        <Col xs={12}>
          <Form.Label htmlFor={fieldId('message')}>Message</Form.Label>
          <Form.Control as="textarea" rows={5} maxLength={5000} required {...control('message')} />
          {feedback('message')}
        </Col>
        <Col xs={12}>
          <Form.Check id={fieldId('textMessageChecked')}>
            <Form.Check.Input type="checkbox" required {...control('textMessageChecked')} />
            <Form.Check.Label className="small">
              I agree to receive text messages from {brand.name} about my enquiry at the number I gave. Message
              frequency varies (usually no more than 4 messages a month). Message and data rates may apply. Reply STOP
              to opt out at any time, or HELP for help. Consent is not a condition of any purchase. See our{' '}
              <Link to="/privacy-policy">Privacy Policy</Link>.
            </Form.Check.Label>
            {feedback('textMessageChecked')}
          </Form.Check>
        </Col>
      </Row>

      {/* Honeypot: hidden from people and assistive technology; a bot that fills it is answered but not mailed. */}
      <div className="visually-hidden" aria-hidden="true">
        <label htmlFor={fieldId('website')}>Leave this field empty</label>
        <input type="text" id={fieldId('website')} tabIndex={-1} autoComplete="off" {...register('website')} />
      </div>

      {/* Live regions exist from the start so screen readers announce what appears in them. */}
      <div role="alert" className="text-danger small">
        {invalidFields.length > 0 && (
          <p className="mt-3 mb-0">
            Please correct {invalidFields.length === 1 ? 'this field' : 'these fields'}:{' '}
            {invalidFields.map((field) => LABELS[field]).join(', ')}.
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
            'Submit'
          )}
        </Button>
        <Button
          type="button"
          variant="outline-secondary"
          disabled={isSubmitting}
          onClick={() => {
            reset(EMPTY);
            clear();
          }}
        >
          Reset
        </Button>
      </div>

      <div role="status" className="mt-3">
        {message?.kind === 'success' && <div className="alert alert-success mb-0">{message.text}</div>}
      </div>
      <div role="alert">
        {message?.kind === 'error' && <div className="alert alert-danger mt-3 mb-0">{message.text}</div>}
      </div>
    </Form>
  );
}
