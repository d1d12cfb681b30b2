/**
 * The staff console at /admin (client-rendered, never pre-rendered, never indexed). Its code is this
 * route's chunks only: public pages never load it.
 */
import { isRouteErrorResponse } from 'react-router';
import type { Route } from './+types/console-route';
import ConsoleApp from './console-app';

export const meta: Route.MetaFunction = () => [
  { title: 'Northwind console' },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function ConsoleRoute() {
  return <ConsoleApp />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // A chunk that fails to load after a new release is the likely case: a reload fetches the new one.
  const detail = isRouteErrorResponse(error) ? ` (${error.status} ${error.statusText})` : '';
  return (
    <main id="main" className="container py-5">
      <h1>The console stopped</h1>
      <p>Please reload the page. Nothing you saved is lost.{detail}</p>
    </main>
  );
}
