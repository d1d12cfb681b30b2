import type { ReactNode } from 'react';
import type { ClientResult } from '../api/admin-client';
import { type Column, DataTable } from './data-table';
import { type FilterOption, ListToolbar } from './list-toolbar';
import { type ListQueryOf, type ListQuerySchema, type ListUpdate, useListQuery } from './list-query';
import { Notice } from './notice';
import { PageTitle } from './page-title';
import { Pager } from './pager';
import { useResource } from './use-resource';

/** One page of a list as the console API answers it. */
export type ListPage<Row> = { items: Row[]; total: number; page: number; pageSize: number };

/**
 * A list resource, declared once: its query (the contract's schema; page, search, filters and sort
 * live in the URL through it), how a page loads, its words, its select filters, its sort, its rows'
 * key and (when they need nothing from a screen) its columns. One screen renders any of them.
 */
export type ListDeclaration<S extends ListQuerySchema, Row> = {
  query: S;
  load: (query: ListQueryOf<S>, options: { signal: AbortSignal }) => Promise<ClientResult<ListPage<Row>>>;
  title: string | ((query: ListQueryOf<S>) => string);
  searchLabel: string;
  /** The table's name for screen readers. */
  caption: string;
  /** The pager's plural noun ("openings"). */
  noun: string;
  /** Before the error's own words: "Could not load the openings: …". */
  loadError: string;
  /** What an empty list says: one text, or one with nothing yet and one when the query matches nothing. */
  empty: string | { none: string; noMatch: string };
  /** Filters shown as selects in the toolbar, each a parameter of the query. */
  filters?: ReadonlyArray<{ name: string; label: string; options: FilterOption[] }>;
  /** Parameters that pick which list this is rather than narrow it (an opening's applicants). */
  scopes?: readonly string[];
  /** The sort shown when the URL names none; sortable columns have a `sortKey`. */
  defaultSort?: string;
  rowKey: (row: Row) => string;
  columns?: (list: ListState<S, Row>) => Array<Column<Row>>;
};

export type ListState<S extends ListQuerySchema, Row> = ReturnType<typeof useList<S, Row>>;

/** A declared list's state: its query from the URL, `update` to change it, the page loaded. */
export function useList<S extends ListQuerySchema, Row>(declaration: ListDeclaration<S, Row>) {
  const { query, params, update, key } = useListQuery(declaration.query);
  // The server is always told which page (the URL leaves page 1 out).
  const resource = useResource((signal) => declaration.load({ page: 1, ...query }, { signal }), key);
  const fields = query as Record<string, unknown>;
  const ignored = ['page', 'sort', ...(declaration.scopes ?? [])];
  return {
    declaration,
    query,
    /** The query's parameters as the screen's own (filters, search, sort, page). */
    fields,
    params,
    key,
    update: update as ListUpdate,
    resource,
    rows: resource.data?.items ?? [],
    /** Whether the search or a filter narrows the list. */
    narrowed: Object.keys(fields).some((name) => !ignored.includes(name)),
  };
}

/**
 * The one list screen: title (and `actions` beside it), `intro`, the search and filters (`toolbar`
 * adds more), the error if the page did not load, `before` the table, the table and the pager.
 */
export function ListScreen<S extends ListQuerySchema, Row>({
  list,
  columns,
  actions,
  intro,
  toolbar,
  before,
  after,
  activeKey,
  rowClassName,
}: {
  list: ListState<S, Row>;
  /** The columns, when the screen makes them (else the declaration's). */
  columns?: Array<Column<Row>>;
  actions?: ReactNode;
  intro?: ReactNode;
  toolbar?: ReactNode;
  before?: ReactNode;
  after?: ReactNode;
  activeKey?: string | undefined;
  rowClassName?: (row: Row) => string | undefined;
}) {
  const { declaration, fields, update, resource } = list;
  const { empty, defaultSort } = declaration;
  const sort = defaultSort
    ? {
        value: String(fields.sort ?? defaultSort),
        onChange: (value: string) => update({ sort: value === defaultSort ? undefined : value }),
      }
    : undefined;
  return (
    <>
      <PageTitle title={typeof declaration.title === 'string' ? declaration.title : declaration.title(list.query)}>
        {actions}
      </PageTitle>
      {intro}
      <ListToolbar
        searchLabel={declaration.searchLabel}
        search={String(fields.search ?? '')}
        onSearch={(value) => update({ search: value })}
        filters={(declaration.filters ?? []).map((filter) => ({
          ...filter,
          value: String(fields[filter.name] ?? ''),
          onChange: (value: string) => update({ [filter.name]: value }),
        }))}
      >
        {toolbar}
      </ListToolbar>
      {resource.state === 'error' ? (
        <Notice kind="error">
          {declaration.loadError}: {resource.message}
        </Notice>
      ) : null}
      {before}
      <DataTable<Row>
        caption={declaration.caption}
        busy={resource.state === 'loading'}
        rows={list.rows}
        rowKey={declaration.rowKey}
        empty={typeof empty === 'string' ? empty : list.narrowed ? empty.noMatch : empty.none}
        columns={columns ?? declaration.columns?.(list) ?? []}
        sort={sort}
        activeKey={activeKey}
        rowClassName={rowClassName}
      />
      {resource.data ? (
        <Pager
          page={resource.data.page}
          pageSize={resource.data.pageSize}
          total={resource.data.total}
          noun={declaration.noun}
          onPage={(next) => update({ page: next })}
        />
      ) : null}
      {after}
    </>
  );
}

/** A select filter's options: "All", then each value with its label. */
export const filterOptions = <V extends string>(values: readonly V[], label: (value: V) => string): FilterOption[] => [
  { value: '', label: 'All' },
  ...values.map((value) => ({ value, label: label(value) })),
];

/** A declared list on its own screen, with nothing the screen adds. */
export function DeclaredList<S extends ListQuerySchema, Row>({
  declaration,
}: {
  declaration: ListDeclaration<S, Row>;
}) {
  return <ListScreen list={useList(declaration)} />;
}
