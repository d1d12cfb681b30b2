/**
 * POST /api/internship-applications: the internship form as multipart, with the resume as
 * `resumeAttachment`. The route reads the parts and checks the fields with the shared schema;
 * server/services/internship-applications.ts does the rest.
 */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { InternshipApplication, InternshipApplicationResponse } from '#contracts/api/internship';
import { MAX_RESUME_BYTES } from '#contracts/api/files';
import { ApiError } from '#contracts/api/api-error';
import { uuid } from '#contracts/fields';
import { fieldErrorsOf, IDEMPOTENCY_HEADER } from '#contracts/api/application';
import { clientKey } from '../lib/client-key';
import { ClientError, isServiceUnavailable } from '../plugins/error-handler';
import { mailOrigin } from '../mail/mail-origin';
import { type InternshipDeps, submitInternshipApplication } from '../services/internship-applications';

const RESUME_FIELD = 'resumeAttachment';
const SUCCESS = 'Application submitted successfully!';

export const internshipRoutes: FastifyPluginAsync = async (app) => {
  const deps: InternshipDeps = {
    internships: app.repos.internships,
    outbox: app.repos.outbox,
    storage: app.storage,
    wakeOutbox: () => app.outboxWorker.wake(),
    inbox: app.config.mail.inboxes.internships,
    confirmationLimits: app.config.confirmations,
    mailOrigin: mailOrigin(app.config),
    reserveUploadQuota: app.resumeUploads.reserveUploadQuota,
    log: app.log.child({ component: 'internships' }),
  };
  await app.register(multipart, {
    limits: { fileSize: MAX_RESUME_BYTES, files: 1, fields: 40, fieldSize: 25_000, parts: 41, headerPairs: 100 },
  });

  app.post(
    '/internship-applications',
    {
      bodyLimit: MAX_RESUME_BYTES + 256 * 1024,
      schema: {
        tags: ['internship'],
        description:
          'multipart/form-data: the fields of the internship form, the resume (PDF, DOC or DOCX, at most 5 MB) as `resumeAttachment`, and optionally `applicationId` or the header `Idempotency-Key` (a UUID) so that a retry is not stored twice. 400 { message, field, errors: { field: message } } names every bad field.',
        consumes: ['multipart/form-data'],
        response: { 201: InternshipApplicationResponse, 400: ApiError, 413: ApiError, 415: ApiError, 429: ApiError },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new ClientError(415, 'Send the application as multipart/form-data.');
      const fields: Record<string, string> = {};
      let resume: { bytes: Buffer; name: string } | undefined;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file') {
            const bytes = await part.toBuffer();
            if (part.fieldname === RESUME_FIELD) resume = { bytes, name: part.filename };
          } else if (typeof part.value === 'string' && !(part.fieldname in fields)) {
            fields[part.fieldname] = part.value;
          }
        }
      } catch (error) {
        // Limits keep their own status (413…); anything else the parser trips on (a body cut short,
        // a malformed part header) is the client's doing: 400, saying what the parser saw.
        if ((error as { statusCode?: number }).statusCode || isServiceUnavailable(error)) throw error;
        const reason = error instanceof Error ? error.message : 'it could not be read';
        throw new ClientError(400, `The form data is incomplete or malformed: ${reason}.`);
      }

      const parsed = InternshipApplication.safeParse(fields);
      const errors = parsed.success ? {} : fieldErrorsOf(parsed.error.issues);
      if (!resume || resume.bytes.length === 0) errors[RESUME_FIELD] = 'is required';
      const [field, problem] = Object.entries(errors)[0] ?? [];
      if (!parsed.success || !resume || field) {
        throw new ClientError(400, `${field ?? 'request'}: ${problem ?? 'is invalid'}`, field, undefined, errors);
      }

      // The Idempotency-Key header, or the form's own `applicationId`: a retry stores and mails once.
      const header = request.headers[IDEMPOTENCY_HEADER.toLowerCase()];
      if (header !== undefined && !uuid.safeParse(header).success) {
        const message = `${IDEMPOTENCY_HEADER}: must be a UUID.`;
        throw new ClientError(400, message, IDEMPOTENCY_HEADER, undefined, { [IDEMPOTENCY_HEADER]: message });
      }
      const requestedId = uuid.safeParse(header ?? fields.applicationId);
      const { id } = await submitInternshipApplication(deps, {
        application: parsed.data,
        applicationId: requestedId.success ? requestedId.data : undefined,
        resume,
        clientKey: clientKey(app.uploadSecret, request.ip),
      });
      return reply.code(201).send({ id, message: SUCCESS });
    },
  );
};
