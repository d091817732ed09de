import { UniqueConstraintError, type Transaction } from 'sequelize';
import { inTransaction } from '../db/sequelize';
import { BadRequest, Gone, NotFound } from '../errors';
import type { Actor } from '../domain/actor';
import { assertStrongPassword, hashPassword } from '../lib/passwords';
import { randomToken, sha256 } from '../lib/tokens';
import { normalizeEmail, optionalText } from '../lib/validation';
import { authorize, authorizeAssignableRole } from '../policies/departments';
import { authorize as authorizeUser } from '../policies/users';
import { parseRole } from '../lib/roles';
import { Department, DepartmentMembership, User, UserToken, type Role } from '../models';
import { recordAudit } from './audit';
import { findDepartment } from './departmentLookup';
import { notify } from './notifications';
import { issueSession, type TokenPair } from './auth';
import { greeting, links, sendMail, sendMailWithinLimits, type Mail } from './mail';
import { mailsWaitingFor } from './mailOutbox';
import {
  isOverLimit,
  resendInvitationLimits,
  senderMailLimit,
  takeAttempt,
  tooManyInvitationResends,
} from './rateLimit';
import { activeMembershipsOf, type Member } from './memberships';
import type { UserView } from './userView';
import { config } from '../config';

const INVITATION_TTL_MS = 7 * 24 * 3600 * 1000;

export interface InviteInput {
  /**
   * @minLength 5 Must be at least 5 characters
   * @maxLength 100 Must be no more than 100 characters
   */
  email: string;
  /** @maxLength 100 Must be no more than 100 characters */
  first_name?: string;
  /** @maxLength 100 Must be no more than 100 characters */
  last_name?: string;
  /**
   * optional: for a new email the account is active with this password (no setup link) and the
   * membership waits for the person to accept it; an existing account keeps its own password
   * @maxLength 128 Must be no more than 128 characters
   */
  password?: string;
  /** the role in the department; student when left out */
  role?: Role;
  /** @maxLength 50 Must be no more than 50 characters */
  phone?: string;
}

/**
 * An invitation made: the membership (with its user) shows what the inviter typed, and the message
 * is the same for a new and an existing email, so neither tells the inviter whether an account existed.
 */
export interface Invited {
  membership: Member;
  message: string;
  /** the mail waits for the inviter's hourly allowance (it goes out later, from the outbox) */
  mailWaiting: boolean;
}

/**
 * Invites someone into a department. A new email gets an account: pending with a setup link, or,
 * when the inviter sets a password, active with a pending membership the person accepts after
 * signing in. An existing account gets a pending membership and a mail pointing at its invitations:
 * nothing is granted until the person accepts. Both branches hash the password and send one mail, and
 * answer alike, so the answer does not reveal whether the account existed.
 */
