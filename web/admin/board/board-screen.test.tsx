import { createEvent, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUSES } from '#contracts/admin/applications';
import type { Board } from '#contracts/admin/board';
import { adminPaths } from '#contracts/admin/paths';
import { ScreenParamsContext } from '../shell/screen-params';
import BoardScreen from './board-screen';
import { jsonResponse, mockFetch } from '../test-support/fetch-mock';
import { reasonsFixture } from '../test-support/fixtures';

const fetchMock = mockFetch();

const ADA = '00000000-0000-4000-8000-00000000000a';
const BEN = '00000000-0000-4000-8000-00000000000b';
const card = (id: string, name: string) => ({
  id,
  name,
  email: `${name.split(' ')[0]?.toLowerCase()}@example.com`,
  resume: 'stored' as const,
  createdAt: '2026-11-20T09:00:00.000Z',
  statusChangedAt: null,
  rating: id === ADA ? { average: 3.5, count: 2 } : { average: null, count: 0 },
  rejectedBy: null,
});

/** Serves the board (Ada and Ben in New), records every request, and answers moves. */
function serve() {
  const requests: Array<{ url: string; method: string; body: unknown }> = [];
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    if (url === adminPaths.reasons) return jsonResponse(reasonsFixture());
    requests.push({ url, method, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (method === 'POST') {
      const moved = {
        ...card(ADA, 'Ada One'),
        opening: { reqId: 1001, title: 'Data Engineer' },
        status: 'submitted',
        phone: '9135550142',
        location: 'Pune',
        source: null,
        answers: [],
        resumeFile: null,
        mails: [],
        ratings: [],
        history: [],
      };
      return jsonResponse(moved);
    }
    // Once Ada has moved to Submitted, the board shows her there.
    const adaMoved = requests.some((r) => r.method === 'POST');
    const cardsAt = (status: string) => [
      ...(status === (adaMoved ? 'submitted' : 'new') ? [card(ADA, 'Ada One')] : []),
      ...(status === 'new' ? [card(BEN, 'Ben Two')] : []),
    ];
    const board: Board = {
      opening: { reqId: 1001, title: 'Data Engineer', status: 'published' },
      columns: APPLICATION_STATUSES.map((status) => ({
        status,
        count: cardsAt(status).length,
        cards: cardsAt(status),
      })),
    };
    return jsonResponse(board);
  });
  return requests;
}

function renderBoard() {
  return render(
    <MemoryRouter initialEntries={['/admin/openings/1001/board']}>
      <ScreenParamsContext.Provider value={{ reqId: '1001' }}>
        <BoardScreen />
      </ScreenParamsContext.Provider>
    </MemoryRouter>,
  );
}

