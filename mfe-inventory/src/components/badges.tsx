import { Badge } from '@scenedock/ui';
import { CONDITION_TONES, titleCase, type Condition } from '../domain/constants';
import { useProductionTitle } from '../api/resource';

export function ConditionBadge({ condition }: { condition: Condition }) {
  return <Badge tone={CONDITION_TONES[condition] ?? 'gray'}>{titleCase(condition)}</Badge>;
}

/** Shown when the item is assigned to a production (spec §4). */
export function InUseBadge() {
  return <Badge tone="purple">In Use</Badge>;
}

/** 'Production #id', or the production's title once it is known. */
export function ProductionName({ id }: { id: number }) {
  const title = useProductionTitle(id);
  return <>{title ?? `Production #${id}`}</>;
}
