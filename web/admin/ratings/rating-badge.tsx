import type { RatingSummary } from '#contracts/admin/ratings';

/** '3.5 / 4 · 2 rated', or 'Not rated': the average on a list row or a board card. */
export function RatingBadge({ rating }: { rating: RatingSummary }) {
  if (rating.average === null || rating.count === 0)
    return <span className="small text-secondary text-nowrap">Not rated</span>;
  const who = rating.count === 1 ? '1 reviewer' : `${rating.count} reviewers`;
  return (
    <span className="text-warning-emphasis small fw-semibold text-nowrap">
      <span aria-hidden="true">
        ★ {rating.average.toFixed(1)} <span className="fw-normal text-secondary">({rating.count})</span>
      </span>
      <span className="visually-hidden">{`Rated ${rating.average.toFixed(1)} of 4 by ${who}`}</span>
    </span>
  );
}
