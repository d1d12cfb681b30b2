/**
 * A contact message, sent as JSON to POST /api/contact-messages: checked by this one schema in the
 * browser and again on the server (422 naming every bad field), stored, and mailed to the inbox of its
 * topic: Hire talent and Services to the sales inbox, the others to the contact inbox. The
 * text-message consent is optional (consent is never a condition of contact); the message records
 * whether it was given, with the wording the visitor saw and the time.
 */
import { z } from '../zod';
import { line, requiredLine, text, uuid } from '../fields';
import { EMAIL_SHAPE as EMAIL_ADDRESS } from '../field-messages';

export const CONTACT_MESSAGE_MAX = 5000;

const EMAIL_SHAPE = `must be ${EMAIL_ADDRESS}`;
const anEmail = z.email();

/** The consent wording beside the checkbox (the form adds a link to the privacy policy after it). */
export const smsConsentText = (brandName: string) =>
  `I agree to receive text messages from ${brandName} about my enquiry at the number I gave. Message frequency varies (usually no more than 4 messages a month). Message and data rates may apply. Reply STOP to opt out at any time, or HELP for help. Consent is not a condition of any purchase.`;

/** What the message is about, as the form's select offers it: the key is sent and stored, the label shown. */
export const CONTACT_TOPICS = {
  'hire-talent': 'Hire talent',
  services: 'Services',
  careers: 'Careers',
  press: 'Press',
  other: 'Other',
} as const;
export type ContactTopic = keyof typeof CONTACT_TOPICS;

/** The topics a salesperson answers: their messages go to the sales inbox, every other to the contact inbox. */
export const SALES_TOPICS: readonly ContactTopic[] = ['hire-talent', 'services'];

/** The inbox a topic's messages go to. */
export const contactInboxOf = (topic: ContactTopic): 'sales' | 'contact' =>
  SALES_TOPICS.includes(topic) ? 'sales' : 'contact';

/** The label of a stored topic (a message stored before topics existed has none). */
export const contactTopicLabel = (topic: string | null | undefined): string | null =>
  topic && Object.hasOwn(CONTACT_TOPICS, topic) ? CONTACT_TOPICS[topic as ContactTopic] : null;

const TOPIC_CHOICES = `${Object.values(CONTACT_TOPICS).slice(0, -1).join(', ')} or ${CONTACT_TOPICS.other}`;

/** The fields of the contact form, named as the original contact form named them (company and topic added). */
export const ContactMessage = z.object({
  name: requiredLine(100),
  /** Optional: the visitor's company or organisation. */
  company: z.optional(line(150)),
  email: z.string().check(
    z.trim(),
    z.minLength(1, 'is required'),
    z.maxLength(254, 'must be at most 254 characters'),
    z.refine((value) => value === '' || (/^[^\r\n]*$/.test(value) && anEmail.safeParse(value).success), EMAIL_SHAPE),
  ),
  /** Optional; when given, a phone number of digits with an optional +, spaces, dashes and brackets. */
  contactNumber: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.regex(/^$|^\+?[0-9][0-9 ()-]{5,19}$/, 'must be a phone number of 6 to 20 digits, like +1 913 555 0142'),
      ),
  ),
  /** Required: one of CONTACT_TOPICS' keys; it decides the inbox. */
  topic: z.enum(Object.keys(CONTACT_TOPICS) as [ContactTopic, ...ContactTopic[]], {
    error: (issue) =>
      issue.input === undefined || issue.input === '' ? 'is required' : `must be one of ${TOPIC_CHOICES}`,
  }),
  message: text(CONTACT_MESSAGE_MAX).check(z.minLength(1, 'is required')),
  /** Whether the visitor agreed to receive text messages; optional, unticked by default. */
  textMessageChecked: z._default(z.boolean(), false),
});
export type ContactMessage = z.infer<typeof ContactMessage>;
export type ContactMessageInput = z.input<typeof ContactMessage>;

/** What the browser sends: the fields, the client's UUID (a retry is stored once) and the honeypot. */
export const ContactMessageRequest = z.extend(ContactMessage, {
  /** The client's UUID for the message (or send it as the Idempotency-Key header): a retry is stored once. */
  id: z.optional(uuid),
  /** Honeypot: people never fill it. When set, the server answers as usual and stores nothing. */
  website: z.optional(line(200)),
});
export type ContactMessageRequest = z.input<typeof ContactMessageRequest>;

export const ContactMessageResponse = z.object({ id: z.string(), reference: z.string() });
export type ContactMessageResponse = z.infer<typeof ContactMessageResponse>;
