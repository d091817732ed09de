import { Forbidden } from '../errors';
import type { Actor } from '../domain/actor';
import { ROLES, type Role } from '../models';

export function rankOf(role: Role | null | undefined): number {
  return role ? ROLES.indexOf(role) : -1;
}

export function roleIn(actor: Actor, departmentId: number): Role | null {
  return actor.memberships.find((m) => m.department_id === departmentId)?.role ?? null;
}

export function isMemberOf(actor: Actor, departmentId: number): boolean {
  return actor.user.is_superuser || roleIn(actor, departmentId) !== null;
}

/** Role rank check of the architecture's table; a superuser passes every check. */
export function hasRoleAtLeast(actor: Actor, departmentId: number, required: Role): boolean {
  return actor.user.is_superuser || rankOf(roleIn(actor, departmentId)) >= rankOf(required);
}

/** Throws the given 403 message unless `allowed`. */
export function allowOr(allowed: boolean, message: string): void {
  if (!allowed) throw new Forbidden(message);
}
