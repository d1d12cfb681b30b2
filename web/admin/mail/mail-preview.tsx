import type { CandidateMailPreview } from '#contracts/admin/mail';
import { formatMoment } from '../ui/format';

/**
 * The first candidate's mail as the server rendered it with their real values: who it is from and
 * to, where replies go, the subject, the text (shown as text: React escapes it) and the calendar
 * invite. `stale` when the form changed since: sending waits for a new preview.
 */
export function MailPreview({
  preview,
  stale,
  labels,
}: {
  preview: CandidateMailPreview | null;
  stale: boolean;
  /** The stages' names in the applications' own pipeline. */
  labels: Record<string, string>;
}) {
  if (!preview) {
    return (
      <section className="bg-body-tertiary rounded-3 p-3" aria-label="Preview">
        <p className="mb-0">
          Choose <strong>Preview</strong> to see the mail as the candidate will get it, with their name and the job
          filled in. You send from the preview.
        </p>
      </section>
    );
  }
  const paragraphs = preview.body.split(/\n\s*\n/).filter((part) => part.trim());
  return (
    <section className="bg-body-tertiary rounded-3 p-3" aria-labelledby="mail-preview-title" aria-live="polite">
      {/* h2: the dialog opens over a list whose only heading is its h1, as over an application. */}
      <h2 id="mail-preview-title" className="h6 text-uppercase text-body-secondary mb-2">
        Preview{preview.count > 1 ? ` · 1 of ${preview.count}, ${preview.candidate.name}` : ''}
      </h2>
      {stale ? (
        <p className="alert alert-warning py-2 small" role="status">
          The mail changed since this preview. Preview again to send it.
        </p>
      ) : null}
      <dl className="console-mail-headers small">
        <dt>From</dt>
        <dd>{preview.from}</dd>
        <dt>Reply-To</dt>
        <dd>{preview.replyTo}</dd>
        <dt>To</dt>
        <dd>
          {preview.candidate.name} &lt;{preview.to}&gt;
          {preview.count > 1 ? ` and ${preview.count - 1} more, each with their own name` : ''}
        </dd>
        <dt>Subject</dt>
        <dd className="fw-semibold">{preview.subject}</dd>
      </dl>
      <div className="console-mail-body border rounded bg-body p-3" data-testid="mail-preview-body">
        {paragraphs.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
      {preview.invite ? (
        <div className="d-flex gap-2 align-items-start border rounded p-2 mt-2" aria-label="Calendar invite">
          <span className="badge text-bg-primary">.ics</span>
          <div className="small">
            <strong>{preview.invite.when}</strong>
            <br />
            {preview.invite.where}
            <br />
            <span className="text-body-secondary">
              Attached as {preview.invite.fileName}; the candidate’s calendar can accept it.
            </span>
          </div>
        </div>
      ) : null}
      {preview.sendAt ? (
        <p className="alert alert-info py-2 small mt-2 mb-0" data-testid="mail-send-at">
          A rejection waits before it leaves: {preview.count > 1 ? 'these mails leave' : 'this mail leaves'} on{' '}
          <strong>{formatMoment(preview.sendAt)}</strong>. Until then you can cancel it on the application (moving it
          out of Rejected cancels it too).
        </p>
      ) : null}
      {preview.moveTo ? (
        <p className="small mt-2 mb-0">
          Sending also moves {preview.count > 1 ? `all ${preview.count}` : 'the application'} to{' '}
          <strong>{labels[preview.moveTo] ?? preview.moveTo}</strong>.
        </p>
      ) : null}
    </section>
  );
}
