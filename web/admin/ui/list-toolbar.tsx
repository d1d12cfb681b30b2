import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';

/** How long typing must pause before the list is searched. */
export const SEARCH_DELAY_MS = 300;

export type FilterOption = { value: string; label: string };

/**
 * Search box (applied as you type, once typing pauses, or at once on Enter) and filters (applied at
 * once) above a list. The search runs on the server over every record, not only the page shown.
 */
export function ListToolbar({
  searchLabel,
  search,
  onSearch,
  filters = [],
  children,
}: {
  searchLabel: string;
  search: string;
  onSearch: (search: string) => void;
  filters?: Array<{
    name: string;
    label: string;
    value: string;
    options: FilterOption[];
    onChange: (value: string) => void;
  }>;
  children?: ReactNode;
}) {
  const id = useId();
  const [text, setText] = useState(search);
  // A new search from the URL (Back, a link) replaces what is typed.
  const [shown, setShown] = useState(search);
  if (shown !== search) {
    setShown(search);
    setText(search);
  }
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const type = (value: string) => {
    setText(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (value.trim() !== search) onSearch(value.trim());
    }, SEARCH_DELAY_MS);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    clearTimeout(timer.current);
    onSearch(text.trim());
  };
  return (
    <div className="d-flex flex-wrap align-items-end gap-3 mb-3">
      <form role="search" className="console-search" onSubmit={submit}>
        <label className="form-label small fw-semibold mb-1" htmlFor={`${id}-search`}>
          {searchLabel}
        </label>
        <div className="d-flex gap-2">
          <input
            id={`${id}-search`}
            name="search"
            type="search"
            className="form-control"
            value={text}
            maxLength={200}
            onChange={(event) => type(event.target.value)}
          />
          <button type="submit" className="btn btn-primary">
            Search
          </button>
        </div>
      </form>
      {filters.map((filter) => (
        <div key={filter.name} className="console-filter">
          <label className="form-label small fw-semibold mb-1" htmlFor={`${id}-${filter.name}`}>
            {filter.label}
          </label>
          <select
            id={`${id}-${filter.name}`}
            name={filter.name}
            className="form-select"
            value={filter.value}
            onChange={(event) => filter.onChange(event.target.value)}
          >
            {filter.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      ))}
      {children}
    </div>
  );
}
