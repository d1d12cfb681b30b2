/**
 * The openings board as HTML: what the server writes into the board's page so its first page of
 * openings is there when the page arrives, and what the app's board renders once it has taken over.
 * The wording and shapes both sides show (labels, counts, the status line) live here too, so the two
 * cannot drift; a test renders the app's board and compares it with this markup, element by element.
 */
import type { Opening } from '../api/staffing/openings';
import type { FacetCount, OpeningsSearchResult } from '../api/staffing/openings-search';
import { escapeHtml } from '../escape-html';
import { formatCount, formatDay } from './format';
import {
  OPENING_TYPES,
  type OpeningsQuery,
  type OpeningsType,
  type Sort,
  type SortKey,
  WORK_MODES,
  type WorkMode,
  toggleSort,
} from './openings-query';

export const TYPE_LABELS: Record<OpeningsType, string> = {
  all: 'All',
  contractual: 'Contract',
  permanent: 'Full-time',
};
export const WORK_MODE_LABELS: Record<WorkMode, string> = { remote: 'Remote', hybrid: 'Hybrid', onsite: 'On-site' };
export const RSS_FEED_HREF = '/feeds/openings.rss';
export const JOB_FEED_HREF = '/feeds/jobs.xml';
export const SEARCH_PLACEHOLDER = 'Title, location, work mode or type';

/** The board's controls: one board per page, so fixed ids (the server's copy and the app's agree). */
export const BOARD_IDS = {
  search: 'openings-search',
  country: 'openings-country',
  workMode: 'openings-work-mode',
  type: (type: OpeningsType) => `openings-type-${type}`,
  status: 'openings-status',
  filters: 'openings-filters',
} as const;

export const countOf = (facet: readonly FacetCount[] | undefined, value: string) =>
  facet?.find((entry) => entry.value === value)?.count;
export const withCount = (label: string, count: number | undefined) =>
  count === undefined ? label : `${label} (${formatCount(count)})`;

/** "Showing 1–15 of 42 openings"; nothing when no opening matches. */
export function statusText(result: OpeningsSearchResult): string {
  if (result.total === 0) return '';
  const first = (result.page - 1) * result.pageSize + 1;
  const last = first + result.items.length - 1;
  return `Showing ${formatCount(first)}–${formatCount(last)} of ${formatCount(result.total)} ${result.total === 1 ? 'opening' : 'openings'}`;
}

export const isFiltered = (query: OpeningsQuery) =>
  query.type !== 'all' || query.search.trim() !== '' || query.country !== '' || query.workMode !== '';

export const NO_MATCH_TEXT =
  'No openings match your search. Try fewer words, another country, work mode or position type.';
export const NO_OPENINGS_TEXT =
  'There are no open positions right now. New roles are added every week, so please check back soon.';

export const SORT_NAMES: Record<SortKey, string> = {
  REQ_ID: 'job id',
  PSTN_LCTN: 'location',
  POSTED_DATE: 'posted date',
};
export const SORT_LABELS: Record<SortKey, string> = { REQ_ID: 'Job Id', PSTN_LCTN: 'Location', POSTED_DATE: 'Posted' };

export const ariaSort = (sort: Sort, key: SortKey) =>
  sort.key === key ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none';
export const sortTitle = (sort: Sort, key: SortKey) =>
  `Sort by ${SORT_LABELS[key]}, ${toggleSort(sort, key).direction === 'asc' ? 'ascending' : 'descending'}`;
export const sortArrow = (sort: Sort, key: SortKey) =>
  sort.key === key ? (sort.direction === 'asc' ? '▲' : '▼') : '↕';
export const tableCaption = (sort: Sort) =>
  `Open positions, sorted by ${SORT_NAMES[sort.key]}, ${sort.direction === 'asc' ? 'ascending' : 'descending'}`;

/** The page numbers to offer: the first, the last, and a window around the current page. */
export function pageWindow(page: number, pageCount: number, radius = 2): Array<number | 'gap'> {
  const pages: Array<number | 'gap'> = [];
  for (let n = 1; n <= pageCount; n++) {
    if (n === 1 || n === pageCount || Math.abs(n - page) <= radius) pages.push(n);
    else if (pages.at(-1) !== 'gap') pages.push('gap');
  }
  return pages;
}

export type BoardHtmlInput = {
  query: OpeningsQuery;
  result: OpeningsSearchResult;
  countries: ReadonlyArray<{ COUNTRY_CODE: string; COUNTRY_NAME: string }>;
  /** The job page of an opening. */
  jobHref: (reqId: number) => string;
};

const e = escapeHtml;
const attr = (name: string, value: string | undefined | false) =>
  value === undefined || value === false ? '' : ` ${name}="${e(value)}"`;
