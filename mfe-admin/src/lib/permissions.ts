import type { Actor, CurrentUser } from '@scenedock/ui';

/** The signed-in user as an actor in `departmentId` (their role there, not in the current department). */
export function actorIn(user: CurrentUser | undefined, departmentId: number): Actor | null {
  if (!user) return null;
  return {
    is_superuser: user.is_superuser,
    departmentRole: user.departments.find((d) => d.id === departmentId)?.role ?? null,
  };
}

/**
 * Whether `me` may change or remove `target` at all: nobody acts on themself (no self-removal or
 * self-demotion) and only a superuser acts on a superuser.
 */
export function canActOn(
  me: { id: number; is_superuser: boolean } | undefined,
  target: { id: number; is_superuser: boolean },
): boolean {
  if (!me || target.id === me.id) return false;
  return me.is_superuser || !target.is_superuser;
}
