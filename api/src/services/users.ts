import { Op, type WhereOptions } from 'sequelize';
import { inTransaction } from '../db/sequelize';
import { BadRequest, NotFound } from '../errors';
import type { Actor } from '../http/actor';
import { assertStrongPassword, hashPassword, verifyPassword } from '../lib/passwords';
import { likeAny } from '../lib/query';
import { normalizeEmail, optionalText, requiredText, type Page } from '../lib/validation';
import { authorize } from '../policies/users';
import { presentAuditLog, type AuditLogOut } from '../presenters/audit';
import {
  presentDepartmentUser,
  presentUser,
  type DepartmentUserOut,
  type UserOut,
} from '../presenters/users';
import {
  AuditLog,
  Department,
  DepartmentMembership,
  User,
  USER_STATUSES,
  type Role,
  type UserStatus,
} from '../models';
import { recordAudit } from './audit';
import { notify } from './notifications';
import { revokeUserSessions, sendPasswordReset } from './auth';
import { resendInvitation } from './invitations';
import { currentDepartmentOf } from './session';

export interface UserFilters {
  search?: string;
  role?: Role;
  status?: UserStatus;
}

/** Members of the actor's current department, filtered and paged. */
export async function listDepartmentUsers(
  actor: Actor,
  departmentId: number,
  filters: UserFilters,
  page: Page,
): Promise<{ items: DepartmentUserOut[]; total: number }> {
  const userWhere: WhereOptions[] = [];
  const search = filters.search?.trim();
  if (search) userWhere.push(likeAny(['first_name', 'last_name', 'email', 'phone'], search));
  if (filters.status) userWhere.push({ status: filters.status });
  const { rows, count } = await DepartmentMembership.findAndCountAll({
    where: { department_id: departmentId, ...(filters.role ? { role: filters.role } : {}) },
    include: [
      {
        model: User,
        as: 'user',
        required: true,
        where: userWhere.length ? { [Op.and]: userWhere } : undefined,
      },
    ],
    order: [
      [{ model: User, as: 'user' }, 'last_name', 'ASC'],
      [{ model: User, as: 'user' }, 'first_name', 'ASC'],
      ['id', 'ASC'],
    ],
    offset: page.skip,
    limit: page.limit,
  });
  return {
    items: rows.map((m) => presentDepartmentUser(m as DepartmentMembership & { user: User })),
    total: count,
  };
}

export async function listUsers(actor: Actor, filters: UserFilters, page: Page) {
  return listDepartmentUsers(actor, currentDepartmentOf(actor).id, filters, page);
}

/** A member of the actor's current department (404 for anyone else; a superuser sees every user). */
async function findUserInCurrentDepartment(actor: Actor, userId: number) {
  const department = currentDepartmentOf(actor);
  const membership = await DepartmentMembership.findOne({
    where: { department_id: department.id, user_id: userId },
    include: [{ model: User, as: 'user', required: true }],
  });
  if (!membership) throw new NotFound('User not found');
  return { department, membership: membership as DepartmentMembership & { user: User } };
}

async function membershipsOf(userId: number) {
  return DepartmentMembership.findAll({
    where: { user_id: userId },
    include: [{ model: Department, as: 'department' }],
    order: [['id', 'ASC']],
  });
}

export async function getUser(actor: Actor, userId: number): Promise<UserOut> {
  if (actor.user.is_superuser) {
    const user = await User.findByPk(userId);
    if (!user) throw new NotFound('User not found');
    return presentUser(user, await membershipsOf(user.id), actor.department);
  }
  const { membership } = await findUserInCurrentDepartment(actor, userId);
  return presentUser(membership.user, await membershipsOf(userId), actor.department);
}

export function me(actor: Actor): UserOut {
  return presentUser(actor.user, actor.memberships, actor.department);
}

export interface UpdateUserInput {
  email?: string;
  first_name?: string;
  last_name?: string;
  phone?: string | null;
  status?: UserStatus;
}

export async function updateUser(actor: Actor, userId: number, input: UpdateUserInput): Promise<UserOut> {
  const { department, membership } = await findUserInCurrentDepartment(actor, userId);
  const user = membership.user;
  authorize(actor, 'update', user, department.id);
  if (input.status !== undefined && input.status !== user.status) {
    authorize(actor, 'changeStatus', user, department.id);
    if (!USER_STATUSES.includes(input.status)) throw new BadRequest('Invalid status');
  }
  const changes: Partial<Pick<User, 'email' | 'first_name' | 'last_name' | 'phone' | 'status'>> = {};
  if (input.email !== undefined) {
    const email = normalizeEmail(input.email);
    if (email !== user.email) {
      if (await User.findOne({ where: { email } }))
        throw new BadRequest('A user with this email already exists');
      changes.email = email;
    }
  }
  if (input.first_name !== undefined)
    changes.first_name = requiredText(input.first_name, 'first_name', 'First name is required');
  if (input.last_name !== undefined)
    changes.last_name = requiredText(input.last_name, 'last_name', 'Last name is required');
  if (input.phone !== undefined) changes.phone = optionalText(input.phone) ?? null;
  if (input.status !== undefined) changes.status = input.status;

  const before = {
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    phone: user.phone,
    status: user.status,
  };
  await inTransaction(async (transaction) => {
    await user.update(changes, { transaction });
    if (changes.status && changes.status !== before.status) {
      await recordAudit(
        {
          action: 'status_updated',
          actor,
          department,
          targetUserId: user.id,
          details: { old_status: before.status, status: changes.status, email: user.email },
        },
        transaction,
      );
      if (changes.status === 'inactive') await revokeUserSessions(user.id, undefined, transaction);
    }
    const changedFields = Object.keys(changes).filter(
      (k) => k !== 'status' && changes[k as keyof typeof changes] !== before[k as keyof typeof before],
    );
    if (changedFields.length) {
      await recordAudit(
        {
          action: 'user_updated',
          actor,
          department,
          targetUserId: user.id,
          details: {
            fields: changedFields,
            first_name: user.first_name,
            last_name: user.last_name,
            email: user.email,
          },
        },
        transaction,
      );
    }
  });
  return presentUser(user, await membershipsOf(user.id), actor.department);
}

