import { ROLE_LABELS, ROLES, type Role } from './enums';

/**
 * The role table of the architecture, as the screens read it: controls a role may not use are not
 * shown. The server enforces the same table, so this only spares people a 403.
 */
const RANK: Record<Role, number> = { student: 0, assistant: 1, manager: 2, director: 3, admin: 4 };

/** What a person may do in their current department (the minimum role per action). */
export const ACTION_MIN_ROLE = {
  editItems: 'assistant',
  deleteItems: 'manager',
  runImports: 'manager',
  offerItems: 'manager',
  manageProductions: 'director',
  inviteUsers: 'manager',
  manageUsers: 'admin',
  editDepartment: 'admin',
} as const satisfies Record<string, Role>;
export type Action = keyof typeof ACTION_MIN_ROLE;

export interface Actor {
  is_superuser: boolean;
  departmentRole?: string | null;
}

function isRole(value: unknown): value is Role {
  return typeof value === 'string' && value in RANK;
}

export function hasRoleAtLeast(role: string | null | undefined, minimum: Role): boolean {
  return isRole(role) && RANK[role] >= RANK[minimum];
}

/** A superuser passes every check; anyone else needs the action's minimum role. */
export function can(actor: Actor | null | undefined, action: Action): boolean {
  if (!actor) return false;
  return actor.is_superuser || hasRoleAtLeast(actor.departmentRole, ACTION_MIN_ROLE[action]);
}

/** Roles an inviter may grant: up to their own (every role for a superuser). */
export function grantableRoles(actor: Actor | null | undefined): Role[] {
  if (!actor) return [];
  if (actor.is_superuser) return [...ROLES];
  return ROLES.filter((role) => hasRoleAtLeast(actor.departmentRole, role));
}

/** The display label: System Administrator, the role's label, or the fallbacks. */
export function roleLabel(actor: Actor | null | undefined): string {
  if (actor?.is_superuser) return 'System Administrator';
  const role = actor?.departmentRole;
  if (!role) return 'Theater Member';
  return isRole(role) ? ROLE_LABELS[role] : 'Department Member';
}
