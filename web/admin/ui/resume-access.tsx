import { useState } from 'react';
import type { ResumeInfo, ResumeLink } from '#contracts/admin/common';
import { type ClientResult, isClientError } from '../api/admin-client';
import { formatBytes, formatMoment } from './format';
import { Notice } from './notice';

/**
 * The resume, through a short-lived link asked for when needed (each request is written to the audit
 * log): view a PDF in a new tab, or download it.
 */
export function ResumeAccess({
  file,
  getLink,
}: {
  file: ResumeInfo | null;
  getLink: () => Promise<ClientResult<ResumeLink>>;
}) {
  const [link, setLink] = useState<ResumeLink | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  if (!file) {
    return (
      <Notice kind="info">No resume was received: the application is incomplete (the upload never finished).</Notice>
    );
  }
  const open = async () => {
    setBusy(true);
    setError('');
    const answer = await getLink();
    setBusy(false);
    if (isClientError(answer)) setError(`Could not open the resume: ${answer.message}`);
    else setLink(answer);
  };

  return (
    <div>
      <p className="mb-2">
        {file.fileName} <span className="console-sub d-inline">{formatBytes(file.size)}</span>
      </p>
      {error ? <Notice kind="error">{error}</Notice> : null}
      {link ? (
        <>
          <div className="d-flex flex-wrap gap-2">
            {link.inlineUrl ? (
              <a className="btn btn-primary btn-sm" href={link.inlineUrl} target="_blank" rel="noreferrer">
                View the PDF<span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            ) : null}
            <a className="btn btn-outline-primary btn-sm" href={link.downloadUrl} download={file.fileName}>
              Download
            </a>
          </div>
          <p className="form-text mb-0">These links work until {formatMoment(link.expiresAt)}.</p>
        </>
      ) : (
        <button type="button" className="btn btn-primary btn-sm" disabled={busy} onClick={() => void open()}>
          {busy ? 'Opening…' : 'Open resume'}
        </button>
      )}
    </div>
  );
}