export async function inviteToDepartment(
  actor: Actor,
  departmentId: number,
  input: InviteInput,
): Promise<Invited> {
  const department = await findDepartment(departmentId);
  authorize(actor, 'invite', department.id);
  const role = parseRole(input.role);
  authorizeAssignableRole(actor, department.id, role);
  const email = normalizeEmail(input.email);
  const password = input.password?.length ? input.password : undefined;
  if (password) assertStrongPassword(password);
  const typed = {
    first_name: optionalText(input.first_name) ?? '',
    last_name: optionalText(input.last_name) ?? '',
    phone: optionalText(input.phone) ?? null,
  };
  // Hashed in both branches, so an existing account does not answer faster.
  const passwordHash = password ? await hashPassword(password) : null;
  const token = randomToken();

  // Two invitations of the same new address at once: the loser of the unique email index tries again
  // and finds the account the winner created.
  const invite = () =>
    inTransaction(async (transaction) => {
      const existing = await User.findOne({ where: { email }, transaction });
      let user = existing;
      if (user) {
        const already = await DepartmentMembership.findOne({
          where: { department_id: department.id, user_id: user.id },
          transaction,
        });
        if (already) throw new BadRequest('User is already a member of this department', 'already_member');
      } else {
        user = await User.create(
          {
            email,
            password_hash: passwordHash,
            ...typed,
            status: password ? 'active' : 'pending',
            last_login: null,
          },
          { transaction },
        );
      }
      // A new account without a password joins by setting it (the setup link is its consent); every
      // other invitation waits for the person to accept it.
      const joinsBySetup = !existing && !password;
      const created = await DepartmentMembership.create(
        {
          department_id: department.id,
          user_id: user.id,
          role,
          status: joinsBySetup ? 'active' : 'pending',
          invited_by: actor.user.id,
          invited_first_name: typed.first_name,
          invited_last_name: typed.last_name,
          invited_phone: typed.phone,
        },
        { transaction },
      );
      if (joinsBySetup) await createInvitationToken(user.id, department.id, token, transaction);
      else await notifyInvitee(actor, department, user.id, role, transaction);
      await recordAudit(
        {
          action: 'user_invited',
          actor,
          department,
          targetUserId: user.id,
          details: { email, role, ...typed, with_password: Boolean(password) },
        },
        transaction,
      );
      return {
        membership: Object.assign(created, { user }),
        existed: Boolean(existing),
        // the greeting: the account's own name only when it is theirs (see `greeting`)
        hello: greeting(existing),
      };
    });
  const { membership, existed, hello } = await invite().catch((err: unknown) => {
    if (err instanceof UniqueConstraintError) return invite();
    throw err;
  });

  // What the inviter typed (names, phone) stays in the department: it never goes out in the mail.
  // Over the hour's allowance the invitation stands and its mail waits in the outbox.
  const mail =
    !existed && !password
      ? invitationMail(email, hello, department, token, actor.user.fullName)
      : joinInvitationMail(email, hello, department, role, actor.user.fullName, !existed);
  const outcome = await sendMailWithinLimits(actor.user.id, mail);
  const wait = outcome === 'waiting' ? await inviterWait(actor.user.id) : null;
  const sentence = password
    ? `${email} was invited to ${department.name} as ${role}. If the address had no account yet, one was created with the password you set.`
    : wait
      ? `Invitation to ${email} created.`
      : `An invitation was sent to ${email}. They will receive an email with setup instructions.`;
  return {
    membership,
    message: wait ? `${sentence} ${wait}` : sentence,
    mailWaiting: wait !== null,
  };
}

/**
 * What to tell an inviter whose mail waits, or null. Only the inviter's own allowance is told: a mail
 * that waits for the address's allowance would tell the inviter that the address gets mail (has an
 * account), so the answer then reads as for a mail sent.
 */
async function inviterWait(inviterId: number): Promise<string | null> {
  const own = senderMailLimit(inviterId);
  if (!(await isOverLimit(own))) return null;
  const waiting = await mailsWaitingFor(inviterId);
  // The outbox sends at most one hour's allowance of a person's mail each hour.
  const hours = Math.max(1, Math.ceil(waiting / own.max));
  const within = hours === 1 ? 'within the next hour' : `within the next ${hours} hours`;
  const count = `${waiting} email${waiting === 1 ? '' : 's'} of yours waiting`;
  return `The email will be sent ${within}, when your hourly email allowance has room (${count}).`;
}

/** Where a signed-in person answers their invitations. */
export const invitationsLink = () => `${config.publicUrl}/invitations`;

async function notifyInvitee(
  actor: Actor,
  department: Department,
  userId: number,
  role: Role,
  transaction: Transaction,
): Promise<void> {
  await notify(
    {
      userId,
      departmentId: null,
      type: 'info',
      category: 'user',
      title: `Invitation to ${department.name}`,
      message: `${actor.user.fullName} invited you to join ${department.name} as ${role}. Accept or decline it.`,
      actionUrl: '/invitations',
    },
    transaction,
  );
}

