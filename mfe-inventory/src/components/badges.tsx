import type { ReactNode } from 'react';
import { Badge } from '@scenedock/ui';
import { CONDITION_TONES, titleCase, type Condition, type InventoryItem } from '../lib/constants';
import { useProductionTitle } from '../api/resource';

export function ConditionBadge({ condition }: { condition: Condition }) {
  return <Badge tone={CONDITION_TONES[condition] ?? 'gray'}>{titleCase(condition)}</Badge>;
}

/** Shown when the item is assigned to a production. */
export function InUseBadge() {
  return <Badge tone="purple">In Use</Badge>;
}

/** An item's condition, and 'In Use' beside it while it is assigned to a production. */
export function ItemBadges({ item }: { item: InventoryItem }) {
  return (
    <>
      <ConditionBadge condition={item.condition} />
      {item.current_production_id !== null && <InUseBadge />}
    </>
  );
}

/** 'Production #id', or the production's title once it is known. */
export function ProductionName({ id }: { id: number }) {
  const title = useProductionTitle(id);
  return <>{title ?? `Production #${id}`}</>;
}

/** A card's 'Production' line, for an item assigned to one (else none). */
export function productionFacts(item: InventoryItem): [string, ReactNode][] {
  const id = item.current_production_id;
  return id === null ? [] : [['Production', <ProductionName key="p" id={id} />]];
}
