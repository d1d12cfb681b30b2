import type { FormEvent, MouseEvent } from 'react';
import type { FieldValues, UseFormHandleSubmit } from 'react-hook-form';

export type SummaryEntry = { id: string; label: string; message: string };

/**
 * The form's problems after a submit, in the order of the form: a heading, then one link per field
 * (named by its label; the message itself stands under the field); following a link moves the focus
 * to that field. The region exists from the start
 * so screen readers announce what appears in it.
 */
export function ErrorSummary({ entries }: { entries: readonly SummaryEntry[] }) {
  const heading = `Please correct ${entries.length === 1 ? 'this field' : `these ${entries.length} fields`}:`;
  const focus = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    const target = document.getElementById(id);
    if (!target) return;
    event.preventDefault();
    target.focus();
    target.scrollIntoView?.({ block: 'center' });
  };
  return (
    <div role="alert" className="error-summary text-danger small">
      {entries.length > 0 && (
        <div className="border border-danger-subtle rounded p-3 mt-3">
          <p className="fw-semibold mb-1">{heading}</p>
          <ul className="list-inline mb-0">
            {entries.map((entry) => (
              <li key={entry.id} className="list-inline-item me-3">
                <a href={`#${entry.id}`} className="link-danger" onClick={(event) => focus(event, entry.id)}>
                  {entry.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

/** The summary's entries: each field of `order` (the form's order) that has a message. */
export function summaryEntries<N extends string>(
  order: readonly N[],
  {
    message,
    id,
    label,
  }: { message: (name: N) => string | undefined; id: (name: N) => string; label: (name: N) => string },
): SummaryEntry[] {
  return order.flatMap((name) => {
    const text = message(name);
    return text ? [{ id: id(name), label: label(name), message: text }] : [];
  });
}

/**
 * Moves the focus to the first invalid field in the order of the form (react-hook-form would pick the
 * first one registered, which need not be the first on the page). For handleSubmit's invalid callback.
 */
export function focusFirstInvalid<N extends string>(
  order: readonly N[],
  errors: Partial<Record<N, unknown>>,
  id: (name: N) => string,
) {
  const first = order.find((name) => errors[name]);
  if (first) document.getElementById(id(first))?.focus();
}

/** Submits a form: `onValid` with valid values, else the focus on the first invalid field in `order`. */
export function submitInOrder<N extends string, T extends FieldValues, V>(
  event: FormEvent,
  handleSubmit: UseFormHandleSubmit<T, V>,
  onValid: (values: V) => unknown,
  order: readonly N[],
  id: (name: N) => string,
) {
  void handleSubmit(onValid, (invalid) => focusFirstInvalid(order, invalid as Partial<Record<N, unknown>>, id))(event);
}
