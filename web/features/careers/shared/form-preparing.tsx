import { useLayoutEffect, useRef } from 'react';
import Spinner from 'react-bootstrap/Spinner';
import { carryTypedInto, formCopyFor } from '../job/form-copy';

const pageJobId = () =>
  typeof window === 'undefined' ? null : Number(new URLSearchParams(window.location.search).get('jobId')) || null;

/**
 * Where the application form will be, while its code or its pick-lists load. On a job page the
 * server sent, that is the server's copy of the form: the same markup, so the form takes its place
 * without anything moving, and what the visitor types into it is carried over. Otherwise (a job
 * opened from the board) a line that says the form is on its way, in the same grid box as the form's
 * first row (a `.row.g-3`, whose gutters pull it out by half a gutter).
 */
export function FormPreparing() {
  const html = formCopyFor(pageJobId());
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const form = ref.current?.querySelector('form');
    if (form) carryTypedInto(form, { forget: false });
  }, [html]);
  if (html) return <div ref={ref} className="job-view__form-copy" dangerouslySetInnerHTML={{ __html: html }} />;
  return (
    <div className="row g-3">
      <div className="col-12 d-flex align-items-center gap-2 py-4" role="status">
        <Spinner animation="border" size="sm" aria-hidden="true" /> Preparing the application form…
      </div>
    </div>
  );
}
