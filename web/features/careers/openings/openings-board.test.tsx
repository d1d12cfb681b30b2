import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Opening } from '#contracts/api/staffing/openings';
import { clearDataCaches } from '../shared/data-cache';
import { fakeOpeningsEndpoint } from '../test-support/fake-openings-endpoint';
import { countries, generateOpenings, sampleOpenings } from '../test-support/fixtures';
import { OpeningsBoard } from './openings-board';
import { SEARCH_URL_DELAY_MS } from './use-openings-query';

const LIST = '/current-openings/job-openings';

function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location">
      {location.pathname}
      {location.search}
    </output>
  );
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let openings: Opening[] = sampleOpenings;
let openingsStatus = 200;
/** Holds back the answer to a query until the test lets it go. */
let hold: ((query: string) => Promise<void> | undefined) | undefined;
/** The bodies of answers `hold` held back, each settled once the app has read it. */
let heldReads: Promise<string>[] = [];
const fetchMock = vi.fn(async (url: string) => {
  const [path, queryString = ''] = url.split('?');
  if (path?.endsWith('/openings')) {
    const held = hold?.(queryString);
    let done: (text: string) => void = () => {};
    if (held) {
      heldReads.push(new Promise<string>((resolve) => (done = resolve)));
      await held;
    }
    const response =
      openingsStatus === 200
        ? json(fakeOpeningsEndpoint(openings, countries, queryString))
        : json({ message: 'down' }, 500);
    if (held) {
      const read = response.text.bind(response);
      response.text = async () => {
        const text = await read();
        done(text);
        return text;
      };
    }
    return response;
  }
  if (url.endsWith('/get/country')) return json(countries);
  return json({ message: 'not found' }, 404);
});

