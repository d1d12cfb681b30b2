import { Link } from 'react-router';
import { jobPaths } from '#content/pages/jobs';

export const NOT_FOUND_HEADING = "404 That's an error.";
export const NOT_FOUND_TEXT = "The requested url was not found on this server. That's all we know.";

/** Where a visitor who took a wrong turn can go on (not-found.test.tsx checks each is a page). */
export const NOT_FOUND_LINKS = [
  { to: '/home', label: 'Home page' },
  { to: jobPaths.openings, label: 'Current openings' },
  { to: '/contact-us', label: 'Contact us' },
] as const;

export function NotFound() {
  return (
    <main id="main" tabIndex={-1} className="not-found page-offset">
      <div className="container py-5">
        <h1 className="display-5 fw-bold">{NOT_FOUND_HEADING}</h1>
        <p className="lead">{NOT_FOUND_TEXT}</p>
        <nav aria-label="Where to go from here">
          <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0">
            {NOT_FOUND_LINKS.map(({ to, label }, index) => (
              <li key={to}>
                <Link className={`btn ${index === 0 ? 'btn-primary' : 'btn-outline-primary'}`} to={to}>
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </main>
  );
}
