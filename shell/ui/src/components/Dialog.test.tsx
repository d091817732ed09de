import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog, Dialog, type DialogProps } from './Dialog';

function renderDialog(props: Partial<DialogProps> = {}) {
  const onClose = jest.fn();
  const view = render(
    <Dialog open onClose={onClose} title="Edit prop" description="Changes are saved for everyone" {...props}>
      <input aria-label="Name" />
    </Dialog>,
  );
  return { ...view, onClose, user: userEvent.setup() };
}

describe('Dialog', () => {
  it('is a modal <dialog> in place, labelled by its title and described by its description', () => {
    const { container } = renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Edit prop' });
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveAccessibleDescription('Changes are saved for everyone');
    // No portal: the dialog is where React rendered it (in a shadow root, say).
    expect(container).toContainElement(dialog);
  });

  it('renders nothing while closed', () => {
    renderDialog({ open: false });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks its owner to close on Escape, without closing itself', async () => {
    const { user, onClose } = renderDialog();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('dialog')).toHaveAttribute('open');
  });

  it('closes on a click on the backdrop, not on one inside the panel', async () => {
    const { user, onClose } = renderDialog();
    await user.click(screen.getByLabelText('Name'));
    await user.click(screen.getByText('Edit prop'));
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('dialog'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes with the Close button', async () => {
    const { user, onClose } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('takes focus in (a [data-autofocus] field first) and gives it back on closing', async () => {
    function Screen() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button onClick={() => setOpen(true)}>Edit</button>
          <Dialog open={open} onClose={() => setOpen(false)} title="Edit prop">
            <input aria-label="Notes" />
            <input aria-label="Name" data-autofocus />
          </Dialog>
        </>
      );
    }
    render(<Screen />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByLabelText('Name')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toHaveFocus();
  });

  it('keeps the focus of a field that focused itself', () => {
    render(
      <Dialog open onClose={() => undefined} title="New production">
        <input aria-label="Notes" />
        <input aria-label="Title" autoFocus />
      </Dialog>,
    );
    expect(screen.getByLabelText('Title')).toHaveFocus();
  });

  it('else starts on its first field, past hidden, disabled and unfocusable ones', () => {
    render(
      <Dialog
        open
        onClose={() => undefined}
        title="Request to borrow"
        footer={<button type="submit">Send Request</button>}
      >
        <p>Tell them what it is for.</p>
        <button type="button">Show photos</button>
        <input type="hidden" name="item" value="7" />
        <input aria-label="Old start" disabled />
        <input aria-label="Skipped" tabIndex={-1} />
        <div hidden>
          <input aria-label="Hidden" />
        </div>
        <select aria-label="Production">
          <option>None</option>
        </select>
        <textarea aria-label="Message" />
      </Dialog>,
    );
    expect(screen.getByRole('combobox', { name: 'Production' })).toHaveFocus();
  });

  it('without a field, starts on its first button that is not Close', () => {
    render(
      <Dialog
        open
        onClose={() => undefined}
        title="Import Job 4"
        footer={
          <>
            <button type="button">Download errors</button>
            <button type="button">Done</button>
          </>
        }
      >
        <p>4 of 4 rows imported.</p>
      </Dialog>,
    );
    expect(screen.getByRole('button', { name: 'Download errors' })).toHaveFocus();
  });

  it('starts on Close only when it has nothing else to act on', () => {
    render(
      <Dialog open onClose={() => undefined} title="About">
        <p>Scenedock 0.4</p>
      </Dialog>,
    );
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });
});

describe('ConfirmDialog', () => {
  it('confirms, then closes', async () => {
    const onConfirm = jest.fn();
    const onClose = jest.fn();
    render(
      <ConfirmDialog
        open
        onClose={onClose}
        title="Delete prop?"
        message="It cannot be undone."
        onConfirm={onConfirm}
      />,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalled();
    expect(onClose).toHaveBeenCalled();
  });

  it('opens on Cancel, the answer that changes nothing, rather than on the destructive one', () => {
    render(
      <ConfirmDialog
        open
        onClose={() => undefined}
        title="Delete prop?"
        message="It cannot be undone."
        confirmLabel="Delete"
        onConfirm={() => undefined}
      />,
    );
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });
});
