import { type ReactNode, useState } from 'react';
import type { ClientResult } from '../api/admin-client';
import { Loading, Notice } from './notice';
import { PageTitle } from './page-title';
import { useResource } from './use-resource';

/**
 * One record of a record screen, loaded by its key from the URL: the record (the last one a change
 * answered, while it is still this key's), or `fallback` to show instead (an error under `title`, or
 * "Loading"). `change(next, message)` shows a change's answer and says what was done (`saved`).
 */
export function useRecord<T>({
  key,
  load,
  title,
  missing,
  sameKey,
  loadError = (message) => message,
}: {
  key: string;
  load: (signal: AbortSignal) => Promise<ClientResult<T>>;
  /** The screen's title when the record cannot be shown. */
  title: string;
  /** What a 404 says ("There is no such application…"). */
  missing: string;
  /** Whether a changed record is this key's (a new key shows its own). */
  sameKey: (record: T) => boolean;
  loadError?: (message: string) => string;
}) {
  const loaded = useResource(load, key);
  const [changed, setChanged] = useState<T | null>(null);
  const [saved, setSaved] = useState('');
  const record = changed && sameKey(changed) ? changed : loaded.data;
  let fallback: ReactNode = null;
  if (loaded.state === 'error') {
    fallback = (
      <>
        <PageTitle title={title} />
        <Notice kind="error">{loaded.status === 404 ? missing : loadError(loaded.message)}</Notice>
      </>
    );
  } else if (!record) fallback = <Loading />;
  return {
    record: loaded.state === 'error' ? undefined : record,
    fallback,
    saved,
    setSaved,
    setChanged,
    change: (next: T, message: string) => {
      setChanged(next);
      setSaved(message);
    },
  };
}
