/**
 * Internship applications and contact messages in the console (admins and recruiters), each served
 * from its declaration (contracts/admin/inbox.ts, server/admin/resource/serve-resource.ts): lists with
 * search and a status filter, one record, status (new / handled) with an optional note, notes; and an
 * internship's resume through a short-lived link.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  type ContactMessageSummary,
  type InboxStatus,
  type InternshipSummary,
  contactMessagesResource,
  internshipsResource,
} from '#contracts/admin/inbox';
import { ClientError } from '../../plugins/error-handler';
import { internshipAnswers } from '../applications/answers';
import type { ConsoleContext } from '../context';
import { serveResumeLink } from '../files/serve-resume-link';
import { toHistory } from '../history';
import { serveResource } from '../resource/serve-resource';

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

const internship = (row: InternshipRow): InternshipSummary => ({
  id: row.id,
  name: `${row.first_name} ${row.last_name}`,
  email: row.email,
  areaOfInterest: areaOf(row.details),
  status: row.review_status as InboxStatus,
  createdAt: row.created_at,
});

const message = (row: ContactMessageRow): ContactMessageSummary => ({
  id: row.id,
  name: row.name,
  email: row.email,
  preview: preview(row.message),
  status: row.review_status as InboxStatus,
  createdAt: row.created_at,
});

export const inboxRoutes: FastifyPluginAsyncZod<{ ctx: ConsoleContext }> = async (app, { ctx }) => {
  const history = async (subject: 'internship' | 'contact-message', id: string) =>
    (await ctx.reviews.history(subject, id)).map(toHistory);

  serveResource(app, ctx, internshipsResource, {
    list: async (query) => {
      const { items, total } = await ctx.inbox.internships(query);
      return { items: items.map(internship), total };
    },
    record: async (id) => {
      const row = await ctx.inbox.internship(id);
      return (
        row && {
          ...internship(row),
          answers: internshipAnswers(row.details, row.aadhaar_masked),
          resumeFile: { fileName: row.resume_name, contentType: row.resume_type, size: row.resume_size },
          history: await history('internship', id),
        }
      );
    },
  });

  serveResource(app, ctx, contactMessagesResource, {
    list: async (query) => {
      const { items, total } = await ctx.inbox.contactMessages(query);
      return { items: items.map(message), total };
    },
    record: async (id) => {
      const row = await ctx.inbox.contactMessage(id);
      return (
        row && {
          ...message(row),
          phone: row.phone,
          message: row.message,
          smsConsent: row.sms_consent === 1,
          consentText: row.consent_text,
          consentAt: row.consent_at,
          history: await history('contact-message', id),
        }
      );
    },
  });

  serveResumeLink(app, ctx, 'internship', internshipsResource.path, async (id) => {
    const row = await ctx.inbox.internship(id);
    if (!row) throw new ClientError(404, internshipsResource.missing);
    return { contentType: row.resume_type };
  });
};
