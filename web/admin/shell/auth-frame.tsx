import type { ReactNode } from 'react';

/** The frame of the screens before sign-in: the brand and one card. */
export function AuthFrame({ children }: { children: ReactNode }) {
  return (
    <div className="console-auth min-vh-100 d-flex align-items-start justify-content-center px-3 py-5">
      <main id="main" className="console-auth-card w-100 bg-white rounded-3 shadow px-4 py-5 px-sm-5">
        <p className="fs-5 fw-bold text-dark mb-4">
          Northwind <span className="badge text-bg-info text-uppercase align-middle">Console</span>
        </p>
        {children}
      </main>
    </div>
  );
}
