/**
 * Retention: every row and file expires on the documented schedule, and no file outlives the row
 * that owns it. The purge and the orphan sweep are run as of times the test chooses.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { verhoeffCheckDigit } from '#contracts/aadhaar';
import { pdfBytes } from '../test-support/fixtures';
import { applyUntilUpload, internship, multipart } from '../test-support/requests';
import { buildTestApp, type TestApp } from '../test-support/test-app';
import { databaseKinds } from '../test-support/each-database';
import { createRetentionTimer, monthsBefore, ORPHAN_GRACE_MS, type PurgeReport } from '../services/retention';

const kinds = databaseKinds;
const AADHAAR = `23456789012${verhoeffCheckDigit('23456789012')}`;
const DAY = 86_400_000;

/** `months` calendar months after `from`, plus a day. */
const monthsAfter = (from: Date, months: number) => {
  const at = new Date(from.getTime() + DAY);
  at.setUTCMonth(at.getUTCMonth() + months);
  return at;
};

const rows = async (t: TestApp) => ({
  candidates: (await t.app.db.selectFrom('candidates').select('uuid').execute()).length,
  attachments: (await t.app.db.selectFrom('attachments').select('id').execute()).length,
  infos: (await t.app.db.selectFrom('attachment_infos').select('id').execute()).length,
  internships: (await t.app.db.selectFrom('internship_applications').select('id').execute()).length,
  contacts: (await t.app.db.selectFrom('contact_messages').select('id').execute()).length,
  mails: (await t.app.db.selectFrom('mail_outbox').select('id').execute()).length,
});

const files = async (t: TestApp) => {
  const names: string[] = [];
  for (const folder of ['resumes', 'internships']) {
    const dir = path.join(t.config.storage.uploadDir, folder);
    names.push(...(await fs.readdir(dir).catch(() => [] as string[])).map((name) => `${folder}/${name}`));
  }
  return names.sort();
};

