/**
 * A console route's options in one call: who may call it (`config.access`, server/admin/access.ts),
 * its params, query and body schemas, and its answer's schema with the status code and the errors
 * every console route may answer. Every console route is declared through it or through a resource
 * (serve-resource.ts).
 */
import { ApiError } from '#contracts/api/api-error';
import type { z } from '#contracts/zod';
import type { Access } from '../access';

/** Every error a console route answers has the one error body. */
export const consoleErrors = {
  400: ApiError,
  401: ApiError,
  403: ApiError,
  404: ApiError,
  409: ApiError,
  415: ApiError,
  422: ApiError,
  429: ApiError,
};

type Parts = { params?: z.ZodMiniType; querystring?: z.ZodMiniType; body?: z.ZodMiniType };

/** `answer: null` for a route that answers a file (its errors are still checked). */
export function consoleRoute<
  const P extends Parts,
  A extends z.ZodMiniType | null,
  C extends 200 | 201 | 202 | 204 = 200,
>(access: Access, parts: P, answer: A, code: C = 200 as C) {
  const response = { ...(answer ? { [code]: answer } : {}), ...consoleErrors } as (A extends z.ZodMiniType
    ? { [K in C]: A }
    : object) &
    typeof consoleErrors;
  return { config: { access }, schema: { tags: ['console'], ...parts, response } };
}
