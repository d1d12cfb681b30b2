import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { verhoeffCheckDigit } from '#contracts/aadhaar';
import { parseCsvRecords } from '../lib/csv';
import { dataUrl, pdfBytes } from '../test-support/fixtures';
import { applyUntilUpload, internship, multipart } from '../test-support/requests';
import { buildTestApp, type TestApp } from '../test-support/test-app';
import { runCli } from './main';

const AADHAAR = `23456789012${verhoeffCheckDigit('23456789012')}`;

const contactMessage = (email: string) => ({
  id: randomUUID(),
  name: 'Erin Example',
  email,
  phone: null,
  message: 'Please call me.',
  sms_consent: 0,
  consent_text: null,
  consent_at: null,
  content_hash: 'x',
  created_at: new Date().toISOString(),
});

describe('operator command line', () => {
  let t: TestApp;
  let output: string;
  const cli = async (...args: string[]) => {
    output = '';
    // The app holds the SQLite file open too; WAL mode lets both work on it.
    return runCli(args, () => t.config, { write: (text: string) => (output += text) });
  };

  beforeEach(async () => {
    t = await buildTestApp('sqlite');
  });
  afterEach(async () => {
    await t.close();
  });

  it('imports openings from JSON and CSV, replacing by REQ_ID', async () => {
    const json = path.join(t.dataDir, 'openings.json');
    await fs.writeFile(
      json,
      JSON.stringify([
        {
          REQ_ID: 5001,
          PSTN_TITLE: 'Kotlin Developer',
          PSTN_LCTN: 'Pune, Maharashtra',
          PSTN_TYP: 'Full-Time',
          WORK_LOCATION_PREFERENCE: 'Hybrid',
          PSTN_RATE: '₹18 - 24 LPA',
          COUNTRY: 'IN',
          INTERNAL_JOB_DESCRIPTION: '<p>Build Android apps.</p>',
          IS_MULTI_LOCATION_POSITION: false,
          INTVW_TYP: 'Video',
          POSTED_DATE: '2026-11-01',
        },
      ]),
    );
    expect(await cli('import-openings', json)).toBe(0);
    expect(output).toContain('Imported 1 opening');
    const csv = path.join(t.dataDir, 'openings.csv');
    await fs.writeFile(
      csv,
      'REQ_ID,PSTN_TITLE,PSTN_LCTN,PSTN_TYP,WORK_LOCATION_PREFERENCE,PSTN_RATE,COUNTRY,INTERNAL_JOB_DESCRIPTION,IS_MULTI_LOCATION_POSITION\r\n' +
        '5001,Senior Kotlin Developer,"Pune, Maharashtra",Full-Time,Hybrid,,India,"<p>Build ""great"" apps,\nfast.</p>",yes\r\n' +
        ',Go Developer,"Austin, TX",Contract,Remote,$80 per hour,US,<p>Services in Go.</p>,no\r\n',
    );
    expect(await cli('import-openings', csv)).toBe(0);
    const replaced = await t.app.repos.openings.byReqId(5001);
    expect(replaced).toMatchObject({
      PSTN_TITLE: 'Senior Kotlin Developer',
      IS_MULTI_LOCATION_POSITION: true,
      INTERNAL_JOB_DESCRIPTION: '<p>Build "great" apps,\nfast.</p>',
    });
    expect(await t.app.repos.openings.byReqId(5002)).toMatchObject({
      PSTN_TITLE: 'Go Developer',
      PSTN_TYP: 'Contract',
    });
  });

  it('imports nothing when a row is bad, and says which', async () => {
    const json = path.join(t.dataDir, 'bad.json');
    await fs.writeFile(json, JSON.stringify([{ PSTN_TITLE: 'X', PSTN_TYP: 'Part-Time', COUNTRY: 'Mars' }]));
    await expect(cli('import-openings', json)).rejects.toThrow(/row 1: PSTN_TYP/);
    expect(await t.app.repos.openings.byReqId(1041)).toBeUndefined();
  });

  it('refuses an unknown option or --out without a file, with the usage', async () => {
    await expect(cli('export-applications', '--internship')).rejects.toThrow(
      /Unknown option '--internship'[\s\S]*Usage/,
    );
    await expect(cli('export-applications', '--out')).rejects.toThrow(/--out/);
    expect(await cli('--help')).toBe(0);
    expect(output).toContain('Usage: npm run cli');
  });

  it('exports applications as CSV, neutralising spreadsheet formulas', async () => {
    await applyUntilUpload(t, { CND_NM_TX: '=HYPERLINK("http://evil")', CND_EMAIL_ID: 'csv@example.com' });
    expect(await cli('export-applications')).toBe(0);
    const [row] = parseCsvRecords(output);
    expect(row).toMatchObject({ name: `'=HYPERLINK("http://evil")`, email: 'csv@example.com', resume: 'pending' });
    const body = await multipart(internship(AADHAAR), { name: 'cv.pdf', bytes: pdfBytes(), type: 'application/pdf' });
    await t.app.inject({ method: 'POST', url: '/api/internship-applications', ...body });
    const file = path.join(t.dataDir, 'interns.csv');
    expect(await cli('export-applications', '--internships', '--out', file)).toBe(0);
    const [intern] = parseCsvRecords(await fs.readFile(file, 'utf8'));
    expect(intern).toMatchObject({
      email: 'ananya.patil@example.com',
      aadhaar_masked: `XXXX-XXXX-${AADHAAR.slice(-4)}`,
    });
  });

  it('purges what is past its retention period, as of the time it is given', async () => {
    await t.app.db.insertInto('contact_messages').values(contactMessage('old@example.com')).execute();
    const later = (months: number) => () => new Date(Date.now() + months * 31 * 86_400_000);
    output = '';
    expect(await runCli(['purge'], () => t.config, { write: (text: string) => (output += text) }, later(11))).toBe(0);
    expect(output).toContain('0 contact message(s)');
    expect(await runCli(['purge'], () => t.config, { write: (text: string) => (output += text) }, later(13))).toBe(0);
    expect(output).toContain('1 contact message(s)');
    expect(await t.app.db.selectFrom('contact_messages').selectAll().execute()).toEqual([]);
  });

  it('erases everything held about an e-mail address, files included', async () => {
    const email = 'Erase.Me@example.com';
    const flow = await applyUntilUpload(t, { CND_EMAIL_ID: email });
    await t.app.inject({
      method: 'PUT',
      url: flow.uploadPath,
      payload: pdfBytes(),
      headers: { 'content-type': 'application/pdf' },
    });
    const resumeKey = (await t.app.repos.applications.attachment(flow.attachment.ATCHMT_ID))?.storage_key ?? '';
    const body = await multipart(
      { ...internship(AADHAAR), email: 'erase.me@example.com' },
      { name: 'cv.pdf', bytes: pdfBytes(), type: 'application/pdf' },
    );
    await t.app.inject({ method: 'POST', url: '/api/internship-applications', ...body });
    await t.app.inject({
      method: 'POST',
      url: '/api/mail/v1/sendMail',
      payload: {
        to: 'careers-us@northwind.example',
        subject: 'Application',
        message: `Name: X\nEmail: ${email}`,
        attachments: [{ path: dataUrl(pdfBytes()), filename: 'cv', type: 'application/pdf' }],
      },
    });
    await t.app.db.insertInto('contact_messages').values(contactMessage(email)).execute();
    const other = await applyUntilUpload(t, { CND_EMAIL_ID: 'keep.me@example.com' });

    expect(await cli('erase', 'erase.me@example.com')).toBe(0);
    expect(output).toMatch(
      /1 candidate\(s\), 1 attachment\(s\), 1 internship application\(s\), 1 contact message\(s\), 0 client request\(s\), 4 mail\(s\), 2 file\(s\)/,
    );
    expect(await t.app.db.selectFrom('contact_messages').selectAll().execute()).toEqual([]);
    const left = async (table: 'candidates' | 'internship_applications' | 'mail_outbox' | 'mail_attachments') =>
      t.app.db.selectFrom(table).selectAll().execute();
    expect(JSON.stringify(await left('candidates'))).not.toMatch(/erase\.me/i);
    expect(await left('internship_applications')).toEqual([]);
    expect(JSON.stringify(await left('mail_outbox'))).not.toMatch(/erase\.me/i);
    await expect(fs.access(path.join(t.config.storage.uploadDir, resumeKey))).rejects.toThrow();
    expect(await t.app.repos.applications.candidateExists(other.record.EXTERNALCANDIDATE_UUID)).toBe(true);
  });
});
