import { BadRequest, Forbidden, NotFound, Unauthorized } from '../errors';
import type { Actor } from '../domain/actor';
import { Department, DepartmentMembership, User } from '../models';
import { isSessionLive, sessionLiveColumn } from '../lib/tokens';
import { cachedUser, currentGeneration, remember } from './actorCache';

/**
 * The signed-in user with memberships and departments, read in one round trip, or null when the
 * user is gone or inactive or the session was revoked (logout, password change, deactivation).
 */
async function loadUser(userId: number, sessionId: string): Promise<User | null> {
  const loadedAt = currentGeneration();
  const user = await User.findByPk(userId, {
    attributes: { include: [sessionLiveColumn(userId, sessionId)] },
    include: [
      { model: DepartmentMembership, as: 'memberships', include: [{ model: Department, as: 'department' }] },
    ],
    order: [[{ model: DepartmentMembership, as: 'memberships' }, 'id', 'ASC']],
  });
  if (!user || user.status !== 'active' || !isSessionLive(user)) return null;
  remember(user, sessionId, loadedAt);
  return user;
}

/**
 * Settles who is acting and in which department for one request or socket: from the actor cache
 * (services/actorCache.ts) when it holds this session, else from the database.
 */
export async function resolveActor(
  userId: number,
  sessionId: string,
  departmentHeader: string | undefined,
  ip: string | null,
): Promise<Actor> {
  const user = cachedUser(userId, sessionId) ?? (await loadUser(userId, sessionId));
  if (!user) throw new Unauthorized('Could not validate credentials');
  // Pending (not yet accepted) and inactive memberships grant nothing: they are not memberships here.
  const memberships = (user.memberships ?? []).filter((m) => m.status === 'active');

  let department: Department | null = null;
  if (departmentHeader !== undefined && departmentHeader.trim() !== '') {
    const departmentId = Number(departmentHeader);
    if (!Number.isInteger(departmentId) || departmentId <= 0) {
      throw new BadRequest('X-Current-Department must be a department id');
    }
    const membership = memberships.find((m) => m.department_id === departmentId);
    if (membership) department = membership.department ?? null;
    else if (user.is_superuser) {
      department = await Department.findByPk(departmentId);
      if (!department) throw new NotFound('Department not found');
    } else {
      throw new Forbidden('You are not a member of this department', 'not_a_member');
    }
  } else {
    department = memberships[0]?.department ?? null;
  }

  const role = department ? (memberships.find((m) => m.department_id === department.id)?.role ?? null) : null;
  return { user, memberships, department, role, sessionId, ip };
}

/** The current department, or a 400 that says there is none. */
export function currentDepartmentOf(actor: Actor): Department {
  if (!actor.department) throw new BadRequest('No department context available', 'department_required');
  return actor.department;
}

/** A `department_id` in a body must name the current department: rows never cross departments. */
export function assertCurrentDepartment(actor: Actor, departmentId: number | undefined): number {
  const current = currentDepartmentOf(actor).id;
  if (departmentId !== undefined && departmentId !== current) {
    throw new BadRequest('department_id must be the current department');
  }
  return current;
}
