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
});
