import type { ReactNode } from 'react';

/** A record's facts as label / value pairs (a description list, read as such by screen readers). */
export function DetailList({ items }: { items: Array<[label: string, value: ReactNode]> }) {
  return (
    <dl className="console-details row row-cols-1 row-cols-sm-2 g-3 mb-0">
      {items.map(([label, value]) => (
        <div key={label}>
          <dt className="small text-uppercase text-secondary">{label}</dt>
          <dd className="mb-0 text-break">{value === null || value === undefined || value === '' ? '—' : value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The "E-mail" fact: the address as a link that writes to it. */
export const emailItem = (email: string): [string, ReactNode] => [
  'E-mail',
  <a key="e" href={`mailto:${email}`}>
    {email}
  </a>,
];
