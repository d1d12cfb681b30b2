import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OpeningDetail } from '#contracts/api/staffing/openings';
import { shownFacts } from '#contracts/careers/format';
import type { SectionOf } from '#contracts/content';
import { jobPaths, jobsPages } from '#content/pages/jobs';
import { JobSection } from '../../../sections/job-section/job-section';
import { JobTitleSection } from '../../../sections/job-title-section/job-title-section';
import { clearDataCaches } from '../shared/data-cache';
import { INDIA, countries, detail, opening, recruiters, states } from '../test-support/fixtures';
import { fillPlaceholders } from './job-placeholders';

const page = jobsPages.find((p) => p.slug === 'job-description')!;
const titleSection = page.sections.find((s) => s.type === 'JOB-TITLE-SECTION') as SectionOf<'JOB-TITLE-SECTION'>;
const jobSection = page.sections.find((s) => s.type === 'JOB-SECTION') as SectionOf<'JOB-SECTION'>;

const job = detail({
  REQ_ID: 205,
  PSTN_TITLE: 'Data Scientist',
  PSTN_LCTN: 'Pune',
  COUNTRY: INDIA.COUNTRY_UUID,
  IS_MULTI_LOCATION_POSITION: true,
  INTERNAL_JOB_DESCRIPTION:
    '<p>Model <em>churn</em>.</p><script>window.hacked = true</script><img src="x" onerror="window.hacked = true">',
});

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
const fetchMock = vi.fn(async (url: string) => {
  if (url.endsWith('/get/RequirementID/205')) return json([job]);
  if (/\/get\/RequirementID\/\d+$/.test(url)) return json([]);
  if (url.endsWith('/get/country')) return json(countries);
  if (url.endsWith('/get/state')) return json(states);
  if (url.endsWith('/get/applicationuser')) return json(recruiters);
  return new Response('{}', { status: 404 });
});

