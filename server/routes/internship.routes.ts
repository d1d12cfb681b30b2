/**
 * POST /api/internship-applications: the internship form as multipart, with the resume as
 * `resumeAttachment`. Validated by the shared schema, stored (the Aadhaar number only masked), the
 * resume kept, and a mail queued to the internship inbox with the resume attached.
 */
import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { maskAadhaar } from '#contracts/aadhaar';
import { InternshipApplication, InternshipApplicationResponse } from '#contracts/api/internship';
import { MAX_RESUME_BYTES } from '#contracts/api/files';
import { ApiError } from '#contracts/api/api-error';
import { uuid } from '#contracts/fields';
import { internshipMail } from '../mail/compose';
import { ClientError } from '../plugins/error-handler';
import { nowIso } from '../lib/clock';
import { checkResume, EXTENSION_OF } from '../storage/resume-type';
import { newStorageKey } from '../storage/storage';

const RESUME_FIELD = 'resumeAttachment';
const SUCCESS = 'Application submitted successfully!';

export const internshipRoutes: FastifyPluginAsync = async (app) => {
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
          'multipart/form-data: the fields of the internship form, the resume (PDF, DOC or DOCX, at most 5 MB) as `resumeAttachment`, and optionally `applicationId` (a UUID) so that a retry is not stored twice.',
        consumes: ['multipart/form-data'],
        response: { 201: InternshipApplicationResponse, 400: ApiError, 413: ApiError, 415: ApiError, 429: ApiError },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new ClientError(415, 'Send the application as multipart/form-data.');
      const fields: Record<string, string> = {};
      let resume: { bytes: Buffer; name: string } | undefined;
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          const bytes = await part.toBuffer();
          if (part.fieldname === RESUME_FIELD) resume = { bytes, name: part.filename };
        } else if (typeof part.value === 'string' && !(part.fieldname in fields)) {
          fields[part.fieldname] = part.value;
        }
      }

      const parsed = InternshipApplication.safeParse(fields);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const field = issue?.path.join('.') || undefined;
        throw new ClientError(400, `${field ?? 'request'}: ${issue?.message ?? 'is invalid'}`, field);
      }
      if (!resume || resume.bytes.length === 0)
        throw new ClientError(400, `${RESUME_FIELD}: is required`, RESUME_FIELD);

      const requestedId = uuid.safeParse(fields.applicationId);
      const id = requestedId.success ? requestedId.data : randomUUID();
      const existing = requestedId.success ? await app.repos.internships.byId(id) : undefined;
      if (existing && existing.email !== parsed.data.email.toLowerCase()) {
        throw new ClientError(409, 'A different application with this id already exists.', 'applicationId');
      }

      const type = await checkResume(resume.bytes);
      const { aadharCardNumber, ...application } = parsed.data;
      const aadhaarMasked = aadharCardNumber ? maskAadhaar(aadharCardNumber) : null;
      if (!existing) {
        const key = newStorageKey('internships', type);
        await app.storage.put(key, resume.bytes, type);
        await app.repos.internships.insert({
          id,
          email: application.email.toLowerCase(),
          first_name: application.firstName,
          last_name: application.lastName,
          details: JSON.stringify(application),
          aadhaar_masked: aadhaarMasked,
          resume_key: key,
          resume_type: type,
          resume_size: resume.bytes.length,
          resume_name: resume.name.replace(/[\r\n]/g, '').slice(0, 255),
          created_at: nowIso(),
        });
      }
      // Queued once per application (dedupe key), also on a retry: if the database failed after the
      // application was stored but before its mail was queued, the client's retry queues it.
      const filename = `resume-${application.firstName}-${application.lastName}`.replace(/[^A-Za-z0-9_-]/g, '');
      await app.repos.outbox.enqueue({
        ...internshipMail(app.config.mail.inboxes.internships, application, aadhaarMasked),
        attachments: [{ filename: `${filename}.${EXTENSION_OF[type]}`, contentType: type, content: resume.bytes }],
        dedupeKey: `internship:${id}`,
      });
      app.outboxWorker.wake();
      return reply.code(201).send({ id, message: SUCCESS });
    },
  );
};
