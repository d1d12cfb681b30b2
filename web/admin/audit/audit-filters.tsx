import { type ReactNode, useId } from 'react';
import type { AuditQuery } from '#contracts/admin/privacy';
import { privacyApi } from '../api/console-api';
import type { ListUpdate } from '../ui/list-query';
import { useResource } from '../ui/use-resource';
import { actionChoices, recordTypeWords } from './audit-words';

type Values = Pick<AuditQuery, 'actorId' | 'action' | 'targetType' | 'targetId' | 'from' | 'to'>;

/**
 * The audit log's filters, each in the URL: who, what (in words), which kind of record, and the days
 * from and to. The choices are what the log holds (GET /audit/facets). One record's entries (from an
 * entry's "Everything about this record") show as a filter that can be taken off.
 */
export function AuditFilters({ query, onChange }: { query: Values; onChange: ListUpdate }) {
  const id = useId();
  const facets = useResource((signal) => privacyApi.auditFacets({ signal }), 'audit-facets').data;
  const filter = (name: string, label: string, control: (props: { id: string; name: string }) => ReactNode) => (
    <div className="console-filter">
      <label className="form-label small fw-semibold mb-1" htmlFor={`${id}-${name}`}>
        {label}
      </label>
      {control({ id: `${id}-${name}`, name })}
    </div>
  );
  const select = (
    name: 'actorId' | 'action' | 'targetType',
    label: string,
    options: ReadonlyArray<{ value: string; label: string }>,
  ) =>
    filter(name, label, (props) => {
      const value = query[name] ?? '';
      // A value from the URL the log no longer offers stays choosable, so the select shows the truth.
      const all = value && !options.some((o) => o.value === value) ? [...options, { value, label: value }] : options;
      return (
        <select
          {...props}
          className="form-select"
          value={value}
          onChange={(event) =>
            onChange(
              name === 'targetType'
                ? { targetType: event.target.value, targetId: undefined }
                : { [name]: event.target.value },
            )
          }
        >
          <option value="">All</option>
          {all.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      );
    });
  const date = (name: 'from' | 'to', label: string) =>
    filter(name, label, (props) => (
      <input
        {...props}
        type="date"
        className="form-control"
        value={query[name] ?? ''}
        onChange={(event) => onChange({ [name]: event.target.value })}
      />
    ));
  return (
    <>
      {select(
        'actorId',
        'Person',
        (facets?.actors ?? []).map((actor) => ({ value: actor.id, label: actor.email })),
      )}
      {select('action', 'What happened', actionChoices(facets?.actions ?? []))}
      {select(
        'targetType',
        'Record',
        (facets?.targetTypes ?? []).map((type) => ({ value: type, label: recordTypeWords(type) })),
      )}
      {date('from', 'From')}
      {date('to', 'To')}
      {query.targetId ? (
        <div className="console-filter align-self-end">
          <button type="button" className="btn btn-outline-secondary" onClick={() => onChange({ targetId: undefined })}>
            Show every record (now one)
          </button>
        </div>
      ) : null}
    </>
  );
}
