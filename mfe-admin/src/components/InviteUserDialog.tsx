import type { AddDialogProps } from '@scenedock/ui';
export default function InviteUserDialog(_props: AddDialogProps) {
  return null;
}
