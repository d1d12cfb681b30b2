import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { type ApplicationDetail, PIPELINE_STAGES } from '#contracts/admin/applications';
import { ScreenParamsContext } from '../shell/screen-params';
import { jsonResponse, mockFetch } from '../test-support/fetch-mock';
import { reasonsFixture } from '../test-support/fixtures';
import ApplicationScreen from './application-screen';

vi.mock('../shell/session', () => ({
  useMe: () => ({ id: 'u1', email: 'rita@northwind.example', name: 'Rita', role: 'recruiter' }),
}));

const fetchMock = mockFetch();
const ID = '33333333-3333-4333-8333-333333333333';
const [first, second, third] = PIPELINE_STAGES;

const APPLICATION: ApplicationDetail = {
  id: ID,
  name: 'Ivana Marsh',
  email: 'ivana@example.com',
  opening: { reqId: 1001, title: 'Data Engineer' },
  status: third,
  rejectedBy: null,
  resume: 'stored',
  createdAt: '2026-11-20T09:00:00.000Z',
  statusChangedAt: '2026-11-21T09:00:00.000Z',
  rating: { average: null, count: 0 },
  location: 'Topeka',
  source: null,
  phone: '+1 9135550101',
  answers: [
    { label: 'Contact number', value: '+1 9135550101' },
    { label: 'Availability', value: 'Serving notice period' },
  ],
  resumeFile: null,
  mails: [],
  ratings: [],
  history: [
    {
      id: 'h1',
      kind: 'status',
      fromStatus: first,
      toStatus: third,
      note: null,
      by: { id: 'u1', name: 'Rita' },
      at: '2026-11-21T09:00:00.000Z',
    },
  ],
};

function renderApplication(application: ApplicationDetail = APPLICATION) {
  fetchMock.mockImplementation(async (input) =>
    String(input).includes('/neighbours')
      ? jsonResponse({ previous: null, next: null, position: null, total: 0 })
      : String(input).endsWith('/reasons')
        ? jsonResponse(reasonsFixture())
        : jsonResponse(application),
  );
  return render(
    <MemoryRouter>
      <ScreenParamsContext.Provider value={{ id: ID }}>
        <ApplicationScreen />
      </ScreenParamsContext.Provider>
    </MemoryRouter>,
  );
}

describe('ApplicationScreen', () => {
  it('shows the contact number once, under the form’s own question', async () => {
    renderApplication();
    const answers = await screen.findByRole('region', { name: 'Application' });
    expect(within(answers).getAllByText('+1 9135550101')).toHaveLength(1);
    expect(within(answers).queryByText('Phone')).toBeNull();
    expect(within(answers).getByText('Serving notice period')).toBeTruthy();
  });

  it('marks only the steps the application went through as passed', async () => {
    renderApplication();
    const steps = await screen.findByRole('list', { name: 'Hiring steps' });
    const items = within(steps).getAllByRole('listitem');
    expect(items[0]?.textContent).toMatch(/\(passed\)$/);
    expect(items[1]?.textContent).toMatch(/\(skipped\)$/);
    expect(items[1]?.textContent).not.toMatch(/passed/);
    expect(items[2]?.getAttribute('aria-current')).toBe('step');
    expect(second).toBeDefined();
  });

  it('shows a waiting rejection mail with when it leaves, and cancels it', async () => {
    const MAIL_ID = '44444444-4444-4444-8444-444444444444';
    const waiting = {
      id: MAIL_ID,
      subject: 'An update on your application',
      to: ['ivana@example.com'],
      status: 'pending' as const,
      createdAt: '2026-11-21T09:00:00.000Z',
      sentAt: null,
      scheduledFor: '2026-11-22T09:00:00.000Z',
      cancellable: true,
    };
    renderApplication({ ...APPLICATION, mails: [waiting] });
    const mails = await screen.findByRole('region', { name: 'Mails sent' });
    expect(within(mails).getByText('Scheduled')).toBeTruthy();
    expect(mails.textContent).toContain('leaves 22 Nov 2026');
    fetchMock.mockImplementationOnce(async () =>
      jsonResponse({
        ...APPLICATION,
        mails: [{ ...waiting, status: 'cancelled', scheduledFor: null, cancellable: false }],
      }),
    );
    fireEvent.click(within(mails).getByRole('button', { name: 'Cancel this mail' }));
    expect(
      await screen.findByText('Mail “An update on your application” cancelled: it will not be sent.'),
    ).toBeTruthy();
    const [url, init] = fetchMock.mock.calls.at(-1)!;
    expect(String(url)).toContain(`/applications/${ID}/cancel-mail`);
    expect(JSON.parse(String(init?.body))).toEqual({ mailId: MAIL_ID });
    expect(within(mails).queryByRole('button', { name: 'Cancel this mail' })).toBeNull();
    expect(mails.textContent).toContain('cancelled before it left');
  });

  it('asks why before it rejects, and the history says it in words', async () => {
    renderApplication();
    const form = await screen.findByRole('region', { name: 'Move or add a note' });
    const user = userEvent.setup();
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Status' }), 'Rejected');
    const reason = within(form).getByRole('combobox', { name: /^Reason/ });
    await waitFor(() => expect(within(reason).getByRole('option', { name: 'Skills do not match' })).toBeTruthy());
    expect(within(reason).queryByRole('option', { name: 'Old reason' })).toBeNull();
    await user.click(within(form).getByRole('button', { name: 'Save status' }));
    expect(within(form).getByText('Choose a reason.')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    // The client's rejection offers the client's list instead.
    await user.click(within(form).getByRole('radio', { name: 'The client did' }));
    await waitFor(() => expect(within(reason).getByRole('option', { name: 'Position filled or closed' })).toBeTruthy());
    await user.click(within(form).getByRole('radio', { name: 'We did' }));
    await user.selectOptions(reason, 'Skills do not match');
    const rejected: ApplicationDetail = {
      ...APPLICATION,
      status: 'rejected',
      rejectedBy: 'us',
      reason: { id: 'us-skills', label: 'Skills do not match' },
      history: [
        {
          id: 'h2',
          kind: 'status',
          fromStatus: third,
          toStatus: 'rejected',
          note: 'No Spark.',
          reason: 'Skills do not match',
          by: { id: 'u1', name: 'Rita' },
          at: '2026-11-22T09:00:00.000Z',
        },
        ...APPLICATION.history,
      ],
    };
    fetchMock.mockImplementationOnce(async () => jsonResponse(rejected));
    await user.type(within(form).getByRole('textbox', { name: /Note/ }), 'No Spark.');
    await user.click(within(form).getByRole('button', { name: 'Save status' }));
    const history = await screen.findByRole('list', { name: 'History, newest first' });
    await waitFor(() => expect(history.textContent).toContain('Reason: Skills do not match'));
    const [url, init] = fetchMock.mock.calls.find(([, call]) => call?.method === 'POST')!;
    expect(String(url)).toContain(`/applications/${ID}/status`);
    expect(JSON.parse(String(init?.body))).toEqual({
      status: 'rejected',
      rejectedBy: 'us',
      reasonId: 'us-skills',
      note: 'No Spark.',
    });
    expect(screen.getByText(/out of the pipeline/).textContent).toContain('reason: Skills do not match');
  });
});
