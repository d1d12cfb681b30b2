import type { ReactNode } from 'react';

/** A message about the screen: errors are announced at once (alert), the rest politely (status). */
export function Notice({ kind, children }: { kind: 'error' | 'success' | 'info'; children: ReactNode }) {
  const className = { error: 'alert-danger', success: 'alert-success', info: 'alert-info' }[kind];
  return (
    <div className={`alert ${className}`} role={kind === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}

export function Loading({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="py-3" role="status">
      <span className="spinner-border spinner-border-sm text-primary" aria-hidden="true" /> {label}
    </div>
  );
}
