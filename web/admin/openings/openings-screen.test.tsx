import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminPaths } from '#contracts/admin/paths';
import OpeningsScreen from './openings-screen';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const opening = (reqId: number) => ({
  reqId,
  uuid: `00000000-0000-4000-8000-${String(reqId).padStart(12, '0')}`,
  title: `Engineer ${reqId}`,
  location: 'Pune, Maharashtra',
  countryUuid: '00000000-0000-4000-8000-000000000001',
  countryName: 'India',
  positionType: 'Full-Time',
  status: 'closed',
  postedDate: '2026-11-01',
  validThrough: null,
  applicationCount: 3,
  stageCounts: { new: 1, screening: 1, interview: 0, offer: 0, hired: 0, rejected: 1, withdrawn: 0 },
  updatedAt: null,
});

/** Answers each list request with 25 openings of a 1,234-row table, for the page asked. */
function serveList() {
  const asked: URL[] = [];
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://console.test');
    asked.push(url);
    const page = Number(url.searchParams.get('page') ?? '1');
    const items = Array.from({ length: 25 }, (_, i) => opening(5000 - (page - 1) * 25 - i));
    return new Response(JSON.stringify({ items, total: 1234, page, pageSize: 25 }), {
      headers: { 'content-type': 'application/json' },
    });
  });
  return asked;
}

function Where() {
  const { search } = useLocation();
  return <p data-testid="where">{search}</p>;
}

describe('OpeningsScreen', () => {
  it('asks the server for one page with the search and status from the URL, never the whole table', async () => {
    const asked = serveList();
    render(
      <MemoryRouter initialEntries={['/admin/openings?page=2&status=closed&search=java']}>
        <OpeningsScreen />
        <Where />
      </MemoryRouter>,
    );
    expect(await screen.findByText('Showing 26–50 of 1,234 openings')).toBeTruthy();
    expect(asked).toHaveLength(1);
    expect(asked[0]?.pathname).toBe(adminPaths.openings);
    expect(Object.fromEntries(asked[0]?.searchParams ?? [])).toEqual({ page: '2', search: 'java', status: 'closed' });
    expect(screen.getAllByRole('row')).toHaveLength(26);
    expect(screen.getByRole('link', { name: 'Engineer 4975' }).getAttribute('href')).toBe('/admin/openings/4975');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /^Next/ }));
    await waitFor(() => expect(asked.at(-1)?.searchParams.get('page')).toBe('3'));
    expect(screen.getByTestId('where').textContent).toContain('page=3');

    // A new filter starts again at page 1.
    await user.selectOptions(screen.getByLabelText('Status'), 'published');
    await waitFor(() => expect(asked.at(-1)?.searchParams.get('status')).toBe('published'));
    expect(asked.at(-1)?.searchParams.get('page')).toBe('1');
    expect(screen.getByTestId('where').textContent).not.toContain('page=');
    // 25 rows of links and a few clicks: slow on a loaded CI machine, not on a developer's.
  }, 20_000);
});
