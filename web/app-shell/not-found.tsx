import { Link } from 'react-router';

export const NOT_FOUND_HEADING = "404 That's an error.";
export const NOT_FOUND_TEXT = "The requested url was not found on this server. That's all we know.";

export function NotFound() {
  return (
    <main id="main" tabIndex={-1} className="not-found page-offset">
      <div className="container py-5">
        <h1 className="display-5 fw-bold">{NOT_FOUND_HEADING}</h1>
        <p className="lead">{NOT_FOUND_TEXT}</p>
        <Link className="btn btn-primary" to="/home">
          Go to the home page
        </Link>
      </div>
    </main>
  );
}
