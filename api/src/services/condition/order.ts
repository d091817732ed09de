/** The order of an item's conditions (docs/lending.md, "Condition at hand-over and return"). */
import { CONDITIONS, type Condition } from '../../models';

/** Best first: excellent, good, fair, poor. */
export const CONDITION_ORDER: readonly Condition[] = CONDITIONS;

/** Whether `a` is a worse condition than `b` (poor is worse than fair, …). */
export function isWorse(a: Condition, b: Condition): boolean {
  return CONDITION_ORDER.indexOf(a) > CONDITION_ORDER.indexOf(b);
}
