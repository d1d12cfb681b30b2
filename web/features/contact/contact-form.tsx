import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef, useState } from 'react';
import { Button, Col, Form, Row } from 'react-bootstrap';
import type { Resolver } from 'react-hook-form';
import { Link } from 'react-router';
import { brand } from '#content/brand';
import {
  CONTACT_TOPICS,
  ContactMessage,
  type ContactMessage as ContactMessageData,
  smsConsentText,
} from '#contracts/api/contact';
import { referenceNumber } from '#contracts/reference-number';
import { sendContactMessage } from './api';
import {
  ConfirmationPanel,
  ErrorSummary,
  Field,
  FormActions,
  Honeypot,
  controlProps,
  fieldIds,
  focusFirstInvalid,
  summaryEntries,
  useFlashMessage,
  useKeptForm,
} from '../../components/ui/form';
import { useHydrated } from '../../components/ui/use-hydrated';
import { isClientError } from '../../lib/http-client';
import { newId } from '../../lib/new-id';

export const CONTACT_FAILURE = 'Your message was not sent. Please try again.';

type FieldName = keyof ContactMessageData;
/** What the inputs hold; `website` is the honeypot, which people never see or fill. */
type ContactFormValues = { [K in Exclude<FieldName, 'textMessageChecked'>]: string } & {
  textMessageChecked: boolean;
  website: string;
};

const EMPTY: ContactFormValues = {
  name: '',
  email: '',
  company: '',
  contactNumber: '',
  topic: '',
  message: '',
  textMessageChecked: false,
  website: '',
};

const LABELS: Record<FieldName, string> = {
  name: 'Name',
  email: 'Email',
  company: 'Company',
  contactNumber: 'Contact number',
  topic: 'Topic',
  message: 'Message',
  textMessageChecked: 'Text message consent',
};

/** The fields in the order of the form. */
const FIELD_ORDER = Object.keys(LABELS) as FieldName[];

/** "is required" → "Name is required."; messages that are already sentences stay as they are. */
const sentence = (field: FieldName, message = 'is invalid') =>
  /^[a-z]/.test(message) ? `${LABELS[field]} ${message}.` : message;

// The schema's input type differs from the form's (the honeypot); its output is the form's data.
const resolver = zodResolver(ContactMessage) as unknown as Resolver<ContactFormValues, unknown, ContactMessageData>;

type Sent = { reference: string; name: string; email: string };

/**
 * The contact form: stores the visitor's message and mails it to the inbox of its topic (sales for
 * Hire talent and Services, contact for the others). No Reset beside Submit: a "Clear the form" link,
 * away from it, asks before it clears anything.
 */
