import { Link } from 'react-router';
import { APPLICATION_STATUS_LABELS, PIPELINE_STAGES, type StageCounts } from '#contracts/admin/applications';
import { consolePaths } from '../console-paths';
import { formatCount } from '../ui/format';

/**
 * An opening's applications per stage (New … Placed, then rejected and withdrawn as one "out"
 * figure) as one link to its board: "New 3 · Screening 1 · Submitted 0 ·
 * Client interview 0 · Offer 0 · Placed 0 · 1 out".
 */
export function StageCountsLine({ reqId, title, counts }: { reqId: number; title: string; counts: StageCounts }) {
  const out = counts.rejected + counts.withdrawn;
  const parts = PIPELINE_STAGES.map((stage) => `${formatCount(counts[stage])} ${APPLICATION_STATUS_LABELS[stage]}`);
  return (
    <Link
      to={consolePaths.board(reqId)}
      className="console-stage-counts d-inline-flex flex-wrap row-gap-1 column-gap-3 small text-decoration-none"
      aria-label={`Board of ${title}: ${parts.join(', ')}, ${formatCount(out)} out`}
    >
      {PIPELINE_STAGES.map((stage) => (
        <span key={stage} className={counts[stage] ? 'is-some' : 'text-secondary'} aria-hidden="true">
          {APPLICATION_STATUS_LABELS[stage]} <strong>{formatCount(counts[stage])}</strong>
        </span>
      ))}
      <span className="text-secondary" aria-hidden="true">
        {formatCount(out)} out
      </span>
    </Link>
  );
}
