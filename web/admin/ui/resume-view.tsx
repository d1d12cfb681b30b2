import type { ResumeOwner } from '#contracts/admin/common';
import { filesApi } from '../api/console-api';
import { Loading, Notice } from './notice';
import { useResource } from './use-resource';

/**
 * The resume shown beside its record, as the server judged its bytes: a PDF in a frame (same origin;
 * the file arrives under a `sandbox` policy of its own, see server/admin/files/files.routes.ts), a
 * DOCX as its text (React escapes it: it is shown as text, never as HTML), anything else as a line
 * that points at the Download button.
 */
export function ResumeView({ owner, id, name }: { owner: ResumeOwner; id: string; name: string }) {
  const preview = useResource((signal) => filesApi.preview(owner, id, { signal }), `${owner}:${id}`);
  if (preview.state === 'error') {
    return <Notice kind="error">The resume cannot be shown here ({preview.message}). Download it instead.</Notice>;
  }
  if (preview.state === 'loading' || !preview.data) return <Loading label="Loading the resume…" />;
  const shown = preview.data;
  switch (shown.kind) {
    case 'pdf':
      return (
        <iframe
          className="console-resume-frame d-block w-100 border rounded"
          // Chromium's viewer: the page at the frame's width, without the thumbnails pane.
          src={`${shown.url}#navpanes=0&view=FitH`}
          title={`Resume of ${name} (PDF)`}
          referrerPolicy="no-referrer"
        />
      );
    case 'text':
      return (
        <>
          <p className="console-sub mb-2">The text of the Word file (its layout is in the download).</p>
          <pre
            className="console-resume-text border rounded p-3 mb-0 bg-light"
            tabIndex={0}
            aria-label={`Resume of ${name}`}
          >
            {shown.text}
          </pre>
          {shown.truncated ? (
            <p className="console-sub mt-2 mb-0">The text is cut here; download the file for the rest.</p>
          ) : null}
        </>
      );
    default:
      return <p className="mb-0">{shown.reason} Download it to read it.</p>;
  }
}
