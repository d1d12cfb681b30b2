import type { ReactNode } from 'react';
import { footer } from '#content/footer';
import { aiMenu, staffingMenu } from '#content/navigation';
import { menuVariant } from '../config/env';
import { SiteFooter } from './site-footer/site-footer';
import { SiteNavbar } from './site-navbar/site-navbar';

// A build shows one menu (VITE_MENU_VARIANT): a constant condition, so the other stays out of the bundle.
const menu = menuVariant === 'ai' ? aiMenu : staffingMenu;

/** Header, the page itself, footer: the frame every screen shares. */
export function SiteChrome({ children }: { children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <SiteNavbar menu={menu} />
      {children}
      <SiteFooter footer={footer} />
    </>
  );
}
