/**
 * POST /api/applications: a job application in one multipart request (docs/server.md). The resume
 * part is streamed to storage as it arrives (checked by its bytes on the way, never held whole);
 * server/services/job-applications.ts checks and stores the rest. Whatever fails, the streamed file
 * is removed unless the application that owns it was stored.
 */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { ApplicationCreated, IDEMPOTENCY_HEADER, RESUME_PART } from '#contracts/api/application';
import { ApiError } from '#contracts/api/api-error';
import { MAX_RESUME_BYTES } from '#contracts/api/files';
import { uuid } from '#contracts/fields';
import { RESUME_MESSAGES } from '#contracts/resume-file';
import { randomUUID } from 'node:crypto';
import { clientKey } from '../lib/client-key';
import { ClientError, isServiceUnavailable } from '../plugins/error-handler';
import { type JobApplicationDeps, type ReceivedResume, submitJobApplication } from '../services/job-applications';
import { resumeStreamCheck } from '../storage/resume-stream-check';
import { ResumeRejected } from '../storage/resume-type';
import { newStorageKey } from '../storage/storage';
import { mailOrigin, staffLinkOrigin } from '../mail/mail-origin';

export const applicationRoutes: FastifyPluginAsync = async (app) => {
  const deps: JobApplicationDeps = {
    applications: app.repos.jobApplications,
    outbox: app.repos.outbox,
    storage: app.storage,
    inboxes: app.config.mail.inboxes,
    mailOrigin: mailOrigin(app.config),
    confirmationLimits: app.config.confirmations,
    reserveUploadQuota: app.resumeUploads.reserveUploadQuota,
    wakeOutbox: () => app.outboxWorker.wake(),
    log: app.log.child({ component: 'applications' }),
  };
  await app.register(multipart, {
    limits: { fileSize: MAX_RESUME_BYTES, files: 1, fields: 40, fieldSize: 25_000, parts: 41, headerPairs: 100 },
  });

  app.post(
    '/applications',
    {
      bodyLimit: MAX_RESUME_BYTES + 256 * 1024,
      schema: {
        tags: ['applications'],
        description:
          "multipart/form-data: the application form's fields under the form's names, the opening as `jobId` (its REQ_ID), the source (UTM_SOURCE … LANDING_PAGE) and the resume (PDF, DOC or DOCX, at most 5 MB, checked by content) as `resume`. Header `Idempotency-Key` (a UUID kept across retries): a replay answers the same reference and stores and mails nothing new. 201 { reference }; 422 { message, errors: { field: message } }; 404 unknown opening; 409 opening not open; 413/415 the file; 429 quotas.",
        consumes: ['multipart/form-data'],
        response: {
          201: ApplicationCreated,
          400: ApiError,
          404: ApiError,
          409: ApiError,
          413: ApiError,
          415: ApiError,
          422: ApiError,
          429: ApiError,
        },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new ClientError(415, 'Send the application as multipart/form-data.');
      const header = request.headers[IDEMPOTENCY_HEADER.toLowerCase()];
      const key = header === undefined ? randomUUID() : uuid.safeParse(header).data;
      if (!key) {
        const message = `${IDEMPOTENCY_HEADER}: must be a UUID.`;
        throw new ClientError(400, message, IDEMPOTENCY_HEADER, undefined, { [IDEMPOTENCY_HEADER]: message });
      }
      const replay = Boolean(await deps.applications.byKey(key));
      const fields: Record<string, string> = {};
      let resume: ReceivedResume | undefined;
      let storedKey: string | undefined;
      let kept = false;
      let reference: string;
      try {
        try {
          for await (const part of request.parts()) {
            if (part.type === 'file') {
              if (part.fieldname !== RESUME_PART || resume || replay) {
                part.file.resume();
                continue;
              }
              const check = resumeStreamCheck();
              const key = newStorageKey('resumes', 'application/pdf');
              storedKey = key;
              // The part's own errors (its size limit) end the check stream, and so the write.
              part.file.on('error', (error) => check.stream.destroy(error));
              await app.storage.putStream(key, part.file.pipe(check.stream), 'application/pdf');
              if (part.file.truncated) throw new ResumeRejected(413, RESUME_MESSAGES.tooLarge);
              resume = {
                key,
                fileName: part.filename.replace(/[\r\n\\/]/g, '_').slice(0, 255) || 'resume',
                check: check.result,
              };
            } else if (typeof part.value === 'string' && !(part.fieldname in fields)) {
              fields[part.fieldname] = part.value;
            }
          }
        } catch (error) {
          if (error instanceof ResumeRejected || (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
            const message = RESUME_MESSAGES.tooLarge;
            const status = error instanceof ResumeRejected ? error.statusCode : 413;
            throw new ClientError(status, message, RESUME_PART, undefined, { [RESUME_PART]: message });
          }
          if ((error as { statusCode?: number }).statusCode || isServiceUnavailable(error)) throw error;
          const reason = error instanceof Error ? error.message : 'it could not be read';
          throw new ClientError(400, `The form data is incomplete or malformed: ${reason}.`);
        }
        const result = await submitJobApplication(deps, {
          fields,
          resume,
          key,
          clientKey: clientKey(app.uploadSecret, request.ip),
          consoleOrigin: staffLinkOrigin(app, request),
        });
        kept = result.stored;
        reference = result.reference;
      } finally {
        // The stored application owns its file; any other outcome leaves nothing behind (before answering).
        const file = resume?.key ?? storedKey;
        if (!kept && file) await app.storage.remove(file).catch(() => {});
      }
      return reply.code(201).send({ reference });
    },
  );
};
