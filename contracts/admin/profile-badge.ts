/**
 * What an application (or a list row) says about its candidate's profile (contracts/admin/candidates.ts);
 * apart from it so applications.ts can use it without a cycle.
 */
import { z } from '../zod';

export const ProfileBadge = z.object({
  /** The profile's id (GET /candidates/:id). */
  id: z.string(),
  /** How many applications the profile holds, this one included. */
  applications: z.number().check(z.int()),
  /** Another profile shares this one's phone or e-mail and nobody dismissed it. */
  possibleDuplicate: z.boolean(),
});
export type ProfileBadge = z.infer<typeof ProfileBadge>;
