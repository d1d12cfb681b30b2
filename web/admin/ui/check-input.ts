import type { z } from '#contracts/zod';

export type FieldErrors = Record<string, string>;

/**
 * Checks a form's values with the contract's schema (the server checks them again): the parsed data,
 * or a message per field ('Password must be at least 12 characters').
 */
export function checkInput<S extends z.ZodMiniType>(
  schema: S,
  values: unknown,
  labels: Record<string, string> = {},
): { ok: true; data: z.infer<S> } | { ok: false; errors: FieldErrors } {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { ok: true, data: parsed.data };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    if (errors[field]) continue;
    const label = labels[field] ?? 'This field';
    errors[field] = /^[a-z]/.test(issue.message) ? `${label} ${issue.message}.` : issue.message;
  }
  return { ok: false, errors };
}
