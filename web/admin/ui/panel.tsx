import type { ReactNode } from 'react';

/** A panel of a screen: a section named by its heading (`id` is the heading's). */
export function Panel({
  id,
  title,
  className,
  children,
}: {
  id: string;
  title: ReactNode;
  /** More classes (e.g. `console-danger`). */
  className?: string;
  children: ReactNode;
}) {
  return (
    <section className={className ? `console-panel ${className}` : 'console-panel'} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}
