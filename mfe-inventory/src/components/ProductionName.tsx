import type { ReactNode } from 'react';
import { useProductionTitle } from '../api/resource';
import type { InventoryItem } from '../lib/items';

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
