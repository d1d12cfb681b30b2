import Dropdown from 'react-bootstrap/Dropdown';
import { APPLICATION_STATUSES, APPLICATION_STATUS_LABELS, type ApplicationStatus } from '#contracts/admin/applications';

/**
 * "Move to…" on a card: a button that opens the list of the other stages (arrow keys, Enter,
 * Escape), the keyboard's way to do what dragging does.
 */
export function MoveMenu({
  name,
  current,
  disabled,
  onMove,
}: {
  name: string;
  /** The stage it is at (left out of the menu); none for a selection of many. */
  current?: ApplicationStatus | undefined;
  disabled?: boolean;
  onMove: (status: ApplicationStatus) => void;
}) {
  return (
    <Dropdown onSelect={(key) => key && onMove(key as ApplicationStatus)}>
      <Dropdown.Toggle
        size="sm"
        variant="outline-secondary"
        disabled={disabled}
        aria-label={`Move ${name} to…`}
        className="console-move-toggle"
      >
        Move to…
      </Dropdown.Toggle>
      <Dropdown.Menu>
        {APPLICATION_STATUSES.filter((status) => status !== current).map((status) => (
          <Dropdown.Item key={status} as="button" eventKey={status}>
            {APPLICATION_STATUS_LABELS[status]}
          </Dropdown.Item>
        ))}
      </Dropdown.Menu>
    </Dropdown>
  );
}