// Until the app runs, the controls are disabled: what a visitor typed would be lost when it takes over.
const DISABLED = ' disabled=""';

function filtersHtml({ query, result, countries }: BoardHtmlInput): string {
  const facets = result.facets;
  const types = OPENING_TYPES.map((type) => {
    const label = type === 'all' ? TYPE_LABELS[type] : withCount(TYPE_LABELS[type], countOf(facets.type, type));
    const id = BOARD_IDS.type(type);
    return `<span><input type="radio" class="btn-check" name="type" id="${id}" value="${type}"${query.type === type ? ' checked=""' : ''}${DISABLED}/><label class="btn btn-outline-primary" for="${id}">${e(label)}</label></span>`;
  }).join('');
  const option = (value: string, label: string, selected: boolean) =>
    `<option value="${e(value)}"${selected ? ' selected=""' : ''}>${e(label)}</option>`;
  const countryOptions = [
    option('', 'All countries', query.country === ''),
    ...countries.map((country) =>
      option(
        country.COUNTRY_CODE,
        withCount(country.COUNTRY_NAME, countOf(facets.country, country.COUNTRY_CODE)),
        query.country === country.COUNTRY_CODE,
      ),
    ),
    query.country !== '' && !countries.some((c) => c.COUNTRY_CODE === query.country)
      ? option(query.country, query.country, true)
      : '',
  ].join('');
  const modeOptions = [
    option('', 'Any work mode', query.workMode === ''),
    ...WORK_MODES.map((mode) =>
      option(mode, withCount(WORK_MODE_LABELS[mode], countOf(facets.workMode, mode)), query.workMode === mode),
    ),
  ].join('');
  return [
    // Phones: the filters fold behind one button, so the first openings are on the first screen.
    `<button type="button" class="openings-board__filter-toggle btn btn-outline-primary d-md-none" aria-expanded="false" aria-controls="${BOARD_IDS.filters}"${DISABLED}>${e(filterToggleLabel(query))}</button>`,
    `<form id="${BOARD_IDS.filters}" class="openings-board__filters" role="search" aria-label="Filter openings">`,
    `<fieldset class="openings-board__types"><legend class="visually-hidden">Position type</legend>${types}</fieldset>`,
    `<div class="openings-board__search"><label class="form-label" for="${BOARD_IDS.search}">Search openings</label>`,
    `<input id="${BOARD_IDS.search}" type="search" name="q" placeholder="${SEARCH_PLACEHOLDER}" maxlength="100"${DISABLED} autocomplete="off" class="form-control" value="${e(query.search)}"/></div>`,
    `<div class="openings-board__country"><label class="form-label" for="${BOARD_IDS.country}">Country</label>`,
    `<select id="${BOARD_IDS.country}" name="country"${DISABLED} class="form-select">${countryOptions}</select></div>`,
    `<div class="openings-board__work-mode"><label class="form-label" for="${BOARD_IDS.workMode}">Work mode</label>`,
    `<select id="${BOARD_IDS.workMode}" name="workMode"${DISABLED} class="form-select">${modeOptions}</select></div>`,
    '</form>',
  ].join('');
}

/**
 * The board's columns, in the order a screen reader reads a row: the title first, the client, the
 * facts a candidate filters by, pay, when it was posted, and the job id last (a small detail). On
 * screen each row is laid out as a job list entry (openings-section.scss); the header row shows only
 * the sort buttons.
 */
export const BOARD_COLUMNS = [
  { label: 'Position Title', className: 'openings-table__title' },
  { label: 'Client', className: 'openings-table__client' },
  { label: 'Location', className: 'openings-table__location', sort: 'PSTN_LCTN' },
  { label: 'Work Mode', className: 'openings-table__mode' },
  { label: 'Position Type', className: 'openings-table__type' },
  { label: 'Salary/Rate', className: 'openings-table__rate' },
  { label: 'Posted', className: 'openings-table__posted', sort: 'POSTED_DATE' },
  { label: 'Job Id', className: 'openings-table__id', sort: 'REQ_ID' },
] as const satisfies ReadonlyArray<{ label: string; className: string; sort?: SortKey }>;

/** The cells of a row after the title, as text (the app renders the same, with React). */
export const rowCells = (opening: Opening) => ({
  client: opening.CLIENT_LABEL ?? '',
  location: opening.PSTN_LCTN,
  mode: opening.WORK_LOCATION_PREFERENCE,
  type: opening.PSTN_TYP,
  rate: opening.PSTN_RATE,
});

/** The phone's filter button: "Filter", with the number of filters set. */
export const filterToggleLabel = (query: OpeningsQuery) => {
  const set = [query.type !== 'all', query.search.trim() !== '', query.country !== '', query.workMode !== ''].filter(
    Boolean,
  ).length;
  return set === 0 ? 'Filter' : `Filter (${set})`;
};

