/**
 * A deployer who configures other inboxes must not break the web app, which addresses the inboxes
 * by their default addresses: those stand for the configured recipients.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brand } from '#content/brand';
import { buildTestApp, type TestApp } from '../test-support/test-app';

describe('mail API recipients with configured inboxes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('sqlite', { INBOX_CONTACT: 'desk@company.example, lead@company.example' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const send = (to: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/mail/v1/sendMail',
      payload: { to, subject: 'Contact: Asha', message: `Name: Asha\nMessage: ${to}` },
    });
  /** The recipients of the queued mail whose message named `to`. */
  const recipientsOfMailTo = async (to: string) => {
    const rows = await t.app.db.selectFrom('mail_outbox').select(['to_addresses', 'text']).execute();
    const row = rows.find((candidate) => candidate.text.includes(`Message: ${to}`));
    return JSON.parse(row?.to_addresses ?? 'null') as string[] | null;
  };

  it('delivers mail sent to the default contact address to the configured recipients', async () => {
    expect((await send(brand.inboxes.contact)).statusCode).toBe(200);
    expect(await recipientsOfMailTo(brand.inboxes.contact)).toEqual(['desk@company.example', 'lead@company.example']);
  });

  it('accepts a configured address itself', async () => {
    expect((await send('lead@company.example')).statusCode).toBe(200);
    expect(await recipientsOfMailTo('lead@company.example')).toEqual(['lead@company.example']);
  });

  it('still refuses any other address', async () => {
    expect((await send('someone@elsewhere.example')).statusCode).toBe(422);
  });
});
