/**
 * The staffing API's small lists (countries, states, recruiters), loaded once per page visit and
 * shared by every component that needs them. A failed load is forgotten so a retry asks again.
 */
import type { Opening } from '#contracts/api/staffing/openings';
import type { Country, Recruiter, State } from '#contracts/api/staffing/reference';
import { type ClientResult, isClientError } from '../../../lib/http-client';
import { careersApi } from '../api/careers-api';

const cache = new Map<string, Promise<ClientResult<unknown>>>();
const resolved = new Map<string, unknown>();

function cached<T>(name: string, load: () => Promise<ClientResult<T>>): Promise<ClientResult<T>> {
  let pending = cache.get(name) as Promise<ClientResult<T>> | undefined;
  if (!pending) {
    pending = load().then(
      (answer) => {
        if (isClientError(answer)) cache.delete(name);
        else resolved.set(name, answer);
        return answer;
      },
      (error: unknown) => {
        cache.delete(name);
        throw error;
      },
    );
    cache.set(name, pending);
  }
  return pending;
}

// Shared loads are never aborted by one component unmounting: others may be waiting for them.
export const loadCountries = (): Promise<ClientResult<Country[]>> => cached('countries', () => careersApi.countries());
export const loadStates = (): Promise<ClientResult<State[]>> => cached('states', () => careersApi.states());
export const peekCountries = () => resolved.get('countries') as Country[] | undefined;
export const loadRecruiters = (): Promise<ClientResult<Recruiter[]>> =>
  cached('recruiters', () => careersApi.recruiters());

/** The openings list, kept for a few minutes so going back to the board shows it at once (and keeps the scroll). */
const OPENINGS_FRESH_MS = 5 * 60 * 1000;
const openingsCache = new Map<string, { at: number; openings: Opening[] }>();

export const peekOpenings = (path: string): Opening[] | undefined => {
  const hit = openingsCache.get(path);
  return hit && Date.now() - hit.at < OPENINGS_FRESH_MS ? hit.openings : undefined;
};

export async function loadOpenings(path: string, signal?: AbortSignal): Promise<ClientResult<Opening[]>> {
  const answer = await careersApi.openings(path, signal);
  if (!isClientError(answer)) openingsCache.set(path, { at: Date.now(), openings: answer });
  return answer;
}

/** For tests: forget everything loaded. */
export const clearLookups = () => {
  cache.clear();
  resolved.clear();
  openingsCache.clear();
};
