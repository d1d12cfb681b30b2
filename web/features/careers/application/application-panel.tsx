import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import type { Opening, OpeningDetail } from '#contracts/api/staffing/openings';
import type { Country, Recruiter, State } from '#contracts/api/staffing/reference';
import { type ClientResult, isClientError } from '../../../lib/http-client';
import { loadCountries, loadRecruiters, loadStates } from '../shared/lookups';
import { useRemote } from '../shared/use-remote';
import { ApplicationForm, OpeningClosed } from './application-form';
import { FormPreparing } from '../shared/form-preparing';

type Lookups = { countries: Country[]; states: State[]; recruiters: Recruiter[] };

async function loadLookups(): Promise<ClientResult<Lookups>> {
  const [countries, states, recruiters] = await Promise.all([loadCountries(), loadStates(), loadRecruiters()]);
  if (isClientError(countries)) return countries;
  if (isClientError(states)) return states;
  if (isClientError(recruiters)) return recruiters;
  return { countries, states, recruiters };
}

/** Whether the opening is past its valid-through date (the server takes no applications for it then). */
export const isExpired = (opening: Opening | OpeningDetail, today = new Date().toISOString().slice(0, 10)) =>
  Boolean(opening.VALID_THROUGH && opening.VALID_THROUGH.slice(0, 10) < today);

/** The application form once its pick-lists (countries, states, recruiters) have loaded; a closed opening gets no form. */
export function ApplicationPanel({ opening }: { opening: Opening | OpeningDetail }) {
  const expired = isExpired(opening);
  const lookups = useRemote(expired ? null : 'lookups', () => loadLookups());
  if (expired) return <OpeningClosed />;
  if (lookups.status === 'loading') return <FormPreparing />;
  if (lookups.status === 'error') {
    return (
      <Alert variant="warning">
        <p className="mb-2">The application form could not load its lists just now. Please check your connection.</p>
        <Button onClick={lookups.retry}>Try again</Button>
      </Alert>
    );
  }
  return <ApplicationForm opening={opening} {...lookups.data} />;
}
