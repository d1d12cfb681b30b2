import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CandidateProfile } from '#contracts/admin/candidates';
import { adminPaths } from '#contracts/admin/paths';
import { ScreenParamsContext } from '../shell/screen-params';
import { jsonResponse, mockFetch } from '../test-support/fetch-mock';
import { fromTalentSearch } from './back-to-list';
import CandidateScreen from './candidate-screen';

const role = vi.hoisted(() => ({ value: 'admin' as 'admin' | 'recruiter' }));
vi.mock('../shell/session', () => ({
  useMe: () => ({ id: 'u1', email: 'ada@northwind.example', name: 'Ada', role: role.value }),
}));

const fetchMock = mockFetch();
beforeEach(() => {
  role.value = 'admin';
});

const ID = '11111111-1111-4111-8111-111111111111';
const OTHER = '22222222-2222-4222-8222-222222222222';
const summary = { id: ID, name: 'Ana Silva', email: 'ana@example.com', phone: '9135550123', applications: 2 };
const PROFILE: CandidateProfile = {
  ...summary,
  createdAt: '2026-11-01T09:00:00.000Z',
  emails: ['ana@example.com', 'ana.work@example.com'],
  phones: ['9135550123'],
  applicationsList: [
    {
      id: 'a2',
      name: 'Ana Silva',
      email: 'ana.work@example.com',
      phone: '9135550123',
      opening: { reqId: 1002, title: 'Data Engineer' },
      status: 'client_interview',
      createdAt: '2026-11-20T09:00:00.000Z',
      rating: { average: 3.5, count: 2 },
    },
    {
      id: 'a1',
      name: 'Ana Silva',
      email: 'ana@example.com',
      phone: '9135550123',
      opening: { reqId: 1001, title: 'Java Developer' },
      status: 'rejected',
      createdAt: '2026-11-01T09:00:00.000Z',
      rating: { average: null, count: 0 },
    },
  ],
  timeline: [
    {
      id: 'e1',
      kind: 'note',
      fromStatus: null,
      toStatus: null,
      note: 'Strong on Spark.',
      by: { id: 'u2', name: 'Rita Recruiter' },
      at: '2026-11-21T10:00:00.000Z',
      applicationId: 'a2',
      openingTitle: 'Data Engineer',
    },
  ],
  mails: [
    {
      id: 'm1',
      subject: 'We received your application',
      to: ['ana.work@example.com'],
      status: 'sent',
      createdAt: '2026-11-20T09:00:00.000Z',
      sentAt: '2026-11-20T09:01:00.000Z',
    },
  ],
  duplicates: [
    {
      candidate: {
        id: OTHER,
        name: 'Anna Costa',
        email: 'anna@example.com',
        phone: '913-555-0123',
        applications: 1,
        createdAt: '2026-11-22T09:00:00.000Z',
      },
      reasons: ['phone'],
    },
  ],
  merges: [],
  mergedInto: null,
};

function serve(after: CandidateProfile) {
  const requests: Array<{ url: string; method: string; body: unknown }> = [];
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    requests.push({ url, method, body: init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined });
    const body = method === 'GET' ? PROFILE : after;
    return jsonResponse(body);
  });
  return requests;
}

const renderProfile = (state?: unknown) =>
  render(
    <MemoryRouter initialEntries={[{ pathname: `/admin/candidates/${ID}`, state }]}>
      <ScreenParamsContext.Provider value={{ id: ID }}>
        <CandidateScreen />
      </ScreenParamsContext.Provider>
    </MemoryRouter>,
  );

describe('CandidateScreen', () => {
  it('goes back to the talent search it was opened from, with its query, or else to the applicants', async () => {
    serve(PROFILE);
    const { unmount } = renderProfile(fromTalentSearch('?q=kafka&location=KS'));
    const back = await screen.findByRole('link', { name: '← Talent search' });
    expect(back.getAttribute('href')).toBe('/admin/talent?q=kafka&location=KS');
    unmount();
    renderProfile({ back: { to: 'https://evil.example/', label: 'Talent search' } });
    expect((await screen.findByRole('link', { name: '← All applicants' })).getAttribute('href')).toBe(
      '/admin/applications',
    );
  });

  it('shows the person, every application, the activity and mails across them', async () => {
    serve(PROFILE);
    renderProfile();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ana Silva' })).toBeTruthy();
    const table = screen.getByRole('table', { name: /Applications by Ana Silva/ });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      'Data Engineeras Ana Silva · ana.work@example.com',
      'Java Developer',
    ]);
    expect(within(table).getByRole('link', { name: 'Data Engineer' }).getAttribute('href')).toBe(
      '/admin/applications/a2',
    );
    expect(within(rows[0] as HTMLElement).getByText('Client interview')).toBeTruthy();
    const activity = screen.getByRole('list', { name: 'Activity, newest first' });
    expect(
      within(activity)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('strong')?.textContent),
    ).toEqual(['Note · Data Engineer', 'Applied to Data Engineer', 'Applied to Java Developer']);
    expect(within(activity).getByText('Strong on Spark.')).toBeTruthy();
    expect(screen.getByText('We received your application')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ana.work@example.com' })).toBeTruthy();
    const duplicates = screen.getByRole('region', { name: 'Possible duplicates' });
    expect(within(duplicates).getByRole('link', { name: 'Anna Costa' }).getAttribute('href')).toBe(
      `/admin/candidates/${OTHER}`,
    );
    expect(within(duplicates).getByText('Same phone')).toBeTruthy();
  });

  it('lets an admin merge, choosing the name and e-mail that stay, and undo it', async () => {
    const merged: CandidateProfile = {
      ...PROFILE,
      name: 'Anna Costa',
      applications: 3,
      duplicates: [],
      merges: [
        {
          id: 'merge-1',
          merged: { id: OTHER, name: 'Anna Costa', email: 'anna@example.com' },
          applications: 1,
          by: { id: 'u1', name: 'Ada' },
          at: '2026-11-25T10:00:00.000Z',
          undoable: true,
        },
      ],
    };
    const requests = serve(merged);
    renderProfile();
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Merge Anna Costa into this candidate' });
    await user.click(within(form).getByRole('radio', { name: 'Anna Costa' }));
    await user.click(within(form).getByRole('button', { name: 'Merge into one candidate' }));
    expect(await screen.findByText('Anna Costa is merged into this candidate.')).toBeTruthy();
    expect(requests.at(-1)).toEqual({
      url: adminPaths.candidateMerge(ID),
      method: 'POST',
      body: { other: OTHER, keepName: 'other', keepEmail: 'this' },
    });
    await user.click(screen.getByRole('button', { name: 'Undo merge' }));
    expect(requests.at(-1)).toMatchObject({ url: adminPaths.candidateMergeUndo('merge-1'), method: 'POST' });
  });

  it('lets an admin dismiss the flag', async () => {
    const requests = serve({ ...PROFILE, duplicates: [] });
    renderProfile();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Not the same person' }));
    expect(await screen.findByText('Anna Costa is marked as another person.')).toBeTruthy();
    expect(requests.at(-1)).toEqual({ url: adminPaths.candidateDismiss(ID), method: 'POST', body: { other: OTHER } });
    expect(screen.queryByRole('region', { name: 'Possible duplicates' })).toBeNull();
  });

  it('shows a recruiter the flag without merge or dismiss', async () => {
    role.value = 'recruiter';
    serve(PROFILE);
    renderProfile();
    expect(await screen.findByText('An admin can merge these candidates or dismiss the flag.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Not the same person' })).toBeNull();
    expect(screen.queryByRole('form')).toBeNull();
  });
});
