/**
 * The openings board's page with its first page of openings in it: the board's markup (filters with
 * their counts, the status line, the table, the pages) in the element the pre-rendered page leaves
 * for it, and the same answer as JSON for the app, which takes over without asking the API again.
 * Pure string work; the plugin supplies the answer.
 */
import type { Country } from '#contracts/api/staffing/reference';
import type { OpeningsSearchResult } from '#contracts/api/staffing/openings-search';
import { boardHtml } from '#contracts/careers/board-html';
import type { OpeningsQuery } from '#contracts/careers/openings-query';
import { OPENINGS_DATA_ELEMENT_ID, OPENINGS_ISLAND_ID } from '#contracts/seo';
import { jobPaths } from '#content/pages/jobs';
import { jsonForScript } from './job-posting';

export type BoardPage = {
  query: OpeningsQuery;
  /** The endpoint's query string for `query`: the key the app looks the answer up by. */
  apiQuery: string;
  result: OpeningsSearchResult;
  countries: Country[];
};

const jobHref = (reqId: number) => `${jobPaths.description}?jobId=${encodeURIComponent(String(reqId))}`;
const ISLAND = new RegExp(`<div id="${OPENINGS_ISLAND_ID}"([^>]*)></div>`);

/** The board's page with the answer written in; the page as it is when it has no board element. */
export function withOpeningsBoard(html: string, page: BoardPage): string {
  if (!ISLAND.test(html)) return html;
  const data = { query: page.apiQuery, result: page.result, countries: page.countries };
  const script = `<script type="application/json" id="${OPENINGS_DATA_ELEMENT_ID}">${jsonForScript(data)}</script>`;
  const markup = boardHtml({ query: page.query, result: page.result, countries: page.countries, jobHref });
  return html
    .replace('</head>', () => `${script}</head>`)
    .replace(ISLAND, (_all, attributes: string) => `<div id="${OPENINGS_ISLAND_ID}"${attributes}>${markup}</div>`);
}
