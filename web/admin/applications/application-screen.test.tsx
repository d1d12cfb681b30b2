import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { type ApplicationDetail, PIPELINE_STAGES } from '#contracts/admin/applications';
import { ScreenParamsContext } from '../shell/screen-params';
import { jsonResponse, mockFetch } from '../test-support/fetch-mock';
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

function renderApplication() {
  fetchMock.mockImplementation(async (input) =>
    String(input).includes('/neighbours')
      ? jsonResponse({ previous: null, next: null, position: null, total: 0 })
      : jsonResponse(APPLICATION),
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
});
