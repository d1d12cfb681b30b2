import { useState } from 'react';
import { Link } from 'react-router';
import { APPLICATION_STATUS_LABELS, PIPELINE_STAGES } from '#contracts/admin/applications';
import type { Home } from '#contracts/admin/home';
import { isClientError } from '../api/admin-client';
import { homeApi } from '../api/console-api';
import { consolePaths } from '../console-paths';
import { formatCount, formatMoment } from '../ui/format';
import { Loading, Notice } from '../ui/notice';
import { PageTitle } from '../ui/page-title';
import { StatusBadge } from '../ui/status-badge';
import { useResource } from '../ui/use-resource';
import { PossibleDuplicates } from '../candidates/possible-duplicates';
import { DeskToday } from '../desk/desk-today';
import { StaleDaysForm } from './stale-days-form';
import { DataTable } from '../ui/data-table';
import { Panel } from '../ui/panel';

const plural = (count: number, one: string, many: string) => `${formatCount(count)} ${count === 1 ? one : many}`;

/**
 * What needs attention: new applications nobody has acted on yet (per opening; how many of them came
 * since this person last looked), applications
 * nobody has moved or noted for their chosen days (per opening and stage), internship applications and
 * messages waiting. "Mark as seen" starts the count of arrivals again from now; a new application
 * stops counting only when someone moves, rates, notes or mails it.
 */
export default function HomeScreen() {
  const loaded = useResource((signal) => homeApi.get({ signal }), 'home');
  const [changed, setChanged] = useState<Home | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  if (loaded.state === 'error' && !loaded.data) {
    return (
      <>
        <PageTitle title="Home" />
        <Notice kind="error">Could not load what needs attention: {loaded.message}</Notice>
      </>
    );
  }
  const home = changed ?? loaded.data;
  if (!home) return <Loading />;

  const markSeen = async () => {
    setBusy(true);
    const answer = await homeApi.seen();
    setBusy(false);
    if (isClientError(answer)) return setError(answer.message);
    setError('');
    setChanged(answer);
  };

  const arrived = home.since
    ? `${formatCount(home.newApplications.arrivedSince)} since you last looked (${formatMoment(home.since)})`
    : null;
  const tiles = [
    {
      label: 'New, nobody has acted on them',
      sub:
        home.since && home.newApplications.total
          ? `${formatCount(home.newApplications.arrivedSince)} since you last looked`
          : null,
      count: home.newApplications.total,
      href: '#home-new',
      tone: home.newApplications.total ? 'is-attention' : '',
    },
    {
      label: `Untouched for ${plural(home.staleDays, 'day', 'days')} or more`,
      count: home.untouched.total,
      href: '#home-untouched',
      tone: home.untouched.total ? 'is-warning' : '',
      sub: null,
    },
    {
      label: 'Internship applications waiting',
      count: home.internshipsWaiting,
      href: `${consolePaths.internships}?status=new`,
      tone: '',
      sub: null,
    },
    {
      label: 'Messages waiting',
      count: home.messagesWaiting,
      href: `${consolePaths.messages}?status=new`,
      tone: '',
      sub: null,
    },
  ];

  return (
    <>
      <PageTitle title="Home">
        <button type="button" className="btn btn-outline-primary" disabled={busy} onClick={() => void markSeen()}>
          Mark all as seen
        </button>
      </PageTitle>
      {error ? <Notice kind="error">Not marked: {error}</Notice> : null}
      <ul
        className="row row-cols-1 row-cols-sm-2 row-cols-lg-4 g-3 list-unstyled mb-4"
        aria-label="What needs attention"
      >
        {tiles.map((tile) => (
          <li key={tile.label} className="col">
            {tile.href.startsWith('#') ? (
              <a
                className={`console-tile d-flex flex-column h-100 px-3 py-2 bg-white border rounded-3 text-body text-decoration-none ${tile.tone}`}
                href={tile.href}
              >
                <strong className="fs-3 lh-sm">{formatCount(tile.count)}</strong> <span>{tile.label}</span>
                {tile.sub ? <span className="console-sub">{tile.sub}</span> : null}
              </a>
            ) : (
              <Link
                className={`console-tile d-flex flex-column h-100 px-3 py-2 bg-white border rounded-3 text-body text-decoration-none ${tile.tone}`}
                to={tile.href}
              >
                <strong className="fs-3 lh-sm">{formatCount(tile.count)}</strong> <span>{tile.label}</span>
              </Link>
            )}
          </li>
        ))}
      </ul>
      <DeskToday />
      <div className="console-grid">
        <Panel id="home-new" title="New, nobody has acted on them">
          <p className="console-sub">
            At {APPLICATION_STATUS_LABELS[PIPELINE_STAGES[0]]}, and nobody has moved, rated, noted or mailed them yet.
            {arrived ? ` ${arrived}.` : ''}
          </p>
          <DataTable
            compact
            caption="New applications by opening"
            rows={home.newApplications.byOpening}
            rowKey={(row) => String(row.reqId)}
            empty="Nothing new is waiting."
            columns={[
              {
                header: 'Opening',
                cell: (row) => (
                  <>
                    <Link to={consolePaths.board(row.reqId)}>{row.title}</Link>
                    <span className="console-sub">Job {row.reqId}</span>
                  </>
                ),
              },
              {
                header: 'New',
                className: 'text-end',
                cell: (row) => (
                  <Link
                    to={`${consolePaths.applications}?reqId=${row.reqId}&status=${PIPELINE_STAGES[0]}`}
                    aria-label={`${plural(row.count, 'new application', 'new applications')} waiting for ${row.title}`}
                  >
                    {formatCount(row.count)}
                  </Link>
                ),
              },
            ]}
          />
        </Panel>
        <Panel id="home-untouched" title={<>Untouched for {plural(home.staleDays, 'day', 'days')} or more</>}>
          <p className="console-sub">
            Still in the pipeline, and nobody has moved or noted them since. Rejected, withdrawn and placed ones are
            left out.
          </p>
          <DataTable
            compact
            caption="Untouched applications by opening and stage"
            rows={home.untouched.byOpening}
            rowKey={(row) => `${row.reqId}-${row.status}`}
            empty="Nothing is waiting that long."
            columns={[
              { header: 'Opening', cell: (row) => <Link to={consolePaths.board(row.reqId)}>{row.title}</Link> },
              { header: 'Stage', cell: (row) => <StatusBadge status={row.status} /> },
              {
                header: 'Waiting',
                className: 'text-end',
                cell: (row) => (
                  <Link
                    to={`${consolePaths.applications}?reqId=${row.reqId}&status=${row.status}`}
                    aria-label={`${plural(row.count, 'application', 'applications')} at ${APPLICATION_STATUS_LABELS[row.status]} for ${row.title}`}
                  >
                    {formatCount(row.count)}
                  </Link>
                ),
              },
            ]}
          />
          <StaleDaysForm key={home.staleDays} staleDays={home.staleDays} onSaved={setChanged} />
        </Panel>
      </div>
      <PossibleDuplicates />
    </>
  );
}
