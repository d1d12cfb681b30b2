/**
 * The durable mail outbox. A mail is committed here before the API answers; workers claim due mails
 * with a lease so that two server instances never send one mail twice: on PostgreSQL the claim uses
 * FOR UPDATE SKIP LOCKED, on SQLite the single UPDATE … RETURNING runs under the database's write lock.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db, Dialect } from '../db/database';
import type { MailOutboxTable } from '../db/schema';
import { isoIn, nowIso } from '../lib/clock';

/** An attachment's bytes, or (a resume already kept) the storage key they are read from when the mail is sent. */
export type OutgoingAttachment = { filename: string; contentType: string } & (
  { content: Buffer; storageKey?: undefined } | { storageKey: string; content?: undefined }
);

export type OutgoingMail = {
  kind: MailOutboxTable['kind'];
  to: string[];
  cc?: string[];
  bcc?: string[];
  subject: string;
  html: string;
  text: string;
  /** The outside person the mail is about, for erasure. */
  subjectEmail?: string | undefined;
  /** Set to queue a mail at most once (e.g. one confirmation per candidate). */
  dedupeKey?: string;
  attachments?: OutgoingAttachment[];
  /** Where answers go (a recruiter's address) when not to the sender. */
  replyTo?: string | undefined;
  /** The requesting client (server/lib/client-key.ts), for its quota and the confirmation throttle. */
  clientKey?: string | undefined;
  /** The request's content hash, so a reused Idempotency-Key with another body can be told apart. */
  contentHash?: string | undefined;
  /** Not sent before this time (ISO): a delayed mail, cancellable until it leaves. */
  notBefore?: string | undefined;
  /** The console record a staff member's mail is about, where it is listed and cancelled. */
  about?: MailAbout | undefined;
};

export type MailAbout = { type: 'application' | 'internship' | 'contact-message'; id: string };

export type ClaimedMail = {
  id: string;
  to: string[];
  cc: string[];
  bcc: string[];
  subject: string;
  html: string;
  text: string;
  attempts: number;
  attachments: OutgoingAttachment[];
  replyTo: string | null;
};

/** A claimed mail whose attachments are all bytes (those from storage read), ready for the transport. */
export type ReadyMail = Omit<ClaimedMail, 'attachments'> & {
  attachments: { filename: string; contentType: string; content: Buffer }[];
};

/** What a mail stores: its HTML and text and its attachments' content. */
export const storedBytes = (mail: Pick<OutgoingMail, 'html' | 'text' | 'attachments'>) =>
  Buffer.byteLength(mail.html) +
  Buffer.byteLength(mail.text) +
  (mail.attachments ?? []).reduce((sum, attachment) => sum + (attachment.content?.length ?? 0), 0);

const list = (json: string): string[] => JSON.parse(json) as string[];

/**
 * Queues a mail (and its attachments) with `db`, which may be a transaction of the caller's: then the
 * mail is committed together with the record it is about, or not at all. Returns its id, or undefined
 * when deduplicated.
 */
export async function enqueueMail(db: Db, mail: OutgoingMail): Promise<string | undefined> {
  const id = randomUUID();
  const now = nowIso();
  const sizeBytes = storedBytes(mail);
  const result = await db
    .insertInto('mail_outbox')
    .values({
      id,
      dedupe_key: mail.dedupeKey ?? null,
      kind: mail.kind,
      to_addresses: JSON.stringify(mail.to),
      cc_addresses: JSON.stringify(mail.cc ?? []),
      bcc_addresses: JSON.stringify(mail.bcc ?? []),
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      subject_email: mail.subjectEmail?.toLowerCase() ?? null,
      status: 'pending',
      attempts: 0,
      next_attempt_at: mail.notBefore ?? now,
      not_before: mail.notBefore ?? null,
      about_type: mail.about?.type ?? null,
      about_id: mail.about?.id ?? null,
      created_at: now,
      client_key: mail.clientKey ?? null,
      size_bytes: sizeBytes,
      content_hash: mail.contentHash ?? null,
      reply_to: mail.replyTo ?? null,
    })
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .executeTakeFirst();
  if (!result.numInsertedOrUpdatedRows) return undefined;
  for (const [position, attachment] of (mail.attachments ?? []).entries()) {
    await db
      .insertInto('mail_attachments')
      .values({
        id: randomUUID(),
        mail_id: id,
        position,
        filename: attachment.filename,
        content_type: attachment.contentType,
        content: attachment.content ?? Buffer.alloc(0),
        storage_key: attachment.storageKey ?? null,
      })
      .execute();
  }
  return id;
}

/** A delayed mail that was cancelled, or why not. */
export type CancelOutcome = { cancelled: true; subject: string } | { cancelled: false; reason: 'missing' | 'gone' };

/**
 * Cancels a mail about `about` that has not left: still pending and not claimed by a sender right
 * now. `missing` when there is no such mail about that record; `gone` when it was sent, failed,
 * cancelled already, or is being sent at this moment.
 */
export async function cancelMail(db: Db, mailId: string, about: MailAbout, by: string): Promise<CancelOutcome> {
  const now = nowIso();
  const row = await db
    .updateTable('mail_outbox')
    .set({ status: 'cancelled', cancelled_at: now, cancelled_by: by, locked_until: null, locked_by: null })
    .where('id', '=', mailId)
    .where('about_type', '=', about.type)
    .where('about_id', '=', about.id)
    .where('status', '=', 'pending')
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
    .returning('subject')
    .executeTakeFirst();
  if (row) {
    await db.deleteFrom('mail_attachments').where('mail_id', '=', mailId).execute();
    return { cancelled: true, subject: row.subject };
  }
  const exists = await db
    .selectFrom('mail_outbox')
    .select('id')
    .where('id', '=', mailId)
    .where('about_type', '=', about.type)
    .where('about_id', '=', about.id)
    .executeTakeFirst();
  return { cancelled: false, reason: exists ? 'gone' : 'missing' };
}

