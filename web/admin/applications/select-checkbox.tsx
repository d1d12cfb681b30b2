import { useEffect, useRef } from 'react';
import type { Column } from '../ui/data-table';
import type { BulkSelection } from './use-bulk-selection';

/**
 * A row's (or the page's) selection checkbox, labelled for screen readers. `onChange` learns
 * whether Shift was held (a range); `mixed` shows the page's box as partly selected.
 */
export function SelectCheckbox({
  label,
  id,
  checked,
  mixed = false,
  disabled,
  onChange,
}: {
  label: string;
  /** The row's id, for the `x` shortcut to find the focused row's box. */
  id?: string;
  checked: boolean;
  mixed?: boolean;
  disabled?: boolean;
  onChange: (on: boolean, range: boolean) => void;
}) {
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (box.current) box.current.indeterminate = mixed;
  }, [mixed]);
  return (
    <input
      ref={box}
      type="checkbox"
      className="form-check-input m-0"
      aria-label={label}
      data-select={id}
      checked={checked}
      disabled={disabled}
      onChange={(event) => {
        const native = event.nativeEvent as Partial<MouseEvent>;
        onChange(event.target.checked, Boolean(native.shiftKey));
      }}
    />
  );
}

/**
 * The list's first column: a box per row, and in its header one for the whole page (partly ticked when
 * some of it is). `pageIds` are the page's rows in order, for Shift-click ranges.
 */
export function selectColumn<Row extends { id: string; name: string }>(
  selected: BulkSelection,
  pageIds: readonly string[],
): Column<Row> {
  const pageSelected = pageIds.filter((id) => selected.isSelected(id)).length;
  return {
    header: 'Select',
    className: 'console-select',
    headerCell: (
      <SelectCheckbox
        label="Select every applicant on this page"
        checked={pageIds.length > 0 && pageSelected === pageIds.length}
        mixed={pageSelected > 0 && pageSelected < pageIds.length}
        disabled={!pageIds.length}
        onChange={(on) => selected.setPage([...pageIds], on)}
      />
    ),
    cell: (row) => (
      <SelectCheckbox
        label={`Select ${row.name}`}
        id={row.id}
        checked={selected.isSelected(row.id)}
        onChange={(_on, range) => selected.toggle(row.id, [...pageIds], range)}
      />
    ),
  };
}
