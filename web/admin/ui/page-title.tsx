import { type ReactNode, useEffect, useRef } from 'react';

/**
 * A screen's heading and the document title. On a new screen, focus moves to the heading, so a
 * screen-reader user hears where they are (the app changes screens without a page load).
 */
export function PageTitle({ title, children }: { title: string; children?: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = `${title} · Northwind console`;
    heading.current?.focus({ preventScroll: true });
  }, [title]);
  return (
    <div className="d-flex flex-wrap align-items-center justify-content-between gap-3 mb-4">
      <h1 ref={heading} tabIndex={-1} className="fs-3 m-0">
        {title}
      </h1>
      {children ? <div className="d-flex flex-wrap align-items-center gap-2">{children}</div> : null}
    </div>
  );
}
