import type { RatingSummary } from '#contracts/admin/ratings';

/** '3.5 / 4 · 2 rated', or 'Not rated': the average on a list row or a board card. */
export function RatingBadge({ rating }: { rating: RatingSummary }) {
  if (rating.average === null || rating.count === 0) return <span className="console-rating is-none">Not rated</span>;
  const who = rating.count === 1 ? '1 reviewer' : `${rating.count} reviewers`;
  return (
    <span className="console-rating">
      <span aria-hidden="true">
        ★ {rating.average.toFixed(1)} <span className="console-rating-count">({rating.count})</span>
      </span>
      <span className="visually-hidden">{`Rated ${rating.average.toFixed(1)} of 4 by ${who}`}</span>
    </span>
  );
}
