import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { InternshipBoard } from '#contracts/admin/board';
import type { InternshipDetail, InternshipsPage } from '#contracts/admin/internships';
import type { CandidateMailPreview, CandidateMailRequest, MailTemplates } from '#contracts/admin/mail';
import { adminPaths } from '#contracts/admin/paths';
import { ScreenParamsContext } from '../shell/screen-params';
import { jsonResponse, mockFetch } from '../test-support/fetch-mock';
import { reasonsFixture } from '../test-support/fixtures';
import InternshipScreen from './internship-screen';
import InternshipsBoardScreen from './internships-board-screen';
import InternshipsScreen from './internships-screen';

vi.mock('../shell/session', () => ({
  useMe: () => ({ id: 'u1', email: 'rita@northwind.example', name: 'Rita', role: 'recruiter' }),
}));

const fetchMock = mockFetch();
const ASHA = '00000000-0000-4000-8000-0000000000a1';
const BILAL = '00000000-0000-4000-8000-0000000000b2';

const summary = (id: string, name: string, status: InternshipDetail['status']) => ({
  id,
  name,
  email: `${name.split(' ')[0]?.toLowerCase()}@example.com`,
  areaOfInterest: 'Data Science',
  status,
  reason: null,
  createdAt: '2026-11-20T09:00:00.000Z',
  statusChangedAt: null,
  rating: { average: null, count: 0 },
});

const DETAIL: InternshipDetail = {
  ...summary(ASHA, 'Asha Rao', 'interview'),
  answers: [{ label: 'Qualification', value: 'B.Tech' }],
  resumeFile: { fileName: 'asha.pdf', contentType: 'application/pdf', size: 1000 },
  ratings: [],
  mails: [],
  history: [
    {
      id: 'h1',
      kind: 'status',
      fromStatus: 'new',
      toStatus: 'interview',
      note: null,
      reason: null,
      by: { id: 'u1', name: 'Rita' },
      at: '2026-11-21T09:00:00.000Z',
    },
  ],
};

type Call = { url: string; method: string; body: unknown };

/** Answers the list, the board, one record and every move; records the requests made. */
function serve() {
  const calls: Call[] = [];
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const body = init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
    if (url === adminPaths.reasons) return jsonResponse(reasonsFixture());
    calls.push({ url, method, body });
    if (url.startsWith(adminPaths.internshipsBoard)) {
      const board: InternshipBoard = {
        columns: ['new', 'screening', 'interview', 'offer', 'joined', 'rejected', 'withdrawn'].map((status) => ({
          status: status as InternshipDetail['status'],
          count: status === 'new' ? 1 : 0,
          cards:
            status === 'new'
              ? [{ ...summary(BILAL, 'Bilal Khan', 'new'), resume: 'stored' as const, rejectedBy: null }]
              : [],
        })),
      };
      return jsonResponse(board);
    }
    if (url === adminPaths.mailTemplates) {
      const templates: MailTemplates = {
        items: [
          {
            id: '00000000-0000-4000-8000-0000000000f1',
            name: 'Invite to interview',
            purpose: 'other',
            audience: 'internship',
            subject: 'Next steps for {{jobTitle}}',
            body: 'Dear {{firstName}},\n\nLet us talk.',
            updatedAt: '2026-11-20T09:00:00.000Z',
            updatedBy: null,
          },
        ],
      };
      return jsonResponse(templates);
    }
    if (url === adminPaths.candidateMailPreview) {
      const request = body as CandidateMailRequest;
      const preview: CandidateMailPreview = {
        count: request.applicationIds.length,
        candidate: { id: ASHA, name: 'Asha Rao' },
        from: 'Northwind Technologies <no-reply@northwind.example>',
        replyTo: '"Rita" <rita@northwind.example>',
        to: 'asha@example.com',
        subject: 'Next steps for the internship',
        body: 'Dear Asha,\n\nLet us talk.',
        html: '',
        text: '',
        invite: null,
        moveTo: request.moveTo ?? null,
        sendAt: null,
      };
      return jsonResponse(preview);
    }
    if (url === adminPaths.candidateMails) {
      return jsonResponse(
        { sent: [{ applicationId: ASHA, mailId: 'm1', sendAt: null }], by: { id: 'u1', name: 'Rita' } },
        201,
      );
    }
    if (url === adminPaths.internshipsBulk) {
      return jsonResponse({ status: 'screening', moved: [ASHA, BILAL], unchanged: [], missing: [] });
    }
    if (url.startsWith(`${adminPaths.internships}?`) || url === adminPaths.internships) {
      const page: InternshipsPage = {
        items: [summary(ASHA, 'Asha Rao', 'new'), summary(BILAL, 'Bilal Khan', 'new')],
        total: 2,
        page: 1,
        pageSize: 25,
      };
      return jsonResponse(page);
    }
    if (method === 'POST' && url.endsWith('/status')) {
      const { status, reasonId } = body as { status: InternshipDetail['status']; reasonId?: string };
      return jsonResponse({
        ...DETAIL,
        status,
        reason: reasonId ? { id: reasonId, label: 'Skills do not match' } : null,
      });
    }
    return jsonResponse(DETAIL);
  });
  return calls;
}

const inRouter = (element: React.ReactNode) => render(<MemoryRouter>{element}</MemoryRouter>);

