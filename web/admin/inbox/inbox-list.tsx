import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { INBOX_STATUSES, InboxQuery, type InboxStatus } from '#contracts/admin/inbox';
import { formatMoment } from '../ui/format';
import { type ListDeclaration, filterOptions } from '../ui/list-screen';
import { StatusBadge } from '../ui/status-badge';
import { INBOX_STATUS_LABELS } from './inbox-statuses';

/** What every inbox row has: who sent it, its status and when it came. */
type InboxRow = { id: string; name: string; email: string; status: InboxStatus; createdAt: string };

/**
 * One inbox's list (internship applications, contact messages), newest first, searched and filtered
 * by status on the server: the words and two columns are the inbox's own, the rest is shared.
 */
export function inboxList<Row extends InboxRow>({
  sender,
  about,
  ...words
}: Pick<
  ListDeclaration<typeof InboxQuery, Row>,
  'load' | 'title' | 'searchLabel' | 'caption' | 'loadError' | 'empty' | 'noun'
> & {
  /** The first column's header (the sender) and where a row's name links to. */
  sender: { header: string; href: (id: string) => string };
  /** The column between the sender and the status: what the record is about. */
  about: { header: string; cell: (row: Row) => ReactNode };
}): ListDeclaration<typeof InboxQuery, Row> {
  return {
    ...words,
    query: InboxQuery,
    filters: [
      {
        name: 'status',
        label: 'Status',
        options: filterOptions(INBOX_STATUSES, (value) => INBOX_STATUS_LABELS[value]),
      },
    ],
    rowKey: (row) => row.id,
    columns: () => [
      {
        header: sender.header,
        cell: (row) => (
          <>
            <Link to={sender.href(row.id)}>{row.name}</Link>
            <span className="console-sub">{row.email}</span>
          </>
        ),
      },
      { header: about.header, wide: true, cell: about.cell },
      { header: 'Status', cell: (row) => <StatusBadge status={row.status} /> },
      { header: 'Received', wide: true, className: 'text-nowrap', cell: (row) => formatMoment(row.createdAt) },
    ],
  };
}