describe('BoardScreen', () => {
  it('shows a column per stage with its count, Rejected and Withdrawn apart', async () => {
    serve();
    renderBoard();
    const newColumn = await screen.findByRole('region', { name: /^New/ });
    expect(within(newColumn).getByRole('heading', { name: 'New 2 applications' })).toBeTruthy();
    expect(within(newColumn).getAllByRole('listitem')).toHaveLength(2);
    expect(within(newColumn).getByText('Rated 3.5 of 4 by 2 reviewers')).toBeTruthy();
    expect(within(newColumn).getByText('Not rated')).toBeTruthy();
    for (const stage of ['Screening', 'Submitted', 'Client interview', 'Offer', 'Placed', 'Rejected', 'Withdrawn']) {
      expect(within(screen.getByRole('region', { name: new RegExp(`^${stage}`) })).getByText('None')).toBeTruthy();
    }
    expect(screen.getByRole('heading', { name: 'Out of the pipeline' })).toBeTruthy();
  });

  it('moves a card by keyboard with its "Move to…" menu, then reloads the board', async () => {
    const requests = serve();
    renderBoard();
    const toggle = await screen.findByRole('button', { name: 'Move Ada One to…' });
    const user = userEvent.setup();
    toggle.focus();
    await user.keyboard('{Enter}');
    // The menu opens on its first stage; the arrows walk it.
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Screening'));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Submitted' }));
    await user.keyboard('{Enter}');
    await screen.findByText('Moved Ada One to Submitted.');
    // The keyboard goes on with the next card of the column Ada left, not from the page's top.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Ben Two' })));
    expect(within(screen.getByRole('region', { name: /^Submitted/ })).getByText('Ada One')).toBeTruthy();
    expect(requests.find((r) => r.method === 'POST')).toEqual({
      url: adminPaths.applicationStatus(ADA),
      method: 'POST',
      body: { status: 'submitted' },
    });
    await waitFor(() => expect(requests.filter((r) => r.url === adminPaths.openingBoard(1001))).toHaveLength(2));
  });

  it('asks the reason in the step that rejects, by keyboard, and sends it with the move', async () => {
    const requests = serve();
    renderBoard();
    const toggle = await screen.findByRole('button', { name: 'Move Ada One to…' });
    const user = userEvent.setup();
    toggle.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Screening'));
    // Down past the pipeline's steps to "Rejected by the client".
    for (let i = 0; i < 6; i += 1) await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('Rejected by the client');
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Reject Ada One (by the client)' });
    // The reason has the focus, offering the client's list; nothing moves without one.
    const reason = within(dialog).getByRole('combobox', { name: /Reason/ });
    await waitFor(() => expect(document.activeElement).toBe(reason));
    await waitFor(() => expect(within(dialog).getByRole('option', { name: 'Position filled or closed' })).toBeTruthy());
    await user.click(within(dialog).getByRole('button', { name: 'Reject Ada One' }));
    expect(within(dialog).getByText('Choose a reason.')).toBeTruthy();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
    // The focus goes back to the question.
    expect(document.activeElement).toBe(reason);
    await user.selectOptions(reason, 'Position filled or closed');
    await user.tab();
    await user.keyboard('Internal hire');
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Reject Ada One' }));
    await user.keyboard('{Enter}');
    await screen.findByText('Moved Ada One to Rejected (by the client).');
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      status: 'rejected',
      rejectedBy: 'client',
      reasonId: 'client-filled',
      note: 'Internal hire',
    });
  });

  it('moves a card dropped on another column, asking first on Withdrawn', async () => {
    const requests = serve();
    renderBoard();
    const ben = (await screen.findByRole('link', { name: 'Ben Two' })).closest('li');
    if (!ben) throw new Error('no card');
    const data = new Map<string, string>();
    const dataTransfer = {
      setData: (type: string, value: string) => data.set(type, value),
      getData: (type: string) => data.get(type) ?? '',
      get types() {
        return [...data.keys()];
      },
      dropEffect: 'none',
      effectAllowed: 'all',
    };
    // Dropped on Withdrawn, the card waits for its reason.
    fireEvent.dragStart(ben, { dataTransfer });
    fireEvent.drop(screen.getByRole('region', { name: /^Withdrawn/ }), { dataTransfer });
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw Ben Two' });
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
    const user = userEvent.setup();
    // The reasons load with the dialog: choose one once it is listed.
    await within(dialog).findByRole('option', { name: 'Took another offer' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Reason/ }), 'Took another offer');
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw Ben Two' }));
    await screen.findByText('Moved Ben Two to Withdrawn.');
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([
      { status: 'withdrawn', reasonId: 'candidate-other-offer' },
    ]);

    // Dropped on a stage of the pipeline, it moves at once.
    fireEvent.dragStart((await screen.findByRole('link', { name: 'Ben Two' })).closest('li') as HTMLElement, {
      dataTransfer,
    });
    const offer = screen.getByRole('region', { name: /^Offer/ });
    const over = createEvent.dragOver(offer, { dataTransfer });
    fireEvent(offer, over);
    expect(over.defaultPrevented).toBe(true);
    fireEvent.drop(offer, { dataTransfer });
    await screen.findByText('Moved Ben Two to Offer.');
    expect(requests.filter((r) => r.method === 'POST').at(-1)?.body).toEqual({ status: 'offer' });
  });
});