describe('the internship screens', () => {
  it('lists applications with their step, and moves a selection in bulk to a step', async () => {
    const calls = serve();
    const user = userEvent.setup();
    inRouter(<InternshipsScreen />);
    await screen.findByRole('link', { name: 'Asha Rao' });
    expect(screen.getByRole('link', { name: 'Board' }).getAttribute('href')).toBe('/admin/internships/board');
    expect(screen.getByRole('combobox', { name: 'Step' })).toBeTruthy();

    await user.click(screen.getByRole('checkbox', { name: 'Select every applicant on this page' }));
    expect(screen.getByText('2 selected')).toBeTruthy();
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    expect(within(bar).queryByRole('button', { name: 'Export CSV' })).toBeNull();
    await user.click(within(bar).getByRole('button', { name: /^Move the 2 applicants selected to…$/ }));
    // An internship's steps, not a job application's.
    expect(screen.queryByRole('button', { name: 'Submitted' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Rejected by the client' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Screening' }));
    await screen.findByText('Moved 2 applicants to Screening.');
    expect(calls.find((call) => call.url === adminPaths.internshipsBulk)?.body).toEqual({
      selection: { ids: [ASHA, BILAL] },
      action: { kind: 'move', status: 'screening' },
    });
  });

  it('shows where one stands on the internship steps, and rejects it only with a reason', async () => {
    const calls = serve();
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <ScreenParamsContext.Provider value={{ id: ASHA }}>
          <InternshipScreen />
        </ScreenParamsContext.Provider>
      </MemoryRouter>,
    );
    const steps = await screen.findByRole('list', { name: 'Internship steps' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['New (passed)', 'Screening (skipped)', 'Interview', 'Offer', 'Joined']);
    expect(screen.getByRole('form', { name: 'Your rating' })).toBeTruthy();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'rejected');
    await user.click(screen.getByRole('button', { name: 'Save status' }));
    expect(await screen.findByText('Choose a reason.')).toBeTruthy();
    expect(calls.some((call) => call.url.endsWith('/status'))).toBe(false);
    // The reasons load when the form asks for one: choose it once it is listed.
    const reason = await screen.findByRole('combobox', { name: /^Reason/ });
    await waitFor(() => expect(reason.querySelector('option[value="us-skills"]')).not.toBeNull());
    await user.selectOptions(reason, 'us-skills');
    await user.click(screen.getByRole('button', { name: 'Save status' }));
    await screen.findByText('Moved to Rejected.');
    expect(calls.find((call) => call.url.endsWith('/status'))?.body).toEqual({
      status: 'rejected',
      reasonId: 'us-skills',
    });
  });

  it('sends a templated mail from one application, offering its own steps, and says it was queued', async () => {
    const calls = serve();
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <ScreenParamsContext.Provider value={{ id: ASHA }}>
          <InternshipScreen />
        </ScreenParamsContext.Provider>
      </MemoryRouter>,
    );
    await user.click(await screen.findByRole('button', { name: 'Send mail' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mail Asha Rao' });
    const move = await within(dialog).findByRole('combobox', { name: /^Then move to/ });
    const steps = within(move)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(steps).toEqual([
      'Stay at the current stage',
      'New',
      'Screening',
      'Interview',
      'Offer',
      'Joined',
      'Rejected',
      'Withdrawn',
    ]);
    await user.selectOptions(move, 'offer');
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect(await within(dialog).findByText('Next steps for the internship')).toBeTruthy();
    expect(within(dialog).getByText('Offer', { selector: 'strong' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await screen.findByText(
      'Mail “Next steps for the internship” queued to asha@example.com; it is on the history below.',
    );
    expect(calls.find((call) => call.url === adminPaths.candidateMails)?.body).toEqual({
      owner: 'internship',
      applicationIds: [ASHA],
      templateId: '00000000-0000-4000-8000-0000000000f1',
      subject: 'Next steps for {{jobTitle}}',
      body: 'Dear {{firstName}},\n\nLet us talk.',
      moveTo: 'offer',
      invite: null,
    });
  });

  it('mails a selection from the list’s bulk bar', async () => {
    const calls = serve();
    const user = userEvent.setup();
    inRouter(<InternshipsScreen />);
    await screen.findByRole('link', { name: 'Asha Rao' });
    await user.click(screen.getByRole('checkbox', { name: 'Select every applicant on this page' }));
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    await user.click(within(bar).getByRole('button', { name: 'Send mail…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mail 2 candidates' });
    await user.click(await within(dialog).findByRole('button', { name: 'Preview' }));
    await within(dialog).findByText('Next steps for the internship');
    await user.click(within(dialog).getByRole('button', { name: 'Send to 2 candidates' }));
    await screen.findByText('Queued a mail to each of the 2 selected: “Next steps for the internship”.');
    expect(calls.find((call) => call.url === adminPaths.candidateMails)?.body).toMatchObject({
      owner: 'internship',
      applicationIds: [ASHA, BILAL],
    });
  });

  it('puts every application on the board, a column per step, and moves a card by its menu', async () => {
    const calls = serve();
    const user = userEvent.setup();
    inRouter(<InternshipsBoardScreen />);
    const column = await screen.findByRole('region', { name: /^New/ });
    expect(within(column).getByRole('link', { name: 'Bilal Khan' }).getAttribute('href')).toBe(
      `/admin/internships/${BILAL}`,
    );
    expect(screen.getAllByRole('region').map((region) => region.getAttribute('data-stage'))).toEqual([
      'new',
      'screening',
      'interview',
      'offer',
      'joined',
      'rejected',
      'withdrawn',
    ]);
    await user.click(within(column).getByRole('button', { name: 'Move Bilal Khan to…' }));
    await user.click(screen.getByRole('button', { name: 'Interview' }));
    await screen.findByText('Moved Bilal Khan to Interview.');
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')).toEqual({
        url: adminPaths.internshipStatus(BILAL),
        method: 'POST',
        body: { status: 'interview' },
      }),
    );
  });
});
