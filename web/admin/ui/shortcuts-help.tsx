import Modal from 'react-bootstrap/Modal';

/** The `?` dialog: every shortcut of the screen. */
export function ShortcutsHelp({
  show,
  onHide,
  keys,
}: {
  show: boolean;
  onHide: () => void;
  keys: ReadonlyArray<readonly [string, string]>;
}) {
  return (
    <Modal show={show} onHide={onHide} aria-labelledby="shortcuts-title">
      <Modal.Header closeButton>
        <Modal.Title id="shortcuts-title">Keyboard shortcuts</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <dl className="console-shortcuts d-grid gap-2 mb-0">
          {keys.map(([key, what]) => (
            <div key={key} className="d-flex gap-3">
              <dt>
                <kbd>{key}</kbd>
              </dt>
              <dd className="mb-0">{what}</dd>
            </div>
          ))}
        </dl>
        <p className="console-sub mt-3 mb-0">Shortcuts never act while you type in a field.</p>
      </Modal.Body>
    </Modal>
  );
}
