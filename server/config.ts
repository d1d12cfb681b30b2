/**
 * Server configuration: environment variables parsed once, here. A wrong value stops the server
 * at start with a message naming every bad variable. Nothing else reads process.env.
 * Every variable is documented in README.md ("Configuration").
 */
import path from 'node:path';
import { z } from 'zod';
import { brand } from '#content/brand';
import { PASSWORD_COST } from './admin/security/password';
import { RECOVERY_CODE_COST } from './admin/security/recovery-codes';

const DatabaseUrl = z
  .string()
  .regex(/^(postgres(ql)?:\/\/|sqlite:|file:)/, 'must be postgres://…, sqlite:<path> or file:<path>');

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalString = z.preprocess(emptyAsUndefined, z.string().optional());
const flag = (fallback: boolean) =>
  z.preprocess(
    emptyAsUndefined,
    z
      .enum(['true', 'false', '1', '0', 'yes', 'no'], 'must be true or false')
      .default(fallback ? 'true' : 'false')
      .transform((value) => ['true', '1', 'yes'].includes(value)),
  );
const int = (fallback: number, min = 0, max = Number.MAX_SAFE_INTEGER) =>
  z.preprocess(emptyAsUndefined, z.coerce.number().int().min(min).max(max).default(fallback));
/** A comma-separated list of e-mail addresses. */
const inboxList = (fallback: string) =>
  z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .default(fallback)
      .transform((value) =>
        value
          .split(',')
          .map((item) => item.trim().toLowerCase())
          .filter(Boolean),
      )
      .pipe(z.array(z.email('must be a comma-separated list of e-mail addresses')).min(1)),
  );

