import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminPaths } from '#contracts/admin/paths';
import type { SavedSearch } from '#contracts/admin/talent';
import { jsonResponse, mockFetch } from '../test-support/fetch-mock';
import { renderAt } from '../test-support/router';
import { SavedSearches } from './saved-searches';

const fetchMock = mockFetch();

const JAVA: SavedSearch = {
  id: 'java-ks',
  name: 'Java in Kansas',
  query: 'q=java&location=KS',
  createdAt: '2026-11-20T10:00:00.000Z',
  lastRunAt: '2026-11-25T10:00:00.000Z',
  newSinceLastRun: 3,
};
const DATA: SavedSearch = {
  id: 'data-pune',
  name: 'Data engineers — Pune',
  query: 'q=spark&location=Pune',
  createdAt: '2026-11-20T10:00:00.000Z',
  lastRunAt: null,
  newSinceLastRun: 0,
};

const emptyPage = { items: [], total: 0, totalCapped: false, page: 1, pageSize: 25, locationReadAs: null, phone: null };

function serve(items: SavedSearch[]) {
  const ran: string[] = [];
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://console.test');
    if (url.pathname === adminPaths.talentSearches) return jsonResponse({ items });
    if (url.pathname === adminPaths.talentSearchRun(JAVA.id) && init?.method === 'POST') {
      ran.push(JAVA.id);
      return jsonResponse({ search: JAVA, page: emptyPage, newIds: ['a', 'b', 'c'] });
    }
    return jsonResponse({ message: 'unexpected' }, 500);
  });
  return ran;
}

describe('SavedSearches', () => {
  it('lists each saved search with how much is new since it was last run', async () => {
    serve([JAVA, DATA]);
    renderAt('/admin/talent', '*', <SavedSearches version={0} />);
    const list = await screen.findByRole('region', { name: 'Saved searches' });
    const java = within(list).getByText('Java in Kansas', { selector: '.fw-semibold' }).closest('li') as HTMLElement;
    expect(within(java).getByText('3 new')).toBeTruthy();
    const data = within(list)
      .getByText('Data engineers — Pune', { selector: '.fw-semibold' })
      .closest('li') as HTMLElement;
    expect(within(data).getByText('nothing new')).toBeTruthy();
  });

  it('runs a search: opens its query in the URL and says what is new since the last run', async () => {
    const ran = serve([JAVA, DATA]);
    renderAt('/admin/talent', '*', <SavedSearches version={0} />);
    const user = userEvent.setup();
    await screen.findByRole('region', { name: 'Saved searches' });
    await user.click(screen.getByRole('button', { name: /^Run\s*Java in Kansas$/ }));
    expect(ran).toEqual([JAVA.id]);
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/admin/talent?q=java&location=KS'));
    expect(screen.getByRole('status').textContent).toMatch(/^Java in Kansas: 3 new since you last ran it \(.+\)\.$/);
  });

  it('shows nothing when the recruiter has no saved search', async () => {
    serve([]);
    const { container } = renderAt('/admin/talent', '*', <SavedSearches version={0} />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(container.querySelector('section')).toBeNull();
  });
});
