import type { ReactNode } from 'react';

/** A record's facts as label / value pairs (a description list, read as such by screen readers). */
export function DetailList({ items }: { items: Array<[label: string, value: ReactNode]> }) {
  return (
    <dl className="console-details">
      {items.map(([label, value]) => (
        <div key={label} className="console-detail">
          <dt>{label}</dt>
          <dd>{value === null || value === undefined || value === '' ? '—' : value}</dd>
        </div>
      ))}
    </dl>
  );
}
