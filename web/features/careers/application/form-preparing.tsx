import Spinner from 'react-bootstrap/Spinner';

/** Where the application form will be, while its code or its pick-lists load. */
export function FormPreparing() {
  return (
    <div className="d-flex align-items-center gap-2 py-4" role="status">
      <Spinner animation="border" size="sm" aria-hidden="true" /> Preparing the application form…
    </div>
  );
}
