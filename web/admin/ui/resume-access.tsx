import { useState } from 'react';
import type { ResumeInfo, ResumeLink } from '#contracts/admin/common';
import { type ClientResult, isClientError } from '../api/admin-client';
import { formatBytes, formatMoment } from './format';
import { Notice } from './notice';

/**
 * The resume's download, through a short-lived link asked for when needed (each request is written
 * to the audit log): "Download" asks for it and starts the download; the link (and, for a PDF, one
 * that opens it in a new tab) stays until it expires.
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
    if (isClientError(answer)) return setError(`Could not download the resume: ${answer.message}`);
    setLink(answer);
    const anchor = document.createElement('a');
    anchor.href = answer.downloadUrl;
    anchor.download = file.fileName;
    anchor.click();
  };

  return (
    <div className="d-flex flex-wrap align-items-center gap-2">
      <p className="mb-0">
        {file.fileName} <span className="console-sub d-inline">{formatBytes(file.size)}</span>
      </p>
      {error ? (
        <div className="w-100">
          <Notice kind="error">{error}</Notice>
        </div>
      ) : null}
      {link ? (
        <>
          <div className="d-flex flex-wrap gap-2">
            {link.inlineUrl ? (
              <a className="btn btn-outline-primary btn-sm" href={link.inlineUrl} target="_blank" rel="noreferrer">
                Open in a new tab<span className="visually-hidden"> (the PDF)</span>
              </a>
            ) : null}
            <a className="btn btn-outline-primary btn-sm" href={link.downloadUrl} download={file.fileName}>
              Download again
            </a>
          </div>
          <p className="form-text m-0">These links work until {formatMoment(link.expiresAt)}.</p>
        </>
      ) : (
        <button type="button" className="btn btn-primary btn-sm" disabled={busy} onClick={() => void open()}>
          {busy ? 'Downloading…' : 'Download'}
        </button>
      )}
    </div>
  );
}
