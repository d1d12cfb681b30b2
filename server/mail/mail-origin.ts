/**
 * The one place that decides which origin a mail's logo and links use (README: PUBLIC_URL).
 *
 * - `mailOrigin`: every mail to a candidate, a visitor or an inbox: PUBLIC_URL when set; without it
 *   the mail reads as text (no logo, no link), because the Host of a request must never shape a URL
 *   that leaves the company.
 * - `staffLinkOrigin`: a link a staff mail cannot work without (a console record, a password reset, an
 *   invitation): PUBLIC_URL when set, else the origin the staff member's own request came to, which
 *   the server only accepts from a trusted Host (server/plugins/public-origin.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config';

export const mailOrigin = (config: Pick<Config, 'publicUrl'>): string | undefined => config.publicUrl || undefined;

export const staffLinkOrigin = (
  app: Pick<FastifyInstance, 'config' | 'trustedOrigin'>,
  request: FastifyRequest,
): string => mailOrigin(app.config) ?? app.trustedOrigin(request);
