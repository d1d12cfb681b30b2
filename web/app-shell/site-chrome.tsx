import { lazy, type ReactNode, Suspense } from 'react';
import { shownMenu } from '#content/shown-menu';
import { SiteNavbar } from './site-navbar/site-navbar';

// The footer (and its links to every page of both menus) loads after the first script: pre-rendered
// pages already hold its HTML, which React hydrates when the chunk arrives, as it does for sections.
const SiteFooter = lazy(() => import('./site-footer/lazy-site-footer'));

/** Header, the page itself, footer: the frame every screen shares. */
export function SiteChrome({ children }: { children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <SiteNavbar menu={shownMenu} />
      {children}
      <Suspense fallback={null}>
        <SiteFooter />
      </Suspense>
    </>
  );
}
