import { Link } from 'react-router';
import { type ClientSummary, ClientsQuery } from '#contracts/admin/clients';
import { DESK_ROLES } from '#contracts/admin/common';
import { clientsApi } from '../api/console-api';
import { consolePaths } from '../console-paths';
import { useMe } from '../shell/session';
import { formatCount } from '../ui/format';
import { type ListDeclaration, ListScreen, useList } from '../ui/list-screen';
import { StatusBadge } from '../ui/status-badge';

/** The desk's clients, by name, searched (name, domain, industry, location, contacts) on the server. */
export const clientsList: ListDeclaration<typeof ClientsQuery, ClientSummary> = {
  query: ClientsQuery,
  load: clientsApi.list,
  title: 'Clients',
  searchLabel: 'Search clients (name, domain, industry, contact)',
  caption: 'Clients',
  noun: 'clients',
  loadError: 'Could not load the clients',
  empty: { none: 'No clients yet. Add the first one.', noMatch: 'No client matches.' },
  filters: [
    {
      name: 'status',
      label: 'Status',
      options: [
        { value: '', label: 'Active' },
        { value: 'archived', label: 'Archived' },
        { value: 'all', label: 'Active and archived' },
      ],
    },
  ],
  rowKey: (row) => row.id,
  columns: () => [
    {
      header: 'Client',
      cell: (row) => (
        <>
          <Link to={consolePaths.client(row.id)}>{row.name}</Link>
          <span className="console-sub">
            {[row.industry, row.location].filter(Boolean).join(' · ') || row.domain || '—'}
          </span>
        </>
      ),
    },
    { header: 'Domain', cell: (row) => row.domain || '—', wide: true },
    { header: 'Account manager', cell: (row) => row.owner?.name ?? '—', wide: true },
    {
      header: 'Open requirements',
      cell: (row) => (
        <Link
          to={consolePaths.client(row.id)}
          aria-label={`${formatCount(row.openRequirements)} open requirements at ${row.name}`}
        >
          {formatCount(row.openRequirements)}
        </Link>
      ),
    },
    { header: 'Contacts', cell: (row) => formatCount(row.contactCount), wide: true },
    {
      header: 'Status',
      cell: (row) => (row.status === 'archived' ? <StatusBadge status="archived" /> : <StatusBadge status="active" />),
      wide: true,
    },
  ],
};

export default function ClientsScreen() {
  const me = useMe();
  const mayEdit = (DESK_ROLES as readonly string[]).includes(me.role);
  return (
    <ListScreen
      list={useList(clientsList)}
      actions={
        mayEdit ? (
          <Link className="btn btn-primary" to={consolePaths.newClient}>
            New client
          </Link>
        ) : null
      }
    />
  );
}
