/** The ids that tie a control to its label, hint and error. */
export type FieldIds = { control: string; hint: string; error: string };

export const fieldIds = (formId: string, name: string): FieldIds => ({
  control: `${formId}-${name}`,
  hint: `${formId}-${name}-hint`,
  error: `${formId}-${name}-error`,
});

/** The accessibility props of a control: its id, invalid state and what describes it (hint, error). */
export type ControlProps = {
  id: string;
  isInvalid: boolean;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

export function controlProps(
  ids: FieldIds,
  { error, hint }: { error?: string | undefined; hint?: boolean },
): ControlProps {
  const describedBy = [hint ? ids.hint : '', error ? ids.error : ''].filter(Boolean).join(' ');
  return {
    id: ids.control,
    isInvalid: Boolean(error),
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  };
}
