/**
 * Which Scenedock account a school identity opens (docs/accounts-and-roles.md, "Signing in with a
 * school account"), the same for an OpenID Connect sign-in and a portal's token:
 *
 * 1. a linked identity (provider and subject) opens its account;
 * 2. else a verified email of an existing account links the identity to it, once;
 * 3. else, where the caller allows it, a verified email of a domain a department claimed makes an
 *    account with a pending invitation to that department as a student (nothing granted until the
 *    person accepts it);
 * 4. else there is no account for this person.
 *
 * An unverified email never matches anything: whoever controls a provider account could type any
 * address into it.
 */
import { UniqueConstraintError, type Transaction } from 'sequelize';
import { inTransaction } from '../../db/sequelize';
import { EMAIL_RE } from '../../lib/validation';
import {
  Department,
  DepartmentDomain,
  DepartmentMembership,
  User,
  UserIdentity,
  UserToken,
} from '../../models';
import { recordAudit } from '../audit';
import { managersOf } from '../condition/record';
import { notify } from '../notifications';

/** What a provider or portal says about the person. */
export interface SchoolIdentity {
  /** the provider's id, or `portal:<id>` */
  provider: string;
  /** the provider's name for people: "Google", "the district portal" */
  providerName: string;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  firstName?: string;
  lastName?: string;
}

/** Why an identity opens no account; each has its own sentence where it is shown. */
export type NoAccountReason = 'unverified-email' | 'no-account' | 'inactive';

export type AccountMatch = { user: User; joined: Department | null } | { refused: NoAccountReason };

const text = (value: string | undefined, max: number) => (value ?? '').trim().slice(0, max);

/** The identity's account, linked when it was matched by email (see the module comment). */
export async function accountForIdentity(
  identity: SchoolIdentity,
  options: { ip: string | null; mayJoinByDomain: boolean },
): Promise<AccountMatch> {
  const attempt = () => match(identity, options);
  // Two first sign-ins of the same person at once: the loser of a unique index finds the winner's rows.
  return attempt().catch((err: unknown) => {
    if (err instanceof UniqueConstraintError) return attempt();
    throw err;
  });
}

async function match(
  identity: SchoolIdentity,
  options: { ip: string | null; mayJoinByDomain: boolean },
): Promise<AccountMatch> {
  const linked = await UserIdentity.findOne({
    where: { provider: identity.provider, subject: identity.subject },
  });
  if (linked) {
    const user = await User.findByPk(linked.user_id);
    if (!user || user.status === 'inactive') return { refused: 'inactive' };
    await linked.update({ last_used_at: new Date() });
    return { user, joined: null };
  }
  const email = identity.email?.trim().toLowerCase() ?? '';
  if (!identity.emailVerified || !EMAIL_RE.test(email) || email.length > 100) {
    return { refused: 'unverified-email' };
  }
  const existing = await User.findOne({ where: { email } });
  if (existing) {
    if (existing.status === 'inactive') return { refused: 'inactive' };
    await inTransaction((transaction) => linkIdentity(existing, identity, email, options.ip, transaction));
    return { user: existing, joined: null };
  }
  if (!options.mayJoinByDomain) return { refused: 'no-account' };
  const claim = await DepartmentDomain.findOne({
    where: { domain: email.slice(email.lastIndexOf('@') + 1) },
  });
  const department = claim ? await Department.findByPk(claim.department_id) : null;
  if (!department) return { refused: 'no-account' };
  const user = await inTransaction(async (transaction) => {
    const created = await User.create(
      {
        email,
        password_hash: null,
        first_name: text(identity.firstName, 100),
        last_name: text(identity.lastName, 100),
        phone: null,
        status: 'active',
        last_login: null,
      },
      { transaction },
    );
    await UserIdentity.create(
      {
        user_id: created.id,
        provider: identity.provider,
        subject: identity.subject,
        email,
        last_used_at: new Date(),
      },
      { transaction },
    );
    await DepartmentMembership.create(
      {
        department_id: department.id,
        user_id: created.id,
        role: 'student',
        status: 'pending',
        invited_by: null,
        invited_first_name: created.first_name,
        invited_last_name: created.last_name,
        invited_phone: null,
      },
      { transaction },
    );
    await tellOfDomainJoin(created, department, transaction);
    await recordAudit(
      {
        action: 'user_invited',
        actor: { user: { id: created.id, fullName: created.fullName }, ip: options.ip },
        department,
        targetUserId: created.id,
        details: { email, role: 'student', by_domain: claim!.domain, provider: identity.provider },
      },
      transaction,
    );
    return created;
  });
  return { user, joined: department };
}

/**
 * Links a verified identity to its account. A pending account (invited, its setup link not used
 * yet) becomes active: the provider proved the person holds the address the link was mailed to.
 */
async function linkIdentity(
  user: User,
  identity: SchoolIdentity,
  email: string,
  ip: string | null,
  transaction: Transaction,
): Promise<void> {
  await UserIdentity.create(
    {
      user_id: user.id,
      provider: identity.provider,
      subject: identity.subject,
      email: email || null,
      last_used_at: new Date(),
    },
    { transaction },
  );
  if (user.status === 'pending') {
    await user.update({ status: 'active' }, { transaction });
    await UserToken.update(
      { used_at: new Date() },
      { where: { user_id: user.id, purpose: 'invitation', used_at: null }, transaction },
    );
  }
  await recordAudit(
    {
      action: 'sign_in_linked',
      actor: { user: { id: user.id, fullName: user.fullName }, ip },
      targetUserId: user.id,
      details: { provider: identity.provider, email },
    },
    transaction,
  );
}

/** Links an identity to the signed-in person's account from Settings (no email match needed). */
export async function linkToAccount(user: User, identity: SchoolIdentity, ip: string | null): Promise<void> {
  await inTransaction((transaction) =>
    linkIdentity(user, identity, identity.email?.trim().toLowerCase() ?? '', ip, transaction),
  );
}

/** The person is told where their invitation waits; the department's admins that someone asked in. */
async function tellOfDomainJoin(user: User, department: Department, transaction: Transaction): Promise<void> {
  await notify(
    {
      userId: user.id,
      departmentId: null,
      type: 'info',
      category: 'user',
      title: `Invitation to ${department.name}`,
      message: `Your school address lets you join ${department.name} as a student. Accept or decline it.`,
      actionUrl: '/invitations',
    },
    transaction,
  );
  for (const adminId of await managersOf(department.id, transaction, 'admin')) {
    await notify(
      {
        userId: adminId,
        departmentId: department.id,
        type: 'info',
        category: 'user',
        title: `${user.fullName} signed in with a school account`,
        message: `${user.email} is invited to ${department.name} as a student, by its school domain. The invitation waits for them to accept it.`,
        actionUrl: '/users',
      },
      transaction,
    );
  }
}
