import type { ReactNode } from 'react';
import { SubmitButton } from './submit-button';

/**
 * The row under a form: its submit button first, then whatever the form adds beside it (a Reset, a
 * promise of a call back, a "Clear the form" link).
 */
export function FormActions({
  submitting,
  ready = true,
  label,
  size,
  className = 'd-flex flex-wrap align-items-center gap-3 mt-3',
  children,
}: {
  submitting: boolean;
  /** False until the page has hydrated: a click on the pre-rendered button would post the form natively. */
  ready?: boolean;
  /** The submit button's words. */
  label: ReactNode;
  size?: 'sm' | 'lg';
  className?: string;
  children?: ReactNode;
}) {
  return (
    <div className={className}>
      <SubmitButton submitting={submitting} disabled={!ready} size={size}>
        {label}
      </SubmitButton>
      {children}
    </div>
  );
}
