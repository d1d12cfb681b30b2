import { useEffect, useRef } from 'react';

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
