import type { ReactNode } from 'react';

/** The frame of the screens before sign-in: the brand and one card. */
export function AuthFrame({ children }: { children: ReactNode }) {
  return (
    <div className="console-auth">
      <main id="main" className="console-auth-card">
        <p className="console-auth-brand">
          Northwind <span className="console-brand-tag">Console</span>
        </p>
        {children}
      </main>
    </div>
  );
}
