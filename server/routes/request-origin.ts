import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';

/** The site's public origin: PUBLIC_URL when set, else the origin this request came to. */
export const requestOrigin = (config: Pick<Config, 'publicUrl'>, request: FastifyRequest) =>
  config.publicUrl ?? `${request.protocol}://${request.host}`;
