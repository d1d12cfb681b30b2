/**
 * Uploads that go straight to S3 are checked afterwards: a good file counts as received (and queues
 * the confirmation), a bad or oversized one is deleted. S3 itself is replaced by an in-memory store.
 */
import { describe, expect, it } from 'vitest';
import { docxBytes, notAResume, pdfBytes } from '../test-support/fixtures';
import { applyUntilUpload } from '../test-support/requests';
import { buildTestApp } from '../test-support/test-app';
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
        putStream: async () => {
          throw new Error('not used');
        },
        inspect: async (key) => {
          const bytes = objects.get(key);
          return bytes && { size: bytes.length, head: bytes };
        },
        remove: async (key) => {
          removed.push(key);
          objects.delete(key);
        },
        rename: async (from, to) => {
          const bytes = objects.get(from);
          if (bytes) objects.set(to, bytes);
          objects.delete(from);
        },
        list: async () => [],
      };
      const good = await applyUntilUpload(t, { CND_EMAIL_ID: 'good@example.com' });
      const bad = await applyUntilUpload(t, { CND_EMAIL_ID: 'bad@example.com' });
      const waiting = await applyUntilUpload(t, { CND_EMAIL_ID: 'waiting@example.com' });
      const docx = await applyUntilUpload(t, { CND_EMAIL_ID: 'docx@example.com' });
      const keyOf = async (id: string) => (await t.app.repos.applications.attachment(id))?.storage_key ?? '';
      objects.set(await keyOf(good.attachment.ATCHMT_ID), pdfBytes());
      objects.set(await keyOf(bad.attachment.ATCHMT_ID), notAResume());
      const declaredPdf = await keyOf(docx.attachment.ATCHMT_ID);
      objects.set(declaredPdf, docxBytes());

      await verifyPendingUploads({
        ...t.app.resumeUploads,
        storage: s3,
      });

      const status = async (id: string) => (await t.app.repos.applications.attachment(id))?.upload_status;
      expect(await status(good.attachment.ATCHMT_ID)).toBe('stored');
      expect(await status(bad.attachment.ATCHMT_ID)).toBe('pending');
      expect(await status(waiting.attachment.ATCHMT_ID)).toBe('pending');
      expect(removed).toEqual([await keyOf(bad.attachment.ATCHMT_ID)]);
      // Declared a PDF, the bytes are a DOCX: kept (and recorded) under .docx.
      expect(declaredPdf).toMatch(/\.pdf$/);
      const renamed = declaredPdf.replace(/\.pdf$/, '.docx');
      expect(await keyOf(docx.attachment.ATCHMT_ID)).toBe(renamed);
      expect([...objects.keys()]).toContain(renamed);
      expect([...objects.keys()]).not.toContain(declaredPdf);
      const mails = await t.app.db.selectFrom('mail_outbox').select('subject_email').execute();
      expect(mails.map((m) => m.subject_email).sort()).toEqual(['docx@example.com', 'good@example.com']);
    } finally {
      await t.close();
    }
  });
});
