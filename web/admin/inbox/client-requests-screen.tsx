import { Link } from 'react-router';
import {
  CLIENT_REQUEST_STATUSES,
  ClientRequestsQuery,
  type ClientRequestSummary,
} from '#contracts/admin/client-requests';
import { clientRequestsApi } from '../api/console-api';
import { consolePaths } from '../console-paths';
import { formatDay, formatMoment } from '../ui/format';
import { DeclaredList, type ListDeclaration, filterOptions } from '../ui/list-screen';
import { StatusBadge } from '../ui/status-badge';
import { CLIENT_REQUEST_STATUS_LABELS } from './client-request-statuses';

/** Requests for talent from the Hire talent page, newest first, searched and filtered on the server. */
const clientRequestsList: ListDeclaration<typeof ClientRequestsQuery, ClientRequestSummary> = {
  query: ClientRequestsQuery,
  load: clientRequestsApi.list,
  title: 'Client requests',
  searchLabel: 'Search requests (company, name, e-mail, role, skills)',
  caption: 'Client requests, newest first',
  noun: 'requests',
  loadError: 'Could not load the client requests',
  empty: { none: 'No client request yet.', noMatch: 'No request matches.' },
  filters: [
    {
      name: 'status',
      label: 'Status',
      options: filterOptions(CLIENT_REQUEST_STATUSES, (value) => CLIENT_REQUEST_STATUS_LABELS[value]),
    },
  ],
  rowKey: (row) => row.id,
  columns: () => [
    {
      header: 'Company',
      cell: (row) => (
        <>
          <Link to={consolePaths.clientRequest(row.id)}>{row.company}</Link>
          <span className="console-sub">{row.name}</span>
        </>
      ),
    },
    {
      header: 'Asks for',
      cell: (row) => (
        <>
          {row.headcount} × {row.role}
          <span className="console-sub">
            {row.seniority} · {row.workMode}
            {row.location ? `, ${row.location}` : ''} · from {formatDay(row.startDate)}
          </span>
        </>
      ),
    },
    {
      header: 'Status',
      cell: (row) => <StatusBadge status={row.status} label={CLIENT_REQUEST_STATUS_LABELS[row.status]} />,
    },
    { header: 'Received', wide: true, className: 'text-nowrap', cell: (row) => formatMoment(row.createdAt) },
  ],
};

export default function ClientRequestsScreen() {
  return <DeclaredList declaration={clientRequestsList} />;
}