export const ConfigSchema = z.object({
  PORT: int(3000, 0, 65535),
  HOST: z.string().default('0.0.0.0'),
  /** Where the server keeps its files: the SQLite database, uploads, generated secrets, .eml mail. */
  DATA_DIR: z.string().default('data'),
  /** Unset: a SQLite file under DATA_DIR. `postgres://…`: PostgreSQL. */
  DATABASE_URL: z.preprocess(emptyAsUndefined, DatabaseUrl.optional()),
  /** The built web app to serve. */
  WEB_ROOT: z.string().default('build/client'),
  /**
   * The public origin of the site, for every absolute URL the server writes (signed upload URLs,
   * canonical and Open Graph URLs, the sitemap). Unset: the origin the request came to, but only when
   * its Host is one this server listens on or is listed in ALLOWED_HOSTS.
   */
  PUBLIC_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  /** More host names (comma-separated, e.g. `www.example.com,example.com`) absolute URLs may be built from when PUBLIC_URL is unset. */
  ALLOWED_HOSTS: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .default('')
      .transform((value) =>
        value
          .split(',')
          .map((item) => item.trim().toLowerCase())
          .filter(Boolean),
      )
      .pipe(z.array(z.string().regex(/^[a-z0-9.-]+$|^\[[0-9a-f:.]+\]$/, 'must be host names without ports'))),
  ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Trust X-Forwarded-* from a reverse proxy (the client IP for rate limits). */
  TRUST_PROXY: flag(false),
  /** Fill an empty database with the demo countries, states, recruiters and openings. */
  SEED_DEMO_DATA: flag(true),
  /** Serve the OpenAPI documentation (Swagger UI) at /api/docs. Off unless asked for; `npm run dev` turns it on. */
  API_DOCS: flag(false),

  /** Unset: mail is written as .eml files under DATA_DIR/mail. `smtp://…` or `smtps://…`: delivered by SMTP. */
  SMTP_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^smtps?:\/\//, 'must be smtp://… or smtps://…')
      .optional(),
  ),
  MAIL_FROM: z
    .string()
    .regex(/^[^\r\n]+$/, 'must be one line')
    .default(brand.inboxes.from),
  INBOX_APPLICATIONS_FIRST_COUNTRY: inboxList(brand.inboxes.applicationsFirstCountry),
  INBOX_APPLICATIONS_OTHER_COUNTRIES: inboxList(brand.inboxes.applicationsOtherCountries),
  INBOX_CONTACT: inboxList(brand.inboxes.contact),
  INBOX_INTERNSHIPS: inboxList(brand.inboxes.internships),
  INBOX_SALES: inboxList(brand.inboxes.sales),
  /** How often the outbox worker looks for mail to send. */
  OUTBOX_POLL_MS: int(2000, 10),
  OUTBOX_MAX_ATTEMPTS: int(8, 1),
  /** The first retry waits this long; each further retry waits twice as long (capped at one hour). */
  OUTBOX_BACKOFF_MS: int(30_000, 1),
  /** How long a worker may hold a claimed mail before another worker may take it over. */
  OUTBOX_LEASE_MS: int(120_000, 100),
  /** Hours a rejection mail from the console waits before it leaves (cancellable until then); 0 sends at once. */
  REJECTION_MAIL_DELAY_HOURS: int(24, 0, 24 * 14),

  /** Secret for signing local upload URLs. Unset: generated once and kept in DATA_DIR/upload-secret. */
  UPLOAD_SECRET: z.preprocess(emptyAsUndefined, z.string().min(32, 'must be at least 32 characters').optional()),
  UPLOAD_URL_TTL_SECONDS: int(900, 1, 7 * 24 * 3600),
  /** Set S3_BUCKET to keep resumes in S3 (pre-signed PUT URLs) instead of DATA_DIR/uploads. */
  S3_BUCKET: optionalString,
  S3_REGION: z.preprocess(emptyAsUndefined, z.string().default('us-east-1')),
  /** An S3-compatible endpoint (MinIO, …). Unset: AWS. */
  S3_ENDPOINT: z.preprocess(emptyAsUndefined, z.url().optional()),
  S3_FORCE_PATH_STYLE: flag(false),
  /** Unset: the AWS SDK's default credential chain. */
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,

  /** Bytes of mail (message and attachment) one client may queue through the mail API per window. */
  MAIL_QUOTA_BYTES: int(25 * 1024 * 1024, 0),
  MAIL_QUOTA_WINDOW_MS: int(24 * 3600 * 1000, 1000),
  /** Resume bytes (job and internship) one client may store per window. */
  UPLOAD_QUOTA_BYTES: int(50 * 1024 * 1024, 0),
  UPLOAD_QUOTA_WINDOW_MS: int(24 * 3600 * 1000, 1000),
  /** Confirmation mails (to applicants) per recipient address, and per client, in each window. */
  CONFIRMATIONS_PER_ADDRESS: int(3, 0),
  CONFIRMATIONS_PER_CLIENT: int(10, 0),
  CONFIRMATION_WINDOW_MS: int(24 * 3600 * 1000, 1000),

  /** Months personal data is kept before the purge removes it; 0 keeps it until an operator erases it. */
  RETENTION_APPLICATIONS_MONTHS: int(24, 0, 1200),
  RETENTION_CONTACT_MESSAGES_MONTHS: int(12, 0, 1200),
  RETENTION_MAIL_MONTHS: int(12, 0, 1200),
  /** The talent database: months after a person's last activity (sourced candidates, applicants' records). */
  RETENTION_TALENT_MONTHS: int(24, 0, 1200),
  /** Clients' contacts: months after their client was archived. */
  RETENTION_CLIENT_CONTACTS_MONTHS: int(24, 0, 1200),
  /** How often the server runs the retention purge and the orphan-file sweep; 0: only by the CLI (`purge`). */
  PURGE_INTERVAL_MS: int(6 * 3600 * 1000, 0),
  /** The weekly digest of the reports leaves on this weekday (0 Sunday … 6 Saturday; 1 Monday) at this hour, server time. */
  REPORT_DIGEST_WEEKDAY: int(1, 0, 6),
  REPORT_DIGEST_HOUR: int(7, 0, 23),
  /** false: the server never sends the weekly digest (people may still opt in). */
  REPORT_DIGEST: flag(true),

  /** Unset: rate limits are counted in this process. `redis://…`: shared by every instance. */
  REDIS_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^rediss?:\/\//, 'must be redis://… or rediss://…')
      .optional(),
  ),
  /** Talent searches' answers kept in each process (server/talent/search-cache.ts); 0 keeps none. */
  TALENT_SEARCH_CACHE: int(2000, 0),
  /** POST requests allowed per client IP in each window. */
  RATE_LIMIT_MAX: int(60, 1),
  RATE_LIMIT_WINDOW_MS: int(60_000, 1000),
  /** A request must be complete within this time (slow clients are cut off). */
  REQUEST_TIMEOUT_MS: int(30_000, 1000),
  /** How long in-flight requests may take to finish when the server stops. */
  SHUTDOWN_TIMEOUT_MS: int(10_000, 100),
});

export type Config = ReturnType<typeof parseConfig>;

