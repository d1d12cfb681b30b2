/**
 * Contact messages in the console (every staff role), served from their declaration
 * (contracts/admin/inbox.ts, server/admin/resource/serve-resource.ts): a list with search and a status
 * filter, one record, status (new / handled) with an optional note, notes, replies and links.
 * (Internship applications have a pipeline of their own: server/admin/internships/.)
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type ContactMessageSummary, type InboxStatus, contactMessagesResource } from '#contracts/admin/inbox';
import { UuidParams } from '#contracts/admin/common';
import { contactTopicLabel } from '#contracts/api/contact';
import { LINK_KINDS, LINK_KIND_LABELS, LinkOptions, LinkOptionsQuery } from '#contracts/admin/record-links';
import { ClientError } from '../../plugins/error-handler';
import type { ContactMessageListRow } from '../../repositories/contact-messages.repository';
import type { InboxFilter } from '../../repositories/search';
import { STAFF } from '../access';
import { type ConsoleContext, reviewerOf, staffOf } from '../context';
import { consoleRoute } from '../resource/console-route';
import { composeContactReply } from './contact-reply';
import { LINK_RESOLVERS, readLink } from './record-links';
import { toHistory, toSentMail } from '../history';
import { serveResource } from '../resource/serve-resource';

const preview = (message: string) => {
  const first = message.split(/\r?\n/).find((line) => line.trim()) ?? '';
  return first.length > 120 ? `${first.slice(0, 119)}…` : first;
};

const message = (row: ContactMessageListRow): ContactMessageSummary => ({
  id: row.id,
  name: row.name,
  email: row.email,
  company: row.company,
  topic: contactTopicLabel(row.topic),
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
    subject: 'contact-message',
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

  const messages = inboxStore(
    'contact-message',
    { page: ctx.contactMessages.page, one: ctx.contactMessages.byId, summary: message },
    (row) => ({
      phone: row.phone,
      message: row.message,
      smsConsent: row.sms_consent === 1,
      consentText: row.consent_text,
      consentAt: row.consent_at,
    }),
  );
  const messageRecord = async (id: string) => {
    const base = await messages.record(id);
    const row = base && (await ctx.contactMessages.byId(id));
    if (!base || !row) return undefined;
    const [mails, link] = await Promise.all([ctx.contactMessages.replies(id), readLink(ctx.app.db, row)]);
    return { ...base, mails: mails.map(toSentMail(id)), link };
  };
  const messageRow = async (id: string) => {
    const row = await ctx.contactMessages.byId(id);
    if (!row) throw new ClientError(404, contactMessagesResource.missing);
    return row;
  };

  serveResource(app, ctx, contactMessagesResource, {
    list: messages.list,
    record: messageRecord,
    actions: {
      reply: async ({ request, id, body }) => {
        const row = await messageRow(id);
        const { user } = staffOf(request);
        const reply = composeContactReply(body, row, user, ctx.config.publicUrl);
        const mailId = await ctx.contactMessages.queueReply(id, reply, reviewerOf(request));
        ctx.app.outboxWorker.wake();
        return { audit: { mail: mailId } };
      },
      link: async ({ request, id, body: { link } }) => {
        await messageRow(id);
        const name = link ? await LINK_RESOLVERS[link.kind].name(ctx.app.db, link.id) : undefined;
        if (link && name === undefined) {
          throw new ClientError(404, `No such ${LINK_KIND_LABELS[link.kind].toLowerCase()}.`);
        }
        const note = link ? `About ${LINK_KIND_LABELS[link.kind].toLowerCase()} ${name ?? ''}.` : 'No longer linked.';
        await ctx.contactMessages.setLink(id, link, note, reviewerOf(request));
        return { audit: { link: link ?? null } };
      },
    },
  });

  app.get(
    `/${contactMessagesResource.path}/:id/link-options`,
    consoleRoute(STAFF, { params: UuidParams, querystring: LinkOptionsQuery }, LinkOptions),
    async (request) => {
      const row = await messageRow(request.params.id);
      const items = (
        await Promise.all(
          LINK_KINDS.map((kind) =>
            LINK_RESOLVERS[kind].options(ctx.app.db, { email: row.email, search: request.query.search }, 10),
          ),
        )
      ).flat();
      await ctx.audit(request, 'contact-message.link-options', { type: 'contact-message', id: request.params.id });
      return { items };
    },
  );
};
