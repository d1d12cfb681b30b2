/**
 * POST /api/client-requests: a client's request for talent from the Hire talent page, as JSON. The
 * form's own schema checks it (422 naming every bad field); the request is stored under its
 * Idempotency-Key with the sales inbox's mail in one transaction, and the client's confirmation is
 * queued (throttled like every mail to an unverified address). A replay answers the same reference
 * and stores and mails nothing new; other content under the same key is a conflict. Rate-limited
 * like every POST (plugins/rate-limit.plugin.ts); a filled honeypot is answered as usual, and
 * nothing is stored or sent.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fieldErrorsOf, IDEMPOTENCY_HEADER } from '#contracts/api/application';
import { ApiError } from '#contracts/api/api-error';
import { ClientRequest, ClientRequestCreated } from '#contracts/api/client-request';
import { uuid } from '#contracts/fields';
import { referenceNumber } from '#contracts/reference-number';
import { z } from '#contracts/zod';
import { clientKey } from '../lib/client-key';
import { nowIso } from '../lib/clock';
import { contentHash } from '../lib/content-hash';
import { type ClientRequestForMail, clientRequestConfirmation, clientRequestMail } from '../mail/compose';
import { ClientError } from '../plugins/error-handler';
import { queueConfirmation } from '../services/confirmations';

const JSON_BODY_LIMIT = 32 * 1024;

/** The body as sent: any JSON object; the form's schema checks it in the handler, so every bad field is named. */
const AnyObject = z.record(z.string(), z.unknown());

const orNull = (value: string | undefined) => (value ? value : null);

export const clientRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/client-requests',
    {
      bodyLimit: JSON_BODY_LIMIT,
      schema: {
        tags: ['client requests'],
        description:
          "A client's request for talent (the Hire talent page's form), as JSON under the form's field names (contracts/api/client-request.ts), with the honeypot `website`. Header `Idempotency-Key` (a UUID kept across retries): a replay answers the same reference and stores and mails nothing new; the same key with other content is 409. 201 { id, reference }; 422 { message, errors: { field: message } } naming every bad field; 429 quotas.",
        body: AnyObject,
        response: {
          201: ClientRequestCreated,
          400: ApiError,
          409: ApiError,
          413: ApiError,
          422: ApiError,
          429: ApiError,
        },
      },
    },
    async (request, reply) => {
      const header = request.headers[IDEMPOTENCY_HEADER.toLowerCase()];
      const key = header === undefined ? randomUUID() : uuid.safeParse(header).data;
      if (!key) {
        const message = `${IDEMPOTENCY_HEADER}: must be a UUID.`;
        throw new ClientError(400, message, IDEMPOTENCY_HEADER, undefined, { [IDEMPOTENCY_HEADER]: message });
      }
      const reference = referenceNumber('client-request', key);
      const { website, ...body } = request.body;
      // A bot filled the honeypot: answer as for a person, store and send nothing.
      if (typeof website === 'string' && website.trim()) return reply.code(201).send({ id: key, reference });

      const parsed = ClientRequest.safeParse(body);
      if (!parsed.success) {
        const errors = fieldErrorsOf(parsed.error.issues);
        const [field, message] = Object.entries(errors)[0] ?? [];
        throw new ClientError(422, message ?? 'The request is not valid.', field, undefined, errors);
      }
      const fields = parsed.data;
      const stored: ClientRequestForMail = {
        id: key,
        company: fields.company,
        name: fields.name,
        // Lower-cased like every stored address, so erasure on request finds it.
        email: fields.email.toLowerCase(),
        phone: orNull(fields.phone),
        role: fields.role,
        skills: fields.skills,
        headcount: Number(fields.headcount),
        seniority: fields.seniority,
        startDate: fields.startDate,
        duration: fields.duration,
        workMode: fields.workMode,
        location: orNull(fields.location),
        budget: orNull(fields.budget),
        message: orNull(fields.message),
      };
      const client = clientKey(app.uploadSecret, request.ip);
      const origin = app.config.publicUrl;
      const outcome = await app.repos.clientRequests.insertWithMail(
        {
          id: key,
          company: stored.company,
          name: stored.name,
          email: stored.email,
          phone: stored.phone,
          role: stored.role,
          skills: stored.skills,
          headcount: stored.headcount,
          seniority: stored.seniority,
          start_date: stored.startDate,
          duration: stored.duration,
          work_mode: stored.workMode,
          location: stored.location,
          budget: stored.budget,
          message: stored.message,
          content_hash: contentHash(stored),
          client_key: client,
          created_at: nowIso(),
        },
        clientRequestMail(app.config.mail.inboxes.sales, stored, origin),
      );
      if (outcome === 'conflict') {
        throw new ClientError(
          409,
          `${IDEMPOTENCY_HEADER}: this key was already used for a different request; use a new key for a new request.`,
          IDEMPOTENCY_HEADER,
        );
      }
      if (outcome === 'inserted') {
        const sales = app.config.mail.inboxes.sales[0] ?? app.config.mail.inboxes.contact[0] ?? '';
        await queueConfirmation(
          { outbox: app.repos.outbox, limits: app.config.confirmations, log: request.log },
          clientRequestConfirmation(stored, sales, origin),
          client,
        );
        app.outboxWorker.wake();
      }
      return reply.code(201).send({ id: key, reference });
    },
  );
};
