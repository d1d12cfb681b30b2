/**
 * Audit rows of reads (a talent search: who searched and how many results), written in batches.
 * On SQLite every commit waits for a disk flush (`synchronous = FULL`): one commit per search cost
 * more than the search itself on a busy disk, and it held the server's one thread. A read's row is
 * stamped when it happens, kept in memory, and all rows waiting are written in one transaction
 * `intervalMs` later (or at once when `flush` is called: before the log is read, and when the app
 * closes). Changes are never buffered: their row is written with the change (./audit.repository.ts).
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database';
import type { AuditLogTable } from '../db/schema';
import { nowIso } from '../lib/clock';
import type { AuditRecord } from './audit.repository';

export const AUDIT_BATCH_MS = 250;

export type AuditBuffer = {
  /** Keeps the row (stamped now) for the next batch. */
  add(entry: AuditRecord): void;
  /** Writes every row waiting, in one transaction; resolves when they are in the database. */
  flush(): Promise<void>;
  /** Rows waiting (for tests and the close hook). */
  readonly pending: number;
};

export function auditBuffer(db: Db, onError: (error: unknown) => void, intervalMs = AUDIT_BATCH_MS): AuditBuffer {
  let waiting: AuditLogTable[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let writing: Promise<void> = Promise.resolve();

  const write = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    const rows = waiting;
    waiting = [];
    // One write after another, so `flush` waits for rows a timer's write took before it.
    writing = writing
      .catch(() => undefined)
      .then(async () => {
        if (rows.length === 0) return;
        await db.transaction().execute(async (trx) => {
          // Several rows per statement, within SQLite's limit of bound values (10 columns a row).
          for (let start = 0; start < rows.length; start += 50) {
            await trx
              .insertInto('audit_log')
              .values(rows.slice(start, start + 50))
              .execute();
          }
        });
      });
    return writing;
  };

  return {
    add(entry) {
      waiting.push({ id: randomUUID(), at: nowIso(), ...entry });
      if (!timer) {
        timer = setTimeout(() => {
          // A failed batch must not end the process: it is reported (and the next batch still written).
          write().catch(onError);
        }, intervalMs);
        timer.unref();
      }
    },
    flush: write,
    get pending() {
      return waiting.length;
    },
  };
}
