/**
 * Cross-site request forgery defence for the console: a state-changing request (anything but GET,
 * HEAD, OPTIONS) must carry an `Origin` header equal to the site's origin (PUBLIC_URL, else the
 * origin the request came to). Browsers always send Origin on such requests; one that is missing or
 * different is refused. SameSite=Strict cookies are the second layer.
 *
 * A reading request (GET, HEAD) that the browser marks as coming from another site (`Sec-Fetch-Site:
 * cross-site` or `same-site`: a page elsewhere framing a resume, loading it as an image, fetching a
 * list) is refused too; the console's own pages send `same-origin`, and an address typed or
 * bookmarked sends `none`.
 */
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const originOf = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
};

export function isSameOriginRequest(config: Pick<Config, 'publicUrl'>, request: FastifyRequest): boolean {
  if (SAFE_METHODS.has(request.method)) {
    const site = request.headers['sec-fetch-site'];
    return site !== 'cross-site' && site !== 'same-site';
  }
  const origin = request.headers.origin;
  if (typeof origin !== 'string' || origin === 'null') return false;
  const expected = originOf(config.publicUrl ?? `${request.protocol}://${request.host}`);
  const given = originOf(origin);
  if (!expected || !given || expected !== given) return false;
  const site = request.headers['sec-fetch-site'];
  return site === undefined || site === 'same-origin';
}
