/**
 * The desk's reports: one screen, a tab per report, the range and filters in the URL
 * (`/admin/reports/funnel?range=quarter&client=…&source=linkedin`), a chart with the table behind it, and the
 * same table as a CSV download. Recruiters see their own figures (the server narrows them), and the
 * placements report without money. Admins and account managers opt in to the weekly digest below.
 */
import { type ReactNode, useId } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import {
  REPORT_NAMES,
  REPORT_RANGE_LABELS,
  REPORT_RANGES,
  REPORT_TITLES,
  type Report,
  type ReportColumn,
  ReportName,
  ReportQuery,
} from '#contracts/admin/reports';
import { adminPaths, listQuery } from '#contracts/admin/paths';
import { CURRENCIES, seesRates } from '#contracts/admin/rates';
import { z } from '#contracts/zod';
import { isClientError } from '../api/admin-client';
import { clientsApi, openingsApi, reportsApi } from '../api/console-api';
import { consolePaths } from '../console-paths';
import { useScreenParam } from '../shell/screen-params';
import { useMe } from '../shell/session';
import { paramsNow, parseListQuery } from '../ui/list-query';
import { Loading, Notice } from '../ui/notice';
import { PageTitle } from '../ui/page-title';
import { type ComboOption, SearchCombobox } from '../ui/search-combobox';
import { useResource } from '../ui/use-resource';
import { ReportChart } from './report-chart';
import { ReportSettingsPanel } from './report-settings-panel';

const INTRO: Record<ReportName, string> = {
  funnel:
    'Applications that arrived in the range, per requirement: how many reached each step (a candidate rejected after a client interview still counts as interviewed), and the conversion from the step before.',
  ratios:
    'Of the candidates submitted to clients: how many got an interview, an offer and a placement, per recruiter (who submitted) and per requirement.',
  time: 'Days from a requirement opening to its first submittal and to its first placement, days spent in each step, and requirements open too long.',
  sources: 'Where the applications of the range came from, and how many of each reached a submittal and a placement.',
  activity: 'What each person did, week by week: screened, submitted, client interviews, placements, notes and mails.',
  placements:
    'Placements that started in the range and contractors who worked in it, per month, client and recruiter (the person who submitted them): the revenue run-rate a month (bill rate × hours a month), the gross margin a month ((bill − pay) × hours) and permanent fees (salary × fee %); then the contractors ending within 30 and 60 days of today.',
};

const FILTERS = [
  'range',
  'from',
  'to',
  'client',
  'reqId',
  'source',
  'country',
  'recruiter',
  'openDays',
  'currency',
] as const;

export const formatValue = (value: number | null, kind: ReportColumn['kind']) => {
  if (value === null) return '—';
  if (kind === 'share') return `${(value * 100).toFixed(1)} %`;
  if (kind === 'days') return value.toFixed(1);
  if (kind === 'money') return value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return value.toLocaleString('en-US');
};

/** A column's heading, with the currency of money columns. */
const headingOf = (column: ReportColumn, currency: string | undefined) =>
  column.kind === 'money' && currency ? `${column.label} (${currency})` : column.label;

/** Clients by name for the client filter (not Northwind's own: its requirements have no client). */
async function searchClients(search: string, signal: AbortSignal): Promise<ComboOption[]> {
  const page = await clientsApi.list(
    { search: search || undefined, pageSize: 20, sort: 'name', status: 'all' },
    { signal },
  );
  if (isClientError(page)) throw new Error(page.message);
  return page.items.filter((item) => !item.isNorthwind).map((item) => ({ value: item.id, label: item.name }));
}
async function describeClient(id: string, signal: AbortSignal): Promise<string> {
  const client = await clientsApi.get(id, { signal });
  return isClientError(client) ? 'The chosen client' : client.name;
}
const requirementLabel = (opening: { title: string; reqId: number }) => `${opening.title} (${opening.reqId})`;
/** Requirements by title (or id) for the requirement filter. */
async function searchRequirements(search: string, signal: AbortSignal): Promise<ComboOption[]> {
  const page = await openingsApi.list({ search: search || undefined, pageSize: 20 }, { signal });
  if (isClientError(page)) throw new Error(page.message);
  return page.items.map((item) => ({ value: String(item.reqId), label: requirementLabel(item) }));
}
async function describeRequirement(reqId: string, signal: AbortSignal): Promise<string> {
  const opening = await openingsApi.get(Number(reqId), { signal });
  return isClientError(opening) ? `Requirement ${reqId}` : requirementLabel(opening);
}

