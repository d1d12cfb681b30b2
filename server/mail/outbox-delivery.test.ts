/**
 * Mail delivery through a real SMTP server started here (smtp-server), the outbox surviving an SMTP
 * outage, and two workers sharing one outbox without sending a mail twice (SQLite and PostgreSQL).
 */
import net from 'node:net';
import { SMTPServer } from 'smtp-server';
import { describe, expect, it, vi } from 'vitest';
import { pdfBytes, dataUrl } from '../test-support/fixtures';
import { describeEachDatabase } from '../test-support/each-database';
import { buildTestApp } from '../test-support/test-app';
import { createOutboxWorker } from './outbox-worker';
import type { MailTransport } from './transport';

type Received = { from: string; to: string[]; raw: string };

async function startSmtp(port = 0) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address() as net.AddressInfo;
  return {
    port: address.port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const mailBody = {
  to: 'careers-us@northwind.example',
  cc: ['careers-india@northwind.example'],
  subject: 'Jane Doe External Resume Submission for Requirement 1001',
  message: '<p>Name: Jane &lt;Doe&gt;</p>',
  attachments: [{ path: dataUrl(pdfBytes()), filename: 'janedoepdf', type: 'application/pdf' }],
};

describe('SMTP delivery', () => {
  it('delivers a queued mail with the right recipients, subject and attachment', async () => {
    const smtp = await startSmtp();
    const t = await buildTestApp('sqlite', { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
    try {
      const res = await t.app.inject({ method: 'POST', url: '/api/mail/v1/sendMail', payload: mailBody });
      expect(res.json()).toEqual({ code: 'OK' });
      expect(await t.app.outboxWorker.runOnce()).toBe(1);
      expect(smtp.received).toHaveLength(1);
      const [mail] = smtp.received;
      expect(mail?.to.sort()).toEqual(['careers-india@northwind.example', 'careers-us@northwind.example']);
      expect(mail?.from).toBe('no-reply@northwind.example');
      expect(mail?.raw).toContain('Subject: Jane Doe External Resume Submission for Requirement 1001');
      expect(mail?.raw).toMatch(/Content-Type: application\/pdf; name=janedoe\.pdf/);
      expect(mail?.raw).toContain(pdfBytes().toString('base64').slice(0, 40));
      // Delivered once: another round sends nothing.
      expect(await t.app.outboxWorker.runOnce()).toBe(0);
      expect(await t.app.repos.outbox.counts()).toEqual({ sent: 1 });
    } finally {
      await t.close();
      await smtp.close();
    }
  });

  it('keeps the mail in the outbox while SMTP is down and delivers it once SMTP is back', async () => {
    const port = await freePort();
    const t = await buildTestApp('sqlite', { SMTP_URL: `smtp://127.0.0.1:${port}`, OUTBOX_BACKOFF_MS: '30' });
    // The outbox's clock stands still until the test moves it past the backoff (on a loaded machine,
    // real time could pass the 30 ms before the "not due yet" check).
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      await t.app.inject({ method: 'POST', url: '/api/mail/v1/sendMail', payload: mailBody });
      expect(await t.app.outboxWorker.runOnce()).toBe(0);
      const [row] = await t.app.db.selectFrom('mail_outbox').selectAll().execute();
      expect(row).toMatchObject({ status: 'pending', attempts: 1, locked_by: null });
      expect(row?.last_error).toBeTruthy();

      const smtp = await startSmtp(port);
      try {
        // Not due yet (backoff), then due.
        expect(await t.app.outboxWorker.runOnce()).toBe(0);
        vi.setSystemTime(Date.now() + 40);
        expect(await t.app.outboxWorker.runOnce()).toBe(1);
        expect(smtp.received).toHaveLength(1);
        expect(await t.app.repos.outbox.counts()).toEqual({ sent: 1 });
      } finally {
        await smtp.close();
      }
    } finally {
      vi.useRealTimers();
      await t.close();
    }
  });

  it('gives up after the configured number of attempts', async () => {
    const port = await freePort();
    const t = await buildTestApp('sqlite', {
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      OUTBOX_BACKOFF_MS: '1',
      OUTBOX_MAX_ATTEMPTS: '2',
    });
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      await t.app.inject({ method: 'POST', url: '/api/mail/v1/sendMail', payload: mailBody });
      await t.app.outboxWorker.runOnce();
      vi.setSystemTime(Date.now() + 5); // past the 1 ms backoff
      await t.app.outboxWorker.runOnce();
      expect(await t.app.repos.outbox.counts()).toEqual({ failed: 1 });
    } finally {
      vi.useRealTimers();
      await t.close();
    }
  });
});

describe('without SMTP', () => {
  it('writes each mail as an .eml file under DATA_DIR/mail', async () => {
    const t = await buildTestApp('sqlite');
    try {
      await t.app.inject({ method: 'POST', url: '/api/mail/v1/sendMail', payload: mailBody });
      expect(await t.app.outboxWorker.runOnce()).toBe(1);
      const fs = await import('node:fs/promises');
      const files = await fs.readdir(t.config.mail.emlDir);
      expect(files).toHaveLength(1);
      const eml = await fs.readFile(`${t.config.mail.emlDir}/${files[0]}`, 'utf8');
      expect(eml).toContain('To: careers-us@northwind.example');
      expect(eml).toContain('Jane &lt;Doe&gt;');
    } finally {
      await t.close();
    }
  });
});

describeEachDatabase('two workers on one outbox', (t) => {
  it('never send one mail twice', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 30; i++) {
      const id = await t.app.repos.outbox.enqueue({
        kind: 'api',
        to: ['hello@northwind.example'],
        subject: `Mail ${i}`,
        html: `<p>${i}</p>`,
        text: `${i}`,
      });
      if (id) ids.push(id);
    }
    const sent: string[] = [];
    const transport: MailTransport = {
      kind: 'eml',
      async send(mail) {
        await new Promise((resolve) => setTimeout(resolve, 1));
        sent.push(mail.id);
      },
      close() {},
    };
    const worker = () =>
      createOutboxWorker({
        outbox: t.app.repos.outbox,
        transport,
        log: t.app.log,
        pollMs: 1000,
        maxAttempts: 3,
        backoffMs: 10,
        leaseMs: 60_000,
      });
    const [a, b] = [worker(), worker()];
    for (let round = 0; round < 3; round++) await Promise.all([a.runOnce(), b.runOnce()]);
    expect(sent.sort()).toEqual([...ids].sort());
    expect(new Set(sent).size).toBe(ids.length);
  });
});
