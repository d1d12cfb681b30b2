import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router';
import { INTERVIEW_ROUND_LABELS, INTERVIEW_STATES, type Interview, InterviewsQuery } from '#contracts/admin/interviews';
import { zoneLabel } from '#contracts/admin/time-zones';
import { consolePaths } from '../console-paths';
import { humanize } from '../ui/format';
import { type ListDeclaration, ListScreen, filterOptions, useList } from '../ui/list-screen';
import { interviewsApi } from './desk-api';
import { myZone, whenIn } from './desk-format';
import { DeskStateBadge } from './desk-state-badge';
import { InterviewDialog } from './interview-dialog';

/** Client interviews from today on (or the days chosen), soonest first, in the viewer's own zone. */
const interviewsList: ListDeclaration<typeof InterviewsQuery, Interview> = {
  query: InterviewsQuery,
  load: interviewsApi.list,
  title: 'Interviews',
  searchLabel: 'Search interviews',
  caption: 'Client interviews, soonest first',
  noun: 'interviews',
  loadError: 'Could not load the interviews',
  empty: {
    none: 'No client interview from today on. Schedule one from an application.',
    noMatch: 'No interview matches.',
  },
  filters: [{ name: 'state', label: 'State', options: filterOptions(INTERVIEW_STATES, humanize) }],
  rowKey: (row) => row.id,
};

export default function InterviewsScreen() {
  const list = useList(interviewsList);
  const [changing, setChanging] = useState<Interview | null>(null);
  const zone = myZone();
  return (
    <>
      <ListScreen
        list={list}
        intro={
          <p className="text-body-secondary">
            Times are in your zone, {zoneLabel(zone)}; each candidate and panel member was mailed the time in their own.
          </p>
        }
        columns={[
          {
            header: 'When',
            cell: (row) => (
              <>
                <span className="fw-semibold">{whenIn(row.startsAt, row.durationMinutes, zone)}</span>
                {row.timeZone !== zone ? (
                  <span className="console-sub">Set as {whenIn(row.startsAt, row.durationMinutes, row.timeZone)}</span>
                ) : null}
              </>
            ),
          },
          {
            header: 'Candidate',
            cell: (row) => (
              <>
                <Link to={consolePaths.application(row.applicationId)}>{row.candidate.name}</Link>
                <span className="console-sub">{row.opening?.title ?? ''}</span>
              </>
            ),
          },
          { header: 'Round', wide: true, cell: (row) => INTERVIEW_ROUND_LABELS[row.round] },
          { header: 'Panel', wide: true, cell: (row) => row.panel.map((member) => member.name).join(', ') },
          {
            header: 'Where',
            wide: true,
            cell: (row) =>
              row.videoUrl ? (
                <a href={row.videoUrl} target="_blank" rel="noreferrer noopener">
                  Video link
                </a>
              ) : (
                row.location
              ),
          },
          {
            header: 'State',
            cell: (row) => (
              <>
                <DeskStateBadge state={row.state} label={humanize(row.state)} />
                {row.state === 'scheduled' ? (
                  <Button size="sm" variant="outline-primary" className="ms-2" onClick={() => setChanging(row)}>
                    Reschedule
                  </Button>
                ) : null}
              </>
            ),
          },
        ]}
      />
      {changing ? (
        <InterviewDialog
          applicationId={changing.applicationId}
          candidateName={changing.candidate.name}
          existing={changing}
          onHide={() => setChanging(null)}
          onDone={() => {
            setChanging(null);
            list.resource.reload();
          }}
        />
      ) : null}
    </>
  );
}
