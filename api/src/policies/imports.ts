import type { Actor } from '../domain/actor';
import { allowOr, hasRoleAtLeast, isMemberOf } from './utils';

/**
 * CSV imports (the role table): any member of a job's department sees it; starting, cancelling and
 * removing jobs from the history are for managers and up, like deleting items.
 */
export type ImportAction = 'view' | 'start' | 'cancel' | 'remove';

const DENIED: Record<Exclude<ImportAction, 'view'>, string> = {
  start: 'You do not have permission to import items',
  cancel: 'You do not have permission to cancel import jobs',
  remove: 'You do not have permission to remove import jobs',
};

export function canImport(actor: Actor, action: ImportAction, departmentId: number): boolean {
  if (action === 'view') return isMemberOf(actor, departmentId);
  return hasRoleAtLeast(actor, departmentId, 'manager');
}

export function authorizeImport(
  actor: Actor,
  action: Exclude<ImportAction, 'view'>,
  departmentId: number,
): void {
  allowOr(canImport(actor, action, departmentId), DENIED[action]);
}
