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
    <div className="console">
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <header className="console-header">
        <div className="console-header-inner">
          <Link to={consolePaths.today} className="console-brand">
            Northwind <span className="console-brand-tag">Console</span>
          </Link>
          <button
            type="button"
            className="btn btn-outline-light btn-sm console-menu-toggle"
            aria-expanded={open}
            aria-controls={menuId}
            onClick={() => setOpenOn(open ? null : pathname)}
          >
            Menu
          </button>
          <div id={menuId} className={`console-menu${open ? ' is-open' : ''}`}>
            <nav aria-label="Console sections">
              <ul className="console-nav">
                {navItems
                  .filter((item) => item.roles.includes(me.role))
                  .map((item) => (
                    <li key={item.href}>
                      <Link to={item.href} aria-current={inSection(pathname, item.href) ? 'page' : undefined}>
                        {item.label}
                      </Link>
                    </li>
                  ))}
              </ul>
            </nav>
            <div className="console-account">
              <Link
                to={consolePaths.account}
                className="console-account-link"
                aria-current={inSection(pathname, consolePaths.account) ? 'page' : undefined}
              >
                <span className="console-account-name">{me.name}</span>
                <span className="console-account-role">{me.role === 'admin' ? 'Admin' : 'Recruiter'}</span>
              </Link>
              <button type="button" className="btn btn-outline-light btn-sm" onClick={() => void leave()}>
                Sign out
              </button>
            </div>
          </div>
        </div>
      </header>
      <main id="main" className="console-main">
        {children}
      </main>
    </div>
  );
}
