/**
 * The error body every API answers with.
 */
import { z } from '../zod';

/**
 * An error body: a message naming the field that was wrong and, when a form's rules were broken,
 * `errors`: every bad field with the message the form shows for it.
 */
export const ApiError = z.object({
  message: z.string(),
  field: z.optional(z.string()),
  errors: z.optional(z.record(z.string(), z.string())),
});
export type ApiError = z.infer<typeof ApiError>;
