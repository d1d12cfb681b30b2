/** Says that a draft was restored, that the file must be attached again, and offers a fresh start. */
export function DraftNotice({ restoredAt, onStartOver }: { restoredAt: Date; onStartOver: () => void }) {
  return (
    <div className="alert alert-primary d-flex flex-wrap align-items-center gap-2 small">
      <span className="me-auto">
        We restored what you typed in this browser on{' '}
        {restoredAt.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })}. Please re-attach your
        resume: files are never kept.
      </span>
      <button type="button" className="btn btn-sm btn-outline-secondary" onClick={onStartOver}>
        Start over
      </button>
    </div>
  );
}
