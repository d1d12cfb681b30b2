/**
 * A text field that finds one thing by name from the server (a client, a requirement) instead of a
 * long select: the ARIA combobox pattern with a list popup. Typing asks `search` for matches (after a
 * short pause, the previous question abandoned); ↓ and ↑ move through them, Enter picks one, Escape
 * closes the list and puts the chosen name back, and leaving the field does the same. The first
 * option is always "no choice" (`noneLabel`), so the filter can be cleared from the keyboard. The
 * chosen value's name comes from `describe` when the page opens with one (a link, the back button).
 */
import { type KeyboardEvent, useEffect, useState } from 'react';

export type ComboOption = { value: string; label: string };

type Props = {
  id: string;
  name: string;
  /** The chosen value; undefined for none. */
  value: string | undefined;
  /** The option that clears the choice, e.g. "All clients". */
  noneLabel: string;
  /** The list's name, e.g. "Clients". */
  listLabel: string;
  /** Up to a screenful of matches for what was typed ('' for the first few); a stable function (module level). */
  search: (text: string, signal: AbortSignal) => Promise<ComboOption[]>;
  /** The name of a value chosen before (in the URL); a stable function. */
  describe: (value: string, signal: AbortSignal) => Promise<string>;
  onChange: (value: string | undefined) => void;
};

const PAUSE_MS = 200;

export function SearchCombobox({ id, name, value, noneLabel, listLabel, search, describe, onChange }: Props) {
  const listId = `${id}-options`;
  // What was typed since the list opened (null: nothing, the field shows the chosen name).
  const [draft, setDraft] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [results, setResults] = useState<{ query: string; options: ComboOption[] }>({ query: '', options: [] });
  const [active, setActive] = useState(0);
  // The chosen value's name: as picked here, or as `describe` gives it for a value from the URL.
  const [named, setNamed] = useState<ComboOption | null>(null);

  useEffect(() => {
    if (value === undefined || named?.value === value) return;
    const controller = new AbortController();
    describe(value, controller.signal).then(
      (label) => setNamed({ value, label }),
      () => {},
    );
    return () => controller.abort();
  }, [value, named, describe]);

  const query = draft?.trim() ?? '';
  // Matches for what is typed, while the list is open, after a short pause.
  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      search(query, controller.signal).then(
        (options) => {
          setResults({ query, options });
          setActive(0);
        },
        () => {},
      );
    }, PAUSE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [open, query, search]);

  const chosenLabel = value !== undefined && named?.value === value ? named.label : '';
  const searching = results.query !== query;
  const options = results.options;
  // What the list shows: "no choice" first, then the matches.
  const shown: ComboOption[] = [{ value: '', label: noneLabel }, ...options];

  const close = () => {
    setOpen(false);
    setDraft(null);
  };
  const pick = (option: ComboOption) => {
    close();
    if (option.value) setNamed(option);
    onChange(option.value || undefined);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) {
        setOpen(true);
        return;
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + shown.length) % shown.length);
    } else if (event.key === 'Enter') {
      if (!open) return;
      event.preventDefault();
      const option = shown[active];
      if (option) pick(option);
    } else if (event.key === 'Escape') {
      if (open) {
        event.preventDefault();
        close();
      }
    }
  };

  const optionId = (index: number) => `${id}-option-${index}`;
  return (
    <div className="console-combobox position-relative">
      <input
        id={id}
        name={name}
        type="text"
        role="combobox"
        className="form-control"
        autoComplete="off"
        placeholder={noneLabel}
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && shown[active] ? optionId(active) : undefined}
        value={draft ?? chosenLabel}
        onChange={(event) => {
          setDraft(event.currentTarget.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onClick={() => setOpen(true)}
        onBlur={close}
        onKeyDown={onKeyDown}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={listLabel}
        className="dropdown-menu console-combobox-list"
        hidden={!open}
        style={open ? { display: 'block' } : undefined}
      >
        {shown.map((option, index) => (
          <li
            key={option.value || '-'}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className={`dropdown-item${index === active ? ' active' : ''}`}
            // Picking with the pointer must not blur the field first (which would close the list).
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(option)}
          >
            {option.label}
          </li>
        ))}
      </ul>
      <div role="status" className="visually-hidden">
        {open && !searching && query ? (options.length ? `${options.length} found` : `Nothing matches “${query}”`) : ''}
      </div>
    </div>
  );
}
