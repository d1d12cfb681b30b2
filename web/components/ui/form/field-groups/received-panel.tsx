import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ConfirmationPanel, type ConfirmationPanelProps } from '../confirmation-panel';
import type { FlashMessage } from '../use-flash-message';

/**
 * The confirmation an application form turns into: the panel, its summary a paragraph, with the ways
 * on every application offers — the openings, and back to the top of the page.
 */
export function ReceivedPanel({
  openings,
  back,
  summary,
  ...panel
}: Omit<ConfirmationPanelProps, 'actions'> & { openings: { to: string; label: string }; back: string }) {
  return (
    <ConfirmationPanel
      {...panel}
      summary={<p className="mb-0">{summary}</p>}
      actions={
        <>
          <Link to={openings.to} className="btn btn-primary">
            {openings.label}
          </Link>
          <button
            type="button"
            className="btn btn-outline-secondary"
            onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
          >
            {back}
          </button>
        </>
      }
    />
  );
}

/**
 * The short result line under a form: a success clears itself (useFlashMessage), a failure stays until
 * acted on and says what was kept.
 */
export function StatusLine({ message, kept }: { message: FlashMessage | null; kept: ReactNode }) {
  return (
    <div role="status" aria-live="polite" className="mt-3">
      {message?.kind === 'success' && <div className="alert alert-success mb-0">{message.text}</div>}
      {message?.kind === 'error' && (
        <div className="alert alert-danger mb-0">
          <p className="mb-1">{message.text}</p>
          <p className="mb-0 small">{kept}</p>
        </div>
      )}
    </div>
  );
}

/** The result lines under a form: a success as a status, a failure as an alert (read out at once). */
export function StatusAndAlert({ message }: { message: FlashMessage | null }) {
  return (
    <>
      <div role="status" className="mt-3">
        {message?.kind === 'success' && <div className="alert alert-success mb-0">{message.text}</div>}
      </div>
      <div role="alert" className="internship-form__errors">
        {message?.kind === 'error' && <div className="alert alert-danger mt-3 mb-0">{message.text}</div>}
      </div>
    </>
  );
}
