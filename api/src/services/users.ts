import { Op, literal, type WhereOptions } from 'sequelize';
import { inTransaction } from '../db/sequelize';
import { BadRequest, NotFound } from '../errors';
import type { Actor } from '../domain/actor';
import { assertStrongPassword, hashPassword, verifyPassword } from '../lib/passwords';
import { findPage, likeAny } from '../lib/query';
import { normalizeEmail, optionalText, requiredText, type Page } from '../lib/validation';
import { authorize } from '../policies/users';
import { memberDetails, memberStatus } from '../domain/membership';
import {
  AuditLog,
  type Department,
  DepartmentMembership,
  User,
  type MembershipStatus,
  type Role,
  type UserStatus,
} from '../models';
import { recordAudit } from './audit';
import { leaveDepartmentRoom } from '../realtime';
import { revokeUserSessions, sendPasswordReset } from './auth';
import { resendInvitation } from './invitations';
import {
  activeMembershipsOf,
  assertKeepsAdmin,
  assertKeepsAdminEverywhere,
  lockedMembership,
  findMemberByRef,
  isPendingRow,
  removeMembership,
  targetOf,
  type Member,
} from './memberships';
import { currentDepartmentOf } from './session';
import { userView, type UserView } from './userView';
import {
  clearHits,
  currentPasswordLimits,
  mailLimits,
  resetRequestLimits,
  takeAttempt,
  tooManyCurrentPasswords,
  tooManyMails,
} from './rateLimit';

export interface UserFilters {
  search?: string;
  role?: Role;
  status?: UserStatus;
}

/**
 * The list's status filter, with the meaning the rows present (see `memberStatus`): the account's
 * state first, then the membership's.
 */
function statusWhere(status: UserStatus): WhereOptions {
  const account = '$user.status$';
  if (status === 'active') return { [account]: 'active', status: 'active' };
  if (status === 'pending') {
    return {
      [Op.and]: [
        { [account]: { [Op.ne]: 'inactive' } },
        { [Op.or]: [{ [account]: 'pending' }, { status: 'pending' }] },
      ],
    };
  }
  return { [Op.or]: [{ [account]: 'inactive' }, { [account]: 'active', status: 'inactive' }] };
}

/** Search what the row shows: the inviter's typed details while an invitation is pending. */
function searchWhere(term: string): WhereOptions {
  return {
    [Op.or]: [
      {
        [Op.and]: [
          { status: { [Op.ne]: 'pending' } },
          likeAny(['$user.first_name$', '$user.last_name$', '$user.email$', '$user.phone$'], term),
        ],
      },
      {
        [Op.and]: [
          { status: 'pending' },
          likeAny(['invited_first_name', 'invited_last_name', '$user.email$', 'invited_phone'], term),
        ],
      },
    ],
  };
}

/** Sorts by the names the rows show (backticks quote identifiers on MySQL and SQLite alike). */
const shownName = (column: 'first_name' | 'last_name') =>
  literal(
    `CASE WHEN \`DepartmentMembership\`.\`status\` = 'pending' THEN \`DepartmentMembership\`.\`invited_${column}\` ELSE \`user\`.\`${column}\` END`,
  );

/** Members of a department (with pending invitations), filtered and paged. */
export async function listDepartmentUsers(
  actor: Actor,
  departmentId: number,
  filters: UserFilters,
  page: Page,
): Promise<{ items: Member[]; total: number }> {
  const where: WhereOptions[] = [{ department_id: departmentId }];
  if (filters.role) where.push({ role: filters.role });
  const search = filters.search?.trim();
  if (search) where.push(searchWhere(search));
  if (filters.status) where.push(statusWhere(filters.status));
  const { rows, count } = await findPage(DepartmentMembership, {
    where: { [Op.and]: where },
    include: [{ model: User, as: 'user', required: true }],
    order: [
      [shownName('last_name'), 'ASC'],
      [shownName('first_name'), 'ASC'],
      ['id', 'ASC'],
    ],
    offset: page.skip,
    limit: page.limit,
  });
  return { items: rows as Member[], total: count };
}

export async function listUsers(actor: Actor, filters: UserFilters, page: Page) {
  return listDepartmentUsers(actor, currentDepartmentOf(actor).id, filters, page);
}

