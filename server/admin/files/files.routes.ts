/**
 * The resume files, to staff with a session:
 * - GET /files/resume: the resume a short-lived link names (the "Download" link). PDFs may be shown
 *   inline; DOC and DOCX always download. `nosniff`, a sandboxing CSP, no caching, the type detected
 *   from the bytes only, and a file name made from that type (server/storage/resume-file-name.ts),
 *   never the extension the candidate's file had.
 * - GET /files/preview/:owner/:id: how the record screen shows the resume (resume-view.ts).
 * - GET /files/inline/:owner/:id: a PDF for the record screen's frame, only when its bytes are a PDF.
 */
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ResumeOwner, ResumePreview } from '#contracts/admin/common';
import { ClientError } from '../../plugins/error-handler';
import { STAFF } from '../access';
import { type ConsoleContext, staffOf } from '../context';
import { isResumeType, resumeFileName } from '../../storage/resume-file-name';
import { contentDisposition, verifyResumeLink } from './resume-links';
import { previewOf, readResume, resumeOf } from './resume-view';
import { consoleRoute } from '../resource/console-route';

const ResumeFileQuery = z.object({
  owner: z.enum(['application', 'internship']),
  id: z.uuid(),
  disposition: z.enum(['inline', 'attachment']),
  expires: z.string().regex(/^\d{1,13}$/),
  signature: z.string().max(100),
});

const RecordFile = z.object({ owner: ResumeOwner, id: z.uuid() });

/**
 * The framed PDF's policy. `sandbox` (no flags) makes the document an opaque origin that runs no
 * script, submits no form and opens no window; `default-src 'none'` lets it load nothing; only the
 * console's own pages may frame it. Chromium's PDF viewer renders under this policy (checked with
 * Chromium 156: e2e/console-resume.e2e.ts). The console's <iframe> carries no `sandbox` attribute of
 * its own: Chromium refuses to show a PDF in a frame its parent sandboxes (whatever the flags), so
 * the sandbox comes from this header, which the viewer honours.
 */
export const INLINE_PDF_CSP = "sandbox; default-src 'none'; frame-ancestors 'self'";

export const filesRoutes: FastifyPluginAsyncZod<{ ctx: ConsoleContext }> = async (app, { ctx }) => {
  app.get('/files/resume', consoleRoute(STAFF, { querystring: ResumeFileQuery }, null), async (request, reply) => {
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
  });

  app.get('/files/preview/:owner/:id', consoleRoute(STAFF, { params: RecordFile }, ResumePreview), async (request) => {
    const { owner, id } = request.params;
    const resume = await readResume(ctx, owner, id);
    if (!resume) throw new ClientError(404, 'There is no resume to show.');
    const preview = await previewOf(owner, id, resume);
    await ctx.audit(request, 'resume.preview', { type: owner, id }, { kind: preview.kind });
    return preview;
  });

  app.get('/files/inline/:owner/:id', consoleRoute(STAFF, { params: RecordFile }, null), async (request, reply) => {
    const { owner, id } = request.params;
    const resume = await readResume(ctx, owner, id);
    if (!resume) throw new ClientError(404, 'There is no resume to show.');
    // Whatever the record says, only bytes that are a PDF are ever sent to be shown.
    if (resume.type !== 'application/pdf') throw new ClientError(415, 'Only a PDF is shown here.');
    await ctx.audit(request, 'resume.open', { type: owner, id }, { disposition: 'frame' });
    return (reply as FastifyReply)
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', contentDisposition('inline', 'resume.pdf'))
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', INLINE_PDF_CSP)
      .header('X-Frame-Options', 'SAMEORIGIN')
      .header('Cross-Origin-Resource-Policy', 'same-origin')
      .header('Cache-Control', 'private, no-store')
      .send(resume.bytes);
  });
};
