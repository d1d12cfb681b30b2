import { footer } from '#content/footer';
import { SiteFooter } from './site-footer';

/** The site's footer with its configured content, as one lazily loaded module (web/app-shell/site-chrome.tsx). */
export default function ConfiguredSiteFooter() {
  return <SiteFooter footer={footer} />;
}