beforeEach(() => {
  clearDataCaches();
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function Probe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function renderJob(entries: Array<string | { pathname: string; search: string; state: unknown }>) {
  const router = createMemoryRouter(
    [
      {
        path: jobPaths.description,
        element: (
          <>
            <JobTitleSection section={titleSection} isFirst />
            <JobSection section={jobSection} isFirst={false} />
          </>
        ),
      },
      { path: jobPaths.openings, element: <Probe /> },
      { path: '/elsewhere', element: <Probe /> },
    ],
    { initialEntries: entries, initialIndex: entries.length - 1 },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const requested = (suffix: string) => fetchMock.mock.calls.filter(([url]) => url.endsWith(suffix)).length;

describe('the job page', () => {
  it('loads the job by its id, fills the placeholders and sanitizes the description', async () => {
    renderJob(['/current-openings/job-description?jobId=205']);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Data Scientist' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Pune', { selector: '.lead' })).toBeInTheDocument();
    expect(screen.getByText('Travel required').nextElementSibling).toHaveTextContent('Yes');
    expect(screen.getByText('Job Id').nextElementSibling).toHaveTextContent('205');
    expect(screen.getByText('Interview').nextElementSibling).toHaveTextContent('Video, then on-site');
    expect(document.querySelector('.job-view__posted')).toHaveTextContent(/^Posted [A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    const description = document.querySelector('.job-view__description')!;
    expect(description.querySelector('em')).toHaveTextContent('churn');
    expect(description.innerHTML).not.toMatch(/script|onerror/);
    expect(await screen.findByRole('button', { name: /submit application/i }, { timeout: 5000 })).toBeInTheDocument();
    expect(requested('/get/RequirementID/205')).toBe(1);
  });

  it('uses a complete opening from navigation state without asking the API', async () => {
    renderJob([{ pathname: jobPaths.description, search: '?jobId=205', state: { opening: job } }]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Data Scientist' })).toBeInTheDocument();
    await screen.findByRole('button', { name: /submit application/i }, { timeout: 5000 });
    expect(requested('/get/RequirementID/205')).toBe(0);
  });

  it('shows the title from a list opening at once while the details load', async () => {
    const fromList = opening({ REQ_ID: 205, PSTN_TITLE: 'Data Scientist', PSTN_LCTN: 'Pune' });
    renderJob([{ pathname: jobPaths.description, search: '?jobId=205', state: { opening: fromList } }]);
    expect(screen.getByRole('heading', { level: 1, name: 'Data Scientist' })).toBeInTheDocument();
    await screen.findByText('Travel required');
    expect(requested('/get/RequirementID/205')).toBe(1);
  });

  it('lays out the details from the list’s copy while the full record loads, so nothing moves', async () => {
    let release: () => void = () => {};
    fetchMock.mockImplementationOnce(
      (url: string) =>
        new Promise<Response>((resolve) => {
          release = () => resolve(json(url.endsWith('/get/RequirementID/205') ? [job] : []));
        }),
    );
    const fromList = opening({
      REQ_ID: 205,
      PSTN_TITLE: 'Data Scientist',
      PSTN_LCTN: 'Pune',
      COUNTRY: INDIA.COUNTRY_UUID,
    });
    renderJob([{ pathname: jobPaths.description, search: '?jobId=205', state: { opening: fromList } }]);
    const fact = (name: string) => screen.getByText(name).nextElementSibling?.textContent;
    expect(await screen.findByText('Job Id')).toBeInTheDocument();
    expect(fact('Location')).toBe('Pune');
    expect(fact('Travel required')).toBe('…');
    expect(screen.getByRole('heading', { name: 'Apply for this job' })).toBeInTheDocument();
    expect(screen.queryByText('Model')).toBeNull();
    release();
    await waitFor(() => expect(fact('Travel required')).toBe('Yes'));
    expect(screen.getByText('churn')).toBeInTheDocument();
  });

  it.each(['?jobId=999', '?jobId=abc', ''])('says a job that does not exist (%s) is no longer open', async (search) => {
    renderJob([`/current-openings/job-description${search}`]);
    expect(await screen.findByRole('heading', { name: 'This job is no longer open' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See current openings' })).toHaveAttribute('href', jobPaths.openings);
    expect(screen.getByRole('heading', { level: 1, name: 'Job Description' })).toBeInTheDocument();
  });

  it('goes back one step, or to the list when the job page was the first page', async () => {
    renderJob(['/elsewhere?from=list', '/current-openings/job-description?jobId=205']);
    fireEvent.click(await screen.findByRole('button', { name: /Back to jobs search/ }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/elsewhere?from=list'));
  });

  it('goes to the list when there is no history', async () => {
    renderJob(['/current-openings/job-description?jobId=205']);
    fireEvent.click(await screen.findByRole('button', { name: /Back to jobs search/ }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(jobPaths.openings));
  });
});

describe('fillPlaceholders', () => {
  it('fills known fields, says No for no travel and never pastes HTML', () => {
    const record: OpeningDetail = { ...job, IS_MULTI_LOCATION_POSITION: false };
    expect(fillPlaceholders('{PSTN_TITLE} in {PSTN_LCTN}', record)).toBe('Data Scientist in Pune');
    expect(fillPlaceholders('{IS_MULTI_LOCATION_POSITION}', record)).toBe('No');
    expect(fillPlaceholders('{INTERNAL_JOB_DESCRIPTION}', record)).toBe('—');
    expect(fillPlaceholders('{IS_MULTI_LOCATION_POSITION}', opening({ REQ_ID: 1 }))).toBe('—');
  });

  it('fills every placeholder the job page content uses', () => {
    const withClient = { ...job, CLIENT_LABEL: 'a US health insurer' };
    for (const { value } of jobSection.keyDetails) expect(fillPlaceholders(value, withClient)).not.toContain('—');
  });

  it("shows the client fact only where the opening names one (never for Northwind's own)", () => {
    const keys = (record: OpeningDetail) => shownFacts(jobSection.keyDetails, record).map((fact) => fact.key);
    expect(keys({ ...job, CLIENT_LABEL: 'a US health insurer' })).toContain('Client');
    expect(keys(job)).not.toContain('Client');
  });
});
