import { zodResolver } from '@hookform/resolvers/zod';
import { type FormEvent, type ReactNode, useId } from 'react';
import { type FieldValues, type Path, type Resolver, type UseFormProps, get, useForm } from 'react-hook-form';
import { fieldSentence } from '#contracts/field-messages';
import type { z } from '#contracts/zod';
import { type Bound, fieldIds } from '../../components/ui/form';

/** "must be at least 12 characters" → "The password must be at least 12 characters."; sentences stay as they are. */
export const sentence = fieldSentence;

export type BindOptions = {
  hint?: ReactNode;
  /** No mark by default: console labels are read as they are written ("Password", not "Password *"). */
  mark?: Bound['mark'];
  /** How an error names the field ("The password must be…"); the label when it is text. */
  subject?: string;
  /** Also told of each change (after the form is). */
  onChange?: (event: { target: { value: unknown } }) => void;
};

/**
 * A console form on the site's form kit: react-hook-form checked with the contract's zod schema
 * (the server checks it again). `bind(name, label)` ties a kit field to the form (ids, label, error
 * as a sentence, registration); `fail(message)` shows a message about the whole form (`failure`),
 * e.g. the server's answer; `onSubmit(handler)` is the form element's submit handler.
 */
export function useConsoleForm<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodMiniType<Output, Input>,
  options: Omit<UseFormProps<Input, unknown, Output>, 'resolver'> = {},
) {
  const id = useId();
  const form = useForm<Input, unknown, Output>({
    ...options,
    resolver: zodResolver(schema) as unknown as Resolver<Input, unknown, Output>,
  });
  const { errors } = form.formState;
  /** A field's error, also a nested one (`invite.date`). */
  const errorOf = (name: string): { message?: string } | undefined => get(errors, name);

  const bind = (
    name: Path<Input>,
    label: ReactNode,
    { hint, mark = 'none', subject, onChange }: BindOptions = {},
  ): Bound => {
    const error = errorOf(name);
    return {
      ids: fieldIds(id, name),
      label,
      hint,
      mark,
      error: error ? sentence(subject ?? (typeof label === 'string' ? label : 'This field'), error.message) : undefined,
      registration: form.register(name, onChange ? { onChange } : undefined),
    };
  };

  return {
    ...form,
    id,
    bind,
    /** The message about the whole form, if any. */
    failure: errors.root?.message,
    fail: (message: string) => form.setError('root', { message }),
    onSubmit: (handler: (data: Output) => unknown) => (event: FormEvent) => {
      form.clearErrors('root');
      void form.handleSubmit(handler)(event);
    },
  };
}
