import type { ComponentProps, FormEvent, ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { type Bound, TextField } from '../../components/ui/form';
import { FULL_WIDTH } from './form-layout';
import { Notice } from './notice';

/** A console form: checked by its schema, not the browser; the message about the whole form first. */
export function ConsoleForm({
  onSubmit,
  failure,
  label,
  className,
  children,
}: {
  onSubmit: (event: FormEvent) => void;
  /** `useConsoleForm`'s `failure`: the server's answer, or any message about the whole form. */
  failure?: string | undefined;
  label?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Form noValidate onSubmit={onSubmit} aria-label={label} className={className}>
      {failure ? <Notice kind="error">{failure}</Notice> : null}
      {children}
    </Form>
  );
}

/** A form's row of fields, spaced from what follows (the submit button). */
export const FieldRow = ({ children }: { children: ReactNode }) => <Row className="g-3 mb-3">{children}</Row>;

/** A kit text field on a whole row (its own attributes beside the binding: `required`, `autoFocus`…). */
type RowFieldProps = Omit<ComponentProps<typeof TextField>, 'col' | 'bind'> & { bind: Bound };

/** An e-mail address on a row: the account's own (`username`), or someone else's (`off`). */
export const EmailField = ({ bind, autoComplete, ...field }: RowFieldProps & { autoComplete: 'username' | 'off' }) => (
  <TextField bind={bind} col={FULL_WIDTH} type="email" autoComplete={autoComplete} {...field} />
);

/** The signed-in person's current password, on a row. */
export const CurrentPasswordField = ({ bind, ...field }: RowFieldProps) => (
  <TextField bind={bind} col={FULL_WIDTH} type="password" autoComplete="current-password" {...field} />
);

/** A code from an authenticator app, on a row: digits (`inputMode="text"` where a recovery code is taken too). */
export const CodeField = ({ bind, ...field }: RowFieldProps) => (
  <TextField bind={bind} col={FULL_WIDTH} autoComplete="one-time-code" inputMode="numeric" {...field} />
);
