import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks a few browser APIs the UI kit's dependencies touch.
Object.assign(globalThis, { TextEncoder, TextDecoder });
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// jsdom has no Fetch API, which react-router's navigations and the fake client's answers use:
// borrow Node's, with Node's AbortController and AbortSignal (Node's Request rejects jsdom's).
const { runInThisContext } = jest.requireActual<{ runInThisContext: (code: string) => unknown }>('node:vm');
for (const name of ['Request', 'Response', 'Headers', 'AbortController', 'AbortSignal']) {
  Object.assign(globalThis, { [name]: runInThisContext(name) });
}

// jsdom has no modal dialogs: showModal() and close() as browsers have them (the `open` attribute,
// an asynchronous `close` event), and Escape firing a cancelable `cancel` at the topmost modal
// dialog, which closes unless it is cancelled. The top layer and inertness are not emulated.
if (typeof HTMLDialogElement === 'function' && typeof HTMLDialogElement.prototype.showModal !== 'function') {
  const modals: HTMLDialogElement[] = [];
  const forget = (dialog: HTMLDialogElement) => {
    const index = modals.indexOf(dialog);
    if (index >= 0) modals.splice(index, 1);
  };
  Object.assign(HTMLDialogElement.prototype, {
    show(this: HTMLDialogElement) {
      if (!this.open) this.setAttribute('open', '');
    },
    showModal(this: HTMLDialogElement) {
      if (this.open && modals.includes(this)) return;
      if (this.open)
        throw new DOMException('The dialog is already open as a non-modal dialog.', 'InvalidStateError');
      if (!this.isConnected) throw new DOMException('The dialog is not connected.', 'InvalidStateError');
      this.setAttribute('open', '');
      modals.push(this);
    },
    close(this: HTMLDialogElement) {
      forget(this);
      if (!this.open) return;
      this.removeAttribute('open');
      setTimeout(() => this.dispatchEvent(new Event('close')));
    },
  });
  window.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    // A dialog removed from the document or closed by its attribute has left the top layer.
    for (const dialog of [...modals]) if (!dialog.isConnected || !dialog.open) forget(dialog);
    const topmost = modals.at(-1);
    if (topmost && topmost.dispatchEvent(new Event('cancel', { cancelable: true }))) topmost.close();
  });
}
