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

  it('keeps the focus of a field that focused itself, else focuses the close button', () => {
    const { unmount } = render(
      <Dialog open onClose={() => undefined} title="New production">
        <input aria-label="Notes" />
        <input aria-label="Title" autoFocus />
      </Dialog>,
    );
    expect(screen.getByLabelText('Title')).toHaveFocus();
    unmount();
    renderDialog();
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
});
