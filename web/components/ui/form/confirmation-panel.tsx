import { type ReactNode, useEffect, useId, useRef } from 'react';

export type ConfirmationPanelProps = {
  /** What was received, e.g. "Application received". */
  title: string;
  /** What was sent, in a sentence or two. */
  summary: ReactNode;
  reference: string;
  /** What happens next and when. */
  next: ReactNode;
  /** The address a copy was mailed to, when one was. */
  copySentTo?: string | undefined;
  /** The ways on: links or buttons. */
  actions: ReactNode;
};

/**
 * Replaces a form once it has been received, and stays until the visitor moves on: what was sent, a
 * reference, what happens next, where the copy went, and a way on. It takes the focus when it appears,
 * so keyboard and screen-reader users land on it.
 */
export function ConfirmationPanel({ title, summary, reference, next, copySentTo, actions }: ConfirmationPanelProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
    heading.current?.scrollIntoView?.({ block: 'center' });
  }, []);
  return (
    <section aria-labelledby={headingId} className="confirmation-panel card border-success-subtle shadow-sm">
      <div className="card-body p-4">
        <div className="d-flex align-items-center gap-3 mb-3">
          <span
            className="d-inline-flex align-items-center justify-content-center rounded-circle bg-success text-white flex-shrink-0"
            style={{ width: '2.5rem', height: '2.5rem' }}
            aria-hidden="true"
          >
            <svg width="20" height="20" viewBox="0 0 16 16" fill="currentColor" focusable="false">
              <path d="M13.485 3.929a1 1 0 0 1 0 1.414l-6.364 6.364a1 1 0 0 1-1.414 0L2.515 8.515a1 1 0 1 1 1.414-1.414l2.485 2.485 5.657-5.657a1 1 0 0 1 1.414 0z" />
            </svg>
          </span>
          <h2 id={headingId} ref={heading} tabIndex={-1} className="h4 mb-0">
            {title}
          </h2>
        </div>
        <div className="mb-3">{summary}</div>
        <dl className="row mb-3 small">
          <dt className="col-sm-4 text-body-secondary fw-normal">Your reference</dt>
          <dd className="col-sm-8 mb-2">
            <strong className="font-monospace fs-6" data-reference>
              {reference}
            </strong>
          </dd>
          <dt className="col-sm-4 text-body-secondary fw-normal">What happens next</dt>
          <dd className="col-sm-8 mb-2">{next}</dd>
          {copySentTo && (
            <>
              <dt className="col-sm-4 text-body-secondary fw-normal">A copy</dt>
              <dd className="col-sm-8 mb-0">
                We have e-mailed a confirmation to <strong>{copySentTo}</strong>. Please quote your reference if you
                write to us.
              </dd>
            </>
          )}
        </dl>
        <div className="d-flex flex-wrap gap-2">{actions}</div>
      </div>
    </section>
  );
}
