import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ApplicationSummary } from '#contracts/admin/applications';
import { adminPaths } from '#contracts/admin/paths';
import ApplicationsScreen from './applications-screen';
import { jsonResponse, mockFetch } from '../test-support/fetch-mock';
import { openingSummary, reasonsFixture } from '../test-support/fixtures';
import { renderAt } from '../test-support/router';

const fetchMock = mockFetch();

const row = (n: number): ApplicationSummary => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  name: `Person ${n}`,
  email: `p${n}@example.com`,
  opening: { reqId: 1001, title: 'Data Engineer' },
  status: n === 2 ? 'rejected' : 'new',
  rejectedBy: null,
  reason: n === 2 ? { id: 'us-rate', label: 'Rate or salary expectations' } : null,
  resume: 'stored',
  createdAt: `2026-11-2${n}T09:00:00.000Z`,
  statusChangedAt: null,
  rating: n === 1 ? { average: 3, count: 1 } : { average: null, count: 0 },
  location: 'Pune',
  source: n === 1 ? 'linkedin' : null,
});

/** Answers the openings (for the opening filter) and, for every list request it records, three rows. */
function serve() {
  const asked: URL[] = [];
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://console.test');
    if (url.pathname === adminPaths.openings) {
      const items = [
        openingSummary(1001, { title: 'Data Engineer' }),
        openingSummary(1002, { title: 'Platform Engineer' }),
      ];
      return jsonResponse({ items, total: 2, page: 1, pageSize: 100 });
    }
    if (url.pathname === adminPaths.reasons) return jsonResponse(reasonsFixture());
    asked.push(url);
    return jsonResponse({ items: [row(1), row(2), row(3)], total: 3, page: 1, pageSize: 25 });
  });
  return asked;
}

const renderList = (entry: string) => renderAt(entry, '*', <ApplicationsScreen />);

