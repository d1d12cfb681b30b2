import { describe, expect, it } from 'vitest';
import { formatCount, formatDay } from './format';

describe('board formats', () => {
  it('groups thousands like the browser would in English', () => {
    for (const n of [0, 7, 999, 1000, 12_345, 1_234_567]) expect(formatCount(n)).toBe(n.toLocaleString('en-US'));
  });
  it('writes a day as a short US date, and leaves anything else alone', () => {
    expect(formatDay('2026-11-05')).toBe('Nov 5, 2026');
    expect(formatDay('2026-01-31')).toBe('Jan 31, 2026');
    expect(formatDay('soon')).toBe('soon');
    expect(formatDay('2026-13-01')).toBe('2026-13-01');
  });
});
