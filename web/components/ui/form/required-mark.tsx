/** The visible "*" of a required field; assistive technology learns it from the control's `required`. */
export function RequiredMark() {
  return (
    <span className="text-danger" aria-hidden="true">
      {' '}
      *
    </span>
  );
}

/** The visible "(optional)" after an optional field's label. */
export function OptionalMark() {
  return <span className="text-body-secondary"> (optional)</span>;
}