/** Cancels every delayed mail about `about` that has not left yet; answers their subjects. */
export async function cancelDelayedMails(db: Db, about: MailAbout, by: string): Promise<string[]> {
  const waiting = await db
    .selectFrom('mail_outbox')
    .select('id')
    .where('about_type', '=', about.type)
    .where('about_id', '=', about.id)
    .where('status', '=', 'pending')
    .where('not_before', 'is not', null)
    .execute();
  const subjects: string[] = [];
  for (const { id } of waiting) {
    const outcome = await cancelMail(db, id, about, by);
    if (outcome.cancelled) subjects.push(outcome.subject);
  }
  return subjects;
}

export function outboxRepository(db: Db, dialect: Dialect) {
  return {
    /** Commits a mail (and its attachments) to the outbox. Returns its id, or undefined when deduplicated. */
    async enqueue(mail: OutgoingMail): Promise<string | undefined> {
      return db.transaction().execute((trx) => enqueueMail(trx, mail));
    },

    /** Claims the oldest due mail for `workerId` until the lease ends, or undefined when none is due. */
    async claimNext(workerId: string, leaseMs: number): Promise<ClaimedMail | undefined> {
      const now = nowIso();
      const lockedUntil = isoIn(leaseMs);
      const due = db
        .selectFrom('mail_outbox')
        .select('id')
        .where('status', '=', 'pending')
        .where('next_attempt_at', '<=', now)
        .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
        .orderBy('next_attempt_at')
        .orderBy('created_at')
        .limit(1);
      const row = await db
        .updateTable('mail_outbox')
        .set((eb) => ({ locked_until: lockedUntil, locked_by: workerId, attempts: eb('attempts', '+', 1) }))
        .where('id', '=', dialect === 'postgres' ? due.forUpdate().skipLocked() : due)
        // Re-checked at write time: on SQLite a competing claim between the read and the write loses here.
        .where('status', '=', 'pending')
        .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
        .returningAll()
        .executeTakeFirst();
      if (!row) return undefined;
      const attachments = await db
        .selectFrom('mail_attachments')
        .select(['filename', 'content_type', 'content', 'storage_key'])
        .where('mail_id', '=', row.id)
        .orderBy('position')
        .execute();
      return {
        id: row.id,
        to: list(row.to_addresses),
        cc: list(row.cc_addresses),
        bcc: list(row.bcc_addresses),
        subject: row.subject,
        html: row.html,
        text: row.text,
        attempts: row.attempts,
        replyTo: row.reply_to,
        attachments: attachments.map((a): OutgoingAttachment =>
          a.storage_key
            ? { filename: a.filename, contentType: a.content_type, storageKey: a.storage_key }
            : { filename: a.filename, contentType: a.content_type, content: Buffer.from(a.content) },
        ),
      };
    },

    /** Marks a claimed mail sent and deletes its attachments' content: a delivered mail keeps no files. */
    async markSent(id: string, workerId: string) {
      await db.transaction().execute(async (trx) => {
        const marked = await trx
          .updateTable('mail_outbox')
          .set({ status: 'sent', sent_at: nowIso(), locked_until: null, locked_by: null, last_error: null })
          .where('id', '=', id)
          .where('locked_by', '=', workerId)
          .executeTakeFirst();
        if (marked.numUpdatedRows > 0n) await trx.deleteFrom('mail_attachments').where('mail_id', '=', id).execute();
      });
    },

    async byDedupeKey(dedupeKey: string) {
      return db
        .selectFrom('mail_outbox')
        .select(['id', 'content_hash'])
        .where('dedupe_key', '=', dedupeKey)
        .executeTakeFirst();
    },

    /** Bytes the client's mails stored since `since` (ISO time): its mail API quota. */
    async bytesQueuedBy(clientKey: string, since: string): Promise<number> {
      const row = await db
        .selectFrom('mail_outbox')
        .select(sql<string | number | null>`sum(size_bytes)`.as('bytes'))
        .where('client_key', '=', clientKey)
        .where('created_at', '>=', since)
        .executeTakeFirst();
      return Number(row?.bytes ?? 0);
    },

    /** How many mails of these kinds were queued since `since`, to one address or for one client. */
    async countRecent(
      kinds: MailOutboxTable['kind'][],
      since: string,
      who: { subjectEmail: string } | { clientKey: string },
    ): Promise<number> {
      const row = await db
        .selectFrom('mail_outbox')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('kind', 'in', kinds)
        .where('created_at', '>=', since)
        .where((eb) =>
          'subjectEmail' in who
            ? eb('subject_email', '=', who.subjectEmail.toLowerCase())
            : eb('client_key', '=', who.clientKey),
        )
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    /** Gives a claimed mail back for a later attempt, or marks it failed for good. */
    async markFailed(id: string, workerId: string, error: string, retryInMs: number | undefined) {
      await db
        .updateTable('mail_outbox')
        .set({
          status: retryInMs === undefined ? 'failed' : 'pending',
          next_attempt_at: isoIn(retryInMs ?? 0),
          locked_until: null,
          locked_by: null,
          last_error: error.slice(0, 1000),
        })
        .where('id', '=', id)
        .where('locked_by', '=', workerId)
        .execute();
    },

    async byId(id: string) {
      return db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async counts() {
      const rows = await db
        .selectFrom('mail_outbox')
        .select(['status', sql<string>`count(*)`.as('count')])
        .groupBy('status')
        .execute();
      return Object.fromEntries(rows.map((row) => [row.status, Number(row.count)]));
    },
  };
}
export type OutboxRepository = ReturnType<typeof outboxRepository>;
