import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { type Home, HomeSettings, type HomeSettingsInput, STALE_DAYS_MAX } from '#contracts/admin/home';
import { Field, SubmitButton, fieldIds } from '../../components/ui/form';
import { isClientError } from '../api/admin-client';
import { homeApi } from '../api/console-api';

/** The person's "untouched after N days" setting, checked with the contract's schema. */
export function StaleDaysForm({ staleDays, onSaved }: { staleDays: number; onSaved: (home: Home) => void }) {
  const id = useId();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<HomeSettingsInput, unknown, HomeSettings>({
    resolver: zodResolver(HomeSettings),
    defaultValues: { staleDays: String(staleDays) },
  });
  const submit = async (data: HomeSettings) => {
    const answer = await homeApi.settings(data);
    if (isClientError(answer)) return setError('staleDays', { message: `was not saved: ${answer.message}` });
    onSaved(answer);
  };
  const error = errors.staleDays ? `The number of days ${errors.staleDays.message ?? 'is invalid'}.` : undefined;
  return (
    <Form
      noValidate
      className="d-flex flex-wrap align-items-end gap-2"
      onSubmit={(event) => void handleSubmit(submit)(event)}
      aria-label="Untouched after"
    >
      <div>
        <Field ids={fieldIds(id, 'staleDays')} label="Untouched after (days)" error={error} mark="none">
          {(props) => (
            <Form.Control
              type="number"
              inputMode="numeric"
              min={1}
              max={STALE_DAYS_MAX}
              className="console-days-input"
              {...register('staleDays')}
              {...props}
            />
          )}
        </Field>
      </div>
      <div className="mb-1">
        <SubmitButton submitting={isSubmitting} size="sm">
          Save
        </SubmitButton>
      </div>
    </Form>
  );
}
