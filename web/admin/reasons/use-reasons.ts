import { useEffect, useState } from 'react';
import type { Reason } from '#contracts/admin/reasons';
import { isClientError } from '../api/admin-client';
import { reasonsApi } from '../api/console-api';

/** Loaded once per page and shared by every menu and form that asks for a reason. */
let loading: Promise<Reason[]> | null = null;

const load = () =>
  (loading ??= reasonsApi.list().then((answer) => {
    if (isClientError(answer)) {
      loading = null;
      throw new Error(answer.message);
    }
    return answer.items;
  }));

/** After an admin changed the lists: the next form loads them again. */
export const forgetReasons = () => {
  loading = null;
};

/** Every reason (retired ones too, for records that carry them); null while loading or when it failed. */
export function useReasons(): Reason[] | null {
  const [items, setItems] = useState<Reason[] | null>(null);
  useEffect(() => {
    let live = true;
    load().then(
      (reasons) => live && setItems(reasons),
      () => live && setItems(null),
    );
    return () => {
      live = false;
    };
  }, []);
  return items;
}
