import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import type { Opening, OpeningDetail } from '#contracts/api/staffing/openings';
import type { Country, Recruiter, State } from '#contracts/api/staffing/reference';
import { type ClientResult, isClientError } from '../../../lib/http-client';
import { loadCountries, loadRecruiters, loadStates } from '../shared/lookups';
import { useRemote } from '../shared/use-remote';
import { ApplicationForm } from './application-form';
import { FormPreparing } from './form-preparing';

type Lookups = { countries: Country[]; states: State[]; recruiters: Recruiter[] };

async function loadLookups(): Promise<ClientResult<Lookups>> {
  const [countries, states, recruiters] = await Promise.all([loadCountries(), loadStates(), loadRecruiters()]);
  if (isClientError(countries)) return countries;
  if (isClientError(states)) return states;
  if (isClientError(recruiters)) return recruiters;
  return { countries, states, recruiters };
}

/** The application form once its pick-lists (countries, states, recruiters) have loaded. */
export function ApplicationPanel({ opening }: { opening: Opening | OpeningDetail }) {
  const lookups = useRemote('lookups', () => loadLookups());
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
