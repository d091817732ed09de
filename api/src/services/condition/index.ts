/**
 * Condition at hand-over and return (docs/lending.md): the one function the moves call
 * (`recordCondition`), the order of conditions, the photos and the damage reports.
 */
export { CONDITION_ORDER, isWorse } from './order';
export {
  checkConditionInput,
  managersOf,
  recordCondition,
  tellParties,
  type ConditionInput,
  type ConditionParty,
  type RecordConditionArgs,
  type RecordedCondition,
} from './record';
export {
  conditionsOf,
  reportViews,
  type ConditionReportView,
  type DamageView,
  type SubjectConditions,
} from './read';
export { uploadConditionPhoto } from './photos';
export { getDamageReport, listDamageReports, resolveDamageReport, type DamageResolveInput } from './damage';