/**
 * A member (or pending invitee) of the actor's current department, named as its member list names
 * it (`memberRef`: a pending invitee by its invitation's ref), 404 for anyone else.
 */
async function findUserInCurrentDepartment(actor: Actor, ref: number) {
  const department = currentDepartmentOf(actor);
  const membership = await findMemberByRef(department.id, ref);
  if (!membership) throw new NotFound('User not found');
  return { department, membership };
}

/** The account a superuser names: by its id, or a pending invitee of the current department by its ref. */
async function superuserTarget(actor: Actor, ref: number): Promise<number> {
  if (ref > 0) return ref;
  const membership = actor.department ? await findMemberByRef(actor.department.id, ref) : null;
  if (!membership) throw new NotFound('User not found');
  return membership.user_id;
}

export async function getUser(actor: Actor, ref: number): Promise<UserView> {
  if (actor.user.is_superuser) {
    const userId = await superuserTarget(actor, ref);
    const user = await User.findByPk(userId);
    if (!user) throw new NotFound('User not found');
    const here = actor.department
      ? await DepartmentMembership.findOne({ where: { department_id: actor.department.id, user_id: userId } })
      : null;
    return userView(user, await activeMembershipsOf(user.id), actor.department, here ?? undefined);
  }
  const { membership } = await findUserInCurrentDepartment(actor, ref);
  if (isPendingRow(membership)) return { kind: 'invitee', membership };
  return userView(
    membership.user,
    await activeMembershipsOf(membership.user_id),
    actor.department,
    membership,
  );
}

/** The signed-in person with the memberships and current department of this request. */
export function me(actor: Actor): UserView {
  return userView(actor.user, actor.memberships, actor.department);
}

export interface UpdateUserInput {
  /**
   * @minLength 5 Must be at least 5 characters
   * @maxLength 100 Must be no more than 100 characters
   */
  email?: string;
  /** @maxLength 100 Must be no more than 100 characters */
  first_name?: string;
  /** @maxLength 100 Must be no more than 100 characters */
  last_name?: string;
  /** @maxLength 50 Must be no more than 50 characters */
  phone?: string | null;
  /**
   * The membership in the current department: `active` or `inactive` there (department admins and
   * superusers). Sending the value the row already shows changes nothing.
   */
  status?: UserStatus;
  /** Superusers only: whether the account may sign in at all (`inactive` ends its sessions). */
  account_status?: 'active' | 'inactive';
}

type AccountChanges = Partial<Pick<User, 'email' | 'first_name' | 'last_name' | 'phone' | 'status'>>;

/** The account fields a request sends with values other than `shown` (unchanged ones are no-ops). */
function differingFields(
  input: UpdateUserInput,
  shown: { email: string; first_name: string; last_name: string; phone: string | null },
): (keyof AccountChanges)[] {
  const fields: (keyof AccountChanges)[] = [];
  if (input.email !== undefined && input.email.trim().toLowerCase() !== shown.email) fields.push('email');
  if (input.first_name !== undefined && input.first_name.trim() !== shown.first_name)
    fields.push('first_name');
  if (input.last_name !== undefined && input.last_name.trim() !== shown.last_name) fields.push('last_name');
  if (input.phone !== undefined && (optionalText(input.phone) ?? null) !== shown.phone) fields.push('phone');
  return fields;
}

/** The validated new values of `fields`. */
function accountChanges(input: UpdateUserInput, fields: (keyof AccountChanges)[]): AccountChanges {
  const changes: AccountChanges = {};
  if (fields.includes('email')) changes.email = normalizeEmail(input.email!);
  if (fields.includes('first_name'))
    changes.first_name = requiredText(input.first_name!, 'first_name', 'First name is required');
  if (fields.includes('last_name'))
    changes.last_name = requiredText(input.last_name!, 'last_name', 'Last name is required');
  if (fields.includes('phone')) changes.phone = optionalText(input.phone) ?? null;
  return changes;
}

/**
 * Edits a user. A department admin switches the membership in the current department (`status`)
 * and nothing else: account fields that differ from the shown values are a 403. A superuser may
 * also change the account's email, names, phone and `account_status`.
 */
