import type { ApplicationDetail } from '#contracts/admin/applications';
import { RATING_LABELS } from '#contracts/admin/ratings';
import { applicationsApi } from '../api/console-api';
import { formatMoment } from '../ui/format';
import { RatingBadge } from './rating-badge';
import { RatingForm } from './rating-form';

const label = (score: number) => RATING_LABELS[score as 1 | 2 | 3 | 4] ?? String(score);

/** Every reviewer's rating and comment, the average, and the signed-in reviewer's own form. */
export function RatingsPanel({
  application,
  myId,
  onSaved,
}: {
  application: ApplicationDetail;
  myId: string;
  onSaved: (record: ApplicationDetail, message: string) => void;
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
        onRate={(request) => applicationsApi.rate(application.id, request)}
        onSaved={onSaved}
      />
    </>
  );
}