function headerHtml(sort: Sort, column: (typeof BOARD_COLUMNS)[number]): string {
  if (!('sort' in column)) return `<th scope="col" class="visually-hidden">${column.label}</th>`;
  const key = column.sort;
  const active = sort.key === key;
  return `<th scope="col" aria-sort="${ariaSort(sort, key)}"><button type="button" class="openings-table__sort" title="${e(sortTitle(sort, key))}">${SORT_LABELS[key]}<span aria-hidden="true" class="openings-table__arrow${active ? ' is-active' : ''}">${sortArrow(sort, key)}</span></button></th>`;
}

function rowHtml(opening: Opening, jobHref: BoardHtmlInput['jobHref']): string {
  const cells = rowCells(opening);
  const chip = (text: string) => `<span class="openings-table__chip">${e(text)}</span>`;
  const [title, client, location, mode, type, rate, posted, id] = BOARD_COLUMNS.map((column) => column.className);
  return [
    '<tr>',
    `<th scope="row" class="${title}"><a href="${e(jobHref(opening.REQ_ID))}">${e(opening.PSTN_TITLE)}</a></th>`,
    `<td class="${client}">${e(cells.client)}</td>`,
    `<td class="${location}">${chip(cells.location)}</td>`,
    `<td class="${mode}">${chip(cells.mode)}</td>`,
    `<td class="${type}">${chip(cells.type)}</td>`,
    `<td class="${rate}">${e(cells.rate)}</td>`,
    `<td class="${posted}"><time datetime="${e(opening.POSTED_DATE)}">${e(formatDay(opening.POSTED_DATE))}</time></td>`,
    `<td class="${id}">${opening.REQ_ID}</td>`,
    '</tr>',
  ].join('');
}

export const TABLE_CLASS = 'openings-table';

function tableHtml({ query, result, jobHref }: BoardHtmlInput): string {
  const sort = query.sort;
  return [
    `<table class="${TABLE_CLASS}"><caption class="visually-hidden">${e(tableCaption(sort))}</caption>`,
    `<thead><tr>${BOARD_COLUMNS.map((column) => headerHtml(sort, column)).join('')}</tr></thead>`,
    `<tbody>${result.items.map((opening) => rowHtml(opening, jobHref)).join('')}</tbody></table>`,
  ].join('');
}

function paginationHtml(page: number, pageCount: number): string {
  const items = pageWindow(page, pageCount)
    .map((n) =>
      n === 'gap'
        ? '<li class="page-item disabled"><span class="page-link">…</span></li>'
        : `<li class="page-item${n === page ? ' active' : ''}"><button type="button" class="page-link" aria-label="Page ${n}"${attr('aria-current', n === page && 'page')}>${n}</button></li>`,
    )
    .join('');
  return [
    '<nav aria-label="Openings pages" class="openings-board__pages"><ul class="pagination flex-wrap mb-0">',
    `<li class="page-item${page <= 1 ? ' disabled' : ''}"><button type="button" class="page-link"${page <= 1 ? ' disabled=""' : ''}><span aria-hidden="true">‹</span> Previous</button></li>`,
    items,
    `<li class="page-item${page >= pageCount ? ' disabled' : ''}"><button type="button" class="page-link"${page >= pageCount ? ' disabled=""' : ''}>Next <span aria-hidden="true">›</span></button></li>`,
    '</ul></nav>',
  ].join('');
}

function emptyHtml(query: OpeningsQuery): string {
  return isFiltered(query)
    ? `<div class="openings-board__empty"><p>${NO_MATCH_TEXT}</p><button type="button" class="btn btn-outline-primary">Clear filters</button></div>`
    : `<div class="openings-board__empty"><p>${NO_OPENINGS_TEXT}</p></div>`;
}

export const FEEDS_HTML = `<p class="openings-board__feeds small">New openings by feed: <a href="${RSS_FEED_HREF}">RSS</a> · <a href="${JOB_FEED_HREF}">job feed (XML)</a></p>`;

/** The board's content (inside its root element) for one page of results, as the app renders it. */
export function boardHtml(input: BoardHtmlInput): string {
  const { result } = input;
  return [
    filtersHtml(input),
    `<p id="${BOARD_IDS.status}" class="openings-board__status" role="status" aria-live="polite">${e(statusText(result))}</p>`,
    `<div class="openings-board__results" aria-busy="false">${tableHtml(input)}</div>`,
    result.total === 0 ? emptyHtml(input.query) : '',
    result.pageCount > 1 ? paginationHtml(result.page, result.pageCount) : '',
    FEEDS_HTML,
  ].join('');
}