export async function updateUser(actor: Actor, ref: number, input: UpdateUserInput): Promise<UserView> {
  const superuser = actor.user.is_superuser;
  let user: User;
  let membership: Member | null = null;
  if (superuser) {
    const userId = await superuserTarget(actor, ref);
    const found = await User.findByPk(userId);
    if (!found) throw new NotFound('User not found');
    user = found;
    if (actor.department) {
      const here = await DepartmentMembership.findOne({
        where: { department_id: actor.department.id, user_id: userId },
      });
      membership = here ? Object.assign(here, { user }) : null;
    }
  } else {
    membership = (await findUserInCurrentDepartment(actor, ref)).membership;
    user = membership.user;
    authorize(actor, 'update', targetOf(membership), membership.department_id);
  }
  const department = membership ? (actor.department as Department) : null;

  // What the caller was shown is what "unchanged" means: the edit form sends the whole record, and
  // a department sees a pending invitee as the inviter typed them.
  const shown =
    membership && !superuser
      ? memberDetails(membership)
      : {
          email: user.email,
          first_name: user.first_name,
          last_name: user.last_name,
          phone: user.phone ?? null,
        };
  const differing = differingFields(input, shown);
  if (differing.length) authorize(actor, 'editAccount', user, department?.id ?? 0);
  const changes = accountChanges(input, differing);
  if (differing.length) {
    if (changes.email && (await User.findOne({ where: { email: changes.email } })))
      throw new BadRequest('A user with this email already exists', 'email_taken');
  }

  let accountStatus: UserStatus | undefined;
  if (input.account_status !== undefined && input.account_status !== user.status) {
    authorize(actor, 'changeAccountStatus', user, department?.id ?? 0);
    if (!['active', 'inactive'].includes(input.account_status)) throw new BadRequest('Invalid status');
    if (user.status === 'pending')
      throw new BadRequest('This user has not set up their account yet', 'account_pending');
    accountStatus = input.account_status;
  }

  let membershipStatus: MembershipStatus | undefined;
  if (input.status !== undefined) {
    const shownStatus = membership ? memberStatus(user.status, membership.status) : user.status;
    if (input.status !== shownStatus && input.status !== membership?.status) {
      if (!membership) {
        if (!actor.department) throw new BadRequest('No department context available', 'department_required');
        throw new BadRequest(
          'status switches the membership in the current department; use account_status for the account',
        );
      }
      authorize(actor, 'changeStatus', targetOf(membership), membership.department_id);
      if (input.status === 'pending') throw new BadRequest('Invalid status: use active or inactive');
      if (membership.status === 'pending')
        throw new BadRequest('This user has not accepted their invitation yet', 'invitation_pending');
      membershipStatus = input.status;
    }
  }

  const before = { ...shown, status: user.status };
  await inTransaction(async (transaction) => {
    if (membershipStatus && membership && department) {
      const current = await lockedMembership(actor, department.id, user.id, transaction);
      if (membershipStatus === 'inactive' && current.role === 'admin')
        await assertKeepsAdmin([department.id], user.id, transaction);
      const oldStatus = memberStatus(user.status, current.status);
      await current.update({ status: membershipStatus }, { transaction });
      membership.status = membershipStatus;
      if (membershipStatus === 'inactive')
        transaction.afterCommit(() => leaveDepartmentRoom(user.id, department.id));
      await recordAudit(
        {
          action: 'status_updated',
          actor,
          department,
          targetUserId: user.id,
          details: {
            old_status: oldStatus,
            status: memberStatus(user.status, membershipStatus),
            email: user.email,
            first_name: user.first_name,
            last_name: user.last_name,
          },
        },
        transaction,
      );
    }
    if (accountStatus) {
      if (accountStatus === 'inactive') {
        await assertKeepsAdminEverywhere(user.id, transaction);
      }
      await user.update({ status: accountStatus }, { transaction });
      // An account-level change: for the person and superusers, not for a department's log.
      await recordAudit(
        {
          action: 'account_status_updated',
          actor,
          targetUserId: user.id,
          details: { old_status: before.status, status: accountStatus, email: user.email },
        },
        transaction,
      );
      if (accountStatus === 'inactive') await revokeUserSessions(user.id, undefined, transaction);
    }
    const fields = Object.keys(changes);
    if (fields.length) {
      await user.update(changes, { transaction });
      await recordAudit(
        {
          action: 'user_updated',
          actor,
          targetUserId: user.id,
          details: { fields, first_name: user.first_name, last_name: user.last_name, email: user.email },
        },
        transaction,
      );
    }
  });
  if (membership && isPendingRow(membership)) return { kind: 'invitee', membership };
  return userView(user, await activeMembershipsOf(user.id), actor.department, membership ?? undefined);
}

