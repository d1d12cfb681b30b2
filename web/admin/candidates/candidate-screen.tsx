import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { APPLICATION_STATUS_LABELS } from '#contracts/admin/applications';
import type { CandidateProfile, DuplicateReason } from '#contracts/admin/candidates';
import { isClientError } from '../api/admin-client';
import { candidatesApi } from '../api/console-api';
import { consolePaths } from '../console-paths';
import { RatingBadge } from '../ratings/rating-badge';
import { useScreenParam } from '../shell/screen-params';
import { useMe } from '../shell/session';
import { DetailList } from '../ui/detail-list';
import { formatDay, formatMoment } from '../ui/format';
import { Notice } from '../ui/notice';
import { PageTitle } from '../ui/page-title';
import { StatusBadge } from '../ui/status-badge';
import { useRecord } from '../ui/use-record';
import { backFromProfile } from './back-to-list';
import { MergeForm } from './merge-form';
import { DataTable } from '../ui/data-table';
import { Panel } from '../ui/panel';
import { TalentPanel } from '../talent/talent-panel';

const REASONS: Record<DuplicateReason, string> = { phone: 'Same phone', email: 'Same e-mail' };
const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;
const stage = (status: string | null) =>
  status ? (APPLICATION_STATUS_LABELS[status as keyof typeof APPLICATION_STATUS_LABELS] ?? status) : '';

