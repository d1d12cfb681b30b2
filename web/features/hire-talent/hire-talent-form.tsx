/**
 * The Hire talent page's request form: who the client is and whom they need. Checked by the shared
 * schema (contracts/api/client-request.ts) before it is sent and again by the server; one key per
 * request, kept across retries, so a retry is stored and mailed once. On success a confirmation
 * panel with the reference and who calls back when takes the form's place and stays. Whatever a
 * visitor types into the pre-rendered form before the page is interactive is kept (useKeptForm).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useRef, useState } from 'react';
import { Button, Col, Form, Row } from 'react-bootstrap';
import type { Resolver } from 'react-hook-form';
import { Link } from 'react-router';
import {
  CALL_BACK_PROMISE,
  CLIENT_REQUEST_FIELDS,
  CLIENT_REQUEST_LABELS as L,
  ClientRequest,
  type ClientRequest as ClientRequestData,
  type ClientRequestField,
  DURATIONS,
  HEADCOUNT_MAX,
  SENIORITIES,
  WORK_MODES,
} from '#contracts/api/client-request';
import { fieldSentence } from '#contracts/field-messages';
import { referenceNumber } from '#contracts/reference-number';
import {
  ConfirmationPanel,
  ErrorSummary,
  Field,
  FormActions,
  Honeypot,
  fieldIds,
  focusFirstInvalid,
  summaryEntries,
  useFlashMessage,
  useKeptForm,
} from '../../components/ui/form';
import { useHydrated } from '../../components/ui/use-hydrated';
import { isClientError } from '../../lib/http-client';
import { newId } from '../../lib/new-id';
import { sendClientRequest } from './api';

export const HIRE_TALENT_FAILURE = 'Your request was not sent. Please try again.';

/** What the inputs hold; `website` is the honeypot, which people never see or fill. */
type FormValues = Record<ClientRequestField, string> & { website: string };

const EMPTY: FormValues = {
  company: '',
  name: '',
  email: '',
  phone: '',
  role: '',
  skills: '',
  headcount: '1',
  seniority: '',
  startDate: '',
  duration: '',
  workMode: '',
  location: '',
  budget: '',
  message: '',
  website: '',
};

const options = (labels: Record<string, string>) => Object.entries(labels).map(([value, label]) => ({ value, label }));

// The schema's input type differs from the form's (the honeypot); its output is the request.
const resolver = zodResolver(ClientRequest) as unknown as Resolver<FormValues, unknown, ClientRequestData>;

type Sent = { reference: string; name: string; email: string; headcount: string; role: string };