export interface UpdateMeInput {
  /**
   * @minLength 5 Must be at least 5 characters
   * @maxLength 100 Must be no more than 100 characters
   */
  email?: string;
  /** @maxLength 100 Must be no more than 100 characters */
  first_name?: string;
  /** @maxLength 100 Must be no more than 100 characters */
  last_name?: string;
  /** @maxLength 50 Must be no more than 50 characters */
  phone?: string | null;
  /** @maxLength 128 Must be no more than 128 characters */
  current_password?: string;
  /** @maxLength 128 Must be no more than 128 characters */
  password?: string;
}

export async function updateMe(actor: Actor, input: UpdateMeInput): Promise<UserView> {
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
    if (!input.current_password)
      throw new BadRequest('Current password is required to change password', 'current_password_required');
    // A stolen session must not become a password-guessing oracle: limited like failed sign-ins.
    const limits = currentPasswordLimits(user.id);
    const attempt = await takeAttempt(limits, tooManyCurrentPasswords);
    if (!(await verifyPassword(input.current_password, user.password_hash))) {
      throw new BadRequest('Current password is incorrect', 'wrong_current_password');
    }
    await attempt.release();
    await clearHits(limits[0].bucket);
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
  return userView(user, actor.memberships, actor.department);
}

/**
 * Removes a user. An admin removes them from the current department (the account stays, with its
 * other departments; a pending invitation is withdrawn); a superuser deletes the account itself.
 */
export async function deleteUser(actor: Actor, ref: number): Promise<void> {
  if (actor.user.is_superuser) {
    const user = await User.findByPk(await superuserTarget(actor, ref));
    if (!user) throw new NotFound('User not found');
    authorize(actor, 'remove', user, actor.department?.id ?? 0);
    await inTransaction(async (transaction) => {
      await assertKeepsAdminEverywhere(user.id, transaction);
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
  const { department, membership } = await findUserInCurrentDepartment(actor, ref);
  authorize(actor, 'remove', targetOf(membership), department.id);
  await removeMembership(actor, department, membership);
}

export async function sendResetMail(actor: Actor, userId: number): Promise<void> {
  const { department, membership } = await findUserInCurrentDepartment(actor, userId);
  const user = membership.user;
  authorize(actor, 'resetPassword', targetOf(membership), department.id);
  const status = memberStatus(user.status, membership.status);
  if (status === 'inactive') throw new BadRequest('Cannot reset password for inactive user', 'user_inactive');
  if (status === 'pending')
    throw new BadRequest(
      'This user has not accepted their invitation yet: resend the invitation instead',
      'invitation_pending',
    );
  // The mail goes to the person's own address, which only they or a superuser can change; it counts
  // with the person's own reset requests, and against the admin's mail.
  await takeAttempt(
    [...resetRequestLimits(user.email, null).slice(0, 1), ...mailLimits(actor.user.id, user.email)],
    tooManyMails,
  );
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
  await resendInvitation(actor, department, membership);
}

/**
 * Audit rows about one user. The person sees all of theirs and a superuser sees everyone's; a
 * department admin sees only the rows of the current department (rows without a department —
 * sign-ins, profile, password and reset requests, with IP addresses — and other departments' rows
 * are not theirs to read).
 */
export async function userAuditLog(actor: Actor, userId: number, limit: number): Promise<AuditLog[]> {
  let where: WhereOptions;
  if (actor.user.is_superuser || userId === actor.user.id) {
    where = { target_user_id: actor.user.is_superuser ? await superuserTarget(actor, userId) : userId };
  } else {
    const { department, membership } = await findUserInCurrentDepartment(actor, userId);
    authorize(actor, 'readAuditLog', targetOf(membership), department.id);
    where = { target_user_id: membership.user_id, department_id: department.id };
  }
  return AuditLog.findAll({
    where,
    order: [
      ['created_at', 'DESC'],
      ['id', 'DESC'],
    ],
    limit,
  });
}
