/**
 * The staffing API's pick-lists (docs/product.md §8): countries, states and recruiters.
 * Field names are the contract's own (upper-case legacy column names) so existing clients keep working.
 */
import { z } from '../../zod';
import { uuid } from '../../fields';

export const Country = z.object({
  COUNTRY_UUID: uuid,
  COUNTRY_ID: z.number().check(z.int()),
  /** ISO 3166-1 alpha-2, e.g. US, IN. */
  COUNTRY_CODE: z.string().check(z.length(2)),
  COUNTRY_NAME: z.string(),
});
export type Country = z.infer<typeof Country>;

export const State = z.object({
  STATE_ID: z.number().check(z.int()),
  STATE_UUID: uuid,
  STATE_NAME: z.string(),
  COUNTRY_UUID: uuid,
});
export type State = z.infer<typeof State>;

/** A recruiter (application user): only a pick-list. */
export const Recruiter = z.object({
  USERID: z.number().check(z.int()),
  FIRSTNAME: z.string(),
  LASTNAME: z.string(),
});
export type Recruiter = z.infer<typeof Recruiter>;
