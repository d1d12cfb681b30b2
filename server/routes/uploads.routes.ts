/**
 * PUT /api/uploads/<key>: where a signed local upload URL points. The signature and expiry are checked
 * before the body is read; the body must be a PDF, DOC or DOCX of at most 5 MB, judged by its bytes.
 */
import type { FastifyPluginAsync } from 'fastify';
import { ClientError } from '../plugins/error-handler';
import { resumeStored } from '../services/resume-uploads';
import { checkResume, MAX_RESUME_BYTES } from '../storage/resume-type';
import { keyForType, STORAGE_KEY } from '../storage/storage';
import { verifyUpload } from '../storage/upload-signature';

type UploadRoute = {
  Params: { folder: string; name: string };
  Querystring: { expires?: string; signature?: string };
  Body: Buffer | undefined;
};

export const uploadRoutes: FastifyPluginAsync = async (app) => {
  // The body is the file itself, whatever type the browser labels it with.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.put<UploadRoute>(
    '/:folder/:name',
    {
      bodyLimit: MAX_RESUME_BYTES,
      schema: { hide: true },
      onRequest: async (request) => {
        const key = `${request.params.folder}/${request.params.name}`;
        if (!STORAGE_KEY.test(key)) throw new ClientError(404, 'Not found');
        const check = verifyUpload(app.uploadSecret, key, request.query.expires, request.query.signature);
        if (check === 'expired') throw new ClientError(403, 'This upload link has expired. Please try again.');
        if (check === 'invalid') throw new ClientError(403, 'This upload link is not valid.');
      },
    },
    async (request, reply) => {
      const key = `${request.params.folder}/${request.params.name}`;
      const attachment = await app.repos.applications.attachmentByUploadKey(key);
      if (!attachment) throw new ClientError(404, 'No upload is expected here.');
      const bytes = request.body ?? Buffer.alloc(0);
      const type = await checkResume(bytes);
      // The bytes are reserved before the file is stored, so parallel uploads cannot pass the quota.
      const release = await app.resumeUploads.reserveUploadQuota(attachment.client_key, bytes.length);
      // Kept under the extension the bytes show, whatever the URL (the declared type) said.
      const storedKey = keyForType(key, type);
      const previous = attachment.storage_key;
      try {
        await app.storage.put(storedKey, bytes, type);
        await resumeStored(app.resumeUploads, attachment, { type, size: bytes.length, key: storedKey });
      } finally {
        await release();
      }
      // A PUT again (within the URL's time) with another type: the earlier file goes.
      if (previous && previous !== storedKey) await app.storage.remove(previous);
      return reply.code(200).send();
    },
  );
};
