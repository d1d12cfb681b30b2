import { Link } from 'react-router';
import { applicationPipeline } from '#contracts/admin/applications';
import { applicationsApi, boardApi } from '../api/console-api';
import { consolePaths } from '../console-paths';
import { useScreenParam } from '../shell/screen-params';
import { formatCount } from '../ui/format';
import { Loading, Notice } from '../ui/notice';
import { PageTitle } from '../ui/page-title';
import { StatusBadge } from '../ui/status-badge';
import { useResource } from '../ui/use-resource';
import { PipelineBoard } from './pipeline-board';

/**
 * The board of one opening: a column per stage with its count (Rejected and Withdrawn apart, below),
 * the pipeline board (pipeline-board.tsx) over its job applications; a drop on Rejected asks who
 * rejected.
 */
export default function BoardScreen() {
  const reqId = Number(useScreenParam('reqId')) || 0;
  const board = useResource((signal) => boardApi.get(reqId, { signal }), String(reqId));

  if (board.state === 'error' && !board.data) {
    return (
      <>
        <PageTitle title={`Board of opening ${reqId}`} />
        <Notice kind="error">
          {board.status === 404 ? 'There is no opening with this job ID.' : `Could not load it: ${board.message}`}
        </Notice>
      </>
    );
  }
  if (!board.data) return <Loading />;
  const { opening, columns } = board.data;
  const total = columns.reduce((sum, column) => sum + column.count, 0);

  return (
    <>
      <p className="mb-2">
        <Link to={consolePaths.opening(opening.reqId)}>← {opening.title}</Link>
        {' · '}
        <Link to={`${consolePaths.applications}?reqId=${opening.reqId}`}>List view</Link>
      </p>
      <PageTitle title={`${opening.title}: board`}>
        <StatusBadge status={opening.status} />
        <span className="console-sub">
          {formatCount(total)} application{total === 1 ? '' : 's'} · job {opening.reqId}
        </span>
      </PageTitle>
      <PipelineBoard
        pipeline={applicationPipeline}
        columns={columns}
        busy={board.state === 'loading'}
        setStatus={applicationsApi.setStatus}
        reload={board.reload}
        cardHref={consolePaths.application}
        moreHref={(status) => `${consolePaths.applications}?reqId=${opening.reqId}&status=${status}`}
        askRejecter
        intro={
          <p className="console-sub">
            Drag a card to another column, or use its <strong>Move to…</strong> menu. Each move is saved and shown in
            the application&apos;s history.
          </p>
        }
      />
    </>
  );
}
