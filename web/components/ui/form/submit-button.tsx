import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';

/** The form's submit button: a spinner and "Submitting…" while the form is sent, disabled meanwhile. */
export function SubmitButton({
  submitting,
  disabled = false,
  size,
  variant = 'primary',
  className,
  children,
}: {
  submitting: boolean;
  disabled?: boolean;
  size?: 'sm' | 'lg';
  variant?: 'primary' | 'danger';
  className?: string;
  children: ReactNode;
}) {
  return (
    <Button type="submit" variant={variant} size={size} className={className} disabled={submitting || disabled}>
      {submitting && <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />}
      {submitting ? 'Submitting…' : children}
    </Button>
  );
}
