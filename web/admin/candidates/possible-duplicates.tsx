import { Link } from 'react-router';
import type { DuplicateReason } from '#contracts/admin/candidates';
import { candidatesApi } from '../api/console-api';
import { consolePaths } from '../console-paths';
import { useResource } from '../ui/use-resource';
import { Panel } from '../ui/panel';

const REASONS: Record<DuplicateReason, string> = { phone: 'Same phone', email: 'Same e-mail' };

/** Candidates that look like one person (same phone or e-mail): shown on Home while there are any. */
export function PossibleDuplicates() {
  const list = useResource((signal) => candidatesApi.duplicates({ signal }), 'duplicates');
  const items = list.state === 'ready' ? list.data.items : [];
  if (!items.length) return null;
  return (
    <Panel id="home-duplicates" title={<>Possible duplicates ({items.length})</>}>
      <p className="console-sub">
        Two candidates with the same phone or e-mail: open one to merge them or dismiss the flag.
      </p>
      <ul className="list-unstyled mb-0 d-grid gap-2">
        {items.slice(0, 20).map(({ a, b, reasons }) => (
          <li key={`${a.id}-${b.id}`}>
            <Link to={consolePaths.candidate(a.id)}>{a.name}</Link> and{' '}
            <Link to={consolePaths.candidate(b.id)}>{b.name}</Link>{' '}
            <span className="badge text-bg-warning">{reasons.map((reason) => REASONS[reason]).join(', ')}</span>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
