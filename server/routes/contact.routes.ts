/**
 * POST /api/contact-messages: a contact form message as JSON, checked by the shared schema (422
 * naming every bad field), stored under the client's UUID and mailed through the outbox (both in one
 * transaction) to the inbox of its topic: Hire talent and Services to the sales inbox, the others to
 * the contact inbox. A retry of the same message answers the same; other content under the same id is a
 * conflict. Rate-limited like every POST (plugins/rate-limit.plugin.ts).
 */
import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { brand } from '#content/brand';
import { ApiError } from '#contracts/api/api-error';
import {
  ContactMessageRequest,
  ContactMessageResponse,
  contactInboxOf,
  contactTopicLabel,
  smsConsentText,
} from '#contracts/api/contact';
import { referenceNumber } from '#contracts/reference-number';
import { fieldErrorsOf, IDEMPOTENCY_HEADER } from '#contracts/api/application';
import { uuid } from '#contracts/fields';
import { z } from '#contracts/zod';
import { contentHash } from '../lib/content-hash';
import { nowIso } from '../lib/clock';
import { contactMail } from '../mail/compose';
import { mailOrigin } from '../mail/mail-origin';
import { ClientError } from '../plugins/error-handler';

const JSON_BODY_LIMIT = 32 * 1024;

/** The body as sent: any JSON object; the form's schema checks it in the handler, so every bad field is named (422). */
const AnyObject = z.record(z.string(), z.unknown());

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/contact-messages',
    {
      bodyLimit: JSON_BODY_LIMIT,
      schema: {
        tags: ['contact'],
        description:
          'A contact form message (contracts/api/contact.ts): `name`, `email`, optional `company` and `contactNumber`, `topic` (hire-talent, services, careers, press, other), `message`, optional `textMessageChecked` (consent to text messages) and the honeypot `website`. Hire talent and Services go to the sales inbox, the others to the contact inbox. `id` (or the header `Idempotency-Key`) is a UUID the client makes once per message, so a retry is stored (and mailed) once. 422 { message, field, errors: { field: message } } names every bad field; 400 a malformed Idempotency-Key.',
        body: AnyObject,
        response: {
          201: ContactMessageResponse,
          400: ApiError,
          409: ApiError,
          413: ApiError,
          422: ApiError,
          429: ApiError,
        },
      },
    },
    async (request, reply) => {
      const parsed = ContactMessageRequest.safeParse(request.body);
      if (!parsed.success) {
        const errors = fieldErrorsOf(parsed.error.issues);
        const [field, message] = Object.entries(errors)[0] ?? [];
        throw new ClientError(422, `${field ?? 'request'}: ${message ?? 'is invalid'}`, field, undefined, errors);
      }
      const { id: bodyId, website, textMessageChecked, ...fields } = parsed.data;
      // The Idempotency-Key header, else the body's `id`; without either every request is a new message.
      const header = request.headers[IDEMPOTENCY_HEADER.toLowerCase()];
      const headerId = header === undefined ? undefined : uuid.safeParse(header).data;
      if (header !== undefined && !headerId) {
        const message = `${IDEMPOTENCY_HEADER}: must be a UUID.`;
        throw new ClientError(400, message, IDEMPOTENCY_HEADER, undefined, { [IDEMPOTENCY_HEADER]: message });
      }
      const id = headerId ?? bodyId ?? randomUUID();
      const reference = referenceNumber('contact', id);
      // A bot filled the honeypot: answer as for a person, store and send nothing.
      if (website) return reply.code(201).send({ id, reference });

      const phone = fields.contactNumber ? fields.contactNumber : null;
      const company = fields.company ? fields.company : null;
      const consentText = textMessageChecked ? smsConsentText(brand.name) : null;
      const hash = contentHash({ ...fields, company, contactNumber: phone, textMessageChecked });
      const now = nowIso();
      const consentAt = textMessageChecked ? now : null;
      const outcome = await app.repos.contactMessages.insertWithMail(
        {
          id,
          name: fields.name,
          // Lower-cased like every stored address, so erasure on request finds it.
          email: fields.email.toLowerCase(),
          phone,
          company,
          topic: fields.topic,
          message: fields.message,
          sms_consent: textMessageChecked ? 1 : 0,
          consent_text: consentText,
          consent_at: consentAt,
          content_hash: hash,
          created_at: now,
        },
        {
          ...contactMail(
            app.config.mail.inboxes[contactInboxOf(fields.topic)],
            {
              id,
              reference,
              name: fields.name,
              email: fields.email,
              phone,
              company,
              topic: contactTopicLabel(fields.topic) ?? fields.topic,
              message: fields.message,
              smsConsent: textMessageChecked,
              consentText,
              consentAt,
            },
            mailOrigin(app.config),
          ),
        },
      );
      if (outcome === 'conflict') throw new ClientError(409, 'A different message with this id already exists.', 'id');
      if (outcome === 'inserted') app.outboxWorker.wake();
      return reply.code(201).send({ id, reference });
    },
  );
};
