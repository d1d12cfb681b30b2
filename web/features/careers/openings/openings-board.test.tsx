import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Opening } from '#contracts/api/staffing/openings';
import { clearLookups } from '../shared/lookups';
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
const fetchMock = vi.fn(async (url: string) => {
  if (url.endsWith('/get/requirement')) return openingsStatus === 200 ? json(openings) : json({ message: 'down' }, 500);
  if (url.endsWith('/get/country')) return json(countries);
  return json({ message: 'not found' }, 404);
});

beforeEach(() => {
  openings = sampleOpenings;
  openingsStatus = 200;
  clearLookups();
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
    .map((row) => Number(within(row).getAllByRole('cell')[0]?.textContent));
const location = () => screen.getByTestId('location').textContent;
const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(name) });

describe('OpeningsBoard', () => {
  it('shows a spinner, then the table sorted by Job Id descending with every column', async () => {
    renderBoard();
    expect(screen.getByText('Loading openings…', { selector: 'p' })).toBeInTheDocument();
    await screen.findByRole('table');
    expect(jobIds()).toEqual([105, 104, 103, 102, 101]);
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      expect.stringContaining('Job Id'),
      'Position Title',
      expect.stringContaining('Location'),
      'Work Mode',
      'Position Type',
      'Salary/Rate',
      'Details',
    ]);
    expect(header('Job Id')).toHaveAttribute('aria-sort', 'descending');
    expect(header('Location')).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('table')).toHaveClass('table-bordered', 'table-hover');
    expect(screen.getByText('Showing 1–5 of 5 openings')).toBeInTheDocument();
  });

  it('reads the type from the URL: permanent shows Full-Time, contractual shows Contract', async () => {
    renderBoard(`${LIST}?type=permanent`);
    await screen.findByRole('table');
    expect(jobIds()).toEqual([103, 101]);
    fireEvent.click(screen.getByLabelText('Contract'));
    await waitFor(() => expect(jobIds()).toEqual([105, 104, 102]));
    expect(location()).toBe(`${LIST}?type=contractual`);
  });

  it('filters as you type and writes the search to the URL once typing pauses', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    renderBoard();
    await screen.findByRole('table');
    const search = screen.getByLabelText('Search openings');
    fireEvent.change(search, { target: { value: '  REMOTE ' } });
    expect(jobIds()).toEqual([105, 104]);
    expect(location()).toBe(LIST);
    await act(async () => vi.advanceTimersByTime(SEARCH_URL_DELAY_MS));
    expect(location()).toBe(`${LIST}?q=++REMOTE+`);
    expect(search).toHaveValue('  REMOTE ');
  });

  it('toggles the sort from the headers and tells screen readers', async () => {
    renderBoard();
    await screen.findByRole('table');
    fireEvent.click(within(header('Location')).getByRole('button'));
    await waitFor(() => expect(header('Location')).toHaveAttribute('aria-sort', 'ascending'));
    expect(jobIds()).toEqual([104, 101, 102, 103, 105]);
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
    await waitFor(() => expect(within(country).getByRole('option', { name: 'India' })).toBeInTheDocument());
    fireEvent.change(country, { target: { value: 'IN' } });
    await waitFor(() => expect(jobIds()).toEqual([105, 103, 102]));
    expect(location()).toBe(`${LIST}?country=IN`);
    const search = screen.getByLabelText('Search openings');
    fireEvent.change(search, { target: { value: 'pune' } });
    await waitFor(() => expect(location()).toBe(`${LIST}?q=pune&country=IN`));
    expect(jobIds()).toEqual([105]);
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
    fireEvent.click(screen.getByRole('link', { name: 'View job 103: QA Automation Engineer' }));
    await act(async () => vi.advanceTimersByTime(SEARCH_URL_DELAY_MS + 50));
    await act(async () => release(null));
    await waitFor(() => expect(location()).toBe('/current-openings/job-description?jobId=103'));
  });

  it('opens a job with its id in the URL', async () => {
    renderBoard();
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('link', { name: 'View job 103: QA Automation Engineer' }));
    await waitFor(() => expect(location()).toBe('/current-openings/job-description?jobId=103'));
  });

  it('keeps at most one page of rows in the DOM and pages through the URL', async () => {
    openings = generateOpenings(10_000);
    renderBoard();
    await screen.findByRole('table', {}, { timeout: 5000 });
    expect(screen.getAllByRole('row')).toHaveLength(26);
    expect(screen.getByText('Showing 1–25 of 10000 openings')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(screen.getByText('Showing 26–50 of 10000 openings')).toBeInTheDocument());
    expect(location()).toBe(`${LIST}?page=2`);
    expect(jobIds()[0]).toBe(10_999 - 25);
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
    expect(screen.queryAllByRole('row')).toHaveLength(1);
    openingsStatus = 200;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(jobIds()).toHaveLength(5));
    expect(screen.queryByText(/could not load the openings/)).toBeNull();
  });
});