/** The request form of the Hire talent page. */
export function HireTalentForm() {
  const id = useId();
  const { message, show, clear } = useFlashMessage();
  const hydrated = useHydrated();
  /** One key per request, kept across retries so the server stores it once. */
  const requestKey = useRef<string | null>(null);
  const [sent, setSent] = useState<Sent | null>(null);
  const {
    register,
    handleSubmit,
    clearErrors,
    setError,
    getValues,
    reset,
    formState: { errors, isSubmitting },
  } = useKeptForm<FormValues, unknown, ClientRequestData>({
    resolver,
    defaultValues: EMPTY,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });

  const ids = (field: ClientRequestField | 'website') => fieldIds(id, field);
  const messageOf = (field: ClientRequestField) =>
    errors[field] ? fieldSentence(L[field], errors[field]?.message) : undefined;
  // Editing a field clears its error and the failure message: the visitor is acting on them.
  const field = (name: ClientRequestField) =>
    register(name, {
      onChange: () => {
        clearErrors(name);
        if (message?.kind === 'error') clear();
      },
    });

  const succeed = (data: ClientRequestData, key: string) => {
    requestKey.current = null;
    reset(EMPTY);
    setSent({
      reference: referenceNumber('client-request', key),
      name: data.name,
      email: data.email,
      headcount: data.headcount,
      role: data.role,
    });
  };

  const onValid = async (data: ClientRequestData) => {
    clear();
    requestKey.current ??= newId();
    const key = requestKey.current;
    if (getValues('website')) {
      // A bot filled the honeypot: answer as if it worked, send nothing.
      succeed(data, key);
      return;
    }
    const answer = await sendClientRequest({ ...data, website: '' }, key);
    if (!isClientError(answer)) {
      succeed(data, answer.id);
      return;
    }
    // The server's own check named fields: show them where they belong.
    const named = Object.entries(answer.errors ?? {}).filter((entry): entry is [ClientRequestField, string] =>
      CLIENT_REQUEST_FIELDS.includes(entry[0] as ClientRequestField),
    );
    for (const [name, text] of named) setError(name, { message: text });
    show({ kind: 'error', text: named.length ? answer.message : HIRE_TALENT_FAILURE });
  };

  const onInvalid = (invalid: Partial<Record<ClientRequestField, unknown>>) => {
    clear();
    focusFirstInvalid(CLIENT_REQUEST_FIELDS, invalid, (name) => ids(name).control);
  };

  const summary = summaryEntries(CLIENT_REQUEST_FIELDS, {
    message: messageOf,
    id: (name) => ids(name).control,
    label: (name) => L[name],
  });

  if (sent) {
    const people = sent.headcount === '1' ? `one ${sent.role}` : `${sent.headcount} × ${sent.role}`;
    return (
      <ConfirmationPanel
        title="Request received"
        summary={
          <p className="mb-0">
            Thank you, {sent.name}. Your request for {people} has reached our staffing desk.
          </p>
        }
        reference={sent.reference}
        next={
          <>
            {CALL_BACK_PROMISE}, at the number or address you gave. You meet a shortlist within 48 hours of that call.
          </>
        }
        copySentTo={sent.email}
        actions={
          <>
            <Button
              variant="primary"
              onClick={() => {
                setSent(null);
                clear();
              }}
            >
              Ask for another role
            </Button>
            <Link to="/case-studies" className="btn btn-outline-secondary">
              Read our case studies
            </Link>
          </>
        }
      />
    );
  }

  const select = (name: 'seniority' | 'duration' | 'workMode', labels: Record<string, string>) => (
    <Field ids={ids(name)} label={L[name]} error={messageOf(name)}>
      {(props) => (
        <Form.Select required {...field(name)} {...props}>
          <option value="">Choose…</option>
          {options(labels).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Form.Select>
      )}
    </Field>
  );

  return (
    <Form
      noValidate
      className="hire-talent-form"
      aria-label="Request talent"
      onSubmit={(event) => void handleSubmit(onValid, onInvalid)(event)}
    >
      <fieldset className="mb-4">
        <legend className="h5 mb-3">About you</legend>
        <Row className="g-3">
          <Col md={6}>
            <Field ids={ids('company')} label={L.company} error={messageOf('company')}>
              {(props) => (
                <Form.Control
                  type="text"
                  autoComplete="organization"
                  maxLength={120}
                  required
                  {...field('company')}
                  {...props}
                />
              )}
            </Field>
          </Col>
          <Col md={6}>
            <Field ids={ids('name')} label={L.name} error={messageOf('name')}>
              {(props) => (
                <Form.Control type="text" autoComplete="name" maxLength={100} required {...field('name')} {...props} />
              )}
            </Field>
          </Col>
          <Col md={6}>
            <Field ids={ids('email')} label={L.email} error={messageOf('email')}>
              {(props) => (
                <Form.Control
                  type="email"
                  autoComplete="work email"
                  maxLength={254}
                  required
                  {...field('email')}
                  {...props}
                />
              )}
            </Field>
          </Col>
          <Col md={6}>
            <Field ids={ids('phone')} label={L.phone} error={messageOf('phone')} mark="optional">
              {(props) => (
                <Form.Control type="tel" autoComplete="work tel" maxLength={20} {...field('phone')} {...props} />
              )}
            </Field>
          </Col>
        </Row>
      </fieldset>

      <fieldset className="mb-4">
        <legend className="h5 mb-3">Whom you need</legend>
        <Row className="g-3">
          <Col md={8}>
            <Field
              ids={ids('role')}
              label={L.role}
              error={messageOf('role')}
              hint="For example: Java back-end engineer, QA automation lead, data engineer."
            >
              {(props) => <Form.Control type="text" maxLength={120} required {...field('role')} {...props} />}
            </Field>
          </Col>
          <Col md={4}>
            <Field ids={ids('headcount')} label={L.headcount} error={messageOf('headcount')}>
              {(props) => (
                <Form.Control
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={HEADCOUNT_MAX}
                  step={1}
                  required
                  {...field('headcount')}
                  {...props}
                />
              )}
            </Field>
          </Col>
          <Col xs={12}>
            <Field
              ids={ids('skills')}
              label={L.skills}
              error={messageOf('skills')}
              hint="The must-haves first, separated by commas: Java 17, Spring Boot, Kafka."
            >
              {(props) => <Form.Control type="text" maxLength={300} required {...field('skills')} {...props} />}
            </Field>
          </Col>
          <Col md={6}>{select('seniority', SENIORITIES)}</Col>
          <Col md={6}>{select('duration', DURATIONS)}</Col>
          <Col md={6}>
            <Field ids={ids('startDate')} label={L.startDate} error={messageOf('startDate')}>
              {(props) => <Form.Control type="date" required {...field('startDate')} {...props} />}
            </Field>
          </Col>
          <Col md={6}>{select('workMode', WORK_MODES)}</Col>
          <Col md={6}>
            <Field
              ids={ids('location')}
              label={L.location}
              error={messageOf('location')}
              hint="The city for hybrid or on-site work; for remote work, the hours they should share with you."
              mark="none"
            >
              {(props) => (
                <Form.Control
                  type="text"
                  maxLength={120}
                  placeholder="Charlotte, NC"
                  {...field('location')}
                  {...props}
                />
              )}
            </Field>
          </Col>
          <Col md={6}>
            <Field
              ids={ids('budget')}
              label={L.budget}
              error={messageOf('budget')}
              hint="An hourly rate or a yearly salary, and the currency."
              mark="optional"
            >
              {(props) => <Form.Control type="text" maxLength={120} {...field('budget')} {...props} />}
            </Field>
          </Col>
          <Col xs={12}>
            <Field
              ids={ids('message')}
              label={L.message}
              error={messageOf('message')}
              hint="The project, the team they join, how you interview."
              mark="optional"
            >
              {(props) => <Form.Control as="textarea" rows={4} maxLength={5000} {...field('message')} {...props} />}
            </Field>
          </Col>
        </Row>
      </fieldset>

      <Honeypot id={ids('website').control} registration={register('website')} />

      <ErrorSummary entries={summary} />

      <FormActions submitting={isSubmitting} ready={hydrated} label="Send request">
        <span className="small text-body-secondary">{CALL_BACK_PROMISE}.</span>
      </FormActions>

      <div role="alert">
        {message?.kind === 'error' && <div className="alert alert-danger mt-3 mb-0">{message.text}</div>}
      </div>
    </Form>
  );
}
