import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { jobPaths } from '#content/pages/jobs';
import { isClientError } from '../api/admin-client';
import { openingsApi } from '../api/console-api';
import { StageCountsLine } from '../board/stage-counts';
import { consolePaths } from '../console-paths';
import { useScreenParam } from '../shell/screen-params';
import { DetailList } from '../ui/detail-list';
import { formatCount, formatDay, formatMoment } from '../ui/format';
import { HtmlView } from '../ui/html-view';
import { Notice } from '../ui/notice';
import { PageTitle } from '../ui/page-title';
import { StatusBadge } from '../ui/status-badge';
import { useRecord } from '../ui/use-record';
import { Panel } from '../ui/panel';
import { RequirementPanel } from './requirement-panel';

type Action = 'publish' | 'close' | 'reopen' | 'duplicate';

const DONE: Record<Exclude<Action, 'duplicate'>, string> = {
  publish: 'Published: the opening is on the public job board now.',
  close: 'Closed: the opening has left the job board, and its page tells candidates it is closed.',
  reopen: 'Reopened: the opening is back on the public job board.',
};

/** One opening: its facts and description, what can be done with it, and a way to its applicants. */
export default function OpeningScreen() {
  const reqId = Number(useScreenParam('reqId')) || 0;
  const navigate = useNavigate();
  const saved = (useLocation().state as { saved?: boolean } | null)?.saved === true;
  const {
    record: opening,
    fallback,
    setChanged,
  } = useRecord({
    key: String(reqId),
    load: (signal) => openingsApi.get(reqId, { signal }),
    title: `Opening ${reqId}`,
    missing: 'There is no opening with this job ID.',
    loadError: (message) => `Could not load it: ${message}`,
    sameKey: (record) => record.reqId === reqId,
  });
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(
    saved ? { kind: 'success', text: 'Saved.' } : null,
  );
  const [busy, setBusy] = useState(false);
  const [confirmClose, setConfirmClose] = useState(false);
  if (!opening) return fallback;

  const act = async (action: Action) => {
    setBusy(true);
    setConfirmClose(false);
    const answer = await openingsApi.act(opening.reqId, action);
    setBusy(false);
    if (isClientError(answer)) return setNotice({ kind: 'error', text: `That did not work: ${answer.message}` });
    if (action === 'duplicate') {
      void navigate(consolePaths.editOpening(answer.reqId));
      return;
    }
    setChanged(answer);
    setNotice({ kind: 'success', text: DONE[action] });
  };

  const publicLink = `${jobPaths.description}?jobId=${opening.reqId}`;
  return (
    <>
      <p className="mb-2">
        <Link to={consolePaths.openings}>← All openings</Link>
      </p>
      <PageTitle title={opening.title}>
        <Link className="btn btn-primary" to={consolePaths.board(opening.reqId)}>
          Board
        </Link>
        <Link className="btn btn-outline-primary" to={consolePaths.editOpening(opening.reqId)}>
          Edit
        </Link>
        {opening.status === 'draft' ? (
          <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void act('publish')}>
            Publish
          </button>
        ) : null}
        {opening.status === 'published' ? (
          <button
            type="button"
            className="btn btn-outline-danger"
            disabled={busy}
            aria-expanded={confirmClose}
            onClick={() => setConfirmClose(true)}
          >
            Close opening
          </button>
        ) : null}
        {opening.status === 'closed' ? (
          <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void act('reopen')}>
            Reopen
          </button>
        ) : null}
        <button
          type="button"
          className="btn btn-outline-secondary"
          disabled={busy}
          onClick={() => void act('duplicate')}
        >
          Duplicate
        </button>
      </PageTitle>
      {confirmClose ? (
        <div
          className="alert alert-warning d-flex flex-wrap gap-2 align-items-center"
          role="group"
          aria-label="Confirm closing"
        >
          <span className="me-auto">
            Close this opening? Candidates can no longer apply, and it leaves the job board.
          </span>
          <button type="button" className="btn btn-danger btn-sm" disabled={busy} onClick={() => void act('close')}>
            Yes, close it
          </button>
          <button type="button" className="btn btn-outline-secondary btn-sm" onClick={() => setConfirmClose(false)}>
            Keep it open
          </button>
        </div>
      ) : null}
      {notice ? <Notice kind={notice.kind}>{notice.text}</Notice> : null}
      <div className="console-grid">
        <Panel id="opening-description" title="Description">
          <HtmlView className="console-description" html={opening.descriptionHtml} />
        </Panel>
        <div>
          <RequirementPanel
            opening={opening}
            onSaved={(next) => {
              setChanged(next);
              setNotice({ kind: 'success', text: 'Requirement saved.' });
            }}
          />
          <Panel id="opening-facts" title="Facts">
            <DetailList
              items={[
                ['Status', <StatusBadge key="s" status={opening.status} />],
                ['Job ID', opening.reqId],
                ['Location', `${opening.location}, ${opening.countryName}`],
                ['Type', opening.positionType],
                ['Work mode', opening.workMode],
                ['Rate', opening.rate],
                ['Interview', opening.interviewType],
                ['Travel', opening.travel ? 'Yes' : 'No'],
                ['Posted', formatDay(opening.postedDate)],
                ['Applications close', opening.validThrough ? formatDay(opening.validThrough) : 'When closed'],
                [
                  'Last change',
                  `${formatMoment(opening.updatedAt)}${opening.updatedBy ? ` by ${opening.updatedBy}` : ''}`,
                ],
              ]}
            />
          </Panel>
          <Panel id="opening-applicants" title="Applicants">
            <p>
              <Link to={`${consolePaths.applications}?reqId=${opening.reqId}`}>
                {formatCount(opening.applicationCount)} application{opening.applicationCount === 1 ? '' : 's'} for this
                opening
              </Link>
            </p>
            <p>
              <StageCountsLine reqId={opening.reqId} title={opening.title} counts={opening.stageCounts} />
            </p>
            {opening.status === 'published' ? (
              <p className="mb-0">
                <a href={publicLink} target="_blank" rel="noreferrer">
                  See it on the public site<span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </p>
            ) : null}
          </Panel>
        </div>
      </div>
    </>
  );
}
