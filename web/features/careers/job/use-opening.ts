import { useLocation, useSearchParams } from 'react-router';
import { JobIdParams, Opening, OpeningDetail } from '#contracts/api/staffing/openings';
import { type ClientResult, isClientError } from '../../../lib/http-client';
import { careersApi } from '../api/careers-api';
import { useHydrated } from '../shared/use-hydrated';
import { useRemote } from '../shared/use-remote';

const cache = new Map<number, Promise<ClientResult<OpeningDetail | null>>>();

/** One request per job, shared by the sections of the job page; a failure is forgotten so a retry asks again. */
export function loadOpening(jobId: number): Promise<ClientResult<OpeningDetail | null>> {
  let pending = cache.get(jobId);
  if (!pending) {
    pending = careersApi.opening(jobId).then((answer) => {
      if (isClientError(answer)) cache.delete(jobId);
      return answer;
    });
    pending.catch(() => cache.delete(jobId));
    cache.set(jobId, pending);
  }
  return pending;
}

/** For tests: forget loaded openings. */
export const clearOpenings = () => cache.clear();

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
 * its title shows at once; the full record (description, travel, interview) is read from the API
 * unless the state already holds it. Until hydration ends the page shows its loading state, which is
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
  const remote = useRemote(needsLoad ? `job:${jobId}` : null, () => loadOpening(jobId ?? 0));

  if (!hydrated) return { status: 'loading', preview: null };
  if (!parsedId.success) return { status: 'missing' };
  if (fromState.detail) return { status: 'ready', opening: fromState.detail };
  if (remote.status === 'loading') return { status: 'loading', preview: fromState.preview };
  if (remote.status === 'error') return { status: 'error', preview: fromState.preview, retry: remote.retry };
  return remote.data ? { status: 'ready', opening: remote.data } : { status: 'missing' };
}
