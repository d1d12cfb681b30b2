import Dropdown from 'react-bootstrap/Dropdown';
import {
  APPLICATION_STATUS_LABELS,
  type ApplicationStatus,
  CLOSED_STAGES,
  PIPELINE_STAGES,
} from '#contracts/admin/applications';

/**
 * "Move to…" on a card or a row: a button that opens the other stages as a menu (Bootstrap's
 * dropdown): the pipeline's steps, then, apart, the ways out of it. Opening it (click, Enter, or the
 * list's `s`) puts the focus on its first stage; the arrow keys move between stages, Enter moves the
 * application, Escape closes it back onto the button. The keyboard's way to do what dragging does.
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
  const item = (status: ApplicationStatus) => (
    <Dropdown.Item key={status} as="button" eventKey={status}>
      {APPLICATION_STATUS_LABELS[status]}
    </Dropdown.Item>
  );
  const others = (stages: readonly ApplicationStatus[]) => stages.filter((status) => status !== current);
  return (
    <Dropdown onSelect={(key) => key && onMove(key as ApplicationStatus)} focusFirstItemOnShow className="console-move">
      <Dropdown.Toggle
        size="sm"
        variant="outline-secondary"
        disabled={disabled}
        aria-label={`Move ${name} to…`}
        className="console-move-toggle"
      >
        Move to…
      </Dropdown.Toggle>
      <Dropdown.Menu className="console-move-menu shadow-sm">
        <Dropdown.Header aria-hidden="true">Move to</Dropdown.Header>
        {others(PIPELINE_STAGES).map(item)}
        <Dropdown.Divider />
        {others(CLOSED_STAGES).map(item)}
      </Dropdown.Menu>
    </Dropdown>
  );
}
