/**
 * Checks every request before its route runs, so that what a client got wrong is named in a 4xx:
 * - a body in a charset other than UTF-8 → 415;
 * - JSON that does not parse → 400 naming the parser's complaint; JSON with a `__proto__` or
 *   `constructor.prototype` key → 400 saying so (such keys could pollute prototypes); JSON nested
 *   deeper than MAX_JSON_DEPTH → 400 "too deeply nested" (checked without recursion);
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

/** Deeper JSON than this is refused: no API body nests more than a few levels. */
export const MAX_JSON_DEPTH = 64;

/**
 * The first `__proto__` or `constructor.prototype` key in a parsed JSON value, as a path; or
 * `tooDeep` when the value nests deeper than MAX_JSON_DEPTH. Iterative (an explicit stack), so no
 * input can overflow the call stack.
 */
function forbiddenKey(value: unknown): { key: string } | 'tooDeep' | undefined {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: '', depth: 1 }];
  for (let item = stack.pop(); item; item = stack.pop()) {
    if (!item.value || typeof item.value !== 'object') continue;
    if (item.depth > MAX_JSON_DEPTH) return 'tooDeep';
    const entries = Object.entries(item.value);
    // Pushed in reverse, so the first key is looked at first (the path named is the first one found).
    for (let index = entries.length - 1; index >= 0; index -= 1) {
      const [key, child] = entries[index] as [string, unknown];
      const here = item.path ? `${item.path}.${key}` : key;
      if (key === '__proto__') return { key: here };
      if (key === 'constructor' && child && typeof child === 'object' && Object.hasOwn(child, 'prototype')) {
        return { key: `${here}.prototype` };
      }
      stack.push({ value: child, path: here, depth: item.depth + 1 });
    }
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
    const found = forbiddenKey(value);
    if (found === 'tooDeep') {
      return done(new ClientError(400, `The body is too deeply nested (at most ${MAX_JSON_DEPTH} levels).`), undefined);
    }
    if (found) return done(new ClientError(400, `The body must not contain the key "${found.key}".`), undefined);
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
