import type { ReactNode } from 'react';
import { Dialog, DialogPanel } from '@scenedock/ui/headless';

/** The sidebar as a drawer on narrow screens (loaded when first opened). */
export default function MobileSidebar({
  open,
  onClose,
  children,
}: {
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    // The name on the dialog itself, the element with its role (the panel is only its box).
    <Dialog open={open} onClose={onClose} className="relative z-50 lg:hidden" aria-label="Navigation">
      <div className="fixed inset-0 bg-gray-900/60" aria-hidden="true" />
      {/* Never wider than the screen, whatever the sidebar's own width. */}
      <DialogPanel className="fixed inset-y-0 left-0 max-w-[calc(100vw-3rem)] overflow-x-hidden">
        {children}
      </DialogPanel>
    </Dialog>
  );
}
