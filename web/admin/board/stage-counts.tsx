import { Link } from 'react-router';
import { APPLICATION_STATUS_LABELS, PIPELINE_STAGES, type StageCounts } from '#contracts/admin/applications';
import { consolePaths } from '../console-paths';
import { formatCount } from '../ui/format';

/**
 * An opening's applications per stage (New … Hired; rejected and withdrawn as one "out" figure),
 * each linking to the list at that stage, and the board.
 */
export function StageCountsLine({ reqId, title, counts }: { reqId: number; title: string; counts: StageCounts }) {
  const out = counts.rejected + counts.withdrawn;
  return (
    <span className="console-stage-counts">
      <Link to={consolePaths.board(reqId)} aria-label={`Board of ${title}`} className="fw-semibold">
        Board
      </Link>
      {PIPELINE_STAGES.map((stage) => (
        <Link
          key={stage}
          to={`${consolePaths.applications}?reqId=${reqId}&status=${stage}`}
          className={counts[stage] ? 'is-some' : 'is-none'}
          aria-label={`${formatCount(counts[stage])} at ${APPLICATION_STATUS_LABELS[stage]} for ${title}`}
        >
          <span aria-hidden="true">
            {APPLICATION_STATUS_LABELS[stage]} <strong>{formatCount(counts[stage])}</strong>
          </span>
        </Link>
      ))}
      <span className="console-sub d-inline">{formatCount(out)} out</span>
    </span>
  );
}