export default function ReportsScreen() {
  const id = useId();
  const me = useMe();
  const param = useScreenParam('report');
  const name = z.safeParse(ReportName, param || 'funnel');
  const report: ReportName = name.success ? name.data : 'funnel';
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const query = parseListQuery(ReportQuery, params, FILTERS);
  const key = `${report}?${listQuery(query)}`;
  const answer = useResource((signal) => reportsApi.get(report, query, { signal }), key);
  // What the recruiter and source filters offer; the screen works without it (a source can be typed).
  const options = useResource((signal) => reportsApi.filters({ signal }), 'report-filters');
  const money = seesRates(me.role);

  const update = (changes: Record<string, string | undefined>) =>
    setParams((rendered) => {
      const next = paramsNow(rendered, pathname);
      for (const [field, value] of Object.entries(changes)) {
        if (value === undefined || value === '') next.delete(field);
        else next.set(field, value);
      }
      return next;
    });

  const filter = (field: string, label: string, control: (props: { id: string; name: string }) => ReactNode) => (
    <div className="console-filter">
      <label className="form-label small fw-semibold mb-1" htmlFor={`${id}-${field}`}>
        {label}
      </label>
      {control({ id: `${id}-${field}`, name: field })}
    </div>
  );
  /** A filter picked from a list; the choice goes into the URL as it is, unless `choose` says otherwise. */
  const choice = (
    field: string,
    label: string,
    value: string,
    choices: { value: string; label: string }[],
    choose = (chosen: string) => update({ [field]: chosen }),
  ) =>
    filter(field, label, (props) => (
      <select {...props} className="form-select" value={value} onChange={(e) => choose(e.currentTarget.value)}>
        {choices.map((entry) => (
          <option key={entry.value} value={entry.value}>
            {entry.label}
          </option>
        ))}
      </select>
    ));
  const sourcesId = `${id}-sources`;
  const recruiters = (options.data?.recruiters ?? []).map((person) => ({ value: person.id, label: person.name }));
  // A link naming someone no longer listed (or the list still loading) keeps its filter visible.
  const unlisted =
    query.recruiter && !recruiters.some((person) => person.value === query.recruiter)
      ? [{ value: query.recruiter, label: options.data ? 'A former member of staff' : 'Loading…' }]
      : [];
  const range = query.range ?? '30d';
  const csvHref = `${adminPaths.reportCsv(report)}${listQuery(query)}`;

  return (
    <>
      <PageTitle title={`Reports: ${REPORT_TITLES[report]}`}>
        <a className="btn btn-outline-primary btn-sm" href={csvHref} download>
          Download CSV
        </a>
      </PageTitle>
      <nav aria-label="Reports" className="mb-3">
        <ul className="nav nav-pills flex-wrap gap-1">
          {REPORT_NAMES.map((entry) => (
            <li className="nav-item" key={entry}>
              <Link
                className={`nav-link py-1 px-3${entry === report ? ' active' : ''}`}
                aria-current={entry === report ? 'page' : undefined}
                to={`${consolePaths.report(entry)}${params.size ? `?${params.toString()}` : ''}`}
              >
                {REPORT_TITLES[entry]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className="text-body-secondary">{INTRO[report]}</p>
      <div className="d-flex flex-wrap gap-3 align-items-end mb-4 console-report-filters">
        {choice(
          'range',
          'Range',
          range,
          REPORT_RANGES.map((value) => ({ value, label: REPORT_RANGE_LABELS[value] })),
        )}
        {range === 'custom' ? (
          <>
            {filter('from', 'From', (props) => (
              <input
                {...props}
                type="date"
                className="form-control"
                value={query.from ?? ''}
                onChange={(e) => update({ from: e.currentTarget.value })}
              />
            ))}
            {filter('to', 'To', (props) => (
              <input
                {...props}
                type="date"
                className="form-control"
                value={query.to ?? ''}
                onChange={(e) => update({ to: e.currentTarget.value })}
              />
            ))}
          </>
        ) : null}
        {filter('client', 'Client', (props) => (
          <SearchCombobox
            {...props}
            value={query.client}
            noneLabel="All clients"
            listLabel="Clients"
            search={searchClients}
            describe={describeClient}
            onChange={(client) => update({ client })}
          />
        ))}
        {filter('reqId', 'Requirement', (props) => (
          <SearchCombobox
            {...props}
            value={query.reqId === undefined ? undefined : String(query.reqId)}
            noneLabel="All requirements"
            listLabel="Requirements"
            search={searchRequirements}
            describe={describeRequirement}
            onChange={(reqId) => update({ reqId })}
          />
        ))}
        {filter('source', 'Source', (props) => (
          <>
            <input
              {...props}
              key={query.source ?? ''}
              className="form-control"
              list={sourcesId}
              placeholder="All sources"
              defaultValue={query.source ?? ''}
              onChange={(event) => {
                // A suggestion picked from the list applies at once; typed text on Enter or leaving.
                const value = event.currentTarget.value.trim();
                if (options.data?.sources.includes(value)) update({ source: value });
              }}
              onBlur={(event) => update({ source: event.currentTarget.value.trim() })}
              onKeyDown={(event) => {
                if (event.key === 'Enter') update({ source: event.currentTarget.value.trim() });
              }}
            />
            <datalist id={sourcesId}>
              {(options.data?.sources ?? []).map((source) => (
                <option key={source} value={source} />
              ))}
            </datalist>
          </>
        ))}
        {choice('country', 'Country', query.country ?? '', [
          { value: '', label: 'All' },
          { value: 'USA', label: 'USA' },
          { value: 'India', label: 'India' },
        ])}
        {me.role === 'recruiter'
          ? null
          : choice('recruiter', 'Recruiter', query.recruiter ?? '', [
              { value: '', label: 'Everyone' },
              ...recruiters,
              ...unlisted,
            ])}
        {report === 'placements' && money
          ? choice(
              'currency',
              'Currency',
              query.currency ?? 'USD',
              CURRENCIES.map((currency) => ({ value: currency, label: currency })),
              (currency) => update({ currency: currency === 'USD' ? '' : currency }),
            )
          : null}
      </div>
      {answer.state === 'error' ? <Notice kind="error">Could not load the report: {answer.message}</Notice> : null}
      {answer.data ? (
        <ReportBody report={answer.data} />
      ) : answer.state === 'loading' ? (
        <Loading label="Counting…" />
      ) : null}
      {me.role === 'recruiter' ? null : <ReportSettingsPanel onHoursSaved={answer.reload} />}
    </>
  );
}

/** Under the placements report: what the money assumes, and the contractors ending soon by name. */
function PlacementsNotes({ report }: { report: Report }) {
  return (
    <div className="small text-body-secondary">
      {report.ratesHidden ? (
        <p className="mb-1">Rates, margins and fees are shown to admins and account managers only.</p>
      ) : (
        <p className="mb-1">
          Money in {report.currency}; placements in another currency are left out. The run-rate counts{' '}
          {report.hoursPerMonth} hours a month (8 a day; a yearly rate is divided by 12).
        </p>
      )}
      <p className="mb-0">
        Who is ending: <Link to={`${consolePaths.placements}?endingWithin=30`}>contractors ending within 30 days</Link>
        {' · '}
        <Link to={`${consolePaths.placements}?endingWithin=60`}>within 60 days</Link>
      </p>
    </div>
  );
}

/** Whether the chart has rows to draw (the placements chart draws the months only). */
const charted = (report: Report) => {
  const prefix = report.chart.rows;
  return prefix ? report.rows.some((row) => row.key.startsWith(prefix)) : report.rows.length > 0;
};

function ReportBody({ report }: { report: Report }) {
  const title = REPORT_TITLES[report.report];
  const last = new Date(Date.parse(report.to) - 1).toISOString().slice(0, 10);
  if (report.rows.length === 0) {
    return <Notice kind="info">Nothing happened in this range with these filters.</Notice>;
  }
  return (
    <>
      {charted(report) ? (
        <ReportChart report={report} label={title} />
      ) : (
        <Notice kind="info">No placement started and no contractor worked in this range with these filters.</Notice>
      )}
      <div className="table-responsive mt-4" tabIndex={0} role="region" aria-label={`${title}: table`}>
        <table className="table table-sm align-middle console-report-table">
          <caption>
            {title}, {report.from.slice(0, 10)} to {last}
          </caption>
          <thead>
            <tr>
              <th scope="col">{report.rowHeader}</th>
              {report.columns.map((column) => (
                <th scope="col" className="text-end" key={column.key}>
                  {headingOf(column, report.currency)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {report.rows.map((row) => (
              <tr key={row.key}>
                <th scope="row" className="fw-normal">
                  {row.label}
                </th>
                {row.values.map((value, i) => (
                  <td className="text-end font-monospace" key={report.columns[i]!.key}>
                    {formatValue(value, report.columns[i]!.kind)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          {report.total ? (
            <tfoot>
              <tr className="fw-semibold">
                <th scope="row">{report.total.label}</th>
                {report.total.values.map((value, i) => (
                  <td className="text-end font-monospace" key={report.columns[i]!.key}>
                    {formatValue(value, report.columns[i]!.kind)}
                  </td>
                ))}
              </tr>
            </tfoot>
          ) : null}
        </table>
      </div>
      {report.report === 'placements' ? <PlacementsNotes report={report} /> : null}
    </>
  );
}
