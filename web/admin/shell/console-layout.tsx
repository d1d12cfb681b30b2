import { type ReactNode, useEffect, useId, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { ROLE_LABELS } from '#contracts/admin/common';
import { consolePaths } from '../console-paths';
import { inSection, navFor } from './console-nav';
import { NavMenu } from './nav-menu';
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
  // The group menu that is open, for the path it was opened on (so a new screen closes it too).
  const [group, setGroup] = useState<{ id: string; on: string } | null>(null);
  const openGroup = group?.on === pathname ? group.id : null;
  // A click anywhere outside an open group menu closes it.
  useEffect(() => {
    if (!openGroup) return undefined;
    const close = (event: PointerEvent) => {
      if (!(event.target instanceof Element && event.target.closest('.console-nav-group'))) setGroup(null);
    };
    document.addEventListener('pointerdown', close);
    return () => document.removeEventListener('pointerdown', close);
  }, [openGroup]);

  const leave = async () => {
    await signOut();
    void navigate(consolePaths.signIn, { replace: true });
  };

  return (
    <div className="min-vh-100 bg-light">
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <header className="console-header navbar navbar-expand-lg navbar-dark">
        <div className="container-xxl">
          <Link to={consolePaths.today} className="navbar-brand fw-bold">
            Northwind <span className="badge text-bg-info text-uppercase align-middle">Console</span>
          </Link>
          <button
            type="button"
            className="btn btn-outline-light btn-sm d-lg-none"
            aria-expanded={open}
            aria-controls={menuId}
            onClick={() => setOpenOn(open ? null : pathname)}
          >
            Menu
          </button>
          <div id={menuId} className={`navbar-collapse collapse${open ? ' show' : ''}`}>
            <nav aria-label="Console sections" className="me-auto">
              <ul className="navbar-nav gap-lg-1">
                {navFor(me.role).map((entry) =>
                  entry.kind === 'link' ? (
                    <li key={entry.item.href} className="nav-item">
                      <Link
                        to={entry.item.href}
                        className="nav-link px-lg-2 rounded text-nowrap"
                        aria-current={inSection(pathname, entry.item.href) ? 'page' : undefined}
                      >
                        {entry.item.label}
                      </Link>
                    </li>
                  ) : (
                    <NavMenu
                      key={entry.group.id}
                      group={entry.group}
                      items={entry.items}
                      pathname={pathname}
                      open={openGroup === entry.group.id}
                      onOpenChange={(on) => setGroup(on ? { id: entry.group.id, on: pathname } : null)}
                    />
                  ),
                )}
              </ul>
            </nav>
            <div className="d-flex align-items-center gap-3 mt-2 mt-lg-0 console-account">
              <Link
                to={consolePaths.account}
                className="nav-link d-flex flex-column lh-sm text-white console-account-link"
                aria-current={inSection(pathname, consolePaths.account) ? 'page' : undefined}
              >
                <span className="fw-semibold text-truncate">{me.name}</span>
                <span className="small opacity-75">{ROLE_LABELS[me.role]}</span>
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
