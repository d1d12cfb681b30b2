import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { InboxStatus } from '#contracts/admin/inbox';
import type { ClientResult } from '../api/admin-client';
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

/** What every inbox row has: who sent it, its status and when it came. */
type InboxRow = { id: string; name: string; email: string; status: InboxStatus; createdAt: string };
type InboxPage<Row> = { items: Row[]; total: number; page: number; pageSize: number };

export type InboxListProps<Row extends InboxRow> = {
  load: (
    query: { page: number; search?: string; status?: InboxStatus },
    options: { signal: AbortSignal },
  ) => Promise<ClientResult<InboxPage<Row>>>;
  title: string;
  searchLabel: string;
  caption: string;
  /** Before the error's own words: "Could not load them: …". */
  loadError: string;
  empty: { none: string; noMatch: string };
  /** The first column's header (the sender) and where a row's name links to. */
  sender: { header: string; href: (id: string) => string };
  /** The column between the sender and the status: what the record is about. */
  about: { header: string; cell: (row: Row) => ReactNode };
  /** The pager's plural noun. */
  noun: string;
};

/** One inbox (internship applications, contact messages), newest first, searched and filtered on the server. */
export function InboxList<Row extends InboxRow>(props: InboxListProps<Row>) {
  const { page, search, filters, update, key } = useListQuery(['status']);
  const status = inboxStatusFilter(filters.status ?? '');
  const list = useResource((signal) => props.load({ page, search: search || undefined, status }, { signal }), key);
  return (
    <>
      <PageTitle title={props.title} />
      <ListToolbar
        searchLabel={props.searchLabel}
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
      {list.state === 'error' ? (
        <Notice kind="error">
          {props.loadError}: {list.message}
        </Notice>
      ) : null}
      <DataTable<Row>
        caption={props.caption}
        busy={list.state === 'loading'}
        rows={list.data?.items ?? []}
        rowKey={(row) => row.id}
        empty={search || status ? props.empty.noMatch : props.empty.none}
        columns={[
          {
            header: props.sender.header,
            cell: (row) => (
              <>
                <Link to={props.sender.href(row.id)}>{row.name}</Link>
                <span className="console-sub">{row.email}</span>
              </>
            ),
          },
          { header: props.about.header, wide: true, cell: props.about.cell },
          { header: 'Status', cell: (row) => <StatusBadge status={row.status} /> },
          { header: 'Received', wide: true, className: 'text-nowrap', cell: (row) => formatMoment(row.createdAt) },
        ]}
      />
      {list.data ? (
        <Pager
          page={list.data.page}
          pageSize={list.data.pageSize}
          total={list.data.total}
          noun={props.noun}
          onPage={(next) => update({ page: next })}
        />
      ) : null}
    </>
  );
}
