import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReset, UseFormWatch } from 'react-hook-form';

/** What is kept: the answers (never a file) and when they were last typed. */
type StoredDraft = { savedAt: string; values: Record<string, string | boolean> };

const storage = (): Storage | null => {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage blocked (privacy settings)
  }
};

/** The stored draft's answers that still fit the form: known fields, with the type of their default. */
export function readDraft<T extends FieldValues>(key: string, defaults: T): StoredDraft | null {
  try {
    const raw = storage()?.getItem(key);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<StoredDraft>;
    if (typeof parsed.savedAt !== 'string' || typeof parsed.values !== 'object' || parsed.values === null) return null;
    const values = Object.fromEntries(
      Object.entries(parsed.values).filter(
        ([name, value]) => name in defaults && typeof value === typeof (defaults as Record<string, unknown>)[name],
      ),
    ) as Record<string, string | boolean>;
    return Object.keys(values).length > 0 ? { savedAt: parsed.savedAt, values } : null;
  } catch {
    return null;
  }
}

/** The answers worth keeping: text and choices the visitor gave (not the form's defaults), none of `omit`, no files. */
function keptValues(
  values: FieldValues,
  omit: readonly string[],
  defaults: FieldValues,
): Record<string, string | boolean> {
  return Object.fromEntries(
    Object.entries(values).filter(
      ([name, value]) =>
        !omit.includes(name) &&
        value !== (defaults as Record<string, unknown>)[name] &&
        ((typeof value === 'string' && value.trim() !== '') || typeof value === 'boolean'),
    ),
  ) as Record<string, string | boolean>;
}

/**
 * Keeps what a visitor types in this browser (localStorage) so a reload or an accidental close loses
 * nothing: restored once on mount, saved on every change, forgotten on success or Reset. Files are
 * never kept (a browser cannot restore them), nor the fields in `omit`; nothing is sent anywhere.
 */
export function useFormDraft<T extends FieldValues>({
  key,
  defaults,
  watch,
  reset,
  omit = [],
}: {
  key: string;
  defaults: T;
  watch: UseFormWatch<T>;
  reset: UseFormReset<T>;
  omit?: readonly string[];
}) {
  const [restoredAt, setRestoredAt] = useState<Date | null>(null);
  const settings = useRef({ defaults, omit });

  useEffect(() => {
    const { defaults: empty, omit: skipped } = settings.current;
    const draft = readDraft(key, empty);
    if (draft) {
      reset({ ...empty, ...draft.values });
      // Shown after the first render, so the pre-rendered page and the hydrated one agree.
      setRestoredAt(new Date(draft.savedAt));
    }
    const subscription = watch((values) => {
      const kept = keptValues(values, skipped, empty);
      try {
        if (Object.keys(kept).length === 0) storage()?.removeItem(key);
        else storage()?.setItem(key, JSON.stringify({ savedAt: new Date().toISOString(), values: kept }));
      } catch {
        // storage full or blocked: the form works without a draft
      }
    });
    return () => subscription.unsubscribe();
  }, [key, watch, reset]);

  /** Forgets the draft (on success or Reset). */
  const forget = useCallback(() => {
    try {
      storage()?.removeItem(key);
    } catch {
      // nothing kept
    }
    setRestoredAt(null);
  }, [key]);

  return { restoredAt, forget };
}
