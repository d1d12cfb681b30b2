/**
 * Delivers the outbox: claims due mails one at a time (safe across instances), sends them, and on
 * failure retries with exponential backoff up to a limit. `runOnce` is what tests drive directly.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { ClaimedMail, OutboxRepository, ReadyMail } from '../repositories/outbox.repository';
import type { MailTransport } from './transport';

export type OutboxWorkerOptions = {
  outbox: OutboxRepository;
  transport: MailTransport;
  log: FastifyBaseLogger;
  pollMs: number;
  maxAttempts: number;
  backoffMs: number;
  leaseMs: number;
  /** Reads a stored file an attachment names (a resume attached from storage); undefined when it is gone. */
  readStoredFile?: (key: string) => Promise<Buffer | undefined>;
  /** Extra periodic work done on each tick (checking S3 uploads). */
  onTick?: () => Promise<void>;
};

const MAX_BACKOFF_MS = 60 * 60 * 1000;
const BATCH = 25;

export const backoffFor = (attempt: number, baseMs: number) =>
  Math.min(baseMs * 2 ** Math.max(0, attempt - 1), MAX_BACKOFF_MS);

export function createOutboxWorker(options: OutboxWorkerOptions) {
  const workerId = randomUUID();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = true;

  /** Reads the attachments kept in storage; a file that is gone (erased) fails the attempt. */
  async function withFiles(mail: ClaimedMail): Promise<ReadyMail> {
    const attachments = [];
    for (const attachment of mail.attachments) {
      if (attachment.content) {
        attachments.push({ ...attachment, content: attachment.content });
        continue;
      }
      const content = await options.readStoredFile?.(attachment.storageKey);
      if (!content) throw new Error(`the attached file ${attachment.filename} is no longer stored`);
      attachments.push({ filename: attachment.filename, contentType: attachment.contentType, content });
    }
    return { ...mail, attachments };
  }

  async function deliverDue(): Promise<number> {
    let sent = 0;
    for (let i = 0; i < BATCH; i++) {
      const mail = await options.outbox.claimNext(workerId, options.leaseMs);
      if (!mail) break;
      try {
        await options.transport.send(await withFiles(mail));
        await options.outbox.markSent(mail.id, workerId);
        sent++;
        options.log.info({ mailId: mail.id, attempt: mail.attempts }, 'mail delivered');
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        const retry = mail.attempts < options.maxAttempts ? backoffFor(mail.attempts, options.backoffMs) : undefined;
        await options.outbox.markFailed(mail.id, workerId, reason, retry);
        options.log.warn({ mailId: mail.id, attempt: mail.attempts, retryInMs: retry, reason }, 'mail not delivered');
        // The mail server is likely down: stop this round instead of hammering it with the rest.
        break;
      }
    }
    return sent;
  }

  /** One round: the periodic extra work, then every due mail. Overlapping calls share one round. */
  function runOnce(): Promise<number> {
    running ??= (async () => {
      try {
        if (options.onTick) await options.onTick();
        return await deliverDue();
      } catch (error) {
        options.log.error({ err: error }, 'outbox round failed');
        return 0;
      } finally {
        running = undefined;
      }
    })();
    return running;
  }

  const schedule = (delay: number) => {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      void runOnce().then(() => schedule(options.pollMs));
    }, delay);
    timer.unref();
  };

  return {
    workerId,
    runOnce,
    start() {
      if (!stopped) return;
      stopped = false;
      schedule(0);
    },
    /** Delivers soon (after a new mail was queued) instead of waiting for the next poll. */
    wake() {
      if (!stopped) schedule(10);
    },
    /** Stops polling and waits for the round in flight to finish. */
    async stop() {
      stopped = true;
      clearTimeout(timer);
      if (running) await running;
    },
  };
}
export type OutboxWorker = ReturnType<typeof createOutboxWorker>;
