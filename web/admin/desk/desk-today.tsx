import { useState } from 'react';
import { Link } from 'react-router';
import { type DeskToday as Today } from '#contracts/admin/desk';
import { INTERVIEW_ROUND_LABELS } from '#contracts/admin/interviews';
import { DeskSettings, ENDING_DAYS_MAX } from '#contracts/admin/placements';
import { zoneLabel } from '#contracts/admin/time-zones';
import { consolePaths } from '../console-paths';
import { DataTable } from '../ui/data-table';
import { formatDay } from '../ui/format';
import { Notice } from '../ui/notice';
import { NumberSettingForm } from '../ui/number-setting-form';
import { Panel } from '../ui/panel';
import { useResource } from '../ui/use-resource';
import { deskApi } from './desk-api';
import { money, myZone, whenIn } from './desk-format';
import { redeployLink } from './placements-screen';

/** Home's desk: client interviews today (in the reader's day and zone) and contractors to redeploy. */
export function DeskToday() {
  const loaded = useResource((signal) => deskApi.today({ signal }), 'desk-today');
  const [changed, setChanged] = useState<Today | null>(null);
  const today = changed ? { ...changed, interviews: loaded.data?.interviews ?? [] } : loaded.data;
  if (loaded.state === 'error' && !today)
    return <Notice kind="error">Could not load today’s interviews: {loaded.message}</Notice>;
  if (!today) return null;
  const zone = myZone();
  return (
    <div className="console-grid">
      <Panel id="home-interviews" title={`Client interviews today (${today.interviews.length})`}>
        <p className="console-sub">
          {formatDay(today.day)}, in your zone ({zoneLabel(zone)}).{' '}
          <Link to={consolePaths.interviews}>All interviews</Link>
        </p>
        <DataTable
          compact
          caption="Client interviews today"
          rows={today.interviews}
          rowKey={(row) => row.id}
          empty="No client interview today."
          columns={[
            {
              header: 'When',
              className: 'text-nowrap',
              cell: (row) => whenIn(row.startsAt, row.durationMinutes, zone).split(', ')[1],
            },
            {
              header: 'Candidate',
              cell: (row) => (
                <>
                  <Link to={consolePaths.application(row.applicationId)}>{row.candidate.name}</Link>
                  <span className="console-sub">
                    {INTERVIEW_ROUND_LABELS[row.round]} · {row.opening?.title ?? ''}
                  </span>
                </>
              ),
            },
            {
              header: 'Join',
              cell: (row) =>
                row.videoUrl ? (
                  <a
                    href={row.videoUrl}
                    target="_blank"
                    rel="noreferrer noopener"
                    aria-label={`Join the interview with ${row.candidate.name}`}
                  >
                    Join
                  </a>
                ) : (
                  row.location
                ),
            },
          ]}
        />
      </Panel>
      <Panel id="home-ending" title={`Contracts ending within ${today.endingDays} days (${today.ending.length})`}>
        <p className="console-sub">
          Redeploy them: each link searches the open requirements that fit.{' '}
          <Link to={`${consolePaths.placements}?endingWithin=${today.endingDays}`}>All of them</Link>
        </p>
        <DataTable
          compact
          caption="Contracts ending soon"
          rows={today.ending}
          rowKey={(row) => row.id}
          empty={`No contract ends within ${today.endingDays} days.`}
          columns={[
            {
              header: 'Contractor',
              cell: (row) => (
                <>
                  <Link to={consolePaths.application(row.applicationId)}>{row.candidate.name}</Link>
                  <span className="console-sub">{row.opening?.title ?? ''}</span>
                </>
              ),
            },
            {
              header: 'Ends',
              className: 'text-nowrap',
              cell: (row) => (
                <>
                  {formatDay(row.endDate)}
                  <span className="console-sub">in {row.daysLeft} days</span>
                </>
              ),
            },
            ...(today.ending.some((row) => !row.ratesHidden)
              ? [
                  {
                    header: 'Margin',
                    className: 'text-nowrap text-end',
                    cell: (row: (typeof today.ending)[number]) => money(row.margin, row.currency, row.rateUnit),
                  },
                ]
              : []),
            {
              header: 'Next',
              cell: (row) => (
                <Link
                  className="btn btn-sm btn-outline-primary"
                  to={redeployLink(row)}
                  aria-label={`Redeploy ${row.candidate.name}`}
                >
                  Redeploy
                </Link>
              ),
            },
          ]}
        />
        <NumberSettingForm
          schema={DeskSettings}
          name="endingDays"
          value={today.endingDays}
          max={ENDING_DAYS_MAX}
          label="Show contracts ending within (days)"
          subject="The number of days"
          title="Contracts ending within"
          className="mt-3"
          save={deskApi.settings}
          onSaved={setChanged}
        />
      </Panel>
    </div>
  );
}
