import { Badge } from '@scenedock/ui';
import { STATUS_META, type LendingStatus } from '../lib/labels';

export function StatusBadge({ status }: { status: LendingStatus }) {
  return <Badge tone={STATUS_META[status].tone}>{STATUS_META[status].label}</Badge>;
}
