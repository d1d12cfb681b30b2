import { useNavigate } from 'react-router';
import { isClientError } from '../api/admin-client';
import { openingsApi } from '../api/console-api';
import { consolePaths } from '../console-paths';
import { useScreenParam } from '../shell/screen-params';
import { Loading, Notice } from '../ui/notice';
import { PageTitle } from '../ui/page-title';
import { useResource } from '../ui/use-resource';
import { OpeningForm, emptyOpening, valuesOf } from './opening-form';

/** A new opening (saved as a draft) or the changes to one. */
export default function OpeningEditorScreen() {
  const reqId = Number(useScreenParam('reqId')) || 0;
  const navigate = useNavigate();
  const countries = useResource((signal) => openingsApi.countries({ signal }), 'countries');
  const opening = useResource(
    (signal) => (reqId ? openingsApi.get(reqId, { signal }) : Promise.resolve(null)),
    String(reqId),
  );
  const title = reqId ? `Edit opening ${reqId}` : 'New opening';

  if (countries.state === 'error' || opening.state === 'error') {
    const message = countries.state === 'error' ? countries.message : opening.state === 'error' ? opening.message : '';
    return (
      <>
        <PageTitle title={title} />
        <Notice kind="error">Could not load the form: {message}</Notice>
      </>
    );
  }
  if (countries.state !== 'ready' || opening.state !== 'ready') {
    return (
      <>
        <PageTitle title={title} />
        <Loading />
      </>
    );
  }

  return (
    <>
      <PageTitle title={reqId && opening.data ? `Edit: ${opening.data.title}` : title} />
      {!reqId ? <p>The opening is saved as a draft. Candidates see it once you publish it.</p> : null}
      <OpeningForm
        initial={opening.data ? valuesOf(opening.data) : emptyOpening}
        countries={countries.data}
        submitLabel={reqId ? 'Save changes' : 'Save draft'}
        onSubmit={async (input) => {
          const answer = reqId ? await openingsApi.update(reqId, input) : await openingsApi.create(input);
          if (isClientError(answer)) return `Not saved: ${answer.message}`;
          void navigate(consolePaths.opening(answer.reqId), { state: { saved: true } });
          return null;
        }}
      />
    </>
  );
}
