import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import type { ApplicationDetail } from '#contracts/admin/applications';
import {
  RATING_COMMENT_MAX,
  RATING_LABELS,
  RATING_SCORES,
  type Rating,
  type RatingInput,
  RatingRequest,
} from '#contracts/admin/ratings';
import { ChoiceField, Field, SubmitButton, fieldIds } from '../../components/ui/form';
import { type ClientResult, isClientError } from '../api/admin-client';
import { Notice } from '../ui/notice';

const OPTIONS = RATING_SCORES.map((score) => ({ value: String(score), label: `${score} · ${RATING_LABELS[score]}` }));

/**
 * The reviewer's own rating (1 strong no … 4 strong yes) with a short comment; sending it again
 * replaces theirs. Checked with the contract's schema here and again by the server.
 */
export function RatingForm({
  mine,
  onRate,
  onSaved,
}: {
  mine: Rating | undefined;
  onRate: (request: RatingRequest) => Promise<ClientResult<ApplicationDetail>>;
  onSaved: (record: ApplicationDetail, message: string) => void;
}) {
  const id = useId();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RatingInput, unknown, RatingRequest>({
    resolver: zodResolver(RatingRequest),
    defaultValues: mine ? { score: String(mine.score), comment: mine.comment } : { comment: '' },
  });

  const submit = async (data: RatingRequest) => {
    const answer = await onRate(data);
    if (isClientError(answer)) return setError('root', { message: `Not saved: ${answer.message}` });
    onSaved(answer, `Your rating is saved: ${RATING_LABELS[data.score as 1 | 2 | 3 | 4]}.`);
  };

  const scoreError = errors.score ? 'Choose a rating from 1 to 4.' : undefined;
  const commentError = errors.comment ? `The comment ${errors.comment.message ?? 'is invalid'}.` : undefined;
  return (
    <Form noValidate onSubmit={(event) => void handleSubmit(submit)(event)} aria-label="Your rating">
      {errors.root ? <Notice kind="error">{errors.root.message}</Notice> : null}
      <div className="mb-3">
        <ChoiceField ids={fieldIds(id, 'score')} legend="Your rating" error={scoreError} options={OPTIONS}>
          {(option, props) => (
            <Form.Check
              key={option.value}
              type="radio"
              inline
              value={option.value}
              label={option.label}
              {...register('score')}
              {...props}
            />
          )}
        </ChoiceField>
      </div>
      <div className="mb-3">
        <Field ids={fieldIds(id, 'comment')} label="Comment" error={commentError} mark="optional">
          {(props) => (
            <Form.Control as="textarea" rows={2} maxLength={RATING_COMMENT_MAX} {...register('comment')} {...props} />
          )}
        </Field>
      </div>
      <SubmitButton submitting={isSubmitting} size="sm">
        {mine ? 'Update my rating' : 'Save my rating'}
      </SubmitButton>
    </Form>
  );
}
