/** A field's error, shown under it and named by the control's aria-describedby. Nothing when there is none. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <div className="invalid-feedback d-block" id={id}>
      {message}
    </div>
  );
}
