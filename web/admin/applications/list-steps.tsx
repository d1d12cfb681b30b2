import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Neighbours } from '#contracts/admin/applications';
import { applicationsApi } from '../api/console-api';
import { consolePaths } from '../console-paths';
import { ShortcutsHelp } from '../ui/shortcuts-help';
import { useResource } from '../ui/use-resource';
import { useShortcuts } from '../ui/use-shortcuts';
import { applicationInList, applicationListQuery, listSearch } from './list-params';

const SHORTCUTS = [
  ['j', 'Next applicant in the list'],
  ['k', 'Previous applicant in the list'],
  ['?', 'Show these shortcuts'],
] as const;

/**
 * Back to the list, where this application is in it, and Previous / Next (also `k` / `j`, as in the
 * list). The list is the one in the URL (filters, search, sort), as the list screen passed it on;
 * the server finds the neighbours across all its pages, so stepping never stops at a page's end.
 */
export function ListSteps({
  id,
  params,
  moreKeys = [],
}: {
  id: string;
  params: URLSearchParams;
  /** The screen's own shortcuts, listed in the same help (one `?` dialog per screen). */
  moreKeys?: readonly (readonly [string, string])[];
}) {
  const navigate = useNavigate();
  const [help, setHelp] = useState(false);
  const search = listSearch(params);
  const around = useResource(
    (signal) => applicationsApi.neighbours(id, applicationListQuery(params), { signal }),
    `${id}${search}`,
  );
  const steps: Neighbours | undefined = around.data;
  const go = (to: Neighbours['next'] | undefined) => {
    if (to) void navigate(applicationInList(to.id, search));
  };
  useShortcuts({ j: () => go(steps?.next), k: () => go(steps?.previous), '?': () => setHelp(true) });

  const step = (to: Neighbours['next'] | undefined, label: string, arrow: 'before' | 'after', key: string) => {
    const text = arrow === 'before' ? `← ${label}` : `${label} →`;
    return to ? (
      <Link className="btn btn-outline-secondary btn-sm" to={applicationInList(to.id, search)} aria-keyshortcuts={key}>
        {text}
        <span className="visually-hidden"> applicant: {to.name}</span>
      </Link>
    ) : (
      <button type="button" className="btn btn-outline-secondary btn-sm" disabled>
        {text}
      </button>
    );
  };

  return (
    <nav className="d-flex flex-wrap align-items-center gap-2 mb-2" aria-label="Applicants list">
      <Link to={`${consolePaths.applications}${search}`} className="me-auto">
        ← {search ? 'Back to the list' : 'All applicants'}
      </Link>
      {steps?.position ? (
        <span className="console-sub d-inline" aria-live="polite">
          {steps.position} of {steps.total}
        </span>
      ) : null}
      {step(steps?.previous, 'Previous', 'before', 'k')}
      {step(steps?.next, 'Next', 'after', 'j')}
      <button type="button" className="btn btn-link btn-sm d-none d-md-inline-block" onClick={() => setHelp(true)}>
        Shortcuts <kbd>?</kbd>
      </button>
      <ShortcutsHelp show={help} onHide={() => setHelp(false)} keys={[...moreKeys, ...SHORTCUTS]} />
    </nav>
  );
}
