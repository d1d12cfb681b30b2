import type { ReactNode } from 'react';
import Row from 'react-bootstrap/Row';

/** A titled group of fields (a fieldset and its legend) laid out as a grid row. */
export function FieldGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="mb-4">
      <legend className="h5 mb-3">{title}</legend>
      <Row className="g-3">{children}</Row>
    </fieldset>
  );
}
