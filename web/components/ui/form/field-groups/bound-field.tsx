import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import Col, { type ColProps } from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { ChoiceField, Field } from '../field';
import { type FieldIds, controlProps } from '../field-ids';

/** What ties a control to the form's state: react-hook-form's `register(name)`, or a controller's field. */
export type Registration = {
  name: string;
  ref: (element: HTMLElement | null) => void;
  onChange: (event: { target: unknown }) => unknown;
  onBlur: (event: { target: unknown }) => unknown;
};

/** One field of a form, bound: its ids, label, error, hint, mark and registration (a form's `bind(name)`). */
export type Bound = {
  ids: FieldIds;
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  /** Required (the default) also makes the control `required`. */
  mark?: 'required' | 'optional' | 'none';
  registration?: Registration | undefined;
};

/** The column a field takes in the form's grid row. */
export type ColSize = Pick<ColProps, 'xs' | 'sm' | 'md'>;

type ControlAttributes = Omit<ComponentPropsWithoutRef<typeof Form.Control>, 'name' | 'onChange' | 'onBlur'> & {
  rows?: number;
  name?: string;
  onChange?: ComponentPropsWithoutRef<typeof Form.Control>['onChange'];
};

const isRequired = (bound: Bound) => (bound.mark ?? 'required') === 'required';

/** A text, number, date, file or textarea field in its column; `prefix` puts an input group before it. */
export function TextField({
  bind,
  col,
  prefix,
  children,
  ...input
}: ControlAttributes & { bind: Bound; col: ColSize; prefix?: ReactNode; children?: ReactNode }) {
  const { registration, ...field } = bind;
  return (
    <Col {...col}>
      <Field {...field}>
        {(props) => {
          const control = <Form.Control required={isRequired(bind)} {...registration} {...props} {...input} />;
          return prefix === undefined ? (
            control
          ) : (
            <InputGroup hasValidation>
              {prefix}
              {control}
            </InputGroup>
          );
        }}
      </Field>
      {children}
    </Col>
  );
}

export type Choice = { value: string; label: ReactNode };

type SelectAttributes = Omit<ComponentPropsWithoutRef<typeof Form.Select>, 'name' | 'onChange' | 'onBlur'> & {
  name?: string;
  onChange?: ComponentPropsWithoutRef<typeof Form.Select>['onChange'];
};

/** A select in its column: an empty first option saying what to do (when given), then the choices. */
export function SelectField({
  bind,
  col,
  placeholder,
  options,
  ...select
}: SelectAttributes & { bind: Bound; col: ColSize; placeholder?: string; options: readonly Choice[] }) {
  const { registration, ...field } = bind;
  return (
    <Col {...col}>
      <Field {...field}>
        {(props) => (
          <Form.Select required={isRequired(bind)} {...registration} {...props} {...select}>
            {placeholder !== undefined && <option value="">{placeholder}</option>}
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Form.Select>
        )}
      </Field>
    </Col>
  );
}

/** A group of inline radios in its column, under the field's label as legend. */
export function RadioField({ bind, col, options }: { bind: Bound; col: ColSize; options: readonly Choice[] }) {
  return (
    <Col {...col}>
      <ChoiceField
        ids={bind.ids}
        legend={bind.label}
        error={bind.error}
        mark={bind.mark === 'optional' ? 'optional' : 'required'}
        options={options.map((option) => ({ value: option.value, label: String(option.label) }))}
      >
        {(option, props) => (
          <Form.Check
            key={option.value}
            inline
            type="radio"
            value={option.value}
            label={option.label}
            {...bind.registration}
            {...props}
          />
        )}
      </ChoiceField>
    </Col>
  );
}

/**
 * A checkbox in its column, its label beside it. `defaultChecked` is part of the markup, so a page
 * rendered before the app runs shows the same tick the form starts with.
 */
export function CheckField({ bind, col, defaultChecked }: { bind: Bound; col: ColSize; defaultChecked?: boolean }) {
  return (
    <Col {...col} className="d-flex align-items-center">
      <Form.Check
        type="checkbox"
        label={bind.label}
        defaultChecked={defaultChecked}
        {...bind.registration}
        {...controlProps(bind.ids, { error: bind.error })}
      />
    </Col>
  );
}

/** Values as choices, each labelled by `labels` when it has one. */
export const choicesOf = (values: readonly string[], labels?: Readonly<Record<string, string>>): Choice[] =>
  values.map((value) => ({ value, label: labels?.[value] ?? value }));
