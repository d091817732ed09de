import { useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { X } from 'lucide-react';
import { Button } from './Button';

const WIDTHS = { sm: 'max-w-md', md: 'max-w-lg', lg: 'max-w-2xl', xl: 'max-w-4xl' } as const;

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** buttons at the bottom, right-aligned */
  footer?: ReactNode;
  children?: ReactNode;
}

/**
 * A modal dialog on the native `<dialog>`: in the browser's top layer (above any z-index of a page
 * we are embedded in), rendered in place so it stays inside our shadow root and its styles, with
 * the browser's focus trap and the rest of the page inert. Escape and the close button close it.
 */
export function Dialog(props: DialogProps) {
  if (!props.open) return null;
  return <ModalDialog {...props} />;
}

/** The focused element of a document or shadow root, looking into nested open shadow roots. */
function focusedIn(root: Node): HTMLElement | SVGElement | null {
  let active = (root as Document | ShadowRoot).activeElement ?? null;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement || active instanceof SVGElement ? active : null;
}

const FIELDS = 'input:not([type="hidden"]), select, textarea';

/** Whether focus may land on `element`: enabled, in the tab order and shown. */
function canTakeFocus(element: HTMLElement): boolean {
  if ((element as HTMLInputElement).disabled || element.tabIndex < 0) return false;
  if (element.closest('[hidden], [inert], [aria-hidden="true"]')) return false;
  // Not in jsdom, which lays nothing out: there every element counts as shown.
  return typeof element.checkVisibility === 'function' ? element.checkVisibility() : true;
}

/**
 * Where a dialog's focus starts when nothing in it asked: the element marked [data-autofocus], else
 * its first field (one opens a form to fill it in), else its first button other than Close (a
 * confirmation's first button is the one that changes nothing: Cancel comes before the action).
 */
function initialFocus(panel: HTMLElement, close: HTMLElement | null): HTMLElement | null {
  const marked = panel.querySelector<HTMLElement>('[data-autofocus]');
  if (marked) return marked;
  const first = (selector: string) =>
    [...panel.querySelectorAll<HTMLElement>(selector)].find(
      (element) => element !== close && canTakeFocus(element),
    ) ?? null;
  return first(FIELDS) ?? first('button');
}

function ModalDialog({ onClose, title, description, size = 'md', footer, children }: DialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const centringRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const pressedInPanel = useRef(false);
  const titleId = useId();
  const descriptionId = useId();
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });

  // The content mounts once the dialog is modal: an element hidden in a closed <dialog> cannot
  // take focus, so a field's autoFocus would otherwise be lost.
  const [shown, setShown] = useState(false);

  useLayoutEffect(() => {
    const dialog = dialogRef.current!;
    const root = dialog.getRootNode();
    const previous = focusedIn(root) ?? focusedIn(document);
    let closedByBrowser = false;
    // React owns `open`: Escape asks the owner to close instead of closing the element.
    const cancel = (event: Event) => {
      if (event.cancelable) event.preventDefault();
      // A repeated Escape without user activation cannot be cancelled: the browser closes it.
      else closedByBrowser = true;
      onCloseRef.current();
    };
    const close = () => {
      if (!closedByBrowser) onCloseRef.current();
      closedByBrowser = false;
    };
    dialog.addEventListener('cancel', cancel);
    dialog.addEventListener('close', close);
    dialog.showModal();
    setShown(true);
    return () => {
      dialog.removeEventListener('cancel', cancel);
      dialog.removeEventListener('close', close);
      dialog.close();
      const now = focusedIn(root);
      if (previous?.isConnected && (!now || now === document.body || dialog.contains(now))) previous.focus();
    };
  }, []);

  // First focus: a field that focused itself, else [data-autofocus], else the first field, else
  // the first button that is not Close; Close only when the dialog has nothing else to act on.
  useLayoutEffect(() => {
    const panel = panelRef.current;
    if (!shown || !panel) return;
    if (panel.contains(focusedIn(panel.getRootNode()))) return;
    (initialFocus(panel, closeRef.current) ?? closeRef.current)?.focus();
  }, [shown]);

  // Outside the panel is the dialog element or the centring box: a press that starts in the panel
  // (selecting text, say) and ends outside it is not a click on the backdrop.
  const isBackdrop = (target: EventTarget) => target === dialogRef.current || target === centringRef.current;

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onPointerDown={(event) => {
        pressedInPanel.current = !isBackdrop(event.target);
      }}
      onClick={(event) => {
        const backdrop = isBackdrop(event.target) && !pressedInPanel.current;
        pressedInPanel.current = false;
        if (backdrop) onClose();
      }}
      className="m-0 h-full max-h-none w-full max-w-none overflow-y-auto overscroll-contain bg-transparent p-0 text-inherit backdrop:bg-gray-900/50"
    >
      {shown && (
        <div ref={centringRef} className="flex min-h-full items-center justify-center p-2 sm:p-4">
          <div
            ref={panelRef}
            className={`flex max-h-[90vh] w-full flex-col rounded-lg bg-white shadow-xl ring-1 ring-black/5 ${WIDTHS[size]}`}
          >
            <div className="flex items-start justify-between gap-4 border-b border-gray-200 px-4 py-4 sm:px-5">
              <div>
                <h2 id={titleId} className="text-lg font-semibold text-gray-900">
                  {title}
                </h2>
                {description && (
                  <p id={descriptionId} className="mt-1 text-sm text-gray-600">
                    {description}
                  </p>
                )}
              </div>
              <button
                ref={closeRef}
                type="button"
                onClick={onClose}
                aria-label="Close"
                className="rounded-md p-1 text-gray-500 hover:bg-gray-100 hover:text-gray-800 focus-visible:outline-2 focus-visible:outline-indigo-600"
              >
                <X className="size-5" aria-hidden="true" />
              </button>
            </div>
            <div className="overflow-y-auto px-4 py-4 sm:px-5">{children}</div>
            {footer && (
              <div className="flex flex-wrap justify-end gap-2 rounded-b-lg border-t border-gray-200 bg-gray-50 px-4 py-3 sm:px-5">
                {footer}
              </div>
            )}
          </div>
        </div>
      )}
    </dialog>
  );
}

export interface ConfirmDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  message: ReactNode;
  confirmLabel?: string;
  /** red confirm button: for deletions and removals */
  danger?: boolean;
  /** may be async: the dialog shows progress and closes when it resolves */
  onConfirm: () => unknown;
}

/** "Are you sure?" before something that cannot be undone. */
export function ConfirmDialog({
  open,
  onClose,
  title,
  message,
  confirmLabel = 'Confirm',
  danger = true,
  onConfirm,
}: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  async function confirm() {
    setBusy(true);
    try {
      await onConfirm();
      onClose();
    } catch {
      // the action reports its own error; the dialog stays open so it can be retried
    } finally {
      setBusy(false);
    }
  }
  return (
    <Dialog
      open={open}
      onClose={busy ? () => undefined : onClose}
      title={title}
      size="sm"
      footer={
        <>
          {/* Where the focus starts: the answer that changes nothing. */}
          <Button variant="secondary" onClick={onClose} disabled={busy} data-autofocus>
            Cancel
          </Button>
          <Button variant={danger ? 'danger' : 'primary'} onClick={() => void confirm()} loading={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div className="text-sm text-gray-700">{message}</div>
    </Dialog>
  );
}
