import type { ComponentPropsWithoutRef } from 'react';
import type Form from 'react-bootstrap/Form';
import { type Bound, type ColSize, TextField } from './bound-field';

type Extra = Omit<ComponentPropsWithoutRef<typeof Form.Control>, 'name' | 'onChange' | 'onBlur'>;

/** First and last name side by side, with the browser's autofill names. */
export function NameFields({ first, last, col, ...input }: Extra & { first: Bound; last: Bound; col: ColSize }) {
  return (
    <>
      <TextField bind={first} col={col} autoComplete="given-name" {...input} />
      <TextField bind={last} col={col} autoComplete="family-name" {...input} />
    </>
  );
}

/** The e-mail address, with the browser's autofill name. */
export function EmailField({ bind, col, ...input }: Extra & { bind: Bound; col: ColSize }) {
  return <TextField bind={bind} col={col} type="email" autoComplete="email" {...input} />;
}
