/**
 * Uploads that go straight to S3 are checked afterwards: a good file counts as received (and queues
 * the confirmation), a bad or oversized one is deleted. S3 itself is replaced by an in-memory store.
 */
import { describe, expect, it } from 'vitest';
import { notAResume, pdfBytes } from '../test/fixtures';
import { applyUntilUpload } from '../test/requests';
import { buildTestApp } from '../test/test-app';
import type { ResumeStorage } from '../storage/storage';
import { verifyPendingUploads } from './resume-uploads';

describe('verifyPendingUploads', () => {
  it('accepts a good upload, deletes a bad one, and waits for one not there yet', async () => {
    const t = await buildTestApp('sqlite');
    try {
      const objects = new Map<string, Buffer>();
      const removed: string[] = [];
      const s3: ResumeStorage = {
        kind: 's3',
        uploadUrl: async () => 'https://s3.example/x',
        put: async (key, bytes) => void objects.set(key, bytes),
        inspect: async (key) => {
          const bytes = objects.get(key);
          return bytes && { size: bytes.length, head: bytes };
        },
        remove: async (key) => {
          removed.push(key);
          objects.delete(key);
        },
      };
      const good = await applyUntilUpload(t, { CND_EMAIL_ID: 'good@example.com' });
      const bad = await applyUntilUpload(t, { CND_EMAIL_ID: 'bad@example.com' });
      const waiting = await applyUntilUpload(t, { CND_EMAIL_ID: 'waiting@example.com' });
      const keyOf = async (id: string) => (await t.app.repos.applications.attachment(id))?.storage_key ?? '';
      objects.set(await keyOf(good.attachment.ATCHMT_ID), pdfBytes());
      objects.set(await keyOf(bad.attachment.ATCHMT_ID), notAResume());

      await verifyPendingUploads({ repos: t.app.repos, outboxWorker: t.app.outboxWorker, log: t.app.log, storage: s3 });

      const status = async (id: string) => (await t.app.repos.applications.attachment(id))?.upload_status;
      expect(await status(good.attachment.ATCHMT_ID)).toBe('stored');
      expect(await status(bad.attachment.ATCHMT_ID)).toBe('pending');
      expect(await status(waiting.attachment.ATCHMT_ID)).toBe('pending');
      expect(removed).toEqual([await keyOf(bad.attachment.ATCHMT_ID)]);
      const mails = await t.app.db.selectFrom('mail_outbox').select('subject_email').execute();
      expect(mails.map((m) => m.subject_email)).toEqual(['good@example.com']);
    } finally {
      await t.close();
    }
  });
});
