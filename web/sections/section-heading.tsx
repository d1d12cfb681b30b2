import type { ReactNode } from 'react';

/** A section's heading: the page's h1 when the section opens the page, an h2 otherwise. */
export function SectionHeading({
  isFirst,
  className,
  children,
}: {
  isFirst: boolean;
  className?: string;
  children: ReactNode;
}) {
  return isFirst ? <h1 className={className}>{children}</h1> : <h2 className={className}>{children}</h2>;
}
