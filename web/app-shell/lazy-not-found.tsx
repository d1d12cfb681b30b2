import { lazy, Suspense } from 'react';

const NotFoundView = lazy(() => import('./not-found').then((module) => ({ default: module.NotFound })));

/**
 * The not-found view, loaded on demand: few visitors see it, so it is not part of every page's first
 * script. The pre-rendered not-found page already holds its HTML, which stays on screen until the
 * code arrives and React hydrates it (as it does for sections and the footer).
 */
export function LazyNotFound() {
  return (
    <Suspense fallback={null}>
      <NotFoundView />
    </Suspense>
  );
}
