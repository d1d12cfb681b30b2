/**
 * The staffing API's small lists (countries, states, recruiters), loaded once per page visit and
 * shared by every component that needs them. A failed load is forgotten so a retry asks again.
 */
import type { Country, Recruiter, State } from '#contracts/api/staffing';
import { type ClientResult, isClientError } from '../../../lib/http-client';
import { careersApi } from '../api/careers-api';

const cache = new Map<string, Promise<ClientResult<unknown>>>();

function cached<T>(name: string, load: () => Promise<ClientResult<T>>): Promise<ClientResult<T>> {
  let pending = cache.get(name) as Promise<ClientResult<T>> | undefined;
  if (!pending) {
    pending = load().then(
      (answer) => {
        if (isClientError(answer)) cache.delete(name);
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
export const loadRecruiters = (): Promise<ClientResult<Recruiter[]>> =>
  cached('recruiters', () => careersApi.recruiters());

/** For tests: forget everything loaded. */
export const clearLookups = () => cache.clear();
