import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Home } from '#contracts/admin/home';
import { adminPaths } from '#contracts/admin/paths';
import HomeScreen from './home-screen';
import { jsonResponse, mockFetch } from '../test-support/fetch-mock';

const fetchMock = mockFetch();

const HOME: Home = {
  since: null,
  staleDays: 5,
  newApplications: { total: 3, arrivedSince: 3, byOpening: [{ reqId: 1001, title: 'Data Engineer', count: 3 }] },
  untouched: { total: 2, byOpening: [{ reqId: 1001, title: 'Data Engineer', status: 'screening', count: 2 }] },
  internshipsWaiting: 4,
  messagesWaiting: 1,
};

function serve() {
  const requests: Array<{ url: string; method: string; body: unknown }> = [];
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const body = init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
    requests.push({ url, method, body });
    let home = HOME;
    if (url === adminPaths.homeSeen) {
      home = {
        ...HOME,
        since: '2026-11-25T08:00:00.000Z',
        newApplications: { ...HOME.newApplications, arrivedSince: 0 },
      };
    }
    if (url === adminPaths.homeSettings) home = { ...HOME, staleDays: 9, untouched: { total: 0, byOpening: [] } };
    return jsonResponse(home);
  });
  return requests;
}

const renderHome = () =>
  render(
    <MemoryRouter>
      <HomeScreen />
    </MemoryRouter>,
  );

describe('HomeScreen', () => {
  it('says what needs attention, with links to the lists that hold it', async () => {
    serve();
    renderHome();
    const tiles = await screen.findByRole('list', { name: 'What needs attention' });
    expect(
      within(tiles)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      '3 New, nobody has acted on them',
      '2 Untouched for 5 days or more',
      '4 Internship applications waiting',
      '1 Messages waiting',
    ]);
    expect(screen.getByRole('link', { name: '4 Internship applications waiting' }).getAttribute('href')).toBe(
      '/admin/internships?status=new',
    );
    expect(
      screen.getByRole('link', { name: '2 applications at Screening for Data Engineer' }).getAttribute('href'),
    ).toBe('/admin/applications?reqId=1001&status=screening');
    expect(
      screen.getByRole('link', { name: '3 new applications waiting for Data Engineer' }).getAttribute('href'),
    ).toBe('/admin/applications?reqId=1001&status=new');
  });

  it('marks everything seen, and saves the untouched-after setting after checking it', async () => {
    const requests = serve();
    renderHome();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Mark all as seen' }));
    // Seeing them does not do the work: they still count, none of them arrived since.
    const tiles = await screen.findByRole('list', { name: 'What needs attention' });
    expect(await within(tiles).findByText('0 since you last looked')).toBeTruthy();
    expect(within(tiles).getAllByRole('link')[0]?.textContent).toMatch(/^3 New, nobody has acted on them/);
    expect(requests.at(-1)).toMatchObject({ url: adminPaths.homeSeen, method: 'POST' });

    const days = screen.getByRole('spinbutton', { name: 'Untouched after (days)' });
    await user.clear(days);
    await user.type(days, '0');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The number of days must be at least 1 day.')).toBeTruthy();
    expect(requests.some((r) => r.url === adminPaths.homeSettings)).toBe(false);

    await user.clear(days);
    await user.type(days, '9');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(requests.at(-1)).toEqual({ url: adminPaths.homeSettings, method: 'PUT', body: { staleDays: 9 } }),
    );
    expect(await screen.findByText('Nothing is waiting that long.')).toBeTruthy();
  });
});
