import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Modal from 'react-bootstrap/Modal';
import { describe, expect, it, vi } from 'vitest';
import { useShortcuts } from './use-shortcuts';

function Screen({ onJ, dialog }: { onJ: () => void; dialog: boolean }) {
  useShortcuts({ j: onJ });
  return (
    <>
      <button type="button">On the page</button>
      <input aria-label="Search" />
      <Modal show={dialog} onHide={() => undefined} aria-labelledby="dialog-title">
        <Modal.Header>
          <Modal.Title id="dialog-title">Move to</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <button type="button">In the dialog</button>
        </Modal.Body>
      </Modal>
    </>
  );
}

describe('useShortcuts', () => {
  it('runs a one-letter shortcut pressed on the page, not one typed into a text field', async () => {
    const onJ = vi.fn();
    render(<Screen onJ={onJ} dialog={false} />);
    const user = userEvent.setup();
    screen.getByRole('button', { name: 'On the page' }).focus();
    await user.keyboard('j');
    expect(onJ).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('textbox', { name: 'Search' }));
    await user.keyboard('j');
    expect(onJ).toHaveBeenCalledTimes(1);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Search' }).value).toBe('j');
  });

  it('leaves the keys alone while a dialog has the focus', async () => {
    const onJ = vi.fn();
    render(<Screen onJ={onJ} dialog />);
    const user = userEvent.setup();
    const inDialog = await screen.findByRole('button', { name: 'In the dialog' });
    inDialog.focus();
    expect(document.activeElement).toBe(inDialog);
    await user.keyboard('j');
    // The dialog itself (its frame, as a modal focuses it on opening) is inside the dialog too.
    screen.getByRole('dialog').focus();
    await user.keyboard('j');
    expect(onJ).not.toHaveBeenCalled();
  });
});
