/**
 * Per-IP rate limits on every POST and PUT (reads are not limited). Counted in this process, or in
 * Redis (shared by every instance) when REDIS_URL is set.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

export type RateLimitOptions = { max: number; windowMs: number; redisUrl?: string | undefined };

const LIMITED_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const rateLimitPlugin: FastifyPluginAsync<RateLimitOptions> = async (app, options) => {
  const redis = options.redisUrl
    ? new Redis(options.redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1, enableOfflineQueue: false })
    : undefined;
  if (redis) {
    redis.on('error', (error: Error) => app.log.warn({ reason: error.message }, 'rate-limit store unavailable'));
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
    // Without an offline queue, a command sent before the connection is up fails and (skipOnError)
    // lets the request through uncounted: wait for the connection at start, briefly.
    await whenReady(redis, 2000);
  }
  // Routes that only read get no limiter hook at all (the allow list below still spares reads on
  // routes that also write, and on paths no route matches): one hook less on every page and answer.
  app.addHook('onRoute', (route) => {
    const methods = ([] as string[]).concat(route.method);
    if (route.config?.rateLimit === undefined && methods.every((method) => !LIMITED_METHODS.has(method))) {
      route.config = { ...route.config, rateLimit: false };
    }
  });
  await app.register(rateLimit, {
    global: true,
    max: options.max,
    timeWindow: options.windowMs,
    allowList: (request) => !LIMITED_METHODS.has(request.method),
    redis,
    nameSpace: 'northwind-rate-limit-',
    // A broken Redis must not take the site down: requests pass, the failure is logged.
    skipOnError: true,
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      message: `Too many requests. Please try again in ${context.after}.`,
    }),
  });
};

/** Resolves once Redis is ready, or after `timeoutMs` (the limits then count once it connects). */
function whenReady(redis: Redis, timeoutMs: number): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done);
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    redis.once('ready', done);
  });
}

export const rateLimits = fp(rateLimitPlugin, { name: 'rate-limits' });
