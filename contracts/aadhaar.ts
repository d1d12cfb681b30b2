/**
 * Aadhaar numbers: 12 digits whose last is a Verhoeff check digit. Only the last four digits are
 * ever stored; the full number is never logged.
 */
const D = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
];
const P = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
];
const INV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9];

const at = (table: number[][], row: number, col: number) => table[row]?.[col] ?? 0;

/** True when the digits end in a valid Verhoeff check digit. */
export function verhoeffValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let c = 0;
  [...digits].reverse().forEach((char, i) => {
    c = at(D, c, at(P, i % 8, Number(char)));
  });
  return c === 0;
}

/** The check digit to append to `digits`. */
export function verhoeffCheckDigit(digits: string): number {
  let c = 0;
  [...digits].reverse().forEach((char, i) => {
    c = at(D, c, at(P, (i + 1) % 8, Number(char)));
  });
  return INV[c] ?? 0;
}

/** 12 digits, not starting with 0 or 1, with a valid check digit. */
export const isValidAadhaar = (value: string) => /^[2-9]\d{11}$/.test(value) && verhoeffValid(value);

/** What is kept of an Aadhaar number: its last four digits. */
export const maskAadhaar = (value: string) => `XXXX-XXXX-${value.slice(-4)}`;
