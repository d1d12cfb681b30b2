/**
 * `POST /<path>/:id/resume-link` for a record with a resume (a job application, an internship
 * application): a short-lived download link and, for a PDF, one to show it; audited as
 * `<owner>.resume-link`. `find` answers the stored file's type, or throws when there is none.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ResumeLink, UuidParams } from '#contracts/admin/common';
import { STAFF } from '../access';
import { type ConsoleContext, staffOf } from '../context';
import { consoleRoute } from '../resource/console-route';
import { type ResumeOwner, resumeLink } from './resume-links';

type App = Parameters<FastifyPluginAsyncZod>[0];

export function serveResumeLink(
  app: App,
  ctx: ConsoleContext,
  owner: ResumeOwner,
  path: string,
  find: (id: string, request: FastifyRequest) => Promise<{ contentType: string }>,
) {
  app.post(`/${path}/:id/resume-link`, consoleRoute(STAFF, { params: UuidParams }, ResumeLink), async (request) => {
    const { id } = request.params;
    const { contentType } = await find(id, request);
    const userId = staffOf(request).user.id;
    const link = (disposition: 'inline' | 'attachment') =>
      resumeLink(ctx.app.uploadSecret, owner, id, disposition, userId);
    const download = link('attachment');
    const inline = contentType === 'application/pdf' ? link('inline') : null;
    await ctx.audit(request, `${owner}.resume-link`, { type: owner, id });
    return { downloadUrl: download.url, inlineUrl: inline?.url ?? null, expiresAt: download.expiresAt };
  });
}
