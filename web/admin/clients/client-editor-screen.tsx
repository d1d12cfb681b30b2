import { Link, useNavigate } from 'react-router';
import { isClientError } from '../api/admin-client';
import { clientsApi } from '../api/console-api';
import { consolePaths } from '../console-paths';
import { useScreenParam } from '../shell/screen-params';
import { Loading, Notice } from '../ui/notice';
import { PageTitle } from '../ui/page-title';
import { useResource } from '../ui/use-resource';
import { ClientForm, clientValuesOf, emptyClient } from './client-form';

/** A new client, or the changes to one (account managers and admins; the server checks the role). */
export default function ClientEditorScreen() {
  const id = useScreenParam('id');
  const navigate = useNavigate();
  const client = useResource((signal) => (id ? clientsApi.get(id, { signal }) : Promise.resolve(null)), id || 'new');
  const title = id ? 'Edit client' : 'New client';
  if (client.state === 'error') {
    return (
      <>
        <PageTitle title={title} />
        <Notice kind="error">Could not load the form: {client.message}</Notice>
      </>
    );
  }
  if (client.state !== 'ready') {
    return (
      <>
        <PageTitle title={title} />
        <Loading />
      </>
    );
  }
  return (
    <>
      <p className="mb-2">
        <Link to={id ? consolePaths.client(id) : consolePaths.clients}>← {id ? 'The client' : 'All clients'}</Link>
      </p>
      <PageTitle title={client.data ? `Edit: ${client.data.name}` : title} />
      <ClientForm
        initial={client.data ? clientValuesOf(client.data) : emptyClient}
        submitLabel={id ? 'Save changes' : 'Add client'}
        onSubmit={async (input) => {
          const answer = id ? await clientsApi.update(id, input) : await clientsApi.create(input);
          if (isClientError(answer)) return `Not saved: ${answer.message}`;
          void navigate(consolePaths.client(answer.id), { state: { saved: true } });
          return null;
        }}
      />
    </>
  );
}
