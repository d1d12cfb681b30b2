import type { ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import { FieldError } from './field-error';
import { type ControlProps, type FieldIds, controlProps } from './field-ids';
import { OptionalMark, RequiredMark } from './required-mark';

export type FieldProps = {
  ids: FieldIds;
  label: ReactNode;
  /** The field's message, when it is invalid. */
  error?: string | undefined;
  hint?: ReactNode;
  /** Required fields show a "*", optional ones "(optional)"; `none` shows neither. */
  mark?: 'required' | 'optional' | 'none';
  /** Renders the control with the props that wire it to the label, hint and error. */
  children: (props: ControlProps) => ReactNode;
};

/** A labelled control with its hint and error, wired for screen readers (aria-describedby, aria-invalid). */
export function Field({ ids, label, error, hint, mark = 'required', children }: FieldProps) {
  return (
    <>
      <Form.Label htmlFor={ids.control}>
        {label}
        {mark === 'required' && <RequiredMark />}
        {mark === 'optional' && <OptionalMark />}
      </Form.Label>
      {children(controlProps(ids, { error, hint: hint !== undefined }))}
      {hint !== undefined && (
        <Form.Text id={ids.hint} className="d-block">
          {hint}
        </Form.Text>
      )}
      <FieldError id={ids.error} message={error} />
    </>
  );
}

export type ChoiceFieldProps = {
  ids: FieldIds;
  legend: ReactNode;
  error?: string | undefined;
  /** Each option's value and label. */
  options: readonly { value: string; label: string }[];
  /** Required groups show a "*", optional ones "(optional)". */
  mark?: 'required' | 'optional';
  /** Renders one radio; the first carries the field's id, so the error summary can focus it. */
  children: (option: { value: string; label: string }, props: ControlProps) => ReactNode;
};

/** A group of radios under a legend, with one error for the group. */
export function ChoiceField({ ids, legend, error, options, mark = 'required', children }: ChoiceFieldProps) {
  return (
    <fieldset>
      <legend className="form-label fs-6 mb-1">
        {legend}
        {mark === 'required' ? <RequiredMark /> : <OptionalMark />}
      </legend>
      {options.map((option, index) =>
        children(option, {
          ...controlProps(ids, { error }),
          id: index === 0 ? ids.control : `${ids.control}-${option.value}`,
        }),
      )}
      <FieldError id={ids.error} message={error} />
    </fieldset>
  );
}
