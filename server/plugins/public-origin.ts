/**
 * The one place that decides the origin of absolute URLs (signed upload URLs, canonical, Open Graph
 * and JSON-LD URLs, the sitemap): PUBLIC_URL when it is set; otherwise the origin the request came
 * to, but only when its Host names this server (the names it listens on, or ALLOWED_HOSTS). A
 * malformed Host header is refused on every request; another Host only where a URL is built.
 */
import os from 'node:os';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ClientError } from './error-handler';

export type PublicOriginOptions = {
  publicUrl: string | undefined;
  allowedHosts: string[];
  /** The address the server listens on (HOST): a specific one is a name of this server too. */
  listenHost: string;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The origin to build absolute URLs from; throws a 400 when the request's Host is not trusted. */
    trustedOrigin(request: FastifyRequest): string;
  }
}

/** A host name, IPv4 address or bracketed IPv6 address, with an optional port. */
const HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** The host part of a Host header value (lower case, port removed). */
const hostName = (host: string) => host.toLowerCase().replace(/:\d+$/, '');

/** Names this server answers to on a fresh start: loopback, its host name and its interfaces' addresses. */
export function listeningNames(listenHost: string): Set<string> {
  const names = new Set(['localhost', '127.0.0.1', '[::1]', os.hostname().toLowerCase()]);
  if (!['0.0.0.0', '::', ''].includes(listenHost)) names.add(listenHost.includes(':') ? `[${listenHost}]` : listenHost);
  for (const addresses of Object.values(os.networkInterfaces())) {
    for (const { address, family } of addresses ?? []) {
      names.add(family === 'IPv6' ? `[${address.replace(/%.*$/, '')}]` : address);
    }
  }
  return names;
}

const publicOriginPlugin: FastifyPluginAsync<PublicOriginOptions> = async (app, options) => {
  const allowed = new Set([...listeningNames(options.listenHost), ...options.allowedHosts]);

  app.addHook('onRequest', (request, _reply, done) => {
    done(HOST.test(request.host) ? undefined : new ClientError(400, 'The Host header is not a valid host name.'));
  });

  app.decorate('trustedOrigin', (request: FastifyRequest) => {
    if (options.publicUrl) return options.publicUrl;
    if (!allowed.has(hostName(request.host))) {
      throw new ClientError(400, 'Unknown Host: set PUBLIC_URL (or ALLOWED_HOSTS) to serve this site under that name.');
    }
    return `${request.protocol === 'https' ? 'https' : 'http'}://${request.host.toLowerCase()}`;
  });
};

export const publicOrigin = fp(publicOriginPlugin, { name: 'public-origin' });
