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
  /** More classes (e.g. `border-danger-subtle` for a panel that erases). */
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      className={`console-panel bg-white border rounded-3 p-4 mb-4${className ? ` ${className}` : ''}`}
      aria-labelledby={id}
    >
      <h2 id={id} className="h4 mb-3">
        {title}
      </h2>
      {children}
    </section>
  );
}
