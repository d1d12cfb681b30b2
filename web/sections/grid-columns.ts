/**
 * Grids that fit the number of cards they hold. On wide screens a grid is 12 tracks wide and each card
 * spans a share of a row, so every row is full: no empty slot, and never one card alone in the last row
 * of a grid of several (a short last row shares its width among its cards).
 */

/**
 * How many cards a full row holds for `count` cards, at most `max` (2 to 4): all of them while they fit;
 * beyond that `max` or `max - 1`, whichever leaves the fuller last row (7 → 4 + 3, 6 → 3 + 3, 5 → 3 + 2).
 */
export function gridColumns(count: number, max = 4): number {
  if (count <= max) return Math.max(count, 1);
  const candidates = max > 2 ? [max, max - 1] : [max];
  let best = max;
  let bestFill = -1;
  for (const columns of candidates) {
    const last = count % columns || columns;
    const fill = last === 1 ? 0 : last / columns;
    if (fill > bestFill) [best, bestFill] = [columns, fill];
  }
  return best;
}

/**
 * The cards of each row, top to bottom. A last row of one takes a card from the row above (3 + 3 + 1 →
 * 3 + 2 + 2); with two to a row the last three share a row instead (2 + 2 + 1 → 2 + 3).
 */
export function gridRows(count: number, max = 4): number[] {
  const columns = gridColumns(count, max);
  const rows = Array.from({ length: Math.ceil(count / columns) }, (_, row) => Math.min(columns, count - row * columns));
  const n = rows.length;
  if (n > 1 && rows[n - 1] === 1) {
    if (columns > 2) {
      rows[n - 2] = columns - 1;
      rows[n - 1] = 2;
    } else {
      rows.splice(n - 2, 2, 3);
    }
  }
  return rows;
}

/** The tracks (of 12) each card spans on wide screens, in order. */
export function cardSpans(count: number, max = 4): number[] {
  return gridRows(count, max).flatMap((cards) => Array.from({ length: cards }, () => 12 / cards));
}

/** The class that gives a card its span (web/styles/_sections.scss: `.card-grid`). */
export const spanClass = (span: number | undefined) => `span-${span ?? 12}`;