/** The mail of an invitation the person answers after signing in (`/invitations`). */
function joinInvitationMail(
  email: string,
  hello: string,
  department: Department,
  role: Role,
  inviterName: string,
  newAccount: boolean,
): Mail {
  const link = invitationsLink();
  const signIn = newAccount
    ? `${inviterName} created a Scenedock account for you and will give you its first password. Sign in, then accept or decline the invitation here:`
    : 'Sign in with your Scenedock account, then accept or decline it here:';
  return {
    to: email,
    subject: `You are invited to ${department.name} on Scenedock`,
    text: `${hello}\n\n${inviterName} invited you to join ${department.name} as ${role}. Nothing changes until you accept. ${signIn}\n\n${link}\n`,
    link,
  };
}

/**
 * Adds an existing account by id (superusers only): the same invitation as by email, pending until
 * the person accepts. Department managers invite by email instead, so they never learn account ids'
 * addresses or add anyone who did not say yes.
 */
export async function inviteExistingUser(
  actor: Actor,
  department: Department,
  user: User,
  role: Role,
): Promise<DepartmentMembership & { user: User }> {
  const membership = await inTransaction(async (transaction) => {
    const already = await DepartmentMembership.findOne({
      where: { department_id: department.id, user_id: user.id },
      transaction,
    });
    if (already) throw new BadRequest('User is already a member of this department', 'already_member');
    const created = await DepartmentMembership.create(
      {
        department_id: department.id,
        user_id: user.id,
        role,
        status: 'pending',
        invited_by: actor.user.id,
        // the caller typed an id, not a name: the row shows the address only until accepted
        invited_first_name: '',
        invited_last_name: '',
        invited_phone: null,
      },
      { transaction },
    );
    await notifyInvitee(actor, department, user.id, role, transaction);
    await recordAudit(
      {
        action: 'user_invited',
        actor,
        department,
        targetUserId: user.id,
        details: { email: user.email, role },
      },
      transaction,
    );
    return Object.assign(created, { user });
  });
  await sendMailWithinLimits(
    actor.user.id,
    joinInvitationMail(user.email, greeting(user), department, role, actor.user.fullName, false),
  );
  return membership;
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

function invitationMail(
  email: string,
  hello: string,
  department: Department,
  token: string,
  inviterName: string,
): Mail {
  const link = links.invitation(token);
  return {
    to: email,
    subject: `You are invited to ${department.name} on Scenedock`,
    text: `${hello}\n\n${inviterName} invited you to join ${department.name} on Scenedock, where the department keeps its props, set pieces, costumes and productions.\n\nSet your password here (the link works for 7 days):\n\n${link}\n`,
    link,
  };
}

/**
 * Mails a pending invitation again: a pending membership gets the link to answer it, a member whose
 * account was never set up gets a new setup link (earlier ones stop working).
 */
export async function resendInvitation(
  actor: Actor,
  department: Department,
  membership: DepartmentMembership & { user: User },
): Promise<void> {
  const user = membership.user;
  const pendingMembership = membership.status === 'pending';
  // A pending invitee is nobody's superuser here yet: the check would tell the inviter who they are.
  authorizeUser(
    actor,
    'resendInvitation',
    pendingMembership ? { id: user.id, is_superuser: false } : user,
    department.id,
  );
  if (!pendingMembership && user.status !== 'pending')
    throw new BadRequest('This user has already accepted their invitation', 'invitation_accepted');
  // Per invitee (a cool-down and a few a day, whoever resends) and every mail's limits.
  await takeAttempt(resendInvitationLimits(actor.user.id, user.email), tooManyInvitationResends);
  const token = randomToken();
  await inTransaction(async (transaction) => {
    if (!pendingMembership) await createInvitationToken(user.id, department.id, token, transaction);
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
  const hello = greeting(user);
  // Its allowance was taken above (the resend limits include every mail's).
  await sendMail(
    pendingMembership
      ? joinInvitationMail(user.email, hello, department, membership.role, actor.user.fullName, false)
      : invitationMail(user.email, hello, department, token, actor.user.fullName),
  );
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
  if (row.used_at || row.user.status !== 'pending')
    throw new Gone('This invitation has already been used', 'invitation_used');
  if (row.expires_at.getTime() <= Date.now())
    throw new Gone('This invitation has expired', 'invitation_expired');
  return row;
}

/** A usable invitation link's token row, with its user (and department, when it still exists). */
export async function validateInvitation(token: string): Promise<UserToken & { user: User }> {
  return (await findInvitation(token)) as UserToken & { user: User };
}

/** Accepts an invitation: sets the password, activates the account and signs the user in. */
export async function setupPassword(
  token: string,
  password: string,
  ip: string | null,
): Promise<{ tokens: TokenPair; user: UserView }> {
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
  const memberships = await activeMembershipsOf(user.id);
  return {
    tokens,
    user: { kind: 'user', user, memberships, department: memberships[0]?.department ?? null },
  };
}

/** A pending membership with its department and (while that account exists) its inviter loaded. */
export type PendingInvitation = DepartmentMembership & { department: Department };

/** The signed-in person's invitations they have not answered yet, oldest first. */
export async function myInvitations(actor: Actor): Promise<PendingInvitation[]> {
  const rows = await DepartmentMembership.findAll({
    where: { user_id: actor.user.id, status: 'pending' },
    include: [
      { model: Department, as: 'department', required: true },
      { model: User, as: 'inviter', required: false },
    ],
    order: [
      ['created_at', 'ASC'],
      ['id', 'ASC'],
    ],
  });
  return rows as PendingInvitation[];
}

async function findMyInvitation(actor: Actor, departmentId: number, transaction: Transaction) {
  const membership = await DepartmentMembership.findOne({
    where: { user_id: actor.user.id, department_id: departmentId, status: 'pending' },
    include: [{ model: Department, as: 'department', required: true }],
    transaction,
    lock: transaction.LOCK.UPDATE,
  });
  if (!membership) throw new NotFound('Invitation not found');
  return membership as DepartmentMembership & { department: Department };
}

/** Tells whoever sent the invitation how it was answered. */
async function notifyInviter(
  actor: Actor,
  membership: DepartmentMembership & { department: Department },
  accepted: boolean,
  transaction: Transaction,
): Promise<void> {
  if (!membership.invited_by || membership.invited_by === actor.user.id) return;
  const department = membership.department;
  await notify(
    {
      userId: membership.invited_by,
      departmentId: department.id,
      type: accepted ? 'success' : 'info',
      category: 'user',
      title: accepted
        ? `Invitation to ${department.name} accepted`
        : `Invitation to ${department.name} declined`,
      message: `${actor.user.email} ${accepted ? 'accepted' : 'declined'} your invitation to ${department.name}.`,
      actionUrl: accepted ? '/users' : null,
    },
    transaction,
  );
}

/** Accepts a pending invitation: the membership becomes active with the invited role. */
export async function acceptInvitation(actor: Actor, departmentId: number): Promise<UserView> {
  await inTransaction(async (transaction) => {
    const membership = await findMyInvitation(actor, departmentId, transaction);
    await membership.update(
      { status: 'active', invited_first_name: null, invited_last_name: null, invited_phone: null },
      { transaction },
    );
    await recordAudit(
      {
        action: 'invitation_accepted',
        actor,
        department: membership.department,
        targetUserId: actor.user.id,
        details: { role: membership.role, email: actor.user.email },
      },
      transaction,
    );
    await notifyInviter(actor, membership, true, transaction);
  });
  const memberships = await activeMembershipsOf(actor.user.id);
  return { kind: 'user', user: actor.user, memberships, department: actor.department };
}

/** Declines a pending invitation: the pending membership goes away. */
export async function declineInvitation(actor: Actor, departmentId: number): Promise<void> {
  await inTransaction(async (transaction) => {
    const membership = await findMyInvitation(actor, departmentId, transaction);
    await membership.destroy({ transaction });
    await recordAudit(
      {
        action: 'invitation_declined',
        actor,
        department: membership.department,
        targetUserId: actor.user.id,
        details: { role: membership.role, email: actor.user.email },
      },
      transaction,
    );
    await notifyInviter(actor, membership, false, transaction);
  });
}
