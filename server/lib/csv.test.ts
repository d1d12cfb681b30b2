import { describe, expect, it } from 'vitest';
import { csvCell, parseCsv, toCsv } from './csv';

describe('CSV cells', () => {
  it('quotes a cell holding a semicolon, so a spreadsheet splitting on ";" reads no formula', () => {
    expect(csvCell('Pune;=1+1')).toBe('"Pune;=1+1"');
    expect(parseCsv(toCsv(['city'], [['Pune;=1+1']]))).toEqual([['city'], ['Pune;=1+1']]);
  });

  it('neutralises formulas and quotes commas, quotes and line breaks', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell(null)).toBe('');
  });
});
