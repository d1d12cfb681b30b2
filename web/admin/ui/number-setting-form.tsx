import Form from 'react-bootstrap/Form';
import type { z } from '#contracts/zod';
import { Field, SubmitButton } from '../../components/ui/form';
import { type ClientResult, isClientError } from '../api/admin-client';
import { useConsoleForm } from './use-console-form';

type Setting<Name extends string> = Record<Name, number>;

/**
 * A one-number setting with its Save button (a person's "untouched after N days", the run-rate's
 * hours a month, "contracts ending within N days"): checked with the contract's schema, saved
 * through `save`; the server's refusal is shown under the field.
 */
export function NumberSettingForm<Name extends string, Saved>({
  schema,
  name,
  value,
  max,
  label,
  subject,
  title,
  className,
  save,
  onSaved,
}: {
  /** The contract's request: one number, `name`. */
  schema: z.ZodMiniType<Setting<Name>, Record<string, unknown>>;
  name: Name;
  value: number;
  /** The highest the contract accepts (the lowest is 1). */
  max: number;
  label: string;
  /** How an error names the field ("The number of days must be…"). */
  subject: string;
  /** The form's accessible name. */
  title: string;
  /** More classes on the form (e.g. a margin above it). */
  className?: string;
  save: (data: Setting<Name>) => Promise<ClientResult<Saved>>;
  onSaved: (saved: Saved) => void;
}) {
  const { bind, onSubmit, setError, formState } = useConsoleForm(schema, {
    defaultValues: { [name]: String(value) },
  });
  const submit = async (data: Setting<Name>) => {
    const answer = await save(data);
    if (isClientError(answer)) return setError(name, { message: `was not saved: ${answer.message}` });
    onSaved(answer);
  };
  const { registration, ...bound } = bind(name, label, { subject });
  return (
    <Form
      noValidate
      className={`d-flex flex-wrap align-items-end gap-2${className ? ` ${className}` : ''}`}
      onSubmit={onSubmit(submit)}
      aria-label={title}
    >
      <div>
        <Field {...bound}>
          {(props) => (
            <Form.Control
              type="number"
              inputMode="numeric"
              min={1}
              max={max}
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
