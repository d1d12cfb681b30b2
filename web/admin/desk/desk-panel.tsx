import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { INTERVIEW_ROUND_LABELS, type Interview } from '#contracts/admin/interviews';
import { PLACEMENT_KIND_LABELS } from '#contracts/admin/placements';
import { formatPercent, seesRates } from '#contracts/admin/rates';
import { type Submittal, type SubmittalDraft } from '#contracts/admin/submittals';
import { adminPaths } from '#contracts/admin/paths';
import { isClientError } from '../api/admin-client';
import { useMe } from '../shell/session';
import { formatDay, humanize } from '../ui/format';
import { Notice } from '../ui/notice';
import { Panel } from '../ui/panel';
import { useResource } from '../ui/use-resource';
import { AnswerDialog } from './answer-dialog';
import { interviewsApi, placementsApi, submittalsApi } from './desk-api';
import { money, myZone, submittalStateLabel, whenIn } from './desk-format';
import { DeskStateBadge } from './desk-state-badge';
import { InterviewDialog } from './interview-dialog';
import { PlacementDialog } from './placement-dialog';
import { SubmitDialog } from './submit-dialog';

type Open =
  | { kind: 'submit'; draft: SubmittalDraft }
  | { kind: 'answer'; submittal: Submittal }
  | { kind: 'interview'; existing?: Interview }
  | { kind: 'placement' }
  | null;

/**
 * An application with the client: its submittals (what went to whom, at what rate, the client's
 * answer), its client interviews and its placement, with the next step one click away: Submit to
 * client, Record the client's answer, Schedule or reschedule an interview, Record the placement.
 */
