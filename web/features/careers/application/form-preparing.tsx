import Spinner from 'react-bootstrap/Spinner';

/**
 * Where the application form will be, while its code or its pick-lists load. It sits in the same
 * grid box as the form's first row (a `.row.g-3`, whose gutters pull it out by half a gutter), so
 * the form takes its place without anything moving.
 */
export function FormPreparing() {
  return (
    <div className="row g-3">
      <div className="col-12 d-flex align-items-center gap-2 py-4" role="status">
        <Spinner animation="border" size="sm" aria-hidden="true" /> Preparing the application form…
      </div>
    </div>
  );
}
