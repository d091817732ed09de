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
    <Dialog open={open} onClose={onClose} className="relative z-50 lg:hidden">
      <div className="fixed inset-0 bg-gray-900/60" aria-hidden="true" />
      <DialogPanel className="fixed inset-y-0 left-0" aria-label="Navigation">
        {children}
      </DialogPanel>
    </Dialog>
  );
}