export function DeskPanel({
  application,
  onChanged,
}: {
  application: { id: string; name: string };
  /** After a step: the application's status and history changed. */
  onChanged: (message: string) => void;
}) {
  const me = useMe();
  const [open, setOpen] = useState<Open>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const data = useResource(async (signal) => {
    const [submittals, interviews, placements] = await Promise.all([
      submittalsApi.list({ applicationId: application.id, pageSize: 20 }, { signal }),
      interviewsApi.list({ applicationId: application.id, pageSize: 20 }, { signal }),
      placementsApi.list({ applicationId: application.id, pageSize: 5 }, { signal }),
    ]);
    if (isClientError(submittals)) return submittals;
    if (isClientError(interviews)) return interviews;
    if (isClientError(placements)) return placements;
    return { submittals: submittals.items, interviews: interviews.items, placements: placements.items };
  }, application.id);
  const done = (message: string) => {
    setOpen(null);
    data.reload();
    onChanged(message);
  };
  const startSubmittal = async () => {
    setProblem(null);
    const draft = await submittalsApi.draft(application.id);
    if (isClientError(draft)) return setProblem(`Could not start the submittal: ${draft.message}`);
    setOpen({ kind: 'submit', draft });
  };

  const rows = data.data;
  const zone = myZone();
  const placement = rows?.placements[0];
  return (
    <Panel id="application-desk" title="With the client">
      {data.state === 'error' ? <Notice kind="error">Could not load the submittals: {data.message}</Notice> : null}
      {problem ? <Notice kind="error">{problem}</Notice> : null}
      <div className="d-flex flex-wrap gap-2 mb-3">
        <Button size="sm" variant="primary" onClick={() => void startSubmittal()}>
          Submit to client
        </Button>
        <Button size="sm" variant="outline-primary" onClick={() => setOpen({ kind: 'interview' })}>
          Schedule a client interview
        </Button>
        {seesRates(me.role) && !placement ? (
          <Button size="sm" variant="outline-success" onClick={() => setOpen({ kind: 'placement' })}>
            Record the placement
          </Button>
        ) : null}
      </div>
      {rows && rows.submittals.length + rows.interviews.length + rows.placements.length === 0 ? (
        <p className="mb-0 text-body-secondary">Not submitted to a client yet.</p>
      ) : null}
      {placement ? (
        <div className="border rounded p-2 mb-2" aria-label="Placement">
          <DeskStateBadge state={placement.kind} label={`Placed · ${PLACEMENT_KIND_LABELS[placement.kind]}`} />{' '}
          {formatDay(placement.startDate)} – {placement.endDate ? formatDay(placement.endDate) : 'open'}
          <span className="console-sub">
            Pay{' '}
            {money(
              placement.kind === 'contract' ? placement.payRate : placement.salary,
              placement.currency,
              placement.kind === 'contract' ? placement.rateUnit : 'year',
            )}
            {placement.ratesHidden
              ? ''
              : placement.kind === 'contract'
                ? ` · bill ${money(placement.billRate, placement.currency, placement.rateUnit)} · margin ${money(placement.margin, placement.currency, placement.rateUnit)} · markup ${formatPercent(placement.markupPercent)}`
                : ` · fee ${formatPercent(placement.feePercent)} = ${money(placement.fee, placement.currency)}`}
          </span>
        </div>
      ) : null}
      {rows?.interviews.length ? (
        <ul className="console-history mb-2" aria-label="Client interviews">
          {rows.interviews.map((interview) => (
            <li key={interview.id}>
              <strong>{INTERVIEW_ROUND_LABELS[interview.round]} interview</strong>{' '}
              <DeskStateBadge state={interview.state} label={humanize(interview.state)} />
              <span className="console-sub">{whenIn(interview.startsAt, interview.durationMinutes, zone)}</span>
              <span className="console-sub">Panel: {interview.panel.map((member) => member.name).join(', ')}</span>
              {interview.state === 'scheduled' ? (
                <Button
                  size="sm"
                  variant="link"
                  className="p-0"
                  onClick={() => setOpen({ kind: 'interview', existing: interview })}
                >
                  Reschedule or cancel
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {rows?.submittals.length ? (
        <ul className="console-history mb-0" aria-label="Submittals">
          {rows.submittals.map((submittal) => (
            <li key={submittal.id}>
              <strong>To {submittal.recipients.map((r) => r.name).join(', ')}</strong>{' '}
              <DeskStateBadge state={submittal.state} label={submittalStateLabel(submittal.state)} />
              <span className="console-sub">
                {formatDay(submittal.createdAt)} ·{' '}
                {money(submittal.rateOffered, submittal.currency, submittal.rateUnit)} ·{' '}
                {submittal.sent.some((name) => name.endsWith('-profile.pdf')) ? (
                  <a href={adminPaths.submittalProfile(submittal.id)} download>
                    profile (PDF)
                  </a>
                ) : (
                  'no profile'
                )}
              </span>
              {submittal.state === 'submitted' || submittal.state === 'interview_requested' ? (
                <Button size="sm" variant="link" className="p-0" onClick={() => setOpen({ kind: 'answer', submittal })}>
                  Record the client’s answer
                </Button>
              ) : (
                <span className="console-sub">Answered {formatDay(submittal.answerDate)}</span>
              )}
            </li>
          ))}
        </ul>
      ) : null}

      {open?.kind === 'submit' ? (
        <SubmitDialog
          draft={open.draft}
          onHide={() => setOpen(null)}
          onDone={(submittal) =>
            done(`Submitted to ${submittal.recipients.map((r) => r.name).join(', ')}; it is on the history.`)
          }
        />
      ) : null}
      {open?.kind === 'answer' ? (
        <AnswerDialog
          submittal={open.submittal}
          onHide={() => setOpen(null)}
          onDone={(submittal) => done(`The client’s answer is recorded: ${submittalStateLabel(submittal.state)}.`)}
        />
      ) : null}
      {open?.kind === 'interview' ? (
        <InterviewDialog
          applicationId={application.id}
          candidateName={application.name}
          {...(open.existing ? { existing: open.existing } : {})}
          onHide={() => setOpen(null)}
          onDone={(interview) =>
            done(
              interview.state === 'cancelled'
                ? 'The interview is cancelled; everyone was sent the cancellation.'
                : `Invites sent: ${interview.mails.map((mail) => `${mail.to} (${mail.when})`).join('; ')}.`,
            )
          }
        />
      ) : null}
      {open?.kind === 'placement' ? (
        <PlacementDialog
          applicationId={application.id}
          candidateName={application.name}
          onHide={() => setOpen(null)}
          onDone={() => done('The placement is recorded and the application moved to Placed.')}
        />
      ) : null}
    </Panel>
  );
}
