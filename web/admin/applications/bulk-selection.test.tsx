import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { ApplicationSummary } from '#contracts/admin/applications';
import { adminPaths } from '#contracts/admin/paths';
import ApplicationsScreen from './applications-screen';
import { jsonResponse, mockFetch } from '../test-support/fetch-mock';
import { reasonsFixture } from '../test-support/fixtures';

const fetchMock = mockFetch();

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const row = (n: number): ApplicationSummary => ({
  id: id(n),
  name: `Person ${n}`,
  email: `p${n}@example.com`,
  opening: { reqId: 1001, title: 'Data Engineer' },
  status: 'new',
  rejectedBy: null,
  resume: 'stored',
  createdAt: '2026-11-20T09:00:00.000Z',
  statusChangedAt: null,
  rating: { average: null, count: 0 },
  location: 'Pune',
  source: null,
});

type Asked = { url: URL; method: string; body: unknown };
const json = (body: unknown) => jsonResponse(body);

/** The list answers 4 rows a page of 40 matches; the bulk routes answer what a server would. */
function serve() {
  const asked: Asked[] = [];
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://console.test');
    const body = init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
    asked.push({ url, method: init?.method ?? 'GET', body });
    if (url.pathname === adminPaths.reasons) return json(reasonsFixture());
    if (url.pathname === adminPaths.applicationsBulk) {
      const { selection } = body as { selection: { ids?: string[] } };
      return json({ status: 'rejected', moved: selection.ids ?? [id(1)], unchanged: [], missing: [] });
    }
    if (url.pathname === adminPaths.mailTemplates) {
      const at = '2026-11-20T09:00:00.000Z';
      return json({
        items: [
          {
            id: 't1',
            name: 'Reject',
            purpose: 'reject',
            audience: 'application',
            subject: 'Your application',
            body: 'Hi {{firstName}}',
            updatedAt: at,
            updatedBy: null,
          },
        ],
      });
    }
    if (url.pathname === adminPaths.applicationsExport) {
      return new Response('Applicant\r\nPerson 1\r\n', { headers: { 'content-type': 'text/csv; charset=utf-8' } });
    }
    const page = Number(url.searchParams.get('page') ?? '1');
    const first = (page - 1) * 4;
    return json({ items: [1, 2, 3, 4].map((n) => row(first + n)), total: 40, page, pageSize: 4 });
  });
  return asked;
}

/** Buttons outside the screen that change the URL, as the pager and filters do. */
function Go() {
  const navigate = useNavigate();
  return (
    <>
      <button type="button" onClick={() => void navigate('/admin/applications?page=2')}>
        go page 2
      </button>
      <button type="button" onClick={() => void navigate('/admin/applications?page=2&sort=name')}>
        go sorted
      </button>
      <button type="button" onClick={() => void navigate('/admin/applications?status=new')}>
        go filtered
      </button>
    </>
  );
}

const renderList = () =>
  render(
    <MemoryRouter initialEntries={['/admin/applications']}>
      <Routes>
        <Route path="*" element={<ApplicationsScreen />} />
      </Routes>
      <Go />
    </MemoryRouter>,
  );

const box = (name: string) => screen.getByRole('checkbox', { name: `Select ${name}` }) as HTMLInputElement;
const bar = () => within(screen.getByRole('region', { name: 'Bulk actions' }));

