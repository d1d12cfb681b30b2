/**
 * The Content-Security-Policy and the other security headers (helmet), in two sets:
 * - documents (pages, assets, the API docs): the site's policy. Pages of the pre-rendered web app
 *   carry inline scripts (and a few style attributes); they get this policy plus the sha256 of each,
 *   so no page needs 'unsafe-inline' scripts or styles.
 * - JSON answers of the APIs (/api/…): a policy under which nothing loads, runs or frames them,
 *   plus HSTS, nosniff, a referrer policy and same-origin resources. The headers that only mean
 *   something for a document (opener policy, agent clusters, DNS prefetch, IE's download and XSS
 *   switches, Flash's cross-domain policies) are left out: they were most of the bytes of a small
 *   answer's head and a fifth of its time (docs/PERFORMANCE.md).
 */
import { createHash } from 'node:crypto';
import helmet from 'helmet';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

export type CspDirectives = Record<string, string[]>;

/** The policy for everything the server sends; `connectSources` adds origins the browser may call (S3). */
export function cspDirectives(connectSources: string[] = []): CspDirectives {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    // Stylesheets from this server only. The build emits no <style> element; React and
    // react-bootstrap set styles at run time through the CSSOM, which CSP does not govern. Style
    // attributes in a page's HTML are allowed one by one, by hash (cspForHtml).
    'style-src': ["'self'"],
    'style-src-attr': ["'none'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...connectSources],
    'object-src': ["'none'"],
    // No page frames anything; the console's pages alone may frame the resume path
    // (server/web-app/console-page.ts).
    'frame-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/** The policy of the APIs' JSON answers. */
const API_CSP: CspDirectives = { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] };

/** Whether a request is for an API's JSON answer rather than a document. */
const isApiRequest = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

/** helmet's directive names are camel case. */
const helmetDirectives = (directives: CspDirectives) =>
  Object.fromEntries(
    Object.entries(directives).map(([name, values]) => [
      name.replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase()),
      values,
    ]),
  );

export const cspHeader = (directives: CspDirectives) =>
  Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script\s*>/gi;

/** The CSP source expressions ('sha256-…') of every inline script in an HTML document. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const body = match[1] ?? '';
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

const STYLE_ATTRIBUTE = /<[a-z][^>]*?\sstyle\s*=\s*(?:"([^"]*)"|'([^']*)')/gi;
const ATTRIBUTE_ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#39;': "'",
  '&lt;': '<',
  '&gt;': '>',
};

/** The CSP source expressions of every style attribute's value in an HTML document. */
export function styleAttributeHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(STYLE_ATTRIBUTE)) {
    const value = (match[1] ?? match[2] ?? '').replace(
      /&(amp|quot|#39|lt|gt);/g,
      (entity) => ATTRIBUTE_ENTITIES[entity] ?? entity,
    );
    hashes.add(`'sha256-${createHash('sha256').update(value, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/** The policy for one HTML document: the base policy plus its inline scripts' and style attributes' hashes. */
export function cspForHtml(directives: CspDirectives, html: string): string {
  const styles = styleAttributeHashes(html);
  return cspHeader({
    ...directives,
    'script-src': [...(directives['script-src'] ?? []), ...inlineScriptHashes(html)],
    ...(styles.length ? { 'style-src-attr': ["'unsafe-hashes'", ...styles] } : {}),
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    cspDirectives: CspDirectives;
  }
}

const securityHeadersPlugin: FastifyPluginAsync<{ connectSources: string[] }> = async (app, { connectSources }) => {
  const directives = cspDirectives(connectSources);
  app.decorate('cspDirectives', directives);
  // helmet's middlewares built once: @fastify/helmet rebuilt one (parsing every CSP directive again)
  // on each request, a few per cent of a cached API answer's time.
  const common = {
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  } as const;
  const documentHeaders = helmet({
    ...common,
    contentSecurityPolicy: { useDefaults: false, directives: helmetDirectives(directives) },
  });
  const apiHeaders = helmet({
    ...common,
    contentSecurityPolicy: { useDefaults: false, directives: helmetDirectives(API_CSP) },
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    const setHeaders = isApiRequest(request.url) ? apiHeaders : documentHeaders;
    setHeaders(request.raw, reply.raw, (error) => done(error instanceof Error ? error : undefined));
  });
};

export const securityHeaders = fp(securityHeadersPlugin, { name: 'security-headers' });
