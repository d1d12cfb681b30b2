/**
 * One error shape for the APIs: `{ message, field?, errors? }` (`errors`: every bad field of a form). Client mistakes keep their 4xx status and name
 * the field; nothing a client sends produces a 500. Unexpected failures are logged and answered
 * with a generic message.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ResumeRejected } from '../storage/resume-type';

/** An error a handler throws to answer a client mistake. */
export class ClientError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly field?: string,
    /** Sent as `Retry-After` (a quota or limit that frees up later). */
    readonly retryAfterSeconds?: number,
    /** Every bad field with its message (a form's rules broken), sent as `errors`. */
    readonly errors?: Record<string, string>,
  ) {
    super(message);
  }
}

type Issue = { code?: string; path?: PropertyKey[] };

/** Error codes that mean a backing service (disk, database, S3, …) is unavailable, not a bug. */
const UNAVAILABLE_CODES = new Set([
  'EACCES',
  'EPERM',
  'EROFS',
  'ENOTDIR',
  'ENOSPC',
  'EDQUOT',
  'EIO',
  'EMFILE',
  'ENFILE',
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  'SQLITE_BUSY',
  'SQLITE_LOCKED',
  'SQLITE_IOERR',
  'SQLITE_FULL',
  'SQLITE_READONLY',
  'SQLITE_CANTOPEN',
]);
const UNAVAILABLE_MESSAGE =
  /Connection terminated|connection error|timeout exceeded when trying to connect|Client was closed|ECONNREFUSED|socket hang up/i;

/**
 * True when a failure comes from a service the server depends on being down or refusing writes:
 * a file system error, a lost PostgreSQL connection (SQLSTATE class 08 or 57P), SQLite busy or
 * read-only, an unreachable S3 endpoint. Such a request is answered 503 (try again later).
 */
export function isServiceUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 3) return false;
  const { code, name, message, cause } = error as {
    code?: unknown;
    name?: unknown;
    message?: unknown;
    cause?: unknown;
  };
  if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || /^(08|57P)/.test(code))) return true;
  if (name === 'TimeoutError' || name === 'AbortError') return true;
  if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) return true;
  return isServiceUnavailable(cause, depth + 1);
}

export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | ClientError | ResumeRejected, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath.replace(/^\//, '').replace(/\//g, '.') || undefined;
      const issue = (first?.params as { issue?: Issue } | undefined)?.issue;
      // A data-URL attachment over the size limit is "too large", like an oversized upload.
      const tooLarge = issue?.code === 'too_big' && field?.startsWith('attachments.') && field.endsWith('.path');
      const message = `${field ?? error.validationContext ?? 'request'}: ${first?.message ?? 'is invalid'}`;
      // Every bad field with its message, like a form shows them (the first message per field).
      const errors: Record<string, string> = {};
      for (const item of error.validation) {
        const name = item.instancePath.replace(/^\//, '').replace(/\//g, '.') || error.validationContext || 'request';
        errors[name] ??= item.message ?? 'is invalid';
      }
      return reply.code(tooLarge ? 413 : 400).send({ message, field, errors });
    }
    if (error instanceof ClientError) {
      if (error.retryAfterSeconds !== undefined) reply.header('Retry-After', String(error.retryAfterSeconds));
      return reply.code(error.statusCode).send({ message: error.message, field: error.field, errors: error.errors });
    }
    if (error instanceof ResumeRejected) return reply.code(error.statusCode).send({ message: error.message });
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ message: error.message });
    }
    if (isServiceUnavailable(error)) {
      // Only the code: a driver's error text may quote the values it was given.
      const { code } = error as { code?: unknown };
      request.log.error({ code, errorName: error.name }, 'a backing service is unavailable');
      return reply
        .code(503)
        .header('Retry-After', '5')
        .send({ message: 'The service is briefly unavailable. Please try again in a moment.' });
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .code(status >= 500 ? status : 500)
      .send({ message: 'Something went wrong on our side. Please try again.' });
  });
}
