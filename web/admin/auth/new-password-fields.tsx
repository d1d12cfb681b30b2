import { MIN_PASSWORD_LENGTH } from '#contracts/admin/auth';
import { type Bound, TextField } from '../../components/ui/form';
import { FULL_WIDTH } from '../ui/form-layout';

/** A new password and the same again (set-up, reset, change), each a kit field bound to its form. */
export function NewPasswordFields({
  password,
  confirm,
  hint = `At least ${MIN_PASSWORD_LENGTH} characters.`,
}: {
  password: Bound;
  confirm: Bound;
  hint?: string;
}) {
  return (
    <>
      <TextField
        bind={{ ...password, hint }}
        col={FULL_WIDTH}
        type="password"
        autoComplete="new-password"
        minLength={MIN_PASSWORD_LENGTH}
        required
      />
      <TextField bind={confirm} col={FULL_WIDTH} type="password" autoComplete="new-password" required />
    </>
  );
}
