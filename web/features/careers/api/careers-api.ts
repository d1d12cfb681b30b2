/**
 * What the careers pages read from the staffing API (docs/product.md §8): the openings, one job and
 * the pick-lists. The application itself is one request (application/submit-application.ts), loaded with the form.
 */
import { z } from '#contracts/zod';
import { Opening, OpeningDetail } from '#contracts/api/staffing/openings';
import { OpeningsSearchResult } from '#contracts/api/staffing/openings-search';
import { Country, Recruiter, State } from '#contracts/api/staffing/reference';
import { type ClientResult, type HttpClient, httpClient } from '../../../lib/http-client';
import { staffingPaths, staffingUrl } from '../../../config/api-map';

export function createCareersApi(client: HttpClient = httpClient) {
  return {
    countries: (signal?: AbortSignal) =>
      client.request(staffingUrl(staffingPaths.countries), { schema: z.array(Country), signal }),
    states: (signal?: AbortSignal) =>
      client.request(staffingUrl(staffingPaths.states), { schema: z.array(State), signal }),
    recruiters: (signal?: AbortSignal) =>
      client.request(staffingUrl(staffingPaths.recruiters), { schema: z.array(Recruiter), signal }),
    openings: (path: string = staffingPaths.openings, signal?: AbortSignal) =>
      client.request(staffingUrl(path), { schema: z.array(Opening), signal }),
    /** One page of the board; `query` is the endpoint's query string (see openings-query.ts). */
    searchOpenings: (query: string, signal?: AbortSignal) =>
      client.request(staffingUrl(`${staffingPaths.openingsSearch}?${query}`), { schema: OpeningsSearchResult, signal }),
    /** Up to four open openings like this job. */
    similarOpenings: (jobId: number, signal?: AbortSignal) =>
      client.request(staffingUrl(staffingPaths.similarOpenings(jobId)), { schema: z.array(Opening), signal }),
    /** The opening with this REQ_ID, or null when there is none (the API answers an empty array or 404). */
    opening: async (jobId: number, signal?: AbortSignal): Promise<ClientResult<OpeningDetail | null>> => {
      const answer = await client.request(staffingUrl(staffingPaths.opening(jobId)), {
        schema: z.array(OpeningDetail),
        signal,
      });
      if (Array.isArray(answer)) return answer[0] ?? null;
      return answer.status === 404 ? null : answer;
    },
  };
}

export type CareersApi = ReturnType<typeof createCareersApi>;

export const careersApi = createCareersApi();
