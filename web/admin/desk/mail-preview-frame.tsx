import type { SubmittalPreview } from '#contracts/admin/submittals';

/**
 * The submittal's mail as the server wrote it: who it is from and to, where replies go, the subject,
 * its text (shown as text) and what is attached. `stale` when the form changed since.
 */
export function MailPreviewFrame({ preview, stale }: { preview: SubmittalPreview | null; stale: boolean }) {
  if (!preview) {
    return (
      <section className="bg-body-tertiary rounded-3 p-3" aria-label="Preview">
        <p className="mb-0">
          Choose <strong>Preview</strong> to see the mail exactly as the client’s contacts will get it, with what is
          attached. You send from the preview.
        </p>
      </section>
    );
  }
  const text = preview.text.split(/\n--\n/)[0] ?? preview.text;
  return (
    <section className="bg-body-tertiary rounded-3 p-3" aria-labelledby="submittal-preview-title" aria-live="polite">
      <h2 id="submittal-preview-title" className="h6 text-uppercase text-body-secondary mb-2">
        Preview
      </h2>
      {stale ? (
        <p className="alert alert-warning py-2 small" role="status">
          The form changed since this preview. Preview again to send it.
        </p>
      ) : null}
      <dl className="console-mail-headers small">
        <dt>From</dt>
        <dd>{preview.from}</dd>
        <dt>Reply-To</dt>
        <dd>{preview.replyTo}</dd>
        <dt>To</dt>
        <dd>{preview.to.join(', ')}</dd>
        <dt>Subject</dt>
        <dd className="fw-semibold">{preview.subject}</dd>
      </dl>
      <div className="console-mail-body border rounded bg-body p-3" style={{ whiteSpace: 'pre-wrap' }}>
        {text.trim()}
      </div>
      <ul className="list-unstyled small mt-2 mb-0" aria-label="Attached">
        {preview.attachments.length ? (
          preview.attachments.map((name) => (
            <li key={name}>
              <span className="badge text-bg-primary me-2">{name.endsWith('.pdf') ? 'PDF' : 'file'}</span>
              {name}
            </li>
          ))
        ) : (
          <li>Nothing attached.</li>
        )}
      </ul>
    </section>
  );
}