export interface UpdateMeInput {
  email?: string;
  first_name?: string;
  last_name?: string;
  phone?: string | null;
  current_password?: string;
  password?: string;
}

export async function updateMe(actor: Actor, input: UpdateMeInput): Promise<UserOut> {
  const user = actor.user;
  if (input.email !== undefined && input.email.trim().toLowerCase() !== user.email) {
    throw new BadRequest('Email cannot be changed');
  }
  const changes: Partial<Pick<User, 'first_name' | 'last_name' | 'phone' | 'password_hash'>> = {};
  if (input.first_name !== undefined)
    changes.first_name = requiredText(input.first_name, 'first_name', 'First name is required');
  if (input.last_name !== undefined)
    changes.last_name = requiredText(input.last_name, 'last_name', 'Last name is required');
  if (input.phone !== undefined) changes.phone = optionalText(input.phone) ?? null;
  const changingPassword = Boolean(input.password);
  if (changingPassword) {
    if (!input.current_password) throw new BadRequest('Current password is required to change password');
    if (!(await verifyPassword(input.current_password, user.password_hash))) {
      throw new BadRequest('Current password is incorrect');
    }
    assertStrongPassword(input.password!);
    changes.password_hash = await hashPassword(input.password!);
  }
  await inTransaction(async (transaction) => {
    await user.update(changes, { transaction });
    if (changingPassword) {
      // Other sessions end; the one that changed the password goes on.
      await revokeUserSessions(user.id, actor.sessionId, transaction);
      await recordAudit({ action: 'password_changed', actor, targetUserId: user.id }, transaction);
    }
    const profileFields = Object.keys(changes).filter((k) => k !== 'password_hash');
    if (profileFields.length) {
      await recordAudit(
        { action: 'profile_updated', actor, targetUserId: user.id, details: { fields: profileFields } },
        transaction,
      );
    }
  });
  return presentUser(user, actor.memberships, actor.department);
}

/**
 * Removes a user. An admin removes them from the current department (the account stays, with its
 * other departments); a superuser deletes the account itself.
 */
export async function deleteUser(actor: Actor, userId: number): Promise<void> {
  if (actor.user.is_superuser) {
    const user = await User.findByPk(userId);
    if (!user) throw new NotFound('User not found');
    authorize(actor, 'remove', user, actor.department?.id ?? 0);
    await inTransaction(async (transaction) => {
      await recordAudit(
        {
          action: 'user_deleted',
          actor,
          department: actor.department,
          targetUserId: null,
          details: {
            email: user.email,
            first_name: user.first_name,
            last_name: user.last_name,
            user_id: user.id,
          },
        },
        transaction,
      );
      await user.destroy({ transaction });
    });
    return;
  }
  const { department, membership } = await findUserInCurrentDepartment(actor, userId);
  authorize(actor, 'remove', membership.user, department.id);
  await removeMembership(actor, department, membership);
}

/** Ends a membership with its audit row (shared by the users and department-members calls). */
export async function removeMembership(
  actor: Actor,
  department: Department,
  membership: DepartmentMembership & { user: User },
): Promise<void> {
  await inTransaction(async (transaction) => {
    await membership.destroy({ transaction });
    await recordAudit(
      {
        action: 'user_removed',
        actor,
        department,
        targetUserId: membership.user.id,
        details: {
          email: membership.user.email,
          first_name: membership.user.first_name,
          last_name: membership.user.last_name,
          old_role: membership.role,
        },
      },
      transaction,
    );
    await notify(
      {
        userId: membership.user.id,
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

export async function sendResetMail(actor: Actor, userId: number): Promise<void> {
  const { department, membership } = await findUserInCurrentDepartment(actor, userId);
  const user = membership.user;
  authorize(actor, 'resetPassword', user, department.id);
  if (user.status === 'inactive') throw new BadRequest('Cannot reset password for inactive user');
  if (user.status === 'pending')
    throw new BadRequest('This user has not accepted their invitation yet: resend the invitation instead');
  await sendPasswordReset(user);
  await recordAudit({
    action: 'password_reset_sent',
    actor,
    department,
    targetUserId: user.id,
    details: { email: user.email },
  });
}

export async function resendUserInvitation(actor: Actor, userId: number): Promise<void> {
  const { department, membership } = await findUserInCurrentDepartment(actor, userId);
  await resendInvitation(actor, department, membership.user);
}

/** Audit rows about one member of the current department (all of them for a superuser). */
export async function userAuditLog(actor: Actor, userId: number, limit: number): Promise<AuditLogOut[]> {
  const { department, membership } = await findUserInCurrentDepartment(actor, userId);
  authorize(actor, 'readAuditLog', membership.user, department.id);
  const where: WhereOptions = actor.user.is_superuser
    ? { target_user_id: userId }
    : { target_user_id: userId, [Op.or]: [{ department_id: department.id }, { department_id: null }] };
  const rows = await AuditLog.findAll({
    where,
    order: [
      ['created_at', 'DESC'],
      ['id', 'DESC'],
    ],
    limit,
  });
  return rows.map(presentAuditLog);
}
