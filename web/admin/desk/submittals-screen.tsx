import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router';
import { adminPaths } from '#contracts/admin/paths';
import { SUBMITTAL_STATES, type Submittal, SubmittalsQuery } from '#contracts/admin/submittals';
import { consolePaths } from '../console-paths';
import { formatDay, formatMoment } from '../ui/format';
import { type ListDeclaration, ListScreen, filterOptions, useList } from '../ui/list-screen';
import { AnswerDialog } from './answer-dialog';
import { submittalsApi } from './desk-api';
import { money, submittalStateLabel } from './desk-format';
import { DeskStateBadge } from './desk-state-badge';

/** Candidates put forward to clients, newest first: who got them, at what rate, and the client's answer. */
const submittalsList: ListDeclaration<typeof SubmittalsQuery, Submittal> = {
  query: SubmittalsQuery,
  load: submittalsApi.list,
  title: 'Submittals',
  searchLabel: 'Search submittals (candidate, requirement, contact)',
  caption: 'Submittals, newest first',
  noun: 'submittals',
  loadError: 'Could not load the submittals',
  empty: {
    none: 'Nobody has been submitted to a client yet. Open an application and choose “Submit to client”.',
    noMatch: 'No submittal matches.',
  },
  filters: [{ name: 'state', label: 'Client’s answer', options: filterOptions(SUBMITTAL_STATES, submittalStateLabel) }],
  rowKey: (row) => row.id,
};

export default function SubmittalsScreen() {
  const list = useList(submittalsList);
  const [answering, setAnswering] = useState<Submittal | null>(null);
  return (
    <>
      <ListScreen
        list={list}
        intro={
          <p className="text-body-secondary">
            Chase the answers: a submittal waiting on the client shows “Awaiting the client”. Record the answer
            (interview requested, rejected with a reason, offer) in one step.
          </p>
        }
        columns={[
          {
            header: 'Candidate',
            cell: (row) => (
              <>
                <Link to={consolePaths.application(row.applicationId)}>{row.candidate.name}</Link>
                <span className="console-sub">{row.opening?.title ?? 'No requirement'}</span>
              </>
            ),
          },
          {
            header: 'Sent to',
            wide: true,
            cell: (row) => row.recipients.map((recipient) => recipient.name).join(', '),
          },
          {
            header: 'Rate offered',
            className: 'text-nowrap',
            cell: (row) => money(row.rateOffered, row.currency, row.rateUnit),
          },
          {
            header: 'Sent',
            wide: true,
            cell: (row) => (
              <>
                {row.sent.length === 0 ? 'The mail alone' : null}
                {row.sent.map((name) =>
                  name.endsWith('-profile.pdf') ? (
                    <a key={name} className="d-block" href={adminPaths.submittalProfile(row.id)} download={name}>
                      {name}
                    </a>
                  ) : (
                    <span key={name} className="d-block">
                      {name}
                    </span>
                  ),
                )}
                <span className="console-sub">{formatMoment(row.createdAt)}</span>
              </>
            ),
          },
          {
            header: 'Client’s answer',
            cell: (row) => (
              <>
                <DeskStateBadge state={row.state} label={submittalStateLabel(row.state)} />
                {row.state === 'submitted' || row.state === 'interview_requested' ? (
                  <Button size="sm" variant="outline-primary" className="ms-2" onClick={() => setAnswering(row)}>
                    Record answer
                  </Button>
                ) : (
                  <span className="console-sub">{formatDay(row.answerDate)}</span>
                )}
              </>
            ),
          },
        ]}
      />
      {answering ? (
        <AnswerDialog
          submittal={answering}
          onHide={() => setAnswering(null)}
          onDone={() => {
            setAnswering(null);
            list.resource.reload();
          }}
        />
      ) : null}
    </>
  );
}
