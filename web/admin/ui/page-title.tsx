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
    <div className="console-page-title">
      <h1 ref={heading} tabIndex={-1}>
        {title}
      </h1>
      {children ? <div className="console-page-actions">{children}</div> : null}
    </div>
  );
}