beforeEach(() => {
  openings = sampleOpenings;
  openingsStatus = 200;
  hold = undefined;
  heldReads = [];
  clearDataCaches();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function renderBoard(url = LIST, jobLoader?: () => Promise<null>) {
  const router = createMemoryRouter(
    [
      {
        path: LIST,
        element: (
          <>
            <OpeningsBoard path="/get/requirement" />
            <LocationProbe />
          </>
        ),
      },
      { path: '/current-openings/job-description', element: <LocationProbe />, loader: jobLoader },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const jobIds = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => Number(within(row).getAllByRole('cell').at(-1)?.textContent));
const location = () => screen.getByTestId('location').textContent;
const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(name) });

describe('OpeningsBoard', () => {
  it('shows a spinner, then the table sorted by Job Id descending with every column', async () => {
    renderBoard();
    expect(screen.getByText('Loading openings…', { selector: 'p' })).toBeInTheDocument();
    await screen.findByRole('table');
    expect(jobIds()).toEqual([105, 104, 103, 102, 101]);
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Position Title',
      'Client',
      expect.stringContaining('Location'),
      'Work Mode',
      'Position Type',
      'Salary/Rate',
      expect.stringContaining('Posted'),
      expect.stringContaining('Job Id'),
    ]);
    expect(header('Job Id')).toHaveAttribute('aria-sort', 'descending');
    expect(header('Location')).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByText('Showing 1–5 of 5 openings')).toBeInTheDocument();
    // Each row is one link, named by the job's title alone (no "View Job" button beside it).
    for (const row of screen.getAllByRole('row').slice(1)) {
      const links = within(row).getAllByRole('link');
      expect(links).toHaveLength(1);
      expect(links[0]).toHaveAccessibleName(within(row).getByRole('rowheader').textContent ?? '');
    }
    expect(screen.queryByRole('link', { name: /view job/i })).toBeNull();
  });

  it('reads the type from the URL: permanent shows Full-Time, contractual shows Contract', async () => {
    renderBoard(`${LIST}?type=permanent`);
    await screen.findByRole('table');
    expect(jobIds()).toEqual([103, 101]);
    fireEvent.click(screen.getByLabelText(/^Contract/));
    await waitFor(() => expect(jobIds()).toEqual([105, 104, 102]));
    expect(location()).toBe(`${LIST}?type=contractual`);
  });

  it('searches once typing pauses, with the search in the URL', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    renderBoard();
    await screen.findByRole('table');
    const requests = fetchMock.mock.calls.length;
    const search = screen.getByLabelText('Search openings');
    for (const text of ['  R', '  RE', '  REMO', '  REMOTE ']) fireEvent.change(search, { target: { value: text } });
    // While typing: the last list stays, marked busy; nothing is asked yet.
    expect(jobIds()).toEqual([105, 104, 103, 102, 101]);
    expect(screen.getByRole('table').closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
    expect(location()).toBe(LIST);
    await act(async () => vi.advanceTimersByTime(SEARCH_URL_DELAY_MS));
    expect(location()).toBe(`${LIST}?q=++REMOTE+`);
    await waitFor(() => expect(jobIds()).toEqual([105, 104]));
    expect(search).toHaveValue('  REMOTE ');
    // One request for the whole word, trimmed.
    expect(fetchMock.mock.calls.slice(requests).map(([url]) => url)).toEqual([
      '/api/staffing/openings?q=REMOTE&sort=id&dir=desc&pageSize=15',
    ]);
  });

  it('never shows an older answer that arrives after a newer one', async () => {
    const router = renderBoard();
    await screen.findByRole('table');
    let releaseSlow: () => void = () => {};
    hold = (query) => (query.includes('q=data') ? new Promise<void>((resolve) => (releaseSlow = resolve)) : undefined);
    await act(() => router.navigate(`${LIST}?q=data`));
    await act(() => router.navigate(`${LIST}?q=cloud`));
    await waitFor(() => expect(jobIds()).toEqual([104]));
    // The older answer arrives and the app reads it (and whatever it does with it is rendered).
    await act(async () => {
      releaseSlow();
      await Promise.all(heldReads);
    });
    await act(async () => {});
    expect(heldReads).toHaveLength(1);
    expect(jobIds()).toEqual([104]);
  });

  it('filters by work mode with counts, and sorts by posted date', async () => {
    openings = sampleOpenings.map((o, i) => ({ ...o, POSTED_DATE: `2026-10-0${i + 1}` }));
    renderBoard();
    await screen.findByRole('table');
    const mode = screen.getByLabelText('Work mode');
    await waitFor(() => expect(within(mode).getByRole('option', { name: 'Remote (2)' })).toBeInTheDocument());
    expect(within(mode).getByRole('option', { name: 'On-site (1)' })).toBeInTheDocument();
    expect(within(mode).getByRole('option', { name: 'Hybrid (2)' })).toBeInTheDocument();
    fireEvent.change(mode, { target: { value: 'remote' } });
    await waitFor(() => expect(jobIds()).toEqual([105, 104]));
    expect(location()).toBe(`${LIST}?workMode=remote`);
    // Counts of the other filters follow: two remote jobs, one contract... both contract.
    expect(screen.getByText('Contract (2)')).toBeInTheDocument();
    fireEvent.change(mode, { target: { value: '' } });
    await waitFor(() => expect(jobIds()).toHaveLength(5));
    fireEvent.click(within(header('Posted')).getByRole('button'));
    await waitFor(() => expect(jobIds()).toEqual([102, 104, 103, 105, 101]));
    expect(header('Posted')).toHaveAttribute('aria-sort', 'descending');
    expect(location()).toBe(`${LIST}?sort=posted-desc`);
    expect(screen.getAllByRole('row')[1]).toHaveTextContent('Oct 5, 2026');
  });

  it('toggles the sort from the headers and tells screen readers', async () => {
    renderBoard();
    await screen.findByRole('table');
    fireEvent.click(within(header('Location')).getByRole('button'));
    await waitFor(() => expect(jobIds()).toEqual([104, 101, 102, 103, 105]));
    expect(header('Location')).toHaveAttribute('aria-sort', 'ascending');
    expect(location()).toBe(`${LIST}?sort=location-asc`);
    fireEvent.click(within(header('Location')).getByRole('button'));
    await waitFor(() => expect(header('Location')).toHaveAttribute('aria-sort', 'descending'));
    fireEvent.click(within(header('Job Id')).getByRole('button'));
    await waitFor(() => expect(header('Job Id')).toHaveAttribute('aria-sort', 'descending'));
    fireEvent.click(within(header('Job Id')).getByRole('button'));
    await waitFor(() => expect(jobIds()).toEqual([101, 102, 103, 104, 105]));
    expect(header('Job Id')).toHaveAttribute('aria-sort', 'ascending');
  });

  it('filters by country and restores the previous state on back', async () => {
    const router = renderBoard();
    await screen.findByRole('table');
    const country = screen.getByLabelText('Country');
    await waitFor(() => expect(within(country).getByRole('option', { name: 'India (3)' })).toBeInTheDocument());
    fireEvent.change(country, { target: { value: 'IN' } });
    await waitFor(() => expect(jobIds()).toEqual([105, 103, 102]));
    expect(location()).toBe(`${LIST}?country=IN`);
    const search = screen.getByLabelText('Search openings');
    fireEvent.change(search, { target: { value: 'pune' } });
    await waitFor(() => expect(location()).toBe(`${LIST}?q=pune&country=IN`));
    await waitFor(() => expect(jobIds()).toEqual([105]));
    // The search replaced the entry; back returns to the list before the country was chosen.
    await act(() => router.navigate(-1));
    await waitFor(() => expect(jobIds()).toEqual([105, 104, 103, 102, 101]));
    expect(country).toHaveValue('');
    expect(search).toHaveValue('');
  });

  it('shows the list at once when the visitor comes back to it', async () => {
    const router = renderBoard(`${LIST}?country=IN`);
    await screen.findByRole('table');
    await act(() => router.navigate('/current-openings/job-description?jobId=105'));
    await act(() => router.navigate(-1));
    expect(screen.queryByText('Loading openings…', { selector: 'p' })).toBeNull();
    expect(jobIds()).toEqual([105, 103, 102]);
  });

  it('never lets a late search write cut off a navigation to a job', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    let release: (value: null) => void = () => {};
    renderBoard(LIST, () => new Promise<null>((resolve) => (release = resolve)));
    await screen.findByRole('table');
    fireEvent.change(screen.getByLabelText('Search openings'), { target: { value: 'qa' } });
    fireEvent.click(screen.getByRole('link', { name: 'QA Automation Engineer' }));
    await act(async () => vi.advanceTimersByTime(SEARCH_URL_DELAY_MS + 50));
    await act(async () => release(null));
    await waitFor(() => expect(location()).toBe('/current-openings/job-description?jobId=103'));
  });

  it('opens a job with its id in the URL', async () => {
    renderBoard();
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('link', { name: 'QA Automation Engineer' }));
    await waitFor(() => expect(location()).toBe('/current-openings/job-description?jobId=103'));
  });

  it('keeps at most one page of rows in the DOM and pages through the URL', async () => {
    openings = generateOpenings(10_000);
    renderBoard();
    await screen.findByRole('table', {}, { timeout: 5000 });
    expect(screen.getAllByRole('row')).toHaveLength(16);
    expect(screen.getByText('Showing 1–15 of 10,000 openings')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(screen.getByText('Showing 16–30 of 10,000 openings')).toBeInTheDocument(), {
      timeout: 5000,
    });
    expect(location()).toBe(`${LIST}?page=2`);
    expect(jobIds()[0]).toBe(10_999 - 15);
  });

  it('says when nothing matches and clears the filters', async () => {
    renderBoard(`${LIST}?q=cobol&type=permanent`);
    await screen.findByText(/No openings match your search/);
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(jobIds()).toHaveLength(5));
    expect(location()).toBe(LIST);
  });

  it('shows a friendly message with a retry when the openings cannot load', async () => {
    openingsStatus = 500;
    renderBoard();
    await screen.findByText(/could not load the openings/);
    expect(screen.queryByRole('table')).toBeNull();
    openingsStatus = 200;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(jobIds()).toHaveLength(5));
    expect(screen.queryByText(/could not load the openings/)).toBeNull();
  });
});
