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
import type { ContactMessageListRow } from '../../repositories/contact-messages.repository';
import type { InternshipListRow } from '../../repositories/internships.repository';
import type { InboxFilter } from '../../repositories/search';
import { internshipAnswers } from '../applications/answers';
import type { ConsoleContext } from '../context';
import { serveResumeLink } from '../files/serve-resume-link';
import { toHistory } from '../history';
import { serveResource } from '../resource/serve-resource';

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

const internship = (row: InternshipListRow): InternshipSummary => ({
  id: row.id,
  name: `${row.first_name} ${row.last_name}`,
  email: row.email,
  areaOfInterest: areaOf(row.details),
  status: row.review_status as InboxStatus,
  createdAt: row.created_at,
});

const message = (row: ContactMessageListRow): ContactMessageSummary => ({
  id: row.id,
  name: row.name,
  email: row.email,
  preview: preview(row.message),
  status: row.review_status as InboxStatus,
  createdAt: row.created_at,
});

/**
 * How an inbox's rows are read and shown: its page of rows, one row, each row's summary, and what the
 * record adds to it (its history comes from the reviews).
 */
type InboxRows<ListRow, Row extends ListRow, Summary> = {
  page: (query: InboxFilter) => Promise<{ items: ListRow[]; total: number }>;
  one: (id: string) => Promise<Row | undefined>;
  summary: (row: ListRow) => Summary;
};

export const inboxRoutes: FastifyPluginAsyncZod<{ ctx: ConsoleContext }> = async (app, { ctx }) => {
  const inboxStore = <ListRow, Row extends ListRow, Summary, Extra>(
    subject: 'internship' | 'contact-message',
    rows: InboxRows<ListRow, Row, Summary>,
    extra: (row: Row) => Extra,
  ) => ({
    list: async (query: InboxFilter) => {
      const { items, total } = await rows.page(query);
      return { items: items.map(rows.summary), total };
    },
    record: async (id: string) => {
      const row = await rows.one(id);
      if (!row) return undefined;
      const history = await ctx.reviews.history(subject, id);
      return { ...rows.summary(row), ...extra(row), history: history.map(toHistory) };
    },
  });

  serveResource(
    app,
    ctx,
    internshipsResource,
    inboxStore('internship', { page: ctx.internships.page, one: ctx.internships.byId, summary: internship }, (row) => ({
      answers: internshipAnswers(row.details, row.aadhaar_masked),
      resumeFile: { fileName: row.resume_name, contentType: row.resume_type, size: row.resume_size },
    })),
  );

  serveResource(
    app,
    ctx,
    contactMessagesResource,
    inboxStore(
      'contact-message',
      { page: ctx.contactMessages.page, one: ctx.contactMessages.byId, summary: message },
      (row) => ({
        phone: row.phone,
        message: row.message,
        smsConsent: row.sms_consent === 1,
        consentText: row.consent_text,
        consentAt: row.consent_at,
      }),
    ),
  );

  serveResumeLink(app, ctx, 'internship', internshipsResource.path, async (id) => {
    const row = await ctx.internships.byId(id);
    if (!row) throw new ClientError(404, internshipsResource.missing);
    return { contentType: row.resume_type };
  });
};
