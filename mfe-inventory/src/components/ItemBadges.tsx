import { EnumBadge } from '@scenedock/ui';
import type { InventoryItem } from '../lib/items';

/** An item's condition (what holds it is its status line: AvailabilityStatus). */
export function ItemBadges({ item }: { item: InventoryItem }) {
  return <EnumBadge kind="condition" value={item.condition} />;
}
