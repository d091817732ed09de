import type { Transaction } from 'sequelize';
import { inTransaction } from '../db/sequelize';
import { BadRequest, Gone, NotFound } from '../errors';
import type { Actor } from '../http/actor';
import { assertStrongPassword, hashPassword } from '../lib/passwords';
import { randomToken, sha256 } from '../lib/tokens';
import { normalizeEmail, optionalText } from '../lib/validation';
import { authorize, authorizeAssignableRole } from '../policies/departments';
import { authorize as authorizeUser } from '../policies/users';
import {
  presentDepartmentUser,
  presentUser,
  type DepartmentUserOut,
  type UserOut,
} from '../presenters/users';
import { Department, DepartmentMembership, ROLES, User, UserToken, type Role } from '../models';
import { recordAudit } from './audit';
import { notify } from './notifications';
import { issueSession, type TokenPair } from './auth';
import { links, sendMail } from './mail';

const INVITATION_TTL_MS = 7 * 24 * 3600 * 1000;

export interface InviteInput {
  email: string;
  first_name?: string;
  last_name?: string;
  /** optional: when given, the account is active at once with this password and no setup link is sent */
  password?: string;
  role?: string;
  phone?: string;
}

export interface InviteResult {
  isNewUser: boolean;
  user: DepartmentUserOut;
  message: string;
}

export function parseRole(value: string | undefined): Role {
  const role = (value ?? 'student').trim().toLowerCase();
  if (!(ROLES as readonly string[]).includes(role)) {
    throw new BadRequest(`Invalid role. Choose one of: ${ROLES.join(', ')}`);
  }
  return role as Role;
}

export async function findDepartment(id: number): Promise<Department> {
  const department = await Department.findByPk(id);
  if (!department) throw new NotFound('Department not found');
  return department;
}

/**
 * Invites someone into a department. A known email joins at once with the role; a new one gets a
 * pending account and a setup link (or, when the inviter sets a password, an active account).
 */
export async function inviteToDepartment(
  actor: Actor,
  departmentId: number,
  input: InviteInput,
): Promise<InviteResult> {
  const department = await findDepartment(departmentId);
  authorize(actor, 'invite', department.id);
  const role = parseRole(input.role);
  authorizeAssignableRole(actor, department.id, role);
  const email = normalizeEmail(input.email);
  const password = input.password?.length ? input.password : undefined;

  const existing = await User.findOne({ where: { email } });
  if (!existing && password) assertStrongPassword(password);
  if (existing) {
    const membership = await addMember(actor, department, existing, role);
    await sendMail({
      to: existing.email,
      subject: `You were added to ${department.name} on Scenedock`,
      text: `Hello ${existing.first_name || existing.email},\n\n${actor.user.fullName} added you to ${department.name} as ${role}. Sign in to see it:\n\n${links.signIn()}\n`,
      link: links.signIn(),
    });
    return {
      isNewUser: false,
      user: presentDepartmentUser(membership),
      // An existing account keeps its own password: say so rather than drop the inviter's silently.
      message: `${existing.email} was added to ${department.name} as ${role}${password ? '; their existing password is unchanged' : ''}`,
    };
  }

  const passwordHash = password ? await hashPassword(password) : null;
  const token = randomToken();
  const membership = await inTransaction(async (transaction) => {
    const user = await User.create(
      {
        email,
        password_hash: passwordHash,
        first_name: optionalText(input.first_name) ?? '',
        last_name: optionalText(input.last_name) ?? '',
        phone: optionalText(input.phone) ?? null,
        status: password ? 'active' : 'pending',
        last_login: null,
      },
      { transaction },
    );
    const created = await DepartmentMembership.create(
      { department_id: department.id, user_id: user.id, role },
      { transaction },
    );
    if (!password) await createInvitationToken(user.id, department.id, token, transaction);
    await recordAudit(
      {
        action: password ? 'user_created' : 'user_invited',
        actor,
        department,
        targetUserId: user.id,
        details: { email, role, first_name: user.first_name, last_name: user.last_name },
      },
      transaction,
    );
    return Object.assign(created, { user });
  });

  if (password) {
    await sendMail({
      to: email,
      subject: `Your Scenedock account for ${department.name}`,
      text: `Hello ${membership.user.first_name || email},\n\n${actor.user.fullName} created a Scenedock account for you in ${department.name}. ${actor.user.fullName} will give you your first password; sign in here:\n\n${links.signIn()}\n`,
      link: links.signIn(),
    });
  } else {
    await mailInvitation(membership.user, department, token, actor.user.fullName);
  }
  return {
    isNewUser: true,
    user: presentDepartmentUser(membership),
    message: password
      ? `Account created for ${email}`
      : `An invitation was sent to ${email}. They will receive an email with setup instructions.`,
  };
}

