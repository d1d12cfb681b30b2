import type { ReactNode } from 'react';
import { Link } from 'react-router';

export const isExternal = (url: string) => /^(https?:|mailto:)/.test(url);

type Props = { to: string; className?: string; role?: string; onClick?: () => void; children: ReactNode };

/** A menu entry: a router link inside the site, a plain link (new tab) outside it. */
export function MenuLink({ to, children, ...rest }: Props) {
  if (isExternal(to)) {
    return (
      <a href={to} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <Link to={to} {...rest}>
      {children}
    </Link>
  );
}
