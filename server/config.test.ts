import { describe, expect, it } from 'vitest';
import { parseConfig } from './config';

describe('parseConfig', () => {
  it('runs on defaults alone', () => {
    const config = parseConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toMatch(/^sqlite:.*northwind\.sqlite$/);
    expect(config.mail.smtpUrl).toBeUndefined();
    expect(config.mail.inboxes.contact).toEqual(['hello@northwind.example']);
    expect(config.storage.s3).toBeUndefined();
    // The console stores hashes at the full scrypt costs; no variable lowers them (only test apps do).
    expect(config.hashCosts).toEqual({
      password: { n: 2 ** 15, r: 8, p: 3 },
      recoveryCode: { n: 2 ** 14, r: 8, p: 1 },
    });
    expect(parseConfig({ PASSWORD_COST: '1024', HASH_COSTS: 'cheap' }).hashCosts).toEqual(config.hashCosts);
  });

  it('names every bad variable', () => {
    expect(() => parseConfig({ PORT: 'eighty', SMTP_URL: 'http://mail', DATABASE_URL: 'mysql://x' })).toThrow(
      /PORT[\s\S]*DATABASE_URL[\s\S]*SMTP_URL|PORT[\s\S]*SMTP_URL/,
    );
    expect(() => parseConfig({ INBOX_CONTACT: 'not an address' })).toThrow(/INBOX_CONTACT/);
    expect(() => parseConfig({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'x' })).toThrow(/S3_SECRET_ACCESS_KEY/);
  });

  it('reads inbox lists, S3 and Redis settings', () => {
    const config = parseConfig({
      INBOX_CONTACT: 'A@northwind.example, b@northwind.example',
      S3_BUCKET: 'resumes',
      S3_REGION: 'ap-south-1',
      REDIS_URL: 'redis://127.0.0.1:6379',
      SEED_DEMO_DATA: 'false',
    });
    expect(config.mail.inboxes.contact).toEqual(['a@northwind.example', 'b@northwind.example']);
    expect(config.storage.s3).toMatchObject({ bucket: 'resumes', region: 'ap-south-1' });
    expect(config.rateLimit.redisUrl).toBe('redis://127.0.0.1:6379');
    expect(config.seedDemoData).toBe(false);
  });

  it('reads the retention periods, quotas and allowed hosts, with the documented defaults', () => {
    expect(parseConfig({})).toMatchObject({
      allowedHosts: [],
      retention: { applicationsMonths: 24, contactMessagesMonths: 12, mailMonths: 12, purgeIntervalMs: 21_600_000 },
      mailQuota: { bytes: 25 * 1024 * 1024, windowMs: 86_400_000 },
      confirmations: { perAddress: 3, perClient: 10, windowMs: 86_400_000 },
    });
    const config = parseConfig({
      ALLOWED_HOSTS: 'WWW.Example.com, example.com',
      RETENTION_APPLICATIONS_MONTHS: '36',
      RETENTION_MAIL_MONTHS: '0',
      MAIL_QUOTA_BYTES: '1000',
    });
    expect(config.allowedHosts).toEqual(['www.example.com', 'example.com']);
    expect(config.retention).toMatchObject({ applicationsMonths: 36, mailMonths: 0 });
    expect(config.mailQuota.bytes).toBe(1000);
    expect(() => parseConfig({ ALLOWED_HOSTS: 'example.com:8080' })).toThrow(/ALLOWED_HOSTS/);
    expect(() => parseConfig({ RETENTION_CONTACT_MESSAGES_MONTHS: '-1' })).toThrow(/RETENTION_CONTACT_MESSAGES_MONTHS/);
  });
});
