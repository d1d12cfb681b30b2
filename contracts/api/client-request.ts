/**
 * A client's request for engineers, sent as JSON to POST /api/client-requests from the Hire talent
 * page: checked by this one schema in the browser and again on the server (422 naming every bad
 * field), stored, mailed to the sales inbox and confirmed to the client. Every value is a string, as
 * the form holds it; the messages are whole sentences that name the field.
 */
import { z } from '../zod';
import { EMAIL_SHAPE, REQUIRED, requiredMessage, shapeMessage } from '../field-messages';
import { line, uuid } from '../fields';

export const CLIENT_REQUEST_MESSAGE_MAX = 5000;
export const HEADCOUNT_MAX = 50;

/** The form's labels, also the labels of the sales inbox's mail and the console's record. */
export const CLIENT_REQUEST_LABELS = {
  company: 'Company',
  name: 'Your name',
  email: 'Work e-mail',
  phone: 'Phone',
  role: 'Role',
  skills: 'Skills',
  headcount: 'How many',
  seniority: 'Seniority',
  startDate: 'Start date',
  duration: 'Duration',
  workMode: 'Where they work',
  location: 'Location or time zone',
  budget: 'Budget',
  message: 'Anything else',
} as const;
export type ClientRequestField = keyof typeof CLIENT_REQUEST_LABELS;

export const SENIORITIES = {
  junior: 'Junior (0–2 years)',
  mid: 'Mid-level (3–5 years)',
  senior: 'Senior (6–9 years)',
  lead: 'Lead or architect (10+ years)',
  mixed: 'A mix of levels',
} as const;
export type Seniority = keyof typeof SENIORITIES;

export const DURATIONS = {
  'under-3-months': 'Up to 3 months',
  '3-6-months': '3 to 6 months',
  '6-12-months': '6 to 12 months',
  'over-12-months': 'More than 12 months',
  'contract-to-hire': 'Contract-to-hire',
} as const;
export type Duration = keyof typeof DURATIONS;

export const WORK_MODES = { remote: 'Remote', hybrid: 'Hybrid', onsite: 'On site' } as const;
export type WorkMode = keyof typeof WORK_MODES;

const L = CLIENT_REQUEST_LABELS;

const required = (max: number, label: string) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, requiredMessage(label)),
      z.maxLength(max, shapeMessage(label, `at most ${max} characters`)),
      z.regex(/^[^\r\n]*$/, shapeMessage(label, 'on one line')),
    );

const optionalLine = (max: number, label: string) =>
  z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(max, shapeMessage(label, `at most ${max} characters`)),
        z.regex(/^[^\r\n]*$/, shapeMessage(label, 'on one line')),
      ),
  );

const oneOf = <T extends string>(options: Record<T, string>, label: string) =>
  z.string().check(z.refine((value) => Object.hasOwn(options, value), requiredMessage(label)));

/** Built once: the e-mail check runs on every keystroke once the field has been touched. */
const anEmail = z.email();

/** The form's fields, checked the same in the browser and on the server. */
export const ClientRequest = z
  .object({
    company: required(120, L.company),
    name: required(100, L.name),
    email: z.string().check(
      z.trim(),
      z.minLength(1, requiredMessage(L.email)),
      z.maxLength(254, shapeMessage(L.email, 'at most 254 characters')),
      z.refine(
        (value) => value === '' || (/^[^\r\n]*$/.test(value) && anEmail.safeParse(value).success),
        shapeMessage(L.email, EMAIL_SHAPE),
      ),
    ),
    phone: z.optional(
      z
        .string()
        .check(
          z.trim(),
          z.regex(
            /^$|^\+?[0-9][0-9 ()-]{5,19}$/,
            shapeMessage(L.phone, 'a phone number of 6 to 20 digits, like +1 913 555 0142'),
          ),
        ),
    ),
    role: required(120, L.role),
    skills: required(300, L.skills),
    headcount: z.string().check(
      z.trim(),
      z.minLength(1, requiredMessage(L.headcount)),
      z.refine(
        (value) => value === '' || (/^\d{1,3}$/.test(value) && Number(value) >= 1 && Number(value) <= HEADCOUNT_MAX),
        shapeMessage(L.headcount, `a whole number from 1 to ${HEADCOUNT_MAX}`),
      ),
    ),
    seniority: oneOf(SENIORITIES, L.seniority),
    startDate: z.string().check(
      z.trim(),
      z.minLength(1, requiredMessage(L.startDate)),
      z.refine(
        (value) => value === '' || (/^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value))),
        shapeMessage(L.startDate, 'a date (yyyy-mm-dd)'),
      ),
    ),
    duration: oneOf(DURATIONS, L.duration),
    workMode: oneOf(WORK_MODES, L.workMode),
    location: optionalLine(120, L.location),
    budget: optionalLine(120, L.budget),
    message: z.optional(
      z
        .string()
        .check(
          z.trim(),
          z.maxLength(
            CLIENT_REQUEST_MESSAGE_MAX,
            shapeMessage(L.message, `at most ${CLIENT_REQUEST_MESSAGE_MAX} characters`),
          ),
        ),
    ),
  })
  .check(
    // People who work (partly) on site work somewhere: the place is asked for then. Checked with the
    // other fields, so the answer names every bad field at once.
    z.refine((value) => value.workMode === 'remote' || !value.workMode || Boolean(value.location?.trim()), {
      message: `${L.location} ${REQUIRED} for hybrid or on-site work.`,
      path: ['location'],
      when: (payload) => typeof payload.value === 'object' && payload.value !== null,
    }),
  );
export type ClientRequest = z.infer<typeof ClientRequest>;
export type ClientRequestInput = z.input<typeof ClientRequest>;

/** The fields in the order of the form (error summaries and the inbox mail follow it). */
export const CLIENT_REQUEST_FIELDS = Object.keys(CLIENT_REQUEST_LABELS) as ClientRequestField[];

/** What the browser sends: the fields and the honeypot (the Idempotency-Key header carries the id). */
export const ClientRequestBody = z.extend(ClientRequest, {
  /** Honeypot: people never fill it. When set, the server answers as usual and stores nothing. */
  website: z.optional(line(200)),
});
export type ClientRequestBody = z.input<typeof ClientRequestBody>;

export const ClientRequestCreated = z.object({ id: uuid, reference: z.string() });
export type ClientRequestCreated = z.infer<typeof ClientRequestCreated>;

/** Who calls the client back, and when: the same words on the page, in the confirmation mail and the sales mail. */
export const CALL_BACK_PROMISE = 'An account manager from our staffing desk calls you back within one business day';
