import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * A field people never see or fill: hidden from sight and from assistive technology, out of the tab
 * order. A bot that fills it is answered as if it worked, and nothing is sent.
 */
export function Honeypot({ id, registration }: { id: string; registration: UseFormRegisterReturn }) {
  return (
    <div className="visually-hidden" aria-hidden="true">
      <label htmlFor={id}>Leave this field empty</label>
      <input type="text" id={id} tabIndex={-1} autoComplete="off" {...registration} />
    </div>
  );
}
