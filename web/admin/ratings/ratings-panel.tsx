import { RATING_LABELS, type Rating, type RatingRequest, type RatingSummary } from '#contracts/admin/ratings';
import type { ClientResult } from '../api/admin-client';
import { formatMoment } from '../ui/format';
import { RatingBadge } from './rating-badge';
import { RatingForm } from './rating-form';

const label = (score: number) => RATING_LABELS[score as 1 | 2 | 3 | 4] ?? String(score);

/** What a rated record carries: its summary and every reviewer's rating. */
type Rated = { id: string; rating: RatingSummary; ratings: Rating[] };

/**
 * Every reviewer's rating and comment, the average, and the signed-in reviewer's own form, for any
 * rated record (a job or an internship application): `rate` is its resource's call.
 */
export function RatingsPanel<T extends Rated>({
  application,
  myId,
  rate,
  onSaved,
}: {
  application: T;
  myId: string;
  rate: (id: string, request: RatingRequest) => Promise<ClientResult<T>>;
  onSaved: (record: T, message: string) => void;
}) {
  const mine = application.ratings.find((rating) => rating.by.id === myId);
  return (
    <>
      <p>
        <RatingBadge rating={application.rating} />
      </p>
      {application.ratings.length ? (
        <ul className="console-history mb-3">
          {application.ratings.map((rating) => (
            <li key={rating.by.id}>
              <strong>
                {rating.score} · {label(rating.score)}
              </strong>{' '}
              by {rating.by.name}
              {rating.comment ? <span className="d-block">{rating.comment}</span> : null}
              <span className="console-sub">{formatMoment(rating.at)}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <RatingForm
        key={mine?.at ?? 'none'}
        mine={mine}
        onRate={(request) => rate(application.id, request)}
        onSaved={onSaved}
      />
    </>
  );
}
