import { useLayoutEffect, useRef } from 'react';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { useToaster, type DefaultToastOptions, type Toast } from 'react-hot-toast/headless';
import { Spinner } from './Spinner';

/** How long toasts stay unless a call says otherwise (react-hot-toast's own are shorter). */
const TOAST_DURATIONS: DefaultToastOptions = {
  duration: 4000,
  success: { duration: 3000 },
  error: { duration: 5000 },
};

/**
 * The toasts of react-hot-toast's `toast()`, top right under the top bar, drawn with our own classes: its `<Toaster>`
 * writes its styles into document.head, out of reach of a shadow root (and left behind). The
 * container is a manual popover, so the toasts sit in the top layer, above an open modal dialog.
 */
export function Toasts({ toastOptions = TOAST_DURATIONS }: { toastOptions?: DefaultToastOptions }) {
  const { toasts, handlers } = useToaster(toastOptions);
  const containerRef = useRef<HTMLDivElement>(null);
  const seen = useRef(new Set<string>());

  // A popover shown earlier is below a dialog opened since: each new toast shows it again on top.
  useLayoutEffect(() => {
    const container = containerRef.current;
    const fresh = toasts.some((t) => !seen.current.has(t.id));
    seen.current = new Set(toasts.map((t) => t.id));
    if (!container || typeof container.showPopover !== 'function') return;
    const open = container.matches(':popover-open');
    if (open && !fresh) return;
    if (open) container.hidePopover();
    container.showPopover();
  }, [toasts]);

  return (
    <div
      ref={containerRef}
      popover="manual"
      className="pointer-events-none fixed inset-0 m-0 h-full max-h-none w-full max-w-none overflow-visible border-0 bg-transparent p-0 text-inherit"
    >
      {/* The layout is on an inner box: a display on the popover itself would show it while closed.
          Below the top bar's 4rem, so a toast never covers the bell it is about. */}
      <div className="flex flex-col items-end gap-2 px-4 pb-4 pt-20">
        {toasts
          .filter((t) => t.visible)
          .map((t) => (
            <div
              key={t.id}
              {...t.ariaProps}
              onMouseEnter={handlers.startPause}
              onMouseLeave={handlers.endPause}
              className={`pointer-events-auto flex max-w-[350px] items-center gap-2.5 rounded-lg bg-white px-3 py-2 text-sm leading-snug text-gray-800 shadow-lg ring-1 ring-black/5 ${t.className ?? ''}`}
              style={t.style}
            >
              {t.type === 'custom' ? null : (t.icon ?? <ToastIcon type={t.type} />)}
              <div className="min-w-0 flex-1 break-words">
                {typeof t.message === 'function' ? t.message(t) : t.message}
              </div>
            </div>
          ))}
      </div>
    </div>
  );
}

function ToastIcon({ type }: { type: Toast['type'] }) {
  if (type === 'success')
    return <CircleCheck className="size-5 shrink-0 text-green-600" aria-hidden="true" />;
  if (type === 'error') return <CircleAlert className="size-5 shrink-0 text-red-600" aria-hidden="true" />;
  if (type === 'loading') return <Spinner className="size-5 shrink-0 text-gray-500" />;
  return null;
}
