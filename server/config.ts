/**
 * Server configuration: environment variables parsed once, here. A wrong value stops the server
 * at start with a message naming every bad variable. Nothing else reads process.env.
 */
import path from 'node:path';
import { z } from 'zod';

const DatabaseUrl = z
  .string()
  .regex(/^(postgres(ql)?:\/\/|sqlite:|file:)/, 'must be postgres://…, sqlite:<path> or file:<path>');

export const ConfigSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Where the server keeps its files: the SQLite database, uploads, generated secrets, .eml mail. */
  DATA_DIR: z.string().default('data'),
  /** Unset: a SQLite file under DATA_DIR. `postgres://…`: PostgreSQL. */
  DATABASE_URL: DatabaseUrl.optional(),
  /** The built web app to serve. */
  WEB_ROOT: z.string().default('build/client'),
  /** The public origin of the site, for canonical URLs and links in mail. */
  PUBLIC_URL: z.url().default('http://localhost:3000'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Config = ReturnType<typeof parseConfig>;

export function parseConfig(env: Record<string, string | undefined> = process.env) {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(`Invalid configuration:\n${z.prettifyError(parsed.error)}`);
  }
  const raw = parsed.data;
  const dataDir = path.resolve(raw.DATA_DIR);
  return {
    port: raw.PORT,
    host: raw.HOST,
    dataDir,
    databaseUrl: raw.DATABASE_URL ?? `sqlite:${path.join(dataDir, 'northwind.sqlite')}`,
    webRoot: path.resolve(raw.WEB_ROOT),
    publicUrl: raw.PUBLIC_URL.replace(/\/$/, ''),
    logLevel: raw.LOG_LEVEL,
  };
}
