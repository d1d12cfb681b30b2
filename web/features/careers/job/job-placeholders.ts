import type { Opening, OpeningDetail } from '#contracts/api/staffing/openings';

/** The text a {FIELD} placeholder of the job page becomes (docs/product.md §5.2). */
export function placeholderValue(field: string, opening: Opening | OpeningDetail): string | null {
  if (field === 'IS_MULTI_LOCATION_POSITION') {
    return 'IS_MULTI_LOCATION_POSITION' in opening ? (opening.IS_MULTI_LOCATION_POSITION ? 'Yes' : 'No') : null;
  }
  // HTML is shown sanitized in its own block, never pasted into text.
  if (field === 'INTERNAL_JOB_DESCRIPTION' || !Object.hasOwn(opening, field)) return null;
  const value = (opening as Record<string, unknown>)[field];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : null;
}

/** Fills every {FIELD} of a template from the opening; a field the record lacks becomes '—'. */
export const fillPlaceholders = (template: string, opening: Opening | OpeningDetail) =>
  template.replace(/\{([A-Z_]+)\}/g, (_match, field: string) => placeholderValue(field, opening) ?? '—');
