/**
 * Serves the built web app: hashed assets cached for a year, HTML never cached, pages routed by
 * resolveWebRequest (404 for pages that do not exist).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type Encoding, encodeBody, pickEncoding } from '../lib/encoded-json-cache';
import { cspForHtml } from '../plugins/security-headers';
import {
  CONSOLE_PAGE_HEADERS,
  CONSOLE_SHELL_FILE,
  consoleFrameSources,
  isConsolePath,
  withNoindexMeta,
} from './console-page';
import { resolveWebRequest } from './resolve-request';

export type WebAppOptions = {
  webRoot: string;
  /** Rewrites a page's HTML before it is sent (public origin, job JSON-LD: server/seo). */
  transformHtml?: (request: FastifyRequest, file: string, html: string) => Promise<string>;
};

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Bodies below this size are sent as they are (as @fastify/compress would). */
const COMPRESS_FROM_BYTES = 1024;
const REVALIDATE = 'no-cache';

/** A malformed escape (`/%E0%A4%A`) names no page; it must not throw. */
const safeDecode = (pathname: string) => {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return '/not-found';
  }
};

async function listHtmlFiles(root: string): Promise<string[]> {
  try {
    const entries = await fs.readdir(root, { recursive: true });
    return entries.filter((entry) => entry.endsWith('.html')).map((entry) => path.join(root, entry));
  } catch {
    return [];
  }
}

/** A page as sent: its bytes, the CSP for its inline scripts, and its compressed forms, made once each. */
type Sendable = { body: Buffer; csp?: string; encoded: Map<Encoding, Promise<Buffer>> };
const sendable = (body: Buffer, csp?: string): Sendable => ({ body, csp, encoded: new Map() });

/**
 * The page in the encoding the client accepts. Compressed on first use and kept with the page, so a
 * page asked for again (a job page, the home page) costs a buffer write, not a brotli pass.
 */
function bodyFor(request: FastifyRequest, reply: FastifyReply, page: Sendable): Buffer | Promise<Buffer> {
  reply.header('Vary', 'Accept-Encoding');
  const encoding =
    page.body.length < COMPRESS_FROM_BYTES ? 'identity' : pickEncoding(request.headers['accept-encoding']);
  if (encoding === 'identity') return page.body;
  let encoded = page.encoded.get(encoding);
  if (!encoded) {
    encoded = encodeBody(page.body, encoding);
    page.encoded.set(encoding, encoded);
  }
  reply.header('Content-Encoding', encoding);
  return encoded;
}

const webAppPlugin: FastifyPluginAsync<WebAppOptions> = async (app, { webRoot, transformHtml }) => {
  const cache = new Map<string, Sendable>();
  /** A file of the build, with the CSP that allows exactly its inline scripts when it is HTML. */
  const read = async (file: string) => {
    let entry = cache.get(file);
    if (!entry) {
      const body = await fs.readFile(path.join(webRoot, file));
      entry = sendable(body, file.endsWith('.html') ? cspForHtml(app.cspDirectives, body.toString('utf8')) : undefined);
      cache.set(file, entry);
    }
    return entry;
  };

  // Transformed pages, by their text: the CSP hashes every inline script (JSON-LD included), so it is
  // recomputed for each distinct result, once. Few distinct results (one per page, origin and job);
  // at most 200 are kept (each holds a page twice, and its compressed forms), so varied Host headers
  // cannot grow it without bound.
  const variants = new Map<string, Sendable>();
  const transformed = async (
    transform: NonNullable<WebAppOptions['transformHtml']>,
    request: FastifyRequest,
    file: string,
    body: Buffer,
  ) => {
    const html = await transform(request, file, body.toString('utf8'));
    let variant = variants.get(html);
    if (!variant) {
      if (variants.size >= 200) variants.clear();
      variant = sendable(Buffer.from(html), cspForHtml(app.cspDirectives, html));
      variants.set(html, variant);
    }
    return variant;
  };

  // CSPs of the HTML files @fastify/static may send directly, computed once at start.
  const htmlCsp = new Map<string, string>();
  for (const file of await listHtmlFiles(webRoot)) {
    htmlCsp.set(file, cspForHtml(app.cspDirectives, await fs.readFile(file, 'utf8')));
  }

  // An HTML file requested by its own name (e.g. /__spa-fallback.html) gets its hashes too.
  app.addHook('onSend', async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    if (!pathname.endsWith('.html')) return;
    const csp = htmlCsp.get(path.join(webRoot, safeDecode(pathname)));
    if (csp) reply.header('Content-Security-Policy', csp);
  });

  await app.register(fastifyStatic, {
    root: webRoot,
    wildcard: false,
    index: false,
    redirect: false,
    // The build writes .br and .gz beside each static text file (vite.config.ts): send those as they are.
    preCompressed: true,
    setHeaders(reply, filePath) {
      const inAssets = filePath.startsWith(path.join(webRoot, 'assets') + path.sep);
      reply.header('Cache-Control', inAssets ? IMMUTABLE : REVALIDATE);
    },
  });

  // The staff console: the SPA shell for every path under /admin, never indexed nor cached.
  let consoleShell: Buffer | undefined;
  // Its CSP by origin (PUBLIC_URL, else the trusted origin the request came to): few distinct ones.
  const consoleCsp = new Map<string, string>();
  const sendConsole = async (request: FastifyRequest, reply: FastifyReply) => {
    const file = await read(CONSOLE_SHELL_FILE);
    consoleShell ??= Buffer.from(withNoindexMeta(file.body.toString('utf8')));
    let origin: string | undefined;
    try {
      origin = app.trustedOrigin(request);
    } catch {
      origin = undefined;
    }
    let csp = consoleCsp.get(origin ?? '');
    if (!csp) {
      if (consoleCsp.size >= 50) consoleCsp.clear();
      const directives = { ...app.cspDirectives, 'frame-src': consoleFrameSources(origin) };
      csp = cspForHtml(directives, file.body.toString('utf8'));
      consoleCsp.set(origin ?? '', csp);
    }
    reply.header('Content-Security-Policy', csp);
    return reply.code(200).headers(CONSOLE_PAGE_HEADERS).type('text/html; charset=utf-8').send(consoleShell);
  };

  app.get('/*', async (request, reply) => {
    const url = new URL(request.url, 'http://localhost');
    // Unknown API paths answer the API's JSON 404, never a web page.
    if (url.pathname.startsWith('/api/')) return reply.callNotFound();
    if (isConsolePath(safeDecode(url.pathname))) return sendConsole(request, reply);
    const answer = resolveWebRequest(safeDecode(url.pathname), url.search);
    if (answer.kind === 'redirect') return reply.redirect(answer.location, 301);
    const type = answer.file.endsWith('.data') ? 'text/x-script' : 'text/html; charset=utf-8';
    const file = await read(answer.file);
    const page = transformHtml && file.csp ? await transformed(transformHtml, request, answer.file, file.body) : file;
    if (page.csp) reply.header('Content-Security-Policy', page.csp);
    reply.code(answer.status).header('Cache-Control', REVALIDATE).type(type);
    return reply.send(await bodyFor(request, reply, page));
  });
};

export const webApp = fp(webAppPlugin, { name: 'web-app', dependencies: ['security-headers', 'public-origin'] });
