/**
 * Serves the built web app: hashed assets cached for a year, HTML never cached, pages routed by
 * resolveWebRequest (404 for pages that do not exist).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { resolveWebRequest } from './resolve-request';

export type WebAppOptions = { webRoot: string };

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** A malformed escape (`/%E0%A4%A`) names no page; it must not throw. */
const safeDecode = (pathname: string) => {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return '/not-found';
  }
};

const webAppPlugin: FastifyPluginAsync<WebAppOptions> = async (app, { webRoot }) => {
  const cache = new Map<string, Buffer>();
  const read = async (file: string) => {
    let body = cache.get(file);
    if (!body) {
      body = await fs.readFile(path.join(webRoot, file));
      cache.set(file, body);
    }
    return body;
  };

  await app.register(fastifyStatic, {
    root: webRoot,
    wildcard: false,
    index: false,
    redirect: false,
    setHeaders(reply, filePath) {
      const inAssets = filePath.startsWith(path.join(webRoot, 'assets') + path.sep);
      reply.header('Cache-Control', inAssets ? IMMUTABLE : REVALIDATE);
    },
  });

  app.get('/*', async (request, reply) => {
    const url = new URL(request.url, 'http://localhost');
    // Unknown API paths answer the API's JSON 404, never a web page.
    if (url.pathname.startsWith('/api/')) return reply.callNotFound();
    const answer = resolveWebRequest(safeDecode(url.pathname), url.search);
    if (answer.kind === 'redirect') return reply.redirect(answer.location, 301);
    const type = answer.file.endsWith('.data') ? 'text/x-script' : 'text/html; charset=utf-8';
    return reply
      .code(answer.status)
      .header('Cache-Control', REVALIDATE)
      .type(type)
      .send(await read(answer.file));
  });
};

export const webApp = fp(webAppPlugin, { name: 'web-app' });
