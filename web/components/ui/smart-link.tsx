import type { ReactNode } from 'react';
import { Link } from 'react-router';

export const isExternalUrl = (url: string) => /^(https?:|mailto:)/.test(url);

type Props = { to: string; className?: string; children: ReactNode };

/** A link from content: a router link inside the site, a new-tab link (announced as such) outside it. */
export function SmartLink({ to, className, children }: Props) {
  if (isExternalUrl(to)) {
    const newTab = !to.startsWith('mailto:');
    return (
      <a href={to} className={className} {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {children}
        {newTab && <span className="visually-hidden"> (opens in a new tab)</span>}
      </a>
    );
  }
  return (
    <Link to={to} className={className}>
      {children}
    </Link>
  );
}
