import type { ReactNode } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, useLocation } from 'react-router';
import type { Route } from './+types/root';
import { LoadingView } from './app-shell/loading-view';
import { SiteChrome } from './app-shell/site-chrome';
import { HEADER_END_ID } from './app-shell/site-navbar/site-navbar';
import { LazyNotFound } from './app-shell/lazy-not-found';
import { usePersistSiteData } from './site-data/use-persist-site-data';
import stylesheet from './styles/main.scss?url';
// The same file as the stylesheet's @font-face (web/styles/_type.scss); Vite emits it once.
import brandFont from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b1f3a" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* With a precedence React writes the stylesheet at the top of <head>, before the scripts' preloads:
            it blocks the first paint, so the browser must ask for it first. */}
        <link rel="stylesheet" href={stylesheet} precedence="site" />
        {/* The brand typeface is asked for from the HTML instead of once the stylesheet is read, but at
            low priority: at the default (high) priority a 47 KiB font competed with the stylesheet and
            the first script on a throttled phone and moved the largest paint ~0.3 s later. Text paints
            at once; a view that starts in the metric-matched fallback keeps it (`font-display: optional`). */}
        <link rel="preload" href={brandFont} as="font" type="font/woff2" crossOrigin="anonymous" fetchPriority="low" />
        {/* No frame is painted until the whole menu bar is parsed: on a slow network the HTML arrives in
            pieces, and a bar painted half-built grows its menu leftward as the rest arrives (a layout
            shift). The bar opens the body (after the skip link): the wait is its ~18 KiB of HTML, 3 KiB gzipped. */}
        <link rel="expect" href={`#${HEADER_END_ID}`} blocking="render" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  usePersistSiteData();
  // The staff console (web/admin) draws its own frame, without the public site's menu and footer.
  if (/^\/admin(\/|$)/.test(useLocation().pathname)) return <Outlet />;
  return (
    <SiteChrome>
      <Outlet />
    </SiteChrome>
  );
}

/** Shown only by client-rendered routes while the app starts; pre-rendered pages never show it. */
export function HydrateFallback() {
  return <LoadingView />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <SiteChrome>
      {notFound ? (
        <LazyNotFound />
      ) : (
        <main id="main" className="container page-offset py-5">
          <h1>Something went wrong</h1>
          <p>Please reload the page. If it keeps happening, write to us from the contact page.</p>
        </main>
      )}
    </SiteChrome>
  );
}
