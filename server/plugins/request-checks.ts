/**
 * Checks every request before its route runs, so that what a client got wrong is named in a 4xx:
 * - a body in a charset other than UTF-8 → 415;
 * - JSON that does not parse → 400 naming the parser's complaint; JSON with a `__proto__` or
 *   `constructor.prototype` key → 400 saying so (such keys could pollute prototypes);
 * - a known API path with another method → 405 with `Allow` (`methodsAllowed`, used by the
 *   not-found handler).
 */
import type { FastifyPluginAsync, HTTPMethods } from 'fastify';
import fp from 'fastify-plugin';
import FindMyWay, { type HTTPMethod } from 'find-my-way';
import { ClientError } from './error-handler';

declare module 'fastify' {
  interface FastifyInstance {
    /** The methods an API path answers to (empty when it is no API path at all). */
    methodsAllowed(url: string): string[];
  }
}

const CHARSET = /;\s*charset\s*=\s*"?([^";\s]+)"?/i;

/** The first `__proto__` or `constructor.prototype` key in a parsed JSON value, as a path. */
function forbiddenKey(value: unknown, path = ''): string | undefined {
  if (!value || typeof value !== 'object') return undefined;
  for (const [key, child] of Object.entries(value)) {
    const here = path ? `${path}.${key}` : key;
    if (key === '__proto__') return here;
    if (key === 'constructor' && child && typeof child === 'object' && Object.hasOwn(child, 'prototype')) {
      return `${here}.prototype`;
    }
    const found = forbiddenKey(child, here);
    if (found) return found;
  }
  return undefined;
}

const requestChecksPlugin: FastifyPluginAsync = async (app) => {
  app.addHook('preParsing', (request, _reply, payload, done) => {
    const contentType = request.headers['content-type'];
    const charset = contentType ? CHARSET.exec(contentType)?.[1]?.toLowerCase() : undefined;
    if (charset && charset !== 'utf-8' && charset !== 'utf8') {
      return done(new ClientError(415, `The body must be UTF-8 (charset=${charset} is not accepted).`));
    }
    return done(null, payload);
  });

  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(new ClientError(400, 'The body is empty; send a JSON object.'), undefined);
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (error) {
      const reason = error instanceof Error ? error.message : 'it does not parse';
      return done(new ClientError(400, `The body is not valid JSON: ${reason}`), undefined);
    }
    const key = forbiddenKey(value);
    if (key) return done(new ClientError(400, `The body must not contain the key "${key}".`), undefined);
    return done(null, value);
  });

  // Every API route as Fastify's router matches it, to tell "wrong method" from "no such path".
  const routes = FindMyWay();
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
    const methods = ([] as HTTPMethods[]).concat(route.method).map((method) => method.toUpperCase() as HTTPMethod);
    for (const method of methods) {
      if (!routes.find(method, route.url)) routes.on(method, route.url, () => {});
      if (method === 'GET' && !routes.find('HEAD', route.url)) routes.on('HEAD', route.url, () => {});
    }
  });
  app.decorate('methodsAllowed', (url: string) => {
    const pathname = url.split('?')[0] ?? url;
    return (['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const).filter((method) =>
      Boolean(routes.find(method, pathname)),
    );
  });
};

export const requestChecks = fp(requestChecksPlugin, { name: 'request-checks' });
