/**
 * Condition at hand-over and return (docs/lending.md): the one function the moves call
 * (`recordCondition`), the order of conditions, the photos and the damage reports.
 */
export { CONDITION_ORDER, isWorse } from './order';
export {
  checkConditionInput,
  damageThread,
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
  damagePath,
  reportViews,
  type ConditionReportView,
  type DamageView,
  type SubjectConditions,
} from './read';
export { uploadConditionPhoto } from './photos';
export {
  addDamageComment,
  getDamageReport,
  listDamageComments,
  listDamageReports,
  resolveDamageReport,
  type DamageCommentInput,
  type DamageCommentView,
  type DamageListQuery,
  type DamageResolveInput,
  type DamageSide,
} from './damage';
