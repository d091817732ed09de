import type { Actor } from '../domain/actor';
import { allowOr, hasRoleAtLeast } from './utils';

export type ProductionAction = 'create' | 'edit' | 'delete';

const DENIED: Record<ProductionAction, string> = {
  create: 'You do not have permission to create productions',
  edit: 'You do not have permission to edit this production',
  delete: 'You do not have permission to delete this production',
};

/** Directors and admins run productions; every member sees them. */
export function authorize(actor: Actor, action: ProductionAction, departmentId: number): void {
  allowOr(hasRoleAtLeast(actor, departmentId, 'director'), DENIED[action]);
}
