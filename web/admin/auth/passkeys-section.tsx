import { useState } from 'react';
import { type PasskeyView, PasskeyName } from '#contracts/admin/account-security';
import { z } from '#contracts/zod';
import { SubmitButton, TextField } from '../../components/ui/form';
import { isClientError } from '../api/admin-client';
import { accountApi } from '../api/console-api';
import { ConsoleForm, FieldRow } from '../ui/console-form';
import { FULL_WIDTH } from '../ui/form-layout';
import { formatMoment } from '../ui/format';
import { useConsoleForm } from '../ui/use-console-form';
import { useResource } from '../ui/use-resource';
import { createPasskey, passkeysSupported } from './passkey-client';

const NewPasskeyForm = z.object({ name: PasskeyName });
type NewPasskeyForm = z.infer<typeof NewPasskeyForm>;

type Outcome = { kind: 'success' | 'error'; text: string; status?: number | undefined };

/**
 * The account's passkeys: each signs in alone, instead of the password and code. Listed always;
 * added and removed only while `confirmed` (the server checks it too).
 */
export function PasskeysSection({
  confirmed,
  onOutcome,
}: {
  confirmed: boolean;
  onOutcome: (outcome: Outcome) => void;
}) {
  const list = useResource((signal) => accountApi.passkeys({ signal }), 'passkeys');
  const [busy, setBusy] = useState(false);
  const { bind, onSubmit, reset, formState } = useConsoleForm(NewPasskeyForm, { defaultValues: { name: '' } });
  const items = list.data?.items ?? [];

  const add = async ({ name }: NewPasskeyForm) => {
    const options = await accountApi.passkeyOptions();
    if (isClientError(options))
      return onOutcome({ kind: 'error', text: `Not added: ${options.message}`, status: options.status });
    const made = await createPasskey(options);
    if (!made.ok) return onOutcome({ kind: 'error', text: `Not added: ${made.message}` });
    const answer = await accountApi.addPasskey({ name, response: made.response as never });
    if (isClientError(answer))
      return onOutcome({ kind: 'error', text: `Not added: ${answer.message}`, status: answer.status });
    reset();
    list.reload();
    onOutcome({ kind: 'success', text: `Passkey “${answer.name}” added. You can sign in with it now.` });
  };
  const remove = async (passkey: PasskeyView) => {
    setBusy(true);
    const answer = await accountApi.removePasskey(passkey.id);
    setBusy(false);
    if (isClientError(answer))
      return onOutcome({ kind: 'error', text: `Not removed: ${answer.message}`, status: answer.status });
    list.reload();
    onOutcome({ kind: 'success', text: `Passkey “${passkey.name}” removed.` });
  };

  return (
    <section aria-labelledby="account-passkeys" className="mt-4">
      <h3 id="account-passkeys" className="h5">
        Passkeys
      </h3>
      <p>
        A passkey signs you in with your device’s screen lock (fingerprint, face or PIN) instead of your password and
        code. Your authenticator app still works when you are away from your devices.
      </p>
      {items.length ? (
        <ul className="list-group mb-3" data-testid="passkeys">
          {items.map((passkey) => (
            <li
              key={passkey.id}
              className="list-group-item d-flex flex-wrap align-items-center justify-content-between gap-2"
            >
              <span>
                <strong>{passkey.name}</strong>
                <span className="d-block small text-body-secondary">
                  Added {formatMoment(passkey.createdAt)} · last used{' '}
                  {passkey.lastUsedAt ? formatMoment(passkey.lastUsedAt) : 'never'}
                  {passkey.synced ? ' · synced across your devices' : ''}
                </span>
              </span>
              {confirmed ? (
                <button
                  type="button"
                  className="btn btn-outline-danger btn-sm"
                  disabled={busy}
                  onClick={() => void remove(passkey)}
                >
                  Remove<span className="visually-hidden"> the passkey {passkey.name}</span>
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : list.state === 'ready' ? (
        <p>You have no passkey yet.</p>
      ) : null}
      {confirmed ? (
        passkeysSupported() ? (
          <ConsoleForm onSubmit={onSubmit(add)} label="Add a passkey">
            <FieldRow>
              <TextField
                bind={bind('name', 'Name of the passkey', {
                  subject: 'The name',
                  hint: 'So you can tell it from others, e.g. “Work laptop”.',
                })}
                col={FULL_WIDTH}
                autoComplete="off"
              />
            </FieldRow>
            <SubmitButton submitting={formState.isSubmitting}>Add a passkey</SubmitButton>
          </ConsoleForm>
        ) : (
          <p className="mb-0">This browser cannot make passkeys.</p>
        )
      ) : null}
    </section>
  );
}
