/**
 * POST /api/contact-messages against SQLite and PostgreSQL: stored with its company and topic, mailed
 * once through the outbox to the topic's inbox (sales for Hire talent and Services, contact for the
 * others), idempotent by the client's id, consent recorded, visitor text escaped in the mail, 422
 * naming every bad field.
 */
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { privacyRepository } from '../repositories/privacy.repository';
import { describeEachDatabase } from '../test-support/each-database';

describeEachDatabase('contact messages', (t) => {
  const send = (payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/contact-messages',
      payload,
      headers: { 'content-type': 'application/json' },
    });
  const message = (overrides: object = {}) => ({
    id: randomUUID(),
    name: 'Asha <Rao>',
    email: 'asha@example.com',
    contactNumber: '',
    topic: 'other',
    message: 'Please call me about <script>alert(1)</script> QA staffing.\nSecond line',
    ...overrides,
  });
  const mailsFor = (id: string) =>
    t.app.db.selectFrom('mail_outbox').selectAll().where('dedupe_key', '=', `contact:${id}`).execute();

  it('stores a message sent without text-message consent and mails the inbox that consent was not given', async () => {
    const body = message();
    const res = await send(body);
    expect(res.statusCode).toBe(201);
    const reference = `MSG-${body.id.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
    expect(res.json()).toEqual({ id: body.id, reference });

    const stored = await t.app.repos.contactMessages.byId(body.id);
    expect(stored).toMatchObject({
      name: 'Asha <Rao>',
      phone: null,
      company: null,
      topic: 'other',
      sms_consent: 0,
      consent_text: null,
      consent_at: null,
    });

    const [mail, ...more] = await mailsFor(body.id);
    expect(more).toHaveLength(0);
    expect(mail?.kind).toBe('contact');
    expect(JSON.parse(mail?.to_addresses ?? '[]')).toEqual(t.config.mail.inboxes.contact);
    expect(mail?.subject).toContain(reference);
    expect(mail?.html).toContain('Not given: do not send this visitor text messages.');
    expect(mail?.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail?.html).toContain('Asha &lt;Rao&gt;');
    expect(mail?.html).not.toContain('<script>');
  });

  it('records the consent wording and time when the visitor agreed', async () => {
    const body = message({ contactNumber: '+1 913 555 0142', textMessageChecked: true });
    expect((await send(body)).statusCode).toBe(201);
    const stored = await t.app.repos.contactMessages.byId(body.id);
    expect(stored?.sms_consent).toBe(1);
    expect(stored?.consent_text).toMatch(/^I agree to receive text messages from .+ Consent is not a condition/);
    expect(Date.parse(stored?.consent_at ?? '')).toBeGreaterThan(Date.now() - 60_000);
    const [mail] = await mailsFor(body.id);
    expect(mail?.html).toContain(`Given at ${stored?.consent_at}`);
    expect(mail?.html).toContain('Reply STOP to opt out');
  });

  it('stores and mails a retry once, and refuses other content under the same id', async () => {
    const body = message();
    expect((await send(body)).statusCode).toBe(201);
    const retry = await send(body);
    expect(retry.statusCode).toBe(201);
    expect(await mailsFor(body.id)).toHaveLength(1);
    const other = await send({ ...body, message: 'Something else' });
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ field: 'id' });
  });

  it('answers the field that is wrong, and stores nothing for a filled honeypot', async () => {
    const empty = await send(message({ email: '' }));
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toEqual({ message: 'email: is required', field: 'email', errors: { email: 'is required' } });
    const malformed = await send(message({ email: 'asha.example.com' }));
    expect(malformed.json()).toMatchObject({
      field: 'email',
      message: expect.stringMatching(/like name@example\.com/),
    });
    expect((await send(message({ id: 'not-a-uuid' }))).statusCode).toBe(422);

    const bot = message({ website: 'https://spam.example' });
    expect((await send(bot)).statusCode).toBe(201);
    expect(await t.app.repos.contactMessages.byId(bot.id)).toBeUndefined();
    expect(await mailsFor(bot.id)).toHaveLength(0);
  });

  it('sends Hire talent and Services to the sales inbox and every other topic to the contact inbox, with company and topic', async () => {
    const routed: Record<string, unknown> = {};
    for (const [topic, label] of [
      ['hire-talent', 'Hire talent'],
      ['services', 'Services'],
      ['careers', 'Careers'],
      ['press', 'Press'],
      ['other', 'Other'],
    ] as const) {
      const body = message({ topic, company: ' Acme Retail ' });
      expect((await send(body)).statusCode).toBe(201);
      expect(await t.app.repos.contactMessages.byId(body.id)).toMatchObject({ company: 'Acme Retail', topic });
      const [mail] = await mailsFor(body.id);
      routed[topic] = JSON.parse(mail?.to_addresses ?? '[]');
      expect(mail?.subject).toContain(`(${label})`);
      expect(mail?.text).toMatch(new RegExp(`^Topic: ${label}$`, 'm'));
      expect(mail?.text).toMatch(/^Company: Acme Retail$/m);
    }
    const { sales, contact } = t.config.mail.inboxes;
    expect(sales).not.toEqual(contact);
    expect(routed).toEqual({ 'hire-talent': sales, services: sales, careers: contact, press: contact, other: contact });
  });

  it('answers 422 naming the topic when it is missing or not one of the five, and stores nothing', async () => {
    const unknown = message({ topic: 'Sales' });
    const bad = await send(unknown);
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toEqual({
      message: 'topic: must be one of Hire talent, Services, Careers, Press or Other',
      field: 'topic',
      errors: { topic: 'must be one of Hire talent, Services, Careers, Press or Other' },
    });
    expect(await t.app.repos.contactMessages.byId(unknown.id)).toBeUndefined();
    expect(await mailsFor(unknown.id)).toHaveLength(0);
    const missing = await send(message({ topic: undefined, name: '' }));
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({ errors: { name: 'is required', topic: 'is required' } });
  });

  it('is erased with everything else held about the visitor’s address', async () => {
    const body = message({ email: 'Erase.Contact@example.com' });
    expect((await send(body)).statusCode).toBe(201);
    const report = await privacyRepository(t.app.db).eraseByEmail('erase.contact@example.com');
    expect(report.contactMessages).toBe(1);
    expect(report.mails).toBe(1);
    expect(await t.app.repos.contactMessages.byId(body.id)).toBeUndefined();
    expect(await mailsFor(body.id)).toHaveLength(0);
  });
});
