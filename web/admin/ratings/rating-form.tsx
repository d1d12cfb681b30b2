import Form from 'react-bootstrap/Form';
import { RATING_COMMENT_MAX, RATING_LABELS, RATING_SCORES, type Rating, RatingRequest } from '#contracts/admin/ratings';
import { ChoiceField, Field, SubmitButton } from '../../components/ui/form';
import { type ClientResult, isClientError } from '../api/admin-client';
import { Notice } from '../ui/notice';
import { useConsoleForm } from '../ui/use-console-form';

const OPTIONS = RATING_SCORES.map((score) => ({ value: String(score), label: `${score} · ${RATING_LABELS[score]}` }));

/**
 * The reviewer's own rating (1 strong no … 4 strong yes) with a short comment; sending it again
 * replaces theirs. Checked with the contract's schema here and again by the server.
 */
export function RatingForm<T>({
  mine,
  onRate,
  onSaved,
}: {
  mine: Rating | undefined;
  onRate: (request: RatingRequest) => Promise<ClientResult<T>>;
  onSaved: (record: T, message: string) => void;
}) {
  const { bind, onSubmit, fail, failure, register, formState } = useConsoleForm(RatingRequest, {
    defaultValues: mine ? { score: String(mine.score), comment: mine.comment } : { comment: '' },
  });

  const submit = async (data: RatingRequest) => {
    const answer = await onRate(data);
    if (isClientError(answer)) return fail(`Not saved: ${answer.message}`);
    onSaved(answer, `Your rating is saved: ${RATING_LABELS[data.score as 1 | 2 | 3 | 4]}.`);
  };

  const score = bind('score', 'Your rating');
  const comment = bind('comment', 'Comment', { mark: 'optional', subject: 'The comment' });
  return (
    <Form noValidate onSubmit={onSubmit(submit)} aria-label="Your rating">
      {failure ? <Notice kind="error">{failure}</Notice> : null}
      <div className="mb-3">
        <ChoiceField
          ids={score.ids}
          legend={score.label}
          error={score.error ? 'Choose a rating from 1 to 4.' : undefined}
          options={OPTIONS}
        >
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
        <Field {...comment}>
          {(props) => (
            <Form.Control as="textarea" rows={2} maxLength={RATING_COMMENT_MAX} {...register('comment')} {...props} />
          )}
        </Field>
      </div>
      <SubmitButton submitting={formState.isSubmitting} size="sm">
        {mine ? 'Update my rating' : 'Save my rating'}
      </SubmitButton>
    </Form>
  );
}
