import { Badge, EnumBadge } from '@scenedock/ui';
import type { InventoryItem } from '../lib/items';

/** An item's condition, and 'In Use' beside it while it is assigned to a production. */
export function ItemBadges({ item }: { item: InventoryItem }) {
  return (
    <>
      <EnumBadge kind="condition" value={item.condition} />
      {item.current_production_id !== null && <Badge tone="purple">In Use</Badge>}
    </>
  );
}
