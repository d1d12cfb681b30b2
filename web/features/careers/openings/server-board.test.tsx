import { render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { act } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { boardHtml } from '#contracts/careers/board-html';
import { parseOpeningsQuery, toApiParams } from '#contracts/careers/openings-query';
import { OPENINGS_DATA_ELEMENT_ID, OPENINGS_ISLAND_ID } from '#contracts/seo';
import { clearDataCaches } from '../shared/data-cache';
import { jobHref } from '../shared/job-links';
import { fakeOpeningsEndpoint } from '../test-support/fake-openings-endpoint';
import { countries, generateOpenings } from '../test-support/fixtures';
import { OpeningsBoard } from './openings-board';
import { forgetServerBoard } from './server-board';

const LIST = '/current-openings/job-openings';
const openings = generateOpenings(40);

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
const fetchMock = vi.fn(async (url: string) => {
  const [path, queryString = ''] = url.split('?');
  if (path?.endsWith('/openings')) return json(fakeOpeningsEndpoint(openings, countries, queryString));
  if (url.endsWith('/get/country')) return json(countries);
  return json({ message: 'not found' });
});

beforeEach(() => {
  clearDataCaches();
  forgetServerBoard();
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.head.querySelector(`#${OPENINGS_DATA_ELEMENT_ID}`)?.remove();
  document.body.innerHTML = '';
});

/** What the server writes for a URL's query (contracts/careers/board-html.ts, server/seo/board-html.ts). */
function serverCopy(search: string) {
  const query = parseOpeningsQuery(new URLSearchParams(search));
  const apiQuery = toApiParams(query);
  const result = fakeOpeningsEndpoint(openings, countries, apiQuery);
  return { query, apiQuery, result, html: boardHtml({ query, result, countries, jobHref }) };
}

const routerAt = (url: string) =>
  createMemoryRouter([{ path: LIST, element: <OpeningsBoard /> }], { initialEntries: [url] });

/**
 * Markup compared as the eye sees it: attribute order and the attributes a live control keeps as
 * properties (value, checked, selected, and disabled on the filters until the app runs) left out.
 */
function normalized(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const element of template.content.querySelectorAll('*')) {
    for (const name of ['value', 'checked', 'selected', 'data-discover']) element.removeAttribute(name);
    if (element.matches('input, select, .openings-board__filter-toggle')) element.removeAttribute('disabled');
    const attributes = [...element.attributes].sort((a, b) => a.name.localeCompare(b.name));
    for (const attribute of attributes) element.removeAttribute(attribute.name);
    for (const attribute of attributes) element.setAttribute(attribute.name, attribute.value);
  }
  return template.innerHTML;
}

describe('the board the server writes into the page', () => {
  it.each([[''], ['?type=contractual&country=IN&sort=posted-asc&page=2'], ['?q=nothing-matches-this']])(
    'is the markup the app renders for the same answer (%s)',
    async (search) => {
      const copy = serverCopy(search);
      const { container } = render(<RouterProvider router={routerAt(`${LIST}${search}`)} />);
      await waitFor(() =>
        expect(container.querySelector('.openings-board__status')?.textContent).not.toMatch(/Loading/),
      );
      await waitFor(() => expect(container.querySelector('#openings-country option:nth-child(2)')).not.toBeNull());
      const board = container.querySelector('.openings-board')!;
      expect(normalized(board.innerHTML)).toBe(normalized(copy.html));
    },
  );

  it('is kept while the app hydrates, then the app shows the same answer without asking the API', async () => {
    const copy = serverCopy('?type=permanent');
    const data = document.createElement('script');
    data.type = 'application/json';
    data.id = OPENINGS_DATA_ELEMENT_ID;
    data.textContent = JSON.stringify({ query: copy.apiQuery, result: copy.result, countries });
    document.head.append(data);
    // The pre-rendered page: the board's element, with what the server wrote into it.
    const root = document.createElement('div');
    root.innerHTML = `<div id="${OPENINGS_ISLAND_ID}" class="openings-board">${copy.html}</div>`;
    document.body.append(root);
    const titles = copy.result.items.map((opening) => opening.PSTN_TITLE);
    expect(root.querySelectorAll('tbody tr')).toHaveLength(copy.result.items.length);
    expect(titles.length).toBeGreaterThan(0);

    await act(async () => {
      hydrateRoot(root, <RouterProvider router={routerAt(`${LIST}?type=permanent`)} />);
    });
    await waitFor(() => expect(root.querySelector(`#${OPENINGS_ISLAND_ID}`)).toBeNull());
    expect([...root.querySelectorAll('tbody th')].map((th) => th.textContent)).toEqual(titles);
    expect(screen.getByLabelText('Search openings')).not.toBeDisabled();
    expect(screen.getByRole('radio', { name: /Full-time/ })).toBeChecked();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
