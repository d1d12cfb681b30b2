import { useLocation, useSearchParams } from 'react-router';
import { JobIdParams, Opening, OpeningDetail } from '#contracts/api/staffing/openings';
import type { ClientResult } from '../../../lib/http-client';
import { careersApi } from '../api/careers-api';
import { useHydrated } from '../../../components/ui/use-hydrated';
import { dataCache } from '../shared/data-cache';
import { useRemote } from '../shared/use-remote';
import { serverOpening } from './server-job';

/** Jobs seen in this visit; kept a few minutes so an edited opening shows on the next visit. */
const jobs = dataCache<OpeningDetail | null>({ freshMs: 5 * 60 * 1000, maxEntries: 50 });

/** One request per job, shared by the sections of the job page; a failure is forgotten so a retry asks again. */
export const loadOpening = (jobId: number): Promise<ClientResult<OpeningDetail | null>> =>
  jobs.load(String(jobId), () => careersApi.opening(jobId));

/** The job when it is known without asking: loaded before, or written into the page by the server. */
function peekOpening(jobId: number): OpeningDetail | undefined {
  const known = jobs.peek(String(jobId));
  if (known) return known;
  const written = serverOpening(jobId);
  if (!written) return undefined;
  jobs.put(String(jobId), written);
  return written;
}

export type OpeningState =
  | { status: 'loading'; preview: Opening | null }
  | { status: 'ready'; opening: OpeningDetail }
  | { status: 'error'; preview: Opening | null; retry: () => void }
  /** No such job (or no jobId at all): it is no longer open. */
  | { status: 'missing' };

/** The opening in navigation state, when it is the one the URL names. */
function fromNavigationState(state: unknown, jobId: number) {
  const candidate = (state as { opening?: unknown } | null)?.opening;
  const detail = OpeningDetail.safeParse(candidate);
  if (detail.success && detail.data.REQ_ID === jobId) return { detail: detail.data, preview: detail.data };
  const preview = Opening.safeParse(candidate);
  if (preview.success && preview.data.REQ_ID === jobId) return { detail: null, preview: preview.data };
  return { detail: null, preview: null };
}

/**
 * The opening of the job page (?jobId=REQ_ID). The list passes the opening as navigation state so
 * its title shows at once; the full record (description, travel, interview) comes from the page
 * itself when the server wrote it there, else from the API, unless the state already holds it. Until hydration ends the page shows its loading state, which is
 * what was pre-rendered.
 */
export function useOpening(): OpeningState {
  const hydrated = useHydrated();
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const parsedId = JobIdParams.safeParse({ jobId: searchParams.get('jobId') ?? '' });
  const jobId = hydrated && parsedId.success ? parsedId.data.jobId : null;
  const fromState = jobId === null ? { detail: null, preview: null } : fromNavigationState(location.state, jobId);
  const needsLoad = jobId !== null && fromState.detail === null;
  const remote = useRemote(
    needsLoad ? `job:${jobId}` : null,
    () => loadOpening(jobId ?? 0),
    () => (jobId === null ? undefined : peekOpening(jobId)),
  );

  if (!hydrated) return { status: 'loading', preview: null };
  if (!parsedId.success) return { status: 'missing' };
  if (fromState.detail) return { status: 'ready', opening: fromState.detail };
  if (remote.status === 'loading') return { status: 'loading', preview: fromState.preview };
  if (remote.status === 'error') return { status: 'error', preview: fromState.preview, retry: remote.retry };
  return remote.data ? { status: 'ready', opening: remote.data } : { status: 'missing' };
}
