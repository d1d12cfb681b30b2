import { Writable } from 'node:stream';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from './logger';
import { LazyRequestLogger, lazyChildLogger } from './request-logger';

/** A server logging at `level` into an array, with one route that logs what the test asks. */
async function appLoggingAt(level: string, logs: (log: FastifyBaseLogger) => void) {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const seen: FastifyBaseLogger[] = [];
  const app = Fastify({ logger: loggerOptions(level, stream), childLoggerFactory: lazyChildLogger });
  app.get('/', async (request) => {
    seen.push(request.log);
    logs(request.log);
    return { ok: true };
  });
  await app.ready();
  return { app, lines, seen };
}

describe('the lazy request logger', () => {
  it('makes no child logger for a request that logs nothing at an enabled level', async () => {
    const { app, lines, seen } = await appLoggingAt('warn', (log) => log.info('not shown'));
    await app.inject('/');
    expect(seen[0]).toBeInstanceOf(LazyRequestLogger);
    expect((seen[0] as LazyRequestLogger).materialized).toBe(false);
    expect(lines).toEqual([]);
    await app.close();
  });

  it('writes enabled lines with the request id and redacts personal data, like a pino child', async () => {
    const { app, lines } = await appLoggingAt('info', (log) => {
      log.debug('not shown');
      log.warn({ form: { email: 'ada@example.com' }, jobId: 7 }, 'odd request');
    });
    const response = await app.inject('/');
    const warning = lines.find((line) => line.msg === 'odd request');
    expect(warning).toMatchObject({ level: 40, jobId: 7, form: { email: '[redacted]' } });
    expect(warning?.reqId).toBe(lines.find((line) => line.msg === 'incoming request')?.reqId);
    expect(lines.some((line) => line.msg === 'not shown')).toBe(false);
    // Fastify's own request lines go through the same logger.
    expect(lines.find((line) => line.msg === 'request completed')).toMatchObject({ res: { statusCode: 200 } });
    expect(response.statusCode).toBe(200);
    await app.close();
  });

  it('keeps a level set on the request logger, and makes children that carry the request id', async () => {
    const { app, lines } = await appLoggingAt('warn', (log) => {
      log.level = 'debug';
      log.debug('now shown');
      log.child({ step: 'upload' }).error('failed');
    });
    await app.inject('/');
    // The raised level holds for the rest of the request, Fastify's closing line included.
    expect(lines.map((line) => line.msg)).toEqual(['now shown', 'failed', 'request completed']);
    expect(lines[1]).toMatchObject({ step: 'upload', reqId: lines[0]?.reqId });
    await app.close();
  });
});
