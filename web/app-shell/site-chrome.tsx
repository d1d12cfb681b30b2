import type { ReactNode } from 'react';
import { footer } from '#content/footer';
import { menus } from '#content/navigation';
import { env } from '../config/env';
import { SiteFooter } from './site-footer/site-footer';
import { SiteNavbar } from './site-navbar/site-navbar';

/** Header, the page itself, footer: the frame every screen shares. */
export function SiteChrome({ children }: { children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <SiteNavbar menu={menus[env.menuVariant]} />
      {children}
      <SiteFooter footer={footer} />
    </>
  );
}
