/**
 * The staffing API's small lists (countries, states, recruiters), loaded once per page visit and
 * shared by every component that needs them (the careers data cache).
 */
import type { Country, Recruiter, State } from '#contracts/api/staffing/reference';
import type { ClientResult } from '../../../lib/http-client';
import { careersApi } from '../api/careers-api';
import { dataCache } from './data-cache';

const countries = dataCache<Country[]>();
const states = dataCache<State[]>();
const recruiters = dataCache<Recruiter[]>();

// Shared loads are never aborted by one component unmounting: others may be waiting for them.
export const loadCountries = (): Promise<ClientResult<Country[]>> =>
  countries.load('all', () => careersApi.countries());
export const peekCountries = () => countries.peek('all');
export const loadStates = (): Promise<ClientResult<State[]>> => states.load('all', () => careersApi.states());
export const loadRecruiters = (): Promise<ClientResult<Recruiter[]>> =>
  recruiters.load('all', () => careersApi.recruiters());

/** Lists the server wrote into the page: kept as if loaded, so nothing asks the API for them. */
export const putLookups = (lists: { countries?: Country[]; states?: State[]; recruiters?: Recruiter[] }) => {
  if (lists.countries) countries.put('all', lists.countries);
  if (lists.states) states.put('all', lists.states);
  if (lists.recruiters) recruiters.put('all', lists.recruiters);
};
