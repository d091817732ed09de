import type { Transaction } from 'sequelize';
import { inTransaction } from '../db/sequelize';
import { Conflict, Forbidden, NotFound } from '../errors';
import type { Actor } from '../domain/actor';
import { memberDetails } from '../domain/membership';
import { Department, DepartmentMembership, User } from '../models';
import { leaveDepartmentRoom } from '../realtime';
import { recordAudit } from './audit';
import { lockDepartment, lockDepartments } from './departmentLock';
import { notify } from './notifications';

/**
 * What guards a department's memberships, whoever changes them (the users and department-members
 * calls): the department row lock, the last-admin rule, and ending a membership
 * (docs/accounts-and-roles.md).
 */

/** A membership row with its user loaded: a member, or an invitee while the invitation is pending. */
export type Member = DepartmentMembership & { user: User };

/** The target as policies see it: a pending invitee is nobody's superuser here yet (no reveal). */
export function targetOf(membership: Member): { id: number; is_superuser: boolean } {
  return {
    id: membership.user.id,
    is_superuser: membership.status === 'pending' ? false : membership.user.is_superuser,
  };
}

/**
 * How a department names a row of its member list (docs/accounts-and-roles.md, "Invitations"): a
 * member by the account's id, a pending invitee by its invitation's (membership's) id, negated. The
 * account's id would tell the inviter whether the address already had an account (an old, low id),
 * which an invitation never tells.
 */
export function memberRef(membership: Member): number {
  return isPendingRow(membership) ? -Number(membership.id) : membership.user.id;
}

/** Whether the row is an invitee's: the invitation, or the account it made, not taken up yet. */
export function isPendingRow(membership: Member): boolean {
  return membership.status === 'pending' || membership.user.status === 'pending';
}

/**
 * The row of `departmentId` that `ref` names (see `memberRef`), or null. A pending invitee is found
 * by its invitation's ref only, never by its account's id, and a ref names no row but a pending one.
 */
export async function findMemberByRef(
  departmentId: number,
  ref: number,
  transaction?: Transaction,
): Promise<Member | null> {
  const membership = (await DepartmentMembership.findOne({
    where:
      ref < 0 ? { department_id: departmentId, id: -ref } : { department_id: departmentId, user_id: ref },
    include: [{ model: User, as: 'user', required: true }],
    transaction,
  })) as Member | null;
  if (!membership || ref < 0 !== isPendingRow(membership)) return null;
  return membership;
}

/**
 * The departments among `departmentIds` where `userId` is the only active admin (active account,
 * active membership, role admin). Call inside the transaction that makes the change: it locks the
 * department rows first, so two admins demoting, deactivating or removing each other at once are
 * counted one after the other and one of them stays.
 */
export async function departmentsLosingLastAdmin(
  departmentIds: number[],
  userId: number,
  transaction: Transaction,
): Promise<Department[]> {
  const locked = await lockDepartments(departmentIds, transaction);
  const losing: Department[] = [];
  for (const department of locked) {
    const admins = await DepartmentMembership.findAll({
      where: { department_id: department.id, role: 'admin', status: 'active' },
      include: [{ model: User, as: 'user', required: true, where: { status: 'active' }, attributes: ['id'] }],
      attributes: ['user_id'],
      transaction,
    });
    const ids = admins.map((a) => a.user_id);
    if (ids.includes(userId) && ids.length === 1) losing.push(department);
  }
  return losing;
}

/** 409 when the change would leave a department without an active admin. */
export async function assertKeepsAdmin(
  departmentIds: number[],
  userId: number,
  transaction: Transaction,
): Promise<void> {
  const losing = await departmentsLosingLastAdmin(departmentIds, userId, transaction);
  if (losing.length) {
    throw new Conflict(
      `${losing.map((d) => d.name).join(', ')} must keep at least one active admin: make someone else admin first`,
      'last_admin',
    );
  }
}

/** 409 when the account going away (deleted, deactivated) is the last active admin anywhere. */
export async function assertKeepsAdminEverywhere(userId: number, transaction: Transaction): Promise<void> {
  const adminOf = await DepartmentMembership.findAll({
    where: { user_id: userId, role: 'admin', status: 'active' },
    transaction,
  });
  await assertKeepsAdmin(
    adminOf.map((m) => m.department_id),
    userId,
    transaction,
  );
}

/** A person's active memberships with their departments, oldest first (what `GET /users/me` lists). */
export async function activeMembershipsOf(userId: number): Promise<DepartmentMembership[]> {
  return DepartmentMembership.findAll({
    where: { user_id: userId, status: 'active' },
    include: [{ model: Department, as: 'department' }],
    order: [['id', 'ASC']],
  });
}

/**
 * The membership re-read under the department lock, and the actor still allowed to act there: a
 * request that waited for the lock may find that a concurrent one changed either.
 */
export async function lockedMembership(
  actor: Actor,
  departmentId: number,
  userId: number,
  transaction: Transaction,
): Promise<Member> {
  await lockDepartment(departmentId, transaction);
  if (!actor.user.is_superuser) {
    const own = await DepartmentMembership.findOne({
      where: { department_id: departmentId, user_id: actor.user.id, status: 'active', role: 'admin' },
      transaction,
    });
    if (!own) throw new Forbidden('You are no longer an admin of this department');
  }
  const membership = await DepartmentMembership.findOne({
    where: { department_id: departmentId, user_id: userId },
    include: [{ model: User, as: 'user', required: true }],
    transaction,
  });
  if (!membership) throw new NotFound('User not found');
  return membership as Member;
}

/**
 * Ends a membership with its audit row (shared by the users and department-members calls). Under
 * the department lock, and never the last active admin.
 */
export async function removeMembership(
  actor: Actor,
  department: Department,
  membership: Member,
): Promise<void> {
  await inTransaction(async (transaction) => {
    const current = await lockedMembership(actor, department.id, membership.user.id, transaction);
    if (current.role === 'admin' && current.status === 'active')
      await assertKeepsAdmin([department.id], current.user.id, transaction);
    const shown = memberDetails(current);
    await current.destroy({ transaction });
    transaction.afterCommit(() => leaveDepartmentRoom(current.user.id, department.id));
    await recordAudit(
      {
        action: 'user_removed',
        actor,
        department,
        targetUserId: current.user.id,
        details: {
          email: shown.email,
          first_name: shown.first_name,
          last_name: shown.last_name,
          old_role: current.role,
        },
      },
      transaction,
    );
    // A withdrawn invitation was never a membership: nothing to tell beyond the invitation list.
    if (current.status === 'pending') return;
    await notify(
      {
        userId: current.user.id,
        departmentId: null,
        type: 'warning',
        category: 'user',
        title: `Removed from ${department.name}`,
        message: `${actor.user.fullName} removed you from ${department.name}.`,
        actionUrl: null,
      },
      transaction,
    );
  });
}