describe.each(kinds)('retention on %s', (kind) => {
  it('purges applications and resumes after 24 months, contact messages and mail after 12', async () => {
    const t = await buildTestApp(kind);
    try {
      const start = new Date();
      const flow = await applyUntilUpload(t);
      await t.app.inject({
        method: 'PUT',
        url: flow.uploadPath,
        payload: pdfBytes(),
        headers: { 'content-type': 'application/pdf' },
      });
      const internshipBody = await multipart(internship(AADHAAR), {
        name: 'cv.pdf',
        bytes: pdfBytes(),
        type: 'application/pdf',
      });
      await t.app.inject({ method: 'POST', url: '/api/internship-applications', ...internshipBody });
      await t.app.db
        .insertInto('contact_messages')
        .values({
          id: randomUUID(),
          name: 'Erin',
          email: 'erin@example.com',
          phone: null,
          message: 'Call me',
          sms_consent: 0,
          consent_text: null,
          consent_at: null,
          content_hash: 'x',
          created_at: start.toISOString(),
        })
        .execute();
      await t.app.outboxWorker.runOnce();
      const before = await rows(t);
      expect(before).toMatchObject({ candidates: 1, attachments: 1, infos: 1, internships: 1, contacts: 1 });
      expect(before.mails).toBe(3); // the confirmation, the internship mail and its confirmation
      expect(await files(t)).toHaveLength(2);

      // Eleven months on: nothing is due.
      const nothing = await t.app.purgeExpired(monthsAfter(start, 11));
      expect(nothing).toMatchObject({ candidates: 0, contactMessages: 0, mails: 0, files: 0, orphanFiles: 0 });
      expect(await rows(t)).toEqual(before);

      // Twelve months on: contact messages and mails go; applications stay.
      const year = await t.app.purgeExpired(monthsAfter(start, 12));
      expect(year).toMatchObject({ candidates: 0, contactMessages: 1, mails: 3 });
      expect(await rows(t)).toEqual({ ...before, contacts: 0, mails: 0 });
      expect(await files(t)).toHaveLength(2);

      // Twenty-four months on: the applications, their records and their files.
      const twoYears = await t.app.purgeExpired(monthsAfter(start, 24));
      expect(twoYears).toMatchObject({ candidates: 1, attachments: 1, internshipApplications: 1, files: 2 });
      expect(await rows(t)).toEqual({
        candidates: 0,
        attachments: 0,
        infos: 0,
        internships: 0,
        contacts: 0,
        mails: 0,
      });
      expect(await files(t)).toEqual([]);
    } finally {
      await t.close();
    }
  });

  it('keeps what the environment says to keep: other periods, or 0 for until erased', async () => {
    const t = await buildTestApp(kind, {
      RETENTION_APPLICATIONS_MONTHS: '0',
      RETENTION_CONTACT_MESSAGES_MONTHS: '6',
      RETENTION_MAIL_MONTHS: '0',
    });
    try {
      const start = new Date();
      await applyUntilUpload(t);
      await t.app.inject({
        method: 'POST',
        url: '/api/mail/v1/sendMail',
        payload: { to: 'careers-us@northwind.example', subject: 'x', message: 'y' },
      });
      const report = await t.app.purgeExpired(monthsAfter(start, 120));
      expect(report).toMatchObject({ candidates: 0, mails: 0 });
      expect(await rows(t)).toMatchObject({ candidates: 1, mails: 1 });
    } finally {
      await t.close();
    }
  });

  it('sweeps files no row references once they are older than the grace period', async () => {
    const t = await buildTestApp(kind);
    try {
      const flow = await applyUntilUpload(t);
      await t.app.inject({
        method: 'PUT',
        url: flow.uploadPath,
        payload: pdfBytes(),
        headers: { 'content-type': 'application/pdf' },
      });
      const owned = await files(t);
      const orphan = `internships/${randomUUID()}.pdf`;
      await fs.mkdir(path.join(t.config.storage.uploadDir, 'internships'), { recursive: true });
      await fs.writeFile(path.join(t.config.storage.uploadDir, orphan), pdfBytes());

      const now = new Date();
      expect((await t.app.purgeExpired(now)).orphanFiles).toBe(0); // may still be an upload in progress
      expect(await files(t)).toEqual([...owned, orphan].sort());
      const later = new Date(now.getTime() + ORPHAN_GRACE_MS + 60_000);
      expect((await t.app.purgeExpired(later)).orphanFiles).toBe(1);
      expect(await files(t)).toEqual(owned);
    } finally {
      await t.close();
    }
  });
});

describe('retention schedule', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts calendar months back from the time it is given', () => {
    expect(monthsBefore(new Date('2026-11-23T08:00:00.000Z'), 24)).toBe('2024-11-23T08:00:00.000Z');
    expect(monthsBefore(new Date('2026-03-15T00:00:00.000Z'), 12)).toBe('2025-03-15T00:00:00.000Z');
  });

  it('runs at start and then every interval, never two runs at once; 0 never runs', async () => {
    vi.useFakeTimers();
    const empty: PurgeReport = {
      candidates: 0,
      attachments: 0,
      internshipApplications: 0,
      contactMessages: 0,
      clientRequests: 0,
      clientContacts: 0,
      mails: 0,
      files: 0,
      orphanFiles: 0,
      talent: 0,
    };
    let runs = 0;
    const log = { info: vi.fn(), error: vi.fn() } as unknown as Parameters<typeof createRetentionTimer>[0]['log'];
    const timer = createRetentionTimer({
      run: async () => {
        runs += 1;
        return empty;
      },
      intervalMs: 6 * 3600_000,
      log,
    });
    timer.start();
    expect(runs).toBe(1);
    await vi.advanceTimersByTimeAsync(6 * 3600_000 - 1);
    expect(runs).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs).toBe(2);
    await vi.advanceTimersByTimeAsync(12 * 3600_000);
    expect(runs).toBe(4);
    await timer.stop();
    await vi.advanceTimersByTimeAsync(24 * 3600_000);
    expect(runs).toBe(4);

    const off = createRetentionTimer({ run: async () => ((runs += 100), empty), intervalMs: 0, log });
    off.start();
    await vi.advanceTimersByTimeAsync(24 * 3600_000);
    expect(runs).toBe(4);
  });
});