/** Everything that happened to the person, newest first: applications sent, stage moves, notes, merges. */
function activityOf(profile: CandidateProfile) {
  const applied = profile.applicationsList.map((application) => ({
    key: `applied-${application.id}`,
    at: application.createdAt,
    title: `Applied to ${application.opening?.title ?? 'an opening since removed'}`,
    by: null,
    note: application.name !== profile.name ? `As ${application.name}` : null,
  }));
  const events = profile.timeline.map((event) => ({
    key: event.id,
    at: event.at,
    title:
      event.kind === 'status'
        ? `${event.fromStatus ? `${stage(event.fromStatus)} → ` : ''}${stage(event.toStatus)}${event.openingTitle ? ` · ${event.openingTitle}` : ''}`
        : `Note${event.openingTitle ? ` · ${event.openingTitle}` : ''}`,
    by: event.by.name,
    note: event.note,
  }));
  const merges = profile.merges.map((merge) => ({
    key: merge.id,
    at: merge.at,
    title: `Merged with ${merge.merged.name}`,
    by: merge.by.name,
    note: null,
  }));
  return [...applied, ...events, ...merges].sort((a, b) => b.at.localeCompare(a.at));
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');

/**
 * A candidate's profile: the person, every application they sent (opening, stage, date, rating),
 * notes and stage moves across them, the mails about them; profiles that look like the same person,
 * which an admin merges (and can undo) or dismisses.
 */
export default function CandidateScreen() {
  const id = useScreenParam('id');
  const {
    record: profile,
    fallback,
    setChanged,
  } = useRecord({
    key: id,
    load: (signal) => candidatesApi.get(id, { signal }),
    title: 'Candidate',
    missing: 'There is no such candidate (it may have been erased).',
    sameKey: (record) => record.id === id,
  });
  const [message, setMessage] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const isAdmin = useMe().role === 'admin';
  const back = backFromProfile(useLocation().state);
  if (!profile) return fallback;
  const latest = profile.applicationsList[0];

  const done = (next: CandidateProfile, text: string) => {
    setChanged(next);
    setMessage({ kind: 'success', text });
  };
  const undo = async (mergeId: string, name: string) => {
    const answer = await candidatesApi.undoMerge(mergeId);
    if (isClientError(answer)) return setMessage({ kind: 'error', text: `Not undone: ${answer.message}` });
    done(answer, `Merge undone: ${name} is a candidate of their own again.`);
  };
  const dismiss = async (otherId: string, name: string) => {
    const answer = await candidatesApi.dismiss(profile.id, { other: otherId });
    if (isClientError(answer)) return setMessage({ kind: 'error', text: `Not dismissed: ${answer.message}` });
    done(answer, `${name} is marked as another person.`);
  };

  return (
    <>
      <p className="mb-2">
        <Link to={back.to}>← {back.label}</Link>
      </p>
      <PageTitle title={profile.name}>
        {latest ? (
          <span className="text-body-secondary">
            Latest: {latest.opening?.title ?? 'an opening removed'} <StatusBadge status={latest.status} />
          </span>
        ) : null}
        {profile.duplicates.length ? <span className="badge text-bg-warning">Possible duplicate</span> : null}
      </PageTitle>
      <div className="d-flex align-items-center gap-3 mb-3">
        <span
          className="console-avatar d-inline-flex flex-shrink-0 align-items-center justify-content-center rounded-circle bg-primary-subtle text-primary-emphasis fw-semibold"
          aria-hidden="true"
        >
          {initials(profile.name)}
        </span>
        <ul className="list-inline mb-0 text-body-secondary text-break" aria-label="About this candidate">
          <li className="list-inline-item">
            <a href={`mailto:${profile.email}`}>{profile.email}</a>
          </li>
          <li className="list-inline-item">
            <a href={`tel:${profile.phone.replace(/[^+\d]/g, '')}`}>{profile.phone}</a>
          </li>
          <li className="list-inline-item">{plural(profile.applications, 'application')}</li>
          <li className="list-inline-item">candidate since {formatDay(profile.createdAt)}</li>
        </ul>
      </div>
      {message ? <Notice kind={message.kind}>{message.text}</Notice> : null}
      {profile.mergedInto ? (
        <Notice kind="info">
          This candidate was merged into another profile.{' '}
          <Link to={consolePaths.candidate(profile.mergedInto)}>Open that profile</Link>
        </Notice>
      ) : null}

      {profile.duplicates.length ? (
        <Panel id="candidate-duplicates" title="Possible duplicates" className="border-warning">
          <ul className="list-unstyled mb-0 d-grid gap-3">
            {profile.duplicates.map(({ candidate, reasons }) => (
              <li key={candidate.id}>
                <p className="mb-2">
                  <Link to={consolePaths.candidate(candidate.id)}>
                    <strong>{candidate.name}</strong>
                  </Link>{' '}
                  <span className="badge text-bg-warning">{reasons.map((r) => REASONS[r]).join(', ')}</span>
                  <span className="console-sub text-break">
                    {candidate.email} · {candidate.phone} · {plural(candidate.applications, 'application')}
                  </span>
                </p>
                {isAdmin ? (
                  <MergeForm
                    current={profile}
                    other={candidate}
                    onMerge={(request) => candidatesApi.merge(profile.id, request)}
                    onMerged={(next) => done(next, `${candidate.name} is merged into this candidate.`)}
                  >
                    <button
                      type="button"
                      className="btn btn-outline-secondary btn-sm"
                      onClick={() => void dismiss(candidate.id, candidate.name)}
                    >
                      Not the same person
                    </button>
                  </MergeForm>
                ) : (
                  <p className="console-sub mb-0">An admin can merge these candidates or dismiss the flag.</p>
                )}
              </li>
            ))}
          </ul>
        </Panel>
      ) : null}

      <div className="console-grid">
        <div>
          <TalentPanel personId={profile.id} />
          <Panel id="candidate-applications" title={<>Applications ({profile.applicationsList.length})</>}>
            <DataTable
              compact
              caption={`Applications by ${profile.name}, newest first`}
              rows={profile.applicationsList}
              rowKey={(application) => application.id}
              empty="No applications on this profile."
              columns={[
                {
                  header: 'Opening',
                  cell: (application) => (
                    <>
                      <Link to={consolePaths.application(application.id)}>
                        {application.opening ? application.opening.title : 'Opening removed'}
                      </Link>
                      {application.name !== profile.name || application.email !== profile.email ? (
                        <span className="console-sub text-break">
                          as {application.name} · {application.email}
                        </span>
                      ) : null}
                    </>
                  ),
                },
                { header: 'Stage', cell: (application) => <StatusBadge status={application.status} /> },
                {
                  header: 'Applied',
                  className: 'text-nowrap',
                  cell: (application) => formatDay(application.createdAt),
                },
                { header: 'Rating', wide: true, cell: (application) => <RatingBadge rating={application.rating} /> },
              ]}
            />
          </Panel>
          <Panel id="candidate-activity" title="Activity">
            <ol className="console-history" aria-label="Activity, newest first">
              {activityOf(profile).map((item) => (
                <li key={item.key}>
                  <div>
                    <strong>{item.title}</strong>{' '}
                    <span className="console-sub d-inline">
                      {item.by ? `by ${item.by}, ` : ''}
                      {formatMoment(item.at)}
                    </span>
                  </div>
                  {item.note ? <p className="console-history-note">{item.note}</p> : null}
                </li>
              ))}
            </ol>
          </Panel>
        </div>
        <div>
          <Panel id="candidate-contact" title="Contact">
            <DetailList
              items={[
                [
                  profile.emails.length > 1 ? 'E-mails' : 'E-mail',
                  <span key="e" className="d-grid">
                    {profile.emails.map((email) => (
                      <a key={email} href={`mailto:${email}`}>
                        {email}
                      </a>
                    ))}
                  </span>,
                ],
                [profile.phones.length > 1 ? 'Contact numbers' : 'Contact number', profile.phones.join(', ')],
              ]}
            />
          </Panel>
          <Panel id="candidate-mails" title="Mails">
            {profile.mails.length === 0 ? (
              <p className="mb-0">No mails about this candidate.</p>
            ) : (
              <ul className="console-history">
                {profile.mails.map((mail) => (
                  <li key={mail.id}>
                    <strong>{mail.subject}</strong> <StatusBadge status={mail.status} />
                    <span className="console-sub text-break">
                      To {mail.to.join(', ')} ·{' '}
                      {mail.status === 'sent' ? `sent ${formatMoment(mail.sentAt)}` : mail.status}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </Panel>
          {profile.merges.length ? (
            <Panel id="candidate-merges" title="Merged in">
              <ul className="console-history">
                {profile.merges.map((merge) => (
                  <li key={merge.id}>
                    <strong>{merge.merged.name}</strong>
                    <span className="console-sub text-break">
                      {merge.merged.email} · {plural(merge.applications, 'application')} · by {merge.by.name},{' '}
                      {formatMoment(merge.at)}
                    </span>
                    {isAdmin && merge.undoable ? (
                      <button
                        type="button"
                        className="btn btn-outline-secondary btn-sm mt-1"
                        onClick={() => void undo(merge.id, merge.merged.name)}
                      >
                        Undo merge
                      </button>
                    ) : null}
                  </li>
                ))}
              </ul>
            </Panel>
          ) : null}
        </div>
      </div>
    </>
  );
}
