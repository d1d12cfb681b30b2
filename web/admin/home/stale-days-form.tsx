import Form from 'react-bootstrap/Form';
import { type Home, HomeSettings, STALE_DAYS_MAX } from '#contracts/admin/home';
import { Field, SubmitButton } from '../../components/ui/form';
import { isClientError } from '../api/admin-client';
import { homeApi } from '../api/console-api';
import { useConsoleForm } from '../ui/use-console-form';

/** The person's "untouched after N days" setting, checked with the contract's schema. */
export function StaleDaysForm({ staleDays, onSaved }: { staleDays: number; onSaved: (home: Home) => void }) {
  const { bind, onSubmit, setError, formState } = useConsoleForm(HomeSettings, {
    defaultValues: { staleDays: String(staleDays) },
  });
  const submit = async (data: HomeSettings) => {
    const answer = await homeApi.settings(data);
    if (isClientError(answer)) return setError('staleDays', { message: `was not saved: ${answer.message}` });
    onSaved(answer);
  };
  const { registration, ...field } = bind('staleDays', 'Untouched after (days)', { subject: 'The number of days' });
  return (
    <Form
      noValidate
      className="d-flex flex-wrap align-items-end gap-2"
      onSubmit={onSubmit(submit)}
      aria-label="Untouched after"
    >
      <div>
        <Field {...field}>
          {(props) => (
            <Form.Control
              type="number"
              inputMode="numeric"
              min={1}
              max={STALE_DAYS_MAX}
              className="console-days-input"
              {...registration}
              {...props}
            />
          )}
        </Field>
      </div>
      <div className="mb-1">
        <SubmitButton submitting={formState.isSubmitting} size="sm">
          Save
        </SubmitButton>
      </div>
    </Form>
  );
}