export function parseConfig(env: Record<string, string | undefined> = process.env) {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(`Invalid configuration:\n${z.prettifyError(parsed.error)}`);
  }
  const raw = parsed.data;
  if (Boolean(raw.S3_ACCESS_KEY_ID) !== Boolean(raw.S3_SECRET_ACCESS_KEY)) {
    throw new Error('Invalid configuration:\n✖ S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  }
  const dataDir = path.resolve(raw.DATA_DIR);
  return {
    port: raw.PORT,
    host: raw.HOST,
    dataDir,
    databaseUrl: raw.DATABASE_URL ?? `sqlite:${path.join(dataDir, 'northwind.sqlite')}`,
    webRoot: path.resolve(raw.WEB_ROOT),
    publicUrl: raw.PUBLIC_URL?.replace(/\/$/, ''),
    allowedHosts: raw.ALLOWED_HOSTS,
    logLevel: raw.LOG_LEVEL,
    trustProxy: raw.TRUST_PROXY,
    seedDemoData: raw.SEED_DEMO_DATA,
    apiDocs: raw.API_DOCS,
    mail: {
      smtpUrl: raw.SMTP_URL,
      from: raw.MAIL_FROM,
      emlDir: path.join(dataDir, 'mail'),
      inboxes: {
        applicationsFirstCountry: raw.INBOX_APPLICATIONS_FIRST_COUNTRY,
        applicationsOtherCountries: raw.INBOX_APPLICATIONS_OTHER_COUNTRIES,
        contact: raw.INBOX_CONTACT,
        internships: raw.INBOX_INTERNSHIPS,
        sales: raw.INBOX_SALES,
      },
      pollMs: raw.OUTBOX_POLL_MS,
      maxAttempts: raw.OUTBOX_MAX_ATTEMPTS,
      backoffMs: raw.OUTBOX_BACKOFF_MS,
      leaseMs: raw.OUTBOX_LEASE_MS,
      rejectionDelayHours: raw.REJECTION_MAIL_DELAY_HOURS,
    },
    storage: {
      uploadDir: path.join(dataDir, 'uploads'),
      uploadSecret: raw.UPLOAD_SECRET,
      uploadSecretFile: path.join(dataDir, 'upload-secret'),
      urlTtlSeconds: raw.UPLOAD_URL_TTL_SECONDS,
      s3: raw.S3_BUCKET
        ? {
            bucket: raw.S3_BUCKET,
            region: raw.S3_REGION,
            endpoint: raw.S3_ENDPOINT,
            forcePathStyle: raw.S3_FORCE_PATH_STYLE,
            credentials:
              raw.S3_ACCESS_KEY_ID && raw.S3_SECRET_ACCESS_KEY
                ? { accessKeyId: raw.S3_ACCESS_KEY_ID, secretAccessKey: raw.S3_SECRET_ACCESS_KEY }
                : undefined,
          }
        : undefined,
    },
    mailQuota: { bytes: raw.MAIL_QUOTA_BYTES, windowMs: raw.MAIL_QUOTA_WINDOW_MS },
    uploadQuota: { bytes: raw.UPLOAD_QUOTA_BYTES, windowMs: raw.UPLOAD_QUOTA_WINDOW_MS },
    confirmations: {
      perAddress: raw.CONFIRMATIONS_PER_ADDRESS,
      perClient: raw.CONFIRMATIONS_PER_CLIENT,
      windowMs: raw.CONFIRMATION_WINDOW_MS,
    },
    retention: {
      applicationsMonths: raw.RETENTION_APPLICATIONS_MONTHS,
      contactMessagesMonths: raw.RETENTION_CONTACT_MESSAGES_MONTHS,
      mailMonths: raw.RETENTION_MAIL_MONTHS,
      talentMonths: raw.RETENTION_TALENT_MONTHS,
      clientContactsMonths: raw.RETENTION_CLIENT_CONTACTS_MONTHS,
      purgeIntervalMs: raw.PURGE_INTERVAL_MS,
    },
    reportDigest: { enabled: raw.REPORT_DIGEST, weekday: raw.REPORT_DIGEST_WEEKDAY, hour: raw.REPORT_DIGEST_HOUR },
    talentSearchCache: raw.TALENT_SEARCH_CACHE,
    rateLimit: { redisUrl: raw.REDIS_URL, max: raw.RATE_LIMIT_MAX, windowMs: raw.RATE_LIMIT_WINDOW_MS },
    requestTimeoutMs: raw.REQUEST_TIMEOUT_MS,
    shutdownTimeoutMs: raw.SHUTDOWN_TIMEOUT_MS,
    /**
     * The scrypt costs of the password and recovery code hashes the console stores. No setting: only
     * the test apps (server/test-support/test-app.ts) replace them, with cheap ones.
     */
    hashCosts: { password: PASSWORD_COST, recoveryCode: RECOVERY_CODE_COST },
  };
}
