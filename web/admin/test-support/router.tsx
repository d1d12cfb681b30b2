import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';

/** Shows where the router is (`/admin/…?…`), for tests that check the URL a screen keeps. */
export function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

/** Renders `element` on the route `path`, opened at `entry`, with `Where` beside it. */
export const renderAt = (entry: string, path: string, element: ReactElement) =>
  render(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route path={path} element={element} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
