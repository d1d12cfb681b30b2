/**
 * Where a candidate's profile was opened from, so its back link returns there: the talent search (with
 * its query and filters) or, by default, the applicants list. The list that links to a profile passes
 * `fromTalentSearch(search)` as the link's state.
 */
import { consolePaths } from '../console-paths';

type BackState = { back: { to: string; label: string } };

export const fromTalentSearch = (search: string): BackState => ({
  back: { to: `${consolePaths.talent}${search}`, label: 'Talent search' },
});

const ALL_APPLICANTS = { to: consolePaths.applications, label: 'All applicants' };

/** The back link for a profile opened with `state` (a location's state, whatever put it there). */
export function backFromProfile(state: unknown): { to: string; label: string } {
  if (typeof state !== 'object' || state === null || !('back' in state)) return ALL_APPLICANTS;
  const back = (state as { back: unknown }).back;
  if (typeof back !== 'object' || back === null) return ALL_APPLICANTS;
  const { to, label } = back as { to?: unknown; label?: unknown };
  // Only a path inside the console: a state is the browser's history, never trusted as a URL.
  const talentSearch =
    typeof to === 'string' && (to === consolePaths.talent || to.startsWith(`${consolePaths.talent}?`));
  return talentSearch && typeof label === 'string' ? { to, label } : ALL_APPLICANTS;
}
