/**
 * What the server wrote into the board's page: the first page of openings for the URL's query, with
 * the countries for the country filter. Read once, before the app's first render after hydration,
 * so the board shows that answer without asking the API for it again.
 */
import { z } from '#contracts/zod';
import { Country } from '#contracts/api/staffing/reference';
import { OpeningsSearchResult } from '#contracts/api/staffing/openings-search';
import { OPENINGS_DATA_ELEMENT_ID } from '#contracts/seo';

const ServerBoard = z.object({ query: z.string(), result: OpeningsSearchResult, countries: z.array(Country) });
export type ServerBoard = z.infer<typeof ServerBoard>;

let read = false;
let written: ServerBoard | null = null;

/** The answer the server wrote into this page, or null (none, not valid, or while pre-rendering). */
export function serverBoard(): ServerBoard | null {
  if (!read && typeof document !== 'undefined') {
    read = true;
    try {
      const parsed = ServerBoard.safeParse(
        JSON.parse(document.getElementById(OPENINGS_DATA_ELEMENT_ID)?.textContent ?? 'null'),
      );
      written = parsed.success ? parsed.data : null;
    } catch {
      written = null;
    }
  }
  return written;
}

/** Tests: read the page again. */
export const forgetServerBoard = () => {
  read = false;
  written = null;
};
