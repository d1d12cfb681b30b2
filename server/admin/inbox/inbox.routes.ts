/**
 * Internship applications and contact messages in the console (admins and recruiters), each served
 * from its declaration (contracts/admin/inbox.ts, server/admin/inbox/inbox-resource.ts): lists with
 * search and a status filter, one record, status (new / handled) with an optional note, notes; and an
 * internship's resume through a short-lived link.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ResumeLink, UuidParams } from '#contracts/admin/common';
import {
  type ContactMessageSummary,
  type InboxStatus,
  type InternshipSummary,
  contactMessagesResource,
  internshipsResource,
} from '#contracts/admin/inbox';
import { ClientError } from '../../plugins/error-handler';
import { STAFF } from '../access';
import { internshipAnswers } from '../applications/answers';
import { type ConsoleContext, staffOf } from '../context';
import { resumeLink } from '../files/resume-links';
import { inboxErrors, serveInbox } from './inbox-resource';

type Inbox = ConsoleContext['inbox'];
type InternshipRow = Awaited<ReturnType<Inbox['internships']>>['items'][number];
type ContactMessageRow = Awaited<ReturnType<Inbox['contactMessages']>>['items'][number];

const areaOf = (detailsJson: string) => {
  try {
    const details = JSON.parse(detailsJson) as { areaOfInterest?: unknown };
    return typeof details.areaOfInterest === 'string' ? details.areaOfInterest : '';
  } catch {
    return '';
  }
};

const preview = (message: string) => {
  const first = message.split(/\r?\n/).find((line) => line.trim()) ?? '';
  return first.length > 120 ? `${first.slice(0, 119)}…` : first;
};

export const inboxRoutes: FastifyPluginAsyncZod<{ ctx: ConsoleContext }> = async (app, { ctx }) => {
  const internship = (row: InternshipRow): InternshipSummary => ({
    id: row.id,
    name: `${row.first_name} ${row.last_name}`,
    email: row.email,
    areaOfInterest: areaOf(row.details),
    status: row.review_status as InboxStatus,
    createdAt: row.created_at,
  });
  serveInbox(app, ctx, internshipsResource, {
    list: (query) => ctx.inbox.internships(query),
    find: (id) => ctx.inbox.internship(id),
    summary: internship,
    detail: (row, history) => ({
      ...internship(row),
      answers: internshipAnswers(row.details, row.aadhaar_masked),
      resumeFile: { fileName: row.resume_name, contentType: row.resume_type, size: row.resume_size },
      history,
    }),
  });

  const message = (row: ContactMessageRow): ContactMessageSummary => ({
    id: row.id,
    name: row.name,
    email: row.email,
    preview: preview(row.message),
    status: row.review_status as InboxStatus,
    createdAt: row.created_at,
  });
  serveInbox(app, ctx, contactMessagesResource, {
    list: (query) => ctx.inbox.contactMessages(query),
    find: (id) => ctx.inbox.contactMessage(id),
    summary: message,
    detail: (row, history) => ({
      ...message(row),
      phone: row.phone,
      message: row.message,
      smsConsent: row.sms_consent === 1,
      consentText: row.consent_text,
      consentAt: row.consent_at,
      history,
    }),
  });

  app.post(
    '/internships/:id/resume-link',
    {
      config: { access: STAFF },
      schema: { tags: ['console'], params: UuidParams, response: { 200: ResumeLink, ...inboxErrors } },
    },
    async (request) => {
      const { id } = request.params;
      const row = await ctx.inbox.internship(id);
      if (!row) throw new ClientError(404, internshipsResource.missing);
      const userId = staffOf(request).user.id;
      const download = resumeLink(ctx.app.uploadSecret, 'internship', id, 'attachment', userId);
      const inline =
        row.resume_type === 'application/pdf'
          ? resumeLink(ctx.app.uploadSecret, 'internship', id, 'inline', userId)
          : null;
      await ctx.audit(request, 'internship.resume-link', { type: 'internship', id });
      return { downloadUrl: download.url, inlineUrl: inline?.url ?? null, expiresAt: download.expiresAt };
    },
  );
};
