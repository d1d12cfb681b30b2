/**
 * The e-mail API: POST /api/mail/v1/sendMail. Never an open relay: every recipient must be one of
 * the configured internal inboxes. The mail is committed to the outbox before the answer.
 * The web app addresses the inboxes by their default addresses (content/brand.ts); when a deployer
 * configures other recipients for an inbox, those default addresses stand for the configured ones.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SendMailRequest, SendMailResponse } from '#contracts/api/mail';
import { MAX_RESUME_BYTES } from '#contracts/api/files';
import { ApiError } from '#contracts/api/api-error';
import { brand } from '#content/brand';
import { clientKey } from '../lib/client-key';
import { isoIn } from '../lib/clock';
import { contentHash } from '../lib/content-hash';
import { apiMail } from '../mail/compose';
import { ClientError } from '../plugins/error-handler';
import { storedBytes } from '../repositories/outbox.repository';
import { resumeFileName } from '../storage/resume-file-name';
import { checkResume } from '../storage/resume-type';

/** One base64 attachment of 5 MB (the resume), plus the message. */
const MAIL_BODY_LIMIT = Math.ceil((MAX_RESUME_BYTES * 4) / 3) + 256 * 1024;

export const mailRoutes: FastifyPluginAsyncZod = async (app) => {
  const outbox = app.repos.outbox;
  const inboxes = app.config.mail.inboxes;
  const inboxNames = [
    'applicationsFirstCountry',
    'applicationsOtherCountries',
    'contact',
    'internships',
    'sales',
  ] as const;
  /** Each allowed address (lower case) → the recipients it delivers to. */
  const recipientsOf = new Map<string, string[]>();
  for (const name of inboxNames) {
    for (const address of inboxes[name]) recipientsOf.set(address.toLowerCase(), [address]);
  }
  for (const name of inboxNames) recipientsOf.set(brand.inboxes[name].toLowerCase(), inboxes[name]);
  const resolve = (addresses: string[] | undefined) => [
    ...new Set((addresses ?? []).flatMap((address) => recipientsOf.get(address.toLowerCase()) ?? [])),
  ];

  app.post(
    '/v1/sendMail',
    {
      bodyLimit: MAIL_BODY_LIMIT,
      schema: {
        tags: ['mail'],
        description:
          'Queues a mail to internal inboxes only. A message that starts with a tag is HTML (only plain formatting tags are kept); any other message is text.',
        body: SendMailRequest,
        response: { 200: SendMailResponse, 400: ApiError, 413: ApiError, 415: ApiError, 422: ApiError, 429: ApiError },
      },
    },
    async (request, reply) => {
      const body = request.body;
      if (body.website) {
        request.log.info('mail request with the honeypot filled: answered OK, not sent');
        return { code: 'OK' as const };
      }
      for (const field of ['to', 'cc', 'bcc'] as const) {
        for (const address of body[field] ?? []) {
          if (!recipientsOf.has(address.toLowerCase())) {
            throw new ClientError(422, `${field}: recipient not allowed; mail goes to internal inboxes only`, field);
          }
        }
      }
      const attachments = [];
      for (const [index, attachment] of (body.attachments ?? []).entries()) {
        const content = Buffer.from(attachment.path.slice(attachment.path.indexOf(',') + 1), 'base64');
        const type = await checkResume(content).catch((error: { statusCode: number; message: string }) => {
          throw new ClientError(
            error.statusCode,
            `attachments.${index}.path: ${error.message}`,
            `attachments.${index}.path`,
          );
        });
        attachments.push({
          // A safe name: the client's letters and digits, the extension the bytes show.
          filename: resumeFileName(attachment.filename, type),
          contentType: type,
          content,
        });
      }
      // The web app's client retries on network errors: the same mail again (or the same
      // Idempotency-Key) is queued once; the same key with another mail is refused.
      const key = request.headers['idempotency-key'];
      const hash = contentHash(body);
      const dedupeKey =
        typeof key === 'string' && /^[\w-]{8,100}$/.test(key)
          ? `api:key:${key}`
          : `api:${new Date().toISOString().slice(0, 10)}:${hash}`;
      const alreadyQueued = async () => {
        const queued = await outbox.byDedupeKey(dedupeKey);
        if (queued && queued.content_hash !== null && queued.content_hash !== hash) {
          throw new ClientError(
            422,
            'Idempotency-Key: this key was already used for a different mail; use a new key for a new mail.',
            'Idempotency-Key',
          );
        }
        return Boolean(queued);
      };
      if (await alreadyQueued()) return { code: 'OK' as const };

      const client = clientKey(app.uploadSecret, request.ip);
      const recipients = { to: resolve(body.to), cc: resolve(body.cc), bcc: resolve(body.bcc) };
      const mail = {
        ...apiMail({ ...body, ...recipients }),
        attachments,
        dedupeKey,
        clientKey: client,
        contentHash: hash,
      };
      const size = storedBytes(mail);
      const { bytes: quota, windowMs } = app.config.mailQuota;
      const used = await outbox.bytesQueuedBy(client, isoIn(-windowMs));
      if (used + size > quota) {
        request.log.warn({ used, size }, 'mail API quota reached');
        return reply
          .code(429)
          .header('Retry-After', String(Math.ceil(windowMs / 1000)))
          .send({ message: 'Too much mail from this address today. Please try again later.' });
      }
      // A concurrent twin may have queued the same key in the meantime: then this one stores nothing.
      if (!(await outbox.enqueue(mail))) await alreadyQueued();
      app.outboxWorker.wake();
      return { code: 'OK' as const };
    },
  );
};