/** Adds an existing user to a department (400 when already a member). */
export async function addMember(
  actor: Actor,
  department: Department,
  user: User,
  role: Role,
): Promise<DepartmentMembership & { user: User }> {
  return inTransaction(async (transaction) => {
    const already = await DepartmentMembership.findOne({
      where: { department_id: department.id, user_id: user.id },
      transaction,
    });
    if (already) throw new BadRequest('User is already a member of this department');
    const membership = await DepartmentMembership.create(
      { department_id: department.id, user_id: user.id, role },
      { transaction },
    );
    await recordAudit(
      {
        action: 'user_added',
        actor,
        department,
        targetUserId: user.id,
        details: { email: user.email, role, first_name: user.first_name, last_name: user.last_name },
      },
      transaction,
    );
    await notify(
      {
        userId: user.id,
        departmentId: department.id,
        type: 'success',
        category: 'user',
        title: `Welcome to ${department.name}`,
        message: `${actor.user.fullName} added you to ${department.name} as ${role}.`,
        actionUrl: '/',
      },
      transaction,
    );
    return Object.assign(membership, { user });
  });
}

async function createInvitationToken(
  userId: number,
  departmentId: number,
  token: string,
  transaction: Transaction,
): Promise<void> {
  // A new link replaces any earlier one.
  await UserToken.update(
    { used_at: new Date() },
    { where: { user_id: userId, purpose: 'invitation', used_at: null }, transaction },
  );
  await UserToken.create(
    {
      user_id: userId,
      purpose: 'invitation',
      token_hash: sha256(token),
      department_id: departmentId,
      expires_at: new Date(Date.now() + INVITATION_TTL_MS),
      used_at: null,
    },
    { transaction },
  );
}

async function mailInvitation(user: User, department: Department, token: string, inviterName: string) {
  const link = links.invitation(token);
  await sendMail({
    to: user.email,
    subject: `You are invited to ${department.name} on Scenedock`,
    text: `Hello ${user.first_name || user.email},\n\n${inviterName} invited you to join ${department.name} on Scenedock, where the department keeps its props, set pieces, costumes and productions.\n\nSet your password here (the link works for 7 days):\n\n${link}\n`,
    link,
  });
}

/** Sends a new setup link to a pending member of the actor's department. */
export async function resendInvitation(actor: Actor, department: Department, user: User): Promise<void> {
  authorizeUser(actor, 'resendInvitation', user, department.id);
  if (user.status !== 'pending') throw new BadRequest('This user has already accepted their invitation');
  const token = randomToken();
  await inTransaction(async (transaction) => {
    await createInvitationToken(user.id, department.id, token, transaction);
    await recordAudit(
      {
        action: 'invitation_resent',
        actor,
        department,
        targetUserId: user.id,
        details: { email: user.email },
      },
      transaction,
    );
  });
  await mailInvitation(user, department, token, actor.user.fullName);
}

async function findInvitation(token: string, transaction?: Transaction): Promise<UserToken> {
  const row = await UserToken.findOne({
    where: { token_hash: sha256(token), purpose: 'invitation' },
    include: [
      { model: User, as: 'user' },
      { model: Department, as: 'department' },
    ],
    transaction,
    lock: transaction ? transaction.LOCK.UPDATE : undefined,
  });
  if (!row || !row.user) throw new NotFound('This invitation link is invalid');
  if (row.used_at || row.user.status !== 'pending') throw new Gone('This invitation has already been used');
  if (row.expires_at.getTime() <= Date.now()) throw new Gone('This invitation has expired');
  return row;
}

export interface InvitationOut {
  user: { id: number; email: string; first_name: string; last_name: string };
  department: { id: number; name: string } | null;
}

export async function validateInvitation(token: string): Promise<InvitationOut> {
  const row = await findInvitation(token);
  const user = row.user!;
  return {
    user: { id: user.id, email: user.email, first_name: user.first_name, last_name: user.last_name },
    department: row.department ? { id: row.department.id, name: row.department.name } : null,
  };
}

/** Accepts an invitation: sets the password, activates the account and signs the user in. */
export async function setupPassword(
  token: string,
  password: string,
  ip: string | null,
): Promise<{ tokens: TokenPair; user: UserOut }> {
  await findInvitation(token); // 404/410 before judging the password
  assertStrongPassword(password);
  const hash = await hashPassword(password);
  const { user, tokens } = await inTransaction(async (transaction) => {
    const row = await findInvitation(token, transaction);
    const invited = row.user!;
    await row.update({ used_at: new Date() }, { transaction });
    await invited.update({ password_hash: hash, status: 'active', last_login: new Date() }, { transaction });
    await recordAudit(
      {
        action: 'invitation_accepted',
        actor: { user: { id: invited.id, fullName: invited.fullName }, ip },
        department: row.department,
        targetUserId: invited.id,
      },
      transaction,
    );
    return { user: invited, tokens: await issueSession(invited, transaction) };
  });
  const memberships = await DepartmentMembership.findAll({
    where: { user_id: user.id },
    include: [{ model: Department, as: 'department' }],
    order: [['id', 'ASC']],
  });
  return { tokens, user: presentUser(user, memberships, memberships[0]?.department ?? null) };
}
