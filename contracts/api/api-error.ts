/**
 * The error body every API answers with.
 */
import { z } from '../zod';

/** An error body: a message naming the field that was wrong. */
export const ApiError = z.object({ message: z.string(), field: z.optional(z.string()) });
export type ApiError = z.infer<typeof ApiError>;
