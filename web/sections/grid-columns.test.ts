import { describe, expect, it } from 'vitest';
import { cardSpans, gridColumns, gridRows } from './grid-columns';

describe('grids that fit the number of cards they hold', () => {
  it('keeps up to `max` cards in one row; a lone card takes the whole row', () => {
    expect([1, 2, 3, 4].map((count) => gridColumns(count))).toEqual([1, 2, 3, 4]);
    expect(cardSpans(1)).toEqual([12]);
    expect(cardSpans(3, 3)).toEqual([4, 4, 4]);
  });

  it('chooses the row length whose last row is fullest', () => {
    expect(gridRows(5)).toEqual([3, 2]);
    expect(gridRows(6)).toEqual([3, 3]);
    expect(gridRows(7)).toEqual([4, 3]);
    expect(gridRows(9)).toEqual([3, 3, 3]);
    expect(gridRows(4, 3)).toEqual([2, 2]);
    expect(gridRows(16)).toEqual([4, 4, 4, 4]);
  });

  it('moves a card down rather than leave one alone in the last row', () => {
    expect(gridRows(7, 3)).toEqual([3, 2, 2]);
    expect(gridRows(5, 2)).toEqual([2, 3]);
    expect(cardSpans(7, 3)).toEqual([4, 4, 4, 6, 6, 6, 6]);
  });

  it('for 2 to 40 cards at most 2, 3 or 4 a row: every row is full, none holds one card, none is wider than allowed', () => {
    for (const max of [2, 3, 4]) {
      for (let count = 2; count <= 40; count += 1) {
        const rows = gridRows(count, max);
        const where = `${count} cards, at most ${max} a row: ${rows.join(' + ')}`;
        expect(
          rows.reduce((sum, cards) => sum + cards, 0),
          where,
        ).toBe(count);
        expect(Math.min(...rows), where).toBeGreaterThan(1);
        // Only a two-column grid may end on a row of three (2 + 3), never wider.
        expect(Math.max(...rows), where).toBeLessThanOrEqual(max === 2 ? 3 : max);
        expect(
          cardSpans(count, max).every((span) => Number.isInteger(span)),
          where,
        ).toBe(true);
      }
    }
  });
});
