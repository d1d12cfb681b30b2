/**
 * GET /files/resume: the resume a short-lived link names, to staff with a session. PDFs may be shown
 * inline; DOC and DOCX always download. `nosniff`, a sandboxing CSP, no caching, the type detected
 * from the bytes only, and a file name made from that type (server/storage/resume-file-name.ts),
 * never the extension the candidate's file had.
 */
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '#contracts/api/api-error';
import { ClientError } from '../../plugins/error-handler';
import { STAFF } from '../access';
import { type ConsoleContext, staffOf } from '../context';
import { isResumeType, resumeFileName } from '../../storage/resume-file-name';
import { contentDisposition, verifyResumeLink } from './resume-links';

const ResumeFileQuery = z.object({
  owner: z.enum(['application', 'internship']),
  id: z.uuid(),
  disposition: z.enum(['inline', 'attachment']),
  expires: z.string().regex(/^\d{1,13}$/),
  signature: z.string().max(100),
});

/** Where a record's resume is stored, its name and type. */
export async function resumeOf(ctx: ConsoleContext, owner: 'application' | 'internship', id: string) {
  if (owner === 'application') {
    const application = await ctx.applications.byId(id);
    const file = application?.attachment;
    if (!file?.storage_key) return undefined;
    return {
      key: file.storage_key,
      name: file.file_name,
      type: file.stored_type ?? 'application/octet-stream',
      size: file.size,
    };
  }
  const internship = await ctx.inbox.internship(id);
  if (!internship) return undefined;
  return {
    key: internship.resume_key,
    name: internship.resume_name,
    type: internship.resume_type,
    size: internship.resume_size,
  };
}

export const filesRoutes: FastifyPluginAsyncZod<{ ctx: ConsoleContext }> = async (app, { ctx }) => {
  app.get(
    '/files/resume',
    {
      config: { access: STAFF },
      schema: { tags: ['console'], querystring: ResumeFileQuery, response: { 403: ApiError, 404: ApiError } },
    },
    async (request, reply) => {
      const { user } = staffOf(request);
      const check = verifyResumeLink(ctx.app.uploadSecret, request.query, user.id);
      if (check !== 'valid')
        throw new ClientError(403, check === 'expired' ? 'This link has expired.' : 'This link is not valid.');
      const { owner, id, disposition } = request.query;
      const file = await resumeOf(ctx, owner, id);
      const stored = file && (await ctx.app.storage.inspect(file.key));
      if (!file || !stored) throw new ClientError(404, 'The file is not there.');
      const inline = disposition === 'inline' && file.type === 'application/pdf';
      await ctx.audit(request, 'resume.open', { type: owner, id }, { disposition: inline ? 'inline' : 'attachment' });
      const type = isResumeType(file.type) ? file.type : undefined;
      const name = type ? resumeFileName(file.name, type) : 'resume.bin';
      return (reply as FastifyReply)
        .header('Content-Type', type ?? 'application/octet-stream')
        .header('Content-Disposition', contentDisposition(inline ? 'inline' : 'attachment', name))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "sandbox; default-src 'none'")
        .header('Cache-Control', 'no-store')
        .send(stored.head);
    },
  );
};
