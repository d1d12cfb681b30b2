import { type ReactNode, useId, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { consolePaths } from '../console-paths';
import { inSection, navItems } from './console-nav';
import { useMe, useSession } from './session';

/** The signed-in frame: the console's header with its sections and the account, then the screen. */
export function ConsoleLayout({ children }: { children: ReactNode }) {
  const me = useMe();
  const { signOut } = useSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const menuId = useId();
  // The phone menu closes on every new screen: it is open only for the path it was opened on.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;

  const leave = async () => {
    await signOut();
    void navigate(consolePaths.signIn, { replace: true });
  };

  return (
    <div className="min-vh-100 bg-light">
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <header className="console-header navbar navbar-expand-xl navbar-dark">
        <div className="container-xxl">
          <Link to={consolePaths.today} className="navbar-brand fw-bold">
            Northwind <span className="badge text-bg-info text-uppercase align-middle">Console</span>
          </Link>
          <button
            type="button"
            className="btn btn-outline-light btn-sm d-xl-none"
            aria-expanded={open}
            aria-controls={menuId}
            onClick={() => setOpenOn(open ? null : pathname)}
          >
            Menu
          </button>
          <div id={menuId} className={`navbar-collapse collapse${open ? ' show' : ''}`}>
            <nav aria-label="Console sections" className="me-auto">
              <ul className="navbar-nav gap-xl-1">
                {navItems
                  .filter((item) => item.roles.includes(me.role))
                  .map((item) => (
                    <li key={item.href}>
                      <Link
                        to={item.href}
                        className="nav-link px-xl-2 rounded text-nowrap"
                        aria-current={inSection(pathname, item.href) ? 'page' : undefined}
                      >
                        {item.label}
                      </Link>
                    </li>
                  ))}
              </ul>
            </nav>
            <div className="d-flex align-items-center gap-3 mt-2 mt-xl-0">
              <Link
                to={consolePaths.account}
                className="nav-link d-flex flex-column lh-sm text-white"
                aria-current={inSection(pathname, consolePaths.account) ? 'page' : undefined}
              >
                <span className="fw-semibold text-nowrap">{me.name}</span>
                <span className="small opacity-75">{me.role === 'admin' ? 'Admin' : 'Recruiter'}</span>
              </Link>
              <button type="button" className="btn btn-outline-light btn-sm text-nowrap" onClick={() => void leave()}>
                Sign out
              </button>
            </div>
          </div>
        </div>
      </header>
      <main id="main" className="container-xxl pt-4 pb-5">
        {children}
      </main>
    </div>
  );
}
