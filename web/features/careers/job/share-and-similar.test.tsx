import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearDataCaches } from '../shared/data-cache';
import { opening, sampleOpenings } from '../test-support/fixtures';
import { ShareJob } from './share-job';
import { SimilarOpenings } from './similar-openings';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => clearDataCaches());
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'share');
  Reflect.deleteProperty(navigator, 'clipboard');
});

describe('ShareJob', () => {
  const job = opening({ REQ_ID: 101, PSTN_TITLE: 'Java Developer', PSTN_LCTN: 'Charlotte, NC' });

  it('opens the phone’s share sheet with the job’s title and link', async () => {
    const share = vi.fn(async () => {});
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    render(<ShareJob opening={job} />);
    fireEvent.click(screen.getByRole('button', { name: 'Share this job' }));
    await waitFor(() =>
      expect(share).toHaveBeenCalledWith({ title: 'Java Developer (Charlotte, NC)', url: window.location.href }),
    );
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('copies the link elsewhere and says so', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<ShareJob opening={job} />);
    fireEvent.click(screen.getByRole('button', { name: 'Share this job' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Link copied'));
    expect(writeText).toHaveBeenCalledWith(window.location.href);
  });
});

describe('SimilarOpenings', () => {
  it('lists open roles like the job, each a link to its page', async () => {
    const fetchMock = vi.fn(async () => json(sampleOpenings.slice(0, 2)));
    vi.stubGlobal('fetch', fetchMock);
    render(
      <MemoryRouter>
        <SimilarOpenings jobId={104} heading="Similar openings" />
      </MemoryRouter>,
    );
    const links = await screen.findAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Java Developer', '/current-openings/job-description?jobId=101'],
      ['Data Scientist', '/current-openings/job-description?jobId=105'],
    ]);
    expect(screen.getByRole('heading', { name: 'Similar openings' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/staffing/openings/104/similar', expect.anything());
  });

  it('shows nothing when there are none', async () => {
    const fetchMock = vi.fn(async () => json([]));
    vi.stubGlobal('fetch', fetchMock);
    const { container } = render(
      <MemoryRouter>
        <SimilarOpenings jobId={104} heading="Similar openings" />
      </MemoryRouter>,
    );
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(container).toBeEmptyDOMElement();
  });
});
