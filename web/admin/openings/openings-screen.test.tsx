import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { adminPaths } from '#contracts/admin/paths';
import OpeningsScreen from './openings-screen';
import { jsonResponse, mockFetch } from '../test-support/fetch-mock';
import { openingSummary } from '../test-support/fixtures';
import { Where } from '../test-support/router';

const fetchMock = mockFetch();

/** Answers each list request with 25 openings of a 1,234-row table, for the page asked. */
function serveList() {
  const asked: URL[] = [];
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://console.test');
    asked.push(url);
    const page = Number(url.searchParams.get('page') ?? '1');
    const items = Array.from({ length: 25 }, (_, i) => openingSummary(5000 - (page - 1) * 25 - i));
    return jsonResponse({ items, total: 1234, page, pageSize: 25 });
  });
  return asked;
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
