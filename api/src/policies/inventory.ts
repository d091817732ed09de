import type { Actor } from '../domain/actor';
import type { Role } from '../models';
import { allowOr, hasRoleAtLeast } from './utils';

/** Props, set pieces and costume pieces share one rule set (architecture role table). */
export type ItemAction = 'create' | 'edit' | 'assign' | 'delete';

const REQUIRED: Record<ItemAction, Role> = {
  create: 'assistant',
  edit: 'assistant',
  assign: 'assistant',
  delete: 'manager',
};

/** The 403 messages of one item kind: the screens show them as they are. */
export interface ItemDeniedMessages {
  create: string;
  edit: string;
  delete: string;
}

export function can(actor: Actor, action: ItemAction, departmentId: number): boolean {
  return hasRoleAtLeast(actor, departmentId, REQUIRED[action]);
}

export function authorize(
  actor: Actor,
  action: ItemAction,
  departmentId: number,
  denied: ItemDeniedMessages,
): void {
  allowOr(can(actor, action, departmentId), action === 'assign' ? denied.edit : denied[action]);
}

/** Uploading images belongs with creating and editing items. */
export function authorizeUpload(actor: Actor, departmentId: number): void {
  allowOr(can(actor, 'edit', departmentId), 'You do not have permission to upload files');
}

/** An item's photos are part of the item: adding, ordering and removing them is editing it. */
export function authorizePhotos(actor: Actor, departmentId: number, denied: ItemDeniedMessages): void {
  authorize(actor, 'edit', departmentId, denied);
}
