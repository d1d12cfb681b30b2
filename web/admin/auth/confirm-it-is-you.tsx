import { ReauthForm } from '#contracts/admin/auth';
import { SubmitButton } from '../../components/ui/form';
import { isClientError } from '../api/admin-client';
import { accountApi } from '../api/console-api';
import { CodeField, ConsoleForm, CurrentPasswordField, FieldRow } from '../ui/console-form';
import { useConsoleForm } from '../ui/use-console-form';

/**
 * Full re-authentication before a sensitive change (new recovery codes, passkeys): the password and
 * a code from the app; `passkey` offers a passkey instead of the code. `onConfirmed` gets the moment
 * it stops counting (five minutes on).
 */
export function ConfirmItIsYou({
  onConfirmed,
  passkey,
}: {
  onConfirmed: (until: string) => void;
  passkey?: (password: string) => Promise<string | null>;
}) {
  const { bind, onSubmit, fail, failure, formState, getValues, trigger } = useConsoleForm(ReauthForm, {
    defaultValues: { password: '', code: '' },
  });
  const send = async (data: ReauthForm) => {
    const answer = await accountApi.reauth(data);
    if (isClientError(answer)) {
      return fail(
        answer.status === 429
          ? 'Too many attempts. Wait a little and try again.'
          : 'The password or the code is not right.',
      );
    }
    onConfirmed(answer.reauthenticatedUntil);
  };
  const withPasskey = async () => {
    if (!passkey || !(await trigger('password'))) return;
    const problem = await passkey(getValues('password'));
    if (problem) fail(problem);
  };
  return (
    <ConsoleForm onSubmit={onSubmit(send)} failure={failure} label="Confirm it is you">
      <p>Confirm it is you to change these: your password and a code from your app (or a passkey).</p>
      <FieldRow>
        <CurrentPasswordField bind={bind('password', 'Your password')} />
        <CodeField bind={bind('code', 'Code from your app', { subject: 'The code' })} />
      </FieldRow>
      <div className="d-flex flex-wrap gap-2">
        <SubmitButton submitting={formState.isSubmitting}>Confirm</SubmitButton>
        {passkey ? (
          <button
            type="button"
            className="btn btn-outline-primary"
            disabled={formState.isSubmitting}
            onClick={() => void withPasskey()}
          >
            Confirm with a passkey instead of the code
          </button>
        ) : null}
      </div>
    </ConsoleForm>
  );
}