describe('selecting applicants for a bulk action', { timeout: 20_000 }, () => {
  it('selects a range with shift-click, and the selection outlives paging and sorting but not a new filter', async () => {
    serve();
    renderList();
    await screen.findByRole('link', { name: 'Person 1' });
    expect(bar().getByRole('status').textContent).toBe('Select applicants to act on several at once.');
    expect((bar().getByRole('button', { name: 'Export CSV' }) as HTMLButtonElement).disabled).toBe(true);

    const user = userEvent.setup();
    await user.click(box('Person 1'));
    await user.keyboard('{Shift>}');
    await user.click(box('Person 3'));
    await user.keyboard('{/Shift}');
    expect([1, 2, 3, 4].map((n) => box(`Person ${n}`).checked)).toEqual([true, true, true, false]);
    expect(bar().getByRole('status').textContent).toBe('3 selected');
    const header = screen.getByRole('checkbox', { name: 'Select every applicant on this page' }) as HTMLInputElement;
    expect(header.indeterminate).toBe(true);

    // A shift-click on a selected row clears the range back to the last one clicked.
    await user.keyboard('{Shift>}');
    await user.click(box('Person 2'));
    await user.keyboard('{/Shift}');
    expect([1, 2, 3, 4].map((n) => box(`Person ${n}`).checked)).toEqual([true, false, false, false]);

    await user.click(box('Person 4'));
    await user.click(screen.getByRole('button', { name: 'go page 2' }));
    await screen.findByRole('link', { name: 'Person 5' });
    expect(box('Person 5').checked).toBe(false);
    await user.click(box('Person 6'));
    expect(bar().getByRole('status').textContent).toBe('3 selected');
    await user.click(screen.getByRole('button', { name: 'go sorted' }));
    await waitFor(() => expect(bar().getByRole('status').textContent).toBe('3 selected'));

    await user.click(screen.getByRole('button', { name: 'go filtered' }));
    await waitFor(() =>
      expect(bar().getByRole('status').textContent).toBe('Select applicants to act on several at once.'),
    );
  });

  it('selects the page, then every match of the filter, which the server resolves for the export', async () => {
    const asked = serve();
    renderList();
    await screen.findByRole('link', { name: 'Person 1' });
    const user = userEvent.setup();
    expect(bar().queryByRole('button', { name: /Select all/ })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Select every applicant on this page' }));
    expect(bar().getByRole('status').textContent).toBe('4 selected');
    await user.click(bar().getByRole('button', { name: 'Select all 40 that match this filter' }));
    expect(bar().getByRole('status').textContent).toBe('40 selected');

    const saved = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:csv');
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toMatch(/^applicants-\d{4}-\d{2}-\d{2}\.csv$/);
    });
    await user.click(bar().getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(clicked).toHaveBeenCalledTimes(1));
    expect(await (saved.mock.calls[0]?.[0] as Blob).text()).toContain('Person 1');
    clicked.mockRestore();
    saved.mockRestore();
    const exported = asked.find((call) => call.url.pathname === adminPaths.applicationsExport);
    expect(exported?.method).toBe('POST');
    expect(exported?.body).toEqual({ selection: { query: {}, expected: 40 } });

    // Unchecking one row of "every match" keeps the rest of the page.
    await user.click(box('Person 2'));
    expect(bar().getByRole('status').textContent).toBe('3 selected');
  });

  it('toggles the focused row with x, never while typing in a field', async () => {
    serve();
    renderList();
    await screen.findByRole('link', { name: 'Person 1' });
    const user = userEvent.setup();
    await user.keyboard('jjx');
    expect(box('Person 2').checked).toBe(true);
    await user.keyboard('x');
    expect(box('Person 2').checked).toBe(false);
    // Focus on a row's checkbox: x acts on that row.
    box('Person 4').focus();
    await user.keyboard('x');
    expect(box('Person 4').checked).toBe(true);

    await user.click(screen.getByRole('searchbox'));
    await user.keyboard('x');
    expect(bar().getByRole('status').textContent).toBe('1 selected');

    await user.click(document.body);
    await user.keyboard('?');
    const help = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(within(help).getByText('Select the applicant (or unselect)')).toBeTruthy();
  });

  it('opens the mail composer on the selection to reject with a template, and rejects after a confirmation with a reason', async () => {
    const asked = serve();
    renderList();
    await screen.findByRole('link', { name: 'Person 1' });
    const user = userEvent.setup();
    await user.click(box('Person 1'));
    await user.click(box('Person 3'));

    await user.click(bar().getByRole('button', { name: 'Reject with a template…' }));
    const composer = await screen.findByRole('dialog', { name: 'Mail 2 candidates' });
    await waitFor(() => expect(asked.some((call) => call.url.pathname === adminPaths.mailTemplates)).toBe(true));
    await user.click(within(composer).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Mail 2 candidates' })).toBeNull());

    await user.click(bar().getByRole('button', { name: 'Reject…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject 2 applicants' });
    expect(asked.some((call) => call.url.pathname === adminPaths.applicationsBulk)).toBe(false);
    // Who rejected them: the firm unless the client did.
    expect(within(dialog).getByRole('radio', { name: /We did/ })).toHaveProperty('checked', true);
    // Our reasons first (the retired one not offered)…
    const reason = () => within(dialog).getByRole('combobox', { name: /Reason/ }) as HTMLSelectElement;
    await waitFor(() => expect(reason().options.length).toBe(3));
    expect([...reason().options].map((option) => option.text)).toEqual([
      'Choose a reason…',
      'Skills do not match',
      'Rate or salary expectations',
    ]);
    await user.click(within(dialog).getByRole('radio', { name: /The client did/ }));
    // …then the client's. Without one, nothing is sent.
    expect([...reason().options].map((option) => option.value)).toEqual([
      '',
      'client-another-candidate',
      'client-filled',
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Reject 2 applicants' }));
    expect(within(dialog).getByText('Choose a reason.')).toBeTruthy();
    expect(asked.some((call) => call.url.pathname === adminPaths.applicationsBulk)).toBe(false);
    await user.selectOptions(reason(), 'Client chose another candidate');
    await user.type(within(dialog).getByRole('textbox', { name: /Note/ }), 'Hired internally.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject 2 applicants' }));
    expect(await screen.findByText('Moved 2 applicants to Rejected (by the client).')).toBeTruthy();
    const moved = asked.find((call) => call.url.pathname === adminPaths.applicationsBulk);
    expect(moved?.body).toEqual({
      selection: { ids: [id(1), id(3)] },
      action: {
        kind: 'move',
        status: 'rejected',
        rejectedBy: 'client',
        reasonId: 'client-another-candidate',
        note: 'Hired internally.',
      },
    });
    // The list is asked again and the selection cleared.
    await waitFor(() =>
      expect(bar().getByRole('status').textContent).toBe('Select applicants to act on several at once.'),
    );
    expect(asked.filter((call) => call.url.pathname === adminPaths.applications).length).toBeGreaterThanOrEqual(2);
  });
});
