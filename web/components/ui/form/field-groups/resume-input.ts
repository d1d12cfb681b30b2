import { useRef, useState } from 'react';
import type { Registration } from './bound-field';
import { keepingEntered } from '../keep-prefilled';

/** A controller's field for a single file (react-hook-form's useController). */
type FileField = {
  name: string;
  ref: (element: HTMLInputElement | null) => void;
  onBlur: () => void;
  onChange: (file: File | null) => void;
};

/**
 * A resume input whose value is the chosen File, checked at once (before anything is uploaded): the
 * check reads the file, so two quick choices can finish out of order and only the latest file's verdict
 * counts. `clear` empties the input (a file input can only be cleared, never set).
 */
export function useResumeInput({
  field,
  check,
  onVerdict,
  onFile,
}: {
  field: FileField;
  /** The file's problem, or undefined when it is a resume. */
  check: (file: File | null) => Promise<string | undefined>;
  onVerdict: (problem: string | undefined) => void;
  onFile?: (file: File) => void;
}): { input: Registration; clear: () => void } {
  const element = useRef<HTMLInputElement | null>(null);
  const latest = useRef(0);
  const input: Registration = {
    name: field.name,
    onBlur: field.onBlur,
    ref: (input) => {
      const file = input as HTMLInputElement | null;
      field.ref(file);
      element.current = file;
    },
    onChange: (event) => {
      const file = (event.target as HTMLInputElement).files?.[0] ?? null;
      field.onChange(file);
      const current = ++latest.current;
      void check(file).then((problem) => current === latest.current && onVerdict(problem));
      if (file) onFile?.(file);
    },
  };
  // A file chosen in a pre-rendered input before the app took over is the form's file too.
  // eslint-disable-next-line react-hooks/refs -- wraps the callbacks only; no ref is read during render
  const kept = keepingEntered(input);
  const clear = () => {
    if (element.current) element.current.value = '';
  };
  return { input: kept, clear };
}

/**
 * Fills the empty `fields` a chosen resume gives (nothing is sent) and remembers which, so each says
 * "from your resume, please check" (see withResumeNote).
 */
export function useAutofill<N extends string>({
  fields,
  read,
  value,
  fill,
}: {
  fields: readonly N[];
  read: (file: File) => Promise<Partial<Record<N, string>>>;
  value: (name: N) => string;
  fill: (name: N, value: string) => void;
}) {
  const [filled, setFilled] = useState<ReadonlySet<string>>(new Set());
  const from = (file: File) =>
    void read(file).then((found) => {
      const names = fields.filter((name) => found[name] && value(name).trim() === '');
      for (const name of names) fill(name, found[name] ?? '');
      if (names.length > 0) setFilled(new Set(names));
    });
  return { filled, from };
}
