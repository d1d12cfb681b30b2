import { Link } from 'react-router';
import type { ContactMessageSummary } from '#contracts/admin/inbox';
import { messagesApi } from '../api/console-api';
import { consolePaths } from '../console-paths';
import { DataTable } from '../ui/data-table';
import { formatMoment } from '../ui/format';
import { ListToolbar } from '../ui/list-toolbar';
import { Notice } from '../ui/notice';
import { PageTitle } from '../ui/page-title';
import { Pager } from '../ui/pager';
import { StatusBadge } from '../ui/status-badge';
import { useListQuery } from '../ui/use-list-query';
import { useResource } from '../ui/use-resource';
import { inboxFilterOptions, inboxStatusFilter } from './inbox-statuses';

/** Messages from the contact form, newest first, searched and filtered on the server. */
export default function MessagesScreen() {
  const { page, search, filters, update, key } = useListQuery(['status']);
  const status = inboxStatusFilter(filters.status ?? '');
  const list = useResource(
    (signal) => messagesApi.list({ page, search: search || undefined, status }, { signal }),
    key,
  );
  return (
    <>
      <PageTitle title="Contact messages" />
      <ListToolbar
        searchLabel="Search messages (name, e-mail, text)"
        search={search}
        onSearch={(value) => update({ search: value })}
        filters={[
          {
            name: 'status',
            label: 'Status',
            value: status ?? '',
            options: inboxFilterOptions,
            onChange: (value) => update({ status: value }),
          },
        ]}
      />
      {list.state === 'error' ? <Notice kind="error">Could not load the messages: {list.message}</Notice> : null}
      <DataTable<ContactMessageSummary>
        caption="Contact messages, newest first"
        busy={list.state === 'loading'}
        rows={list.data?.items ?? []}
        rowKey={(row) => row.id}
        empty={search || status ? 'No message matches.' : 'No messages yet.'}
        columns={[
          {
            header: 'From',
            cell: (row) => (
              <>
                <Link to={consolePaths.message(row.id)}>{row.name}</Link>
                <span className="console-sub">{row.email}</span>
              </>
            ),
          },
          { header: 'Message', wide: true, cell: (row) => row.preview },
          { header: 'Status', cell: (row) => <StatusBadge status={row.status} /> },
          { header: 'Received', wide: true, className: 'text-nowrap', cell: (row) => formatMoment(row.createdAt) },
        ]}
      />
      {list.data ? (
        <Pager
          page={list.data.page}
          pageSize={list.data.pageSize}
          total={list.data.total}
          noun="messages"
          onPage={(next) => update({ page: next })}
        />
      ) : null}
    </>
  );
}