export function ContactForm() {
  const id = useId();
  const { message, show, clear } = useFlashMessage();
  const hydrated = useHydrated();
  /** One id per message, kept across retries so the server stores it once. */
  const messageId = useRef<string | null>(null);
  const [sent, setSent] = useState<Sent | null>(null);
  /** The visitor asked to clear the form and is being asked to confirm. */
  const [confirmingClear, setConfirmingClear] = useState(false);
  const clearLink = useRef<HTMLButtonElement>(null);
  // "No, keep it" gives the focus back to the link, once the link is back: an effect of that render,
  // not a frame later, when a quick "Clear the form" → "Yes" may already have put it on the name.
  const backToClearLink = useRef(false);
  useEffect(() => {
    if (!backToClearLink.current || confirmingClear) return;
    backToClearLink.current = false;
    clearLink.current?.focus();
  }, [confirmingClear]);
  const {
    register,
    handleSubmit,
    clearErrors,
    getValues,
    reset,
    formState: { errors, isSubmitting },
  } = useKeptForm<ContactFormValues, unknown, ContactMessageData>({
    resolver,
    defaultValues: EMPTY,
    mode: 'onSubmit',
    // An invalid field loses its invalid style as soon as it is edited; it is checked again on submit.
    reValidateMode: 'onSubmit',
    // The first invalid field in the order of the form gets the focus (below), not the first registered.
    shouldFocusError: false,
  });

  const ids = (field: FieldName | 'website') => fieldIds(id, field);
  const messageOf = (field: FieldName) => (errors[field] ? sentence(field, errors[field]?.message) : undefined);
  // Editing the form clears its error and the failure message: the visitor is acting on them.
  const register_ = (field: FieldName) =>
    register(field, {
      onChange: () => {
        clearErrors(field);
        if (message?.kind === 'error') clear();
      },
    });

  const succeed = (data: ContactMessageData, id: string) => {
    messageId.current = null;
    reset(EMPTY);
    setConfirmingClear(false);
    // The confirmation panel is the one confirmation: it stays until the visitor moves on.
    setSent({ reference: referenceNumber('contact', id), name: data.name, email: data.email });
  };

  const onValid = async (data: ContactMessageData) => {
    clear();
    messageId.current ??= newId();
    const current = messageId.current;
    if (getValues('website')) {
      // A bot filled the honeypot: answer as if it worked, send nothing.
      succeed(data, current);
      return;
    }
    const answer = await sendContactMessage({ ...data, id: current });
    if (isClientError(answer)) show({ kind: 'error', text: CONTACT_FAILURE });
    else succeed(data, answer.id);
  };

  const onInvalid = (invalid: Partial<Record<FieldName, unknown>>) => {
    clear();
    focusFirstInvalid(FIELD_ORDER, invalid, (field) => ids(field).control);
  };

  const summary = summaryEntries(FIELD_ORDER, {
    message: messageOf,
    id: (field) => ids(field).control,
    label: (field) => LABELS[field],
  });

  return (
    <div className="contact-form">
      {sent ? (
        <ConfirmationPanel
          title="Message sent"
          summary={
            <p className="mb-0">
              Thank you, {sent.name}. Your message has reached the {brand.name} team.
            </p>
          }
          reference={sent.reference}
          next={
            <>
              We reply within one business day, by e-mail to <strong>{sent.email}</strong>.
            </>
          }
          actions={
            <>
              <Button
                variant="primary"
                onClick={() => {
                  setSent(null);
                  clear();
                }}
              >
                Send another message
              </Button>
              <Link to="/" className="btn btn-outline-secondary">
                Back to the home page
              </Link>
            </>
          }
        />
      ) : (
        <Form noValidate onSubmit={(event) => void handleSubmit(onValid, onInvalid)(event)} aria-label="Contact form">
          <Row className="g-3">
            <Col md={6}>
              <Field ids={ids('name')} label="Name" error={messageOf('name')} mark="none">
                {(props) => (
                  <Form.Control
                    type="text"
                    autoComplete="name"
                    maxLength={100}
                    required
                    {...register_('name')}
                    {...props}
                  />
                )}
              </Field>
            </Col>
            <Col md={6}>
              <Field ids={ids('email')} label="Email" error={messageOf('email')} mark="none">
                {(props) => (
                  <Form.Control
                    type="email"
                    autoComplete="email"
                    maxLength={254}
                    required
                    {...register_('email')}
                    {...props}
                  />
                )}
              </Field>
            </Col>
            <Col md={6}>
              <Field ids={ids('company')} label="Company" error={messageOf('company')} mark="optional">
                {(props) => (
                  <Form.Control
                    type="text"
                    autoComplete="organization"
                    maxLength={150}
                    {...register_('company')}
                    {...props}
                  />
                )}
              </Field>
            </Col>
            <Col md={6}>
              <Field
                ids={ids('contactNumber')}
                label="Contact number"
                error={messageOf('contactNumber')}
                mark="optional"
              >
                {(props) => (
                  <Form.Control
                    type="tel"
                    autoComplete="tel"
                    maxLength={20}
                    {...register_('contactNumber')}
                    {...props}
                  />
                )}
              </Field>
            </Col>
            <Col md={6}>
              <Field ids={ids('topic')} label="Topic" error={messageOf('topic')} mark="none">
                {(props) => (
                  <Form.Select required {...register_('topic')} {...props}>
                    <option value="">Choose a topic</option>
                    {Object.entries(CONTACT_TOPICS).map(([value, label]) => (
                      <option key={value} value={value}>
                        {label}
                      </option>
                    ))}
                  </Form.Select>
                )}
              </Field>
            </Col>
            <Col xs={12}>
              <Field ids={ids('message')} label="Message" error={messageOf('message')} mark="none">
                {(props) => (
                  <Form.Control as="textarea" rows={5} maxLength={5000} required {...register_('message')} {...props} />
                )}
              </Field>
            </Col>
            <Col xs={12}>
              <Form.Check id={ids('textMessageChecked').control}>
                <Form.Check.Input
                  type="checkbox"
                  {...register_('textMessageChecked')}
                  {...controlProps(ids('textMessageChecked'), { error: messageOf('textMessageChecked') })}
                />
                <Form.Check.Label className="small">
                  <span className="fw-semibold">Optional.</span> {smsConsentText(brand.name)} See our{' '}
                  <Link to="/privacy-policy">Privacy Policy</Link>.
                </Form.Check.Label>
              </Form.Check>
            </Col>
          </Row>

          <Honeypot id={ids('website').control} registration={register('website')} />

          <ErrorSummary entries={summary} />

          <FormActions submitting={isSubmitting} ready={hydrated} label="Submit">
            {/* No Reset beside Submit (one slip lost the message): a link, apart, that asks first. */}
            {confirmingClear ? (
              <div
                role="group"
                aria-label="Clear the form?"
                className="ms-auto d-flex flex-wrap align-items-center gap-2"
              >
                <span className="small">Clear everything you entered?</span>
                <Button
                  size="sm"
                  variant="outline-danger"
                  onClick={() => {
                    reset(EMPTY);
                    clear();
                    setConfirmingClear(false);
                    document.getElementById(ids('name').control)?.focus();
                  }}
                >
                  Yes, clear it
                </Button>
                <Button
                  size="sm"
                  variant="outline-secondary"
                  autoFocus
                  onClick={() => {
                    setConfirmingClear(false);
                    backToClearLink.current = true;
                  }}
                >
                  No, keep it
                </Button>
              </div>
            ) : (
              <Button
                ref={clearLink}
                variant="link"
                size="sm"
                className="ms-auto px-0"
                disabled={isSubmitting || !hydrated}
                onClick={() => setConfirmingClear(true)}
              >
                Clear the form
              </Button>
            )}
          </FormActions>
        </Form>
      )}

      <div role="alert">
        {message?.kind === 'error' && <div className="alert alert-danger mt-3 mb-0">{message.text}</div>}
      </div>
    </div>
  );
}