// A table, menus and many key presses: slow on a loaded CI machine.
describe('ApplicationsScreen', { timeout: 20_000 }, () => {
  it('asks for the sort and filters in the URL, and a sortable header changes the URL', async () => {
    const asked = serve();
    renderList(
      '/admin/applications?sort=name&from=2026-11-01&to=2026-11-30&location=pune&source=linkedin&minRating=3&reason=us-rate',
    );
    await screen.findByRole('link', { name: 'Person 1' });
    expect(Object.fromEntries(asked[0]?.searchParams ?? [])).toEqual({
      page: '1',
      sort: 'name',
      from: '2026-11-01',
      to: '2026-11-30',
      location: 'pune',
      source: 'linkedin',
      minRating: '3',
      reason: 'us-rate',
    });
    // The reason filter offers every list (retired reasons too, said so) and shows the one chosen.
    const reason = screen.getByRole('combobox', { name: 'Reason' }) as HTMLSelectElement;
    await waitFor(() => expect(reason.value).toBe('us-rate'));
    expect([...reason.options].map((option) => option.text)).toContain('Old reason (retired)');
    expect(screen.getByText('Rate or salary expectations', { selector: 'span' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: /Applicant/ }).getAttribute('aria-sort')).toBe('ascending');
    expect((screen.getByLabelText('Location') as HTMLInputElement).value).toBe('pune');
    expect(screen.getByText('Rated 3.0 of 4 by 1 reviewer')).toBeTruthy();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /^Applicant/ }));
    await waitFor(() => expect(asked.at(-1)?.searchParams.get('sort')).toBe('-name'));
    await user.click(screen.getByRole('button', { name: /^Rating/ }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toContain('sort=rating'));
  });

  it('searches as you type once typing pauses, and the shortcuts never fire inside the field', async () => {
    const asked = serve();
    renderList('/admin/applications');
    await screen.findByRole('link', { name: 'Person 1' });
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox'), 'jokers');
    await waitFor(() => expect(asked.at(-1)?.searchParams.get('search')).toBe('jokers'));
    // One request for the whole word, not one per key.
    expect(asked.filter((url) => url.searchParams.has('search'))).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('where').textContent).toBe('/admin/applications?search=jokers');
  });

  it('moves through the rows with j and k, opens one with o, shows help with ?', async () => {
    serve();
    renderList('/admin/applications');
    await screen.findByRole('link', { name: 'Person 1' });
    const user = userEvent.setup();
    await user.keyboard('jjjk');
    const current = document.querySelector('tr[aria-current="true"]');
    expect(current?.textContent).toContain('Person 2');
    await user.keyboard('?');
    expect(await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.keyboard('o');
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe('/admin/applications/00000000-0000-4000-8000-000000000002'),
    );
  });

  it('filters by opening from a list of openings, in the URL', async () => {
    const asked = serve();
    renderList('/admin/applications?status=new');
    await screen.findByRole('link', { name: 'Person 1' });
    const select = screen.getByLabelText('Opening') as HTMLSelectElement;
    await screen.findByRole('option', { name: 'Platform Engineer (job 1002)' });
    const user = userEvent.setup();
    await user.selectOptions(select, '1002');
    await waitFor(() => expect(asked.at(-1)?.searchParams.get('reqId')).toBe('1002'));
    expect(screen.getByTestId('where').textContent).toBe('/admin/applications?status=new&reqId=1002');
    await user.selectOptions(screen.getByLabelText('Opening'), '');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/admin/applications?status=new'));
  });

  it('opens an application with the list it came from, for Previous and Next', async () => {
    serve();
    renderList('/admin/applications?status=new&sort=name&page=2');
    const link = await screen.findByRole('link', { name: 'Person 2' });
    expect(link.getAttribute('href')).toBe(
      '/admin/applications/00000000-0000-4000-8000-000000000002?page=2&status=new&sort=name',
    );
  });

  it('moves the picked row to another stage with s and the menu', async () => {
    const asked = serve();
    renderList('/admin/applications');
    await screen.findByRole('link', { name: 'Person 1' });
    const user = userEvent.setup();
    await user.keyboard('j');
    await user.keyboard('s');
    const screening = await screen.findByRole('button', { name: 'Screening' });
    fetchMock.mockImplementationOnce(async () => new Response('{}', { status: 500 }));
    await user.click(screening);
    expect(await screen.findByText(/Person 1 was not moved/)).toBeTruthy();
    expect(asked.some((url) => url.pathname === adminPaths.applicationStatus(row(1).id))).toBe(false);
  });

  it('opens the menu with s on the stages, moves by arrows and Enter, and keeps the keyboard on the list', async () => {
    const asked = serve();
    const moves: string[] = [];
    const list = fetchMock.getMockImplementation();
    // A move answers; the list then comes back without the moved row (say it was filtered by stage).
    fetchMock.mockImplementation(async (input, init) => {
      const url = new URL(String(input), 'http://console.test');
      if (init?.method === 'POST') {
        moves.push(`${url.pathname} ${String(init.body)}`);
        const detail = { phone: '9135550142', answers: [], resumeFile: null, mails: [], ratings: [], history: [] };
        return jsonResponse({ ...row(1), ...detail, status: 'submitted' });
      }
      if (url.pathname === adminPaths.applications && moves.length) {
        return jsonResponse({ items: [row(2), row(3)], total: 2, page: 1, pageSize: 25 });
      }
      return list ? list(input, init) : jsonResponse({});
    });
    renderList('/admin/applications');
    await screen.findByRole('link', { name: 'Person 1' });
    const user = userEvent.setup();
    await user.keyboard('j');
    await user.keyboard('s');
    // The menu has the focus, on its first stage.
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Screening'));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('Submitted');
    await user.keyboard('{Enter}');
    await screen.findByText('Moved Person 1 to Submitted.');
    expect(moves).toEqual([`${adminPaths.applicationStatus(row(1).id)} {"status":"submitted"}`]);
    // Person 1 left the list: the focus is on the next row's menu button, not on the page's body.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Person 2 to…' })));
    expect(asked.length).toBeGreaterThan(0);
  });
});
