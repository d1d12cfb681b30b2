import { Link } from 'react-router';
import { jobPaths } from '#content/pages/jobs';

export const NOT_FOUND_HEADING = 'We can’t find that page';
export const NOT_FOUND_TEXT =
  'There is no page at this address: it may have moved, or the address may have a typo. These pages will get you going again.';

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
        <p className="not-found__code">Error 404</p>
        <h1 className="display-5 fw-bold">{NOT_FOUND_HEADING}</h1>
        <p className="lead not-found__text">{NOT_FOUND_TEXT}</p>
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
