import Form from 'react-bootstrap/Form';
import type { Bound } from './bound-field';

/** A choice of country codes before a phone number (its own field, its error under the number). */
export function DialCodeSelect({ bind, codes }: { bind: Bound; codes: readonly string[] }) {
  return (
    <Form.Select
      aria-label="Country code"
      required
      className="flex-grow-0"
      style={{ width: '7.5rem' }}
      {...bind.registration}
      isInvalid={Boolean(bind.error)}
      aria-invalid={bind.error ? true : undefined}
      aria-describedby={bind.error ? bind.ids.error : undefined}
      id={bind.ids.control}
    >
      <option value="">Code</option>
      {codes.map((code) => (
        <option key={code} value={code}>
          {code}
        </option>
      ))}
    </Form.Select>
  );
}

/** The one country code a phone number takes, shown and sent as is. */
export function FixedDialCode({ code }: { code: string }) {
  return (
    <Form.Control
      name="countryCode"
      aria-label="Country code"
      value={code}
      disabled
      readOnly
      className="flex-grow-0"
      style={{ width: '4.5rem' }}
    />
  );
}
