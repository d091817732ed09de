import {
  ForeignKeyConstraintError,
  Op,
  UniqueConstraintError,
  col,
  fn,
  where,
  type Transaction,
} from 'sequelize';
import { inTransaction } from '../db/sequelize';
import { BadRequest, NotFound, ValidationFailed } from '../errors';
import type { Actor } from '../domain/actor';
import { findPage, likeAny } from '../lib/query';
import { canonicalTimeZone } from '../lib/timeZones';
import { normalizeEmail, optionalText, requiredText, type Page } from '../lib/validation';
import { authorize, authorizeMemberTarget } from '../policies/departments';
import { memberDetails, memberStatus } from '../domain/membership';
import { parseRole } from '../lib/roles';
import { AuditLog, Department, DepartmentMembership, User, UserToken } from '../models';
import { recordAudit } from './audit';
import { removeWebhooksOf } from './webhooks/endpoints';
import { runInBackground } from '../lib/background';
import { inDepartmentTransaction } from './departmentLock';
import { notify } from './notifications';
import { findDepartment } from './departmentLookup';
import { inviteExistingUser } from './invitations';
import {
  assertKeepsAdmin,
  findMemberByRef,
  lockedMembership,
  removeMembership,
  targetOf,
  type Member,
} from './memberships';
import { listDepartmentUsers, type UserFilters } from './users';
import { randomToken, sha256 } from '../lib/tokens';
import { links, sendMail } from './mail';
import { contactConfirmationLimits, takeAttempt, tooManyConfirmations } from './rateLimit';

export interface DepartmentInput {
  /** @maxLength 150 Must be no more than 150 characters */
  name?: string;
  /** @maxLength 255 Must be no more than 255 characters */
  address?: string | null;
  /** @maxLength 150 Must be no more than 150 characters */
  contact_person?: string | null;
  /** @maxLength 100 Must be no more than 100 characters */
  contact_email?: string | null;
  /** @maxLength 50 Must be no more than 50 characters */
  contact_phone?: string | null;
  /** @maxLength 5000 Must be no more than 5000 characters */
  description?: string | null;
  /**
   * @minimum -90 Must be between -90 and 90
   * @maximum 90 Must be between -90 and 90
   */
  latitude?: number | null;
  /**
   * @minimum -180 Must be between -180 and 180
   * @maximum 180 Must be between -180 and 180
   */
  longitude?: number | null;
  /**
   * The IANA time zone its days are counted in (e.g. `America/Chicago`). Left out on create: the zone
   * of its coordinates, else the server's `TIME_ZONE`.
   * @maxLength 64 Must be no more than 64 characters
   */
  time_zone?: string;
}

/** User counts per department in one grouped query; item counts are kept on the department row. */
async function userCountsFor(ids: number[]): Promise<Map<number, number>> {
  const counts = new Map<number, number>(ids.map((id) => [id, 0]));
  if (!ids.length) return counts;
  const rows = (await DepartmentMembership.findAll({
    attributes: ['department_id', [fn('COUNT', col('id')), 'count']],
    where: { department_id: { [Op.in]: ids } },
    group: ['department_id'],
    raw: true,
  })) as unknown as { department_id: number; count: number | string }[];
  for (const row of rows) counts.set(Number(row.department_id), Number(row.count));
  return counts;
}

/** A department with its member count (its item and production counts are kept on the row). */
export interface DepartmentWithCounts {
  department: Department;
  /** memberships of every status, pending invitations included */
  userCount: number;
}

async function withCounts(department: Department): Promise<DepartmentWithCounts> {
  const users = await userCountsFor([department.id]);
  return { department, userCount: users.get(department.id)! };
}

/** Every department: the lending network shows partners too. Search by name, contact person or address. */
export async function listDepartments(search: string | undefined, page: Page) {
  const term = search?.trim();
  const { rows, count } = await findPage(Department, {
    where: term ? likeAny(['name', 'contact_person', 'address'], term) : undefined,
    order: [['name', 'ASC']],
    offset: page.skip,
    limit: page.limit,
  });
  const users = await userCountsFor(rows.map((d) => d.id));
  const items = rows.map((department) => ({ department, userCount: users.get(department.id)! }));
  return { items, total: count };
}

export async function getDepartment(id: number): Promise<DepartmentWithCounts> {
  return withCounts(await findDepartment(id));
}

function coordinate(value: number | null | undefined, field: 'latitude' | 'longitude') {
  if (value === undefined || value === null) return value;
  const max = field === 'latitude' ? 90 : 180;
  if (!Number.isFinite(value) || value < -max || value > max) {
    throw new ValidationFailed([
      { loc: ['body', field], msg: `Must be between -${max} and ${max}`, type: 'value_error.number' },
    ]);
  }
  return value;
}

type DepartmentChanges = { [K in keyof DepartmentInput]?: Exclude<DepartmentInput[K], undefined> };

function departmentChanges(input: DepartmentInput): DepartmentChanges {
  const changes: DepartmentChanges = {};
  if (input.name !== undefined)
    changes.name = requiredText(input.name, 'name', 'Department name is required');
  for (const field of ['address', 'contact_person', 'contact_phone', 'description'] as const) {
    if (input[field] !== undefined) changes[field] = optionalText(input[field]) ?? null;
  }
  if (input.contact_email !== undefined) {
    const email = optionalText(input.contact_email);
    changes.contact_email = email ? normalizeEmail(email) : null;
  }
  if (input.latitude !== undefined) changes.latitude = coordinate(input.latitude, 'latitude') ?? null;
  if (input.longitude !== undefined) changes.longitude = coordinate(input.longitude, 'longitude') ?? null;
  if (
    (changes.latitude === null) !== (changes.longitude === null) &&
    'latitude' in changes &&
    'longitude' in changes
  ) {
    throw new BadRequest('Give both latitude and longitude, or neither');
  }
  if (input.time_zone !== undefined) {
    const zone = canonicalTimeZone(input.time_zone);
    if (!zone)
      throw new ValidationFailed([
        {
          loc: ['body', 'time_zone'],
          msg: 'Choose a time zone such as America/Chicago',
          type: 'value_error.time_zone',
        },
      ]);
    changes.time_zone = zone;
  }
  return changes;
}

const NAME_TAKEN = 'A department with this name already exists';

/** Names are unique ignoring case, on SQLite as on MySQL's *_ci collation. */
async function assertNameFree(name: string, exceptId?: number) {
  const clash = await Department.findOne({ where: where(fn('LOWER', col('name')), name.toLowerCase()) });
  if (clash && clash.id !== exceptId) throw new BadRequest(NAME_TAKEN, 'department_name_taken');
}

/** A racing create or rename that passed the check still hits the unique index: same answer. */
function nameTakenOnConflict(err: unknown): never {
  if (err instanceof UniqueConstraintError) throw new BadRequest(NAME_TAKEN, 'department_name_taken');
  throw err;
}

export async function createDepartment(actor: Actor, input: DepartmentInput): Promise<DepartmentWithCounts> {
  authorize(actor, 'create');
  const changes = departmentChanges(input);
  if (!changes.name) requiredText('', 'name', 'Department name is required');
  await assertNameFree(changes.name!);
  const confirmation = changes.contact_email
    ? await newConfirmation(actor, null, changes.contact_email)
    : null;
  const department = await inTransaction(async (transaction) => {
    const created = await Department.create(
      { ...changes, ...confirmation?.columns, name: changes.name! },
      { transaction },
    );
    if (confirmation) transaction.afterCommit(() => mailConfirmation(actor, created, confirmation.token));
    await recordAudit(
      { action: 'department_created', actor, department: created, details: { name: created.name } },
      transaction,
    );
    return created;
  }).catch(nameTakenOnConflict);
  return withCounts(department);
}

export async function updateDepartment(
  actor: Actor,
  id: number,
  input: DepartmentInput,
): Promise<DepartmentWithCounts> {
  const department = await findDepartment(id);
  authorize(actor, 'update', department.id);
  const changes = departmentChanges(input);
  if (changes.name) await assertNameFree(changes.name, department.id);
  // A new contact address receives nothing until its owner confirms it; clearing it clears that too.
  const newAddress =
    changes.contact_email !== undefined && changes.contact_email !== department.contact_email;
  const confirmation =
    newAddress && changes.contact_email
      ? await newConfirmation(actor, department.id, changes.contact_email)
      : null;
  const contactColumns = newAddress ? (confirmation?.columns ?? NO_CONFIRMATION) : {};
  await inTransaction(async (transaction) => {
    await department.update({ ...changes, ...contactColumns }, { transaction });
    if (confirmation) transaction.afterCommit(() => mailConfirmation(actor, department, confirmation.token));
    await recordAudit(
      { action: 'department_updated', actor, department, details: { fields: Object.keys(changes) } },
      transaction,
    );
  }).catch(nameTakenOnConflict);
  return withCounts(department);
}

const CONFIRMATION_TTL_MS = 7 * 24 * 3600 * 1000;
const NO_CONFIRMATION = {
  contact_email_confirmed_at: null,
  contact_email_token_hash: null,
  contact_email_token_expires_at: null,
};

/**
 * A confirmation link for a contact address: counted first (per department, per address, and
 * every mail's limits: 429 beyond them), its token stored only as its SHA-256 with an expiry.
 */
async function newConfirmation(actor: Actor, departmentId: number | null, email: string) {
  await takeAttempt(contactConfirmationLimits(actor.user.id, departmentId, email), tooManyConfirmations);
  const token = randomToken();
  return {
    token,
    columns: {
      contact_email_confirmed_at: null,
      contact_email_token_hash: sha256(token),
      contact_email_token_expires_at: new Date(Date.now() + CONFIRMATION_TTL_MS),
    },
  };
}

/** The one mail a contact address gets before it is confirmed; it names facts of the app only. */
function mailConfirmation(actor: Actor, department: Department, token: string): void {
  const link = links.contactConfirmation(token);
  const to = department.contact_email!;
  runInBackground('contact confirmation email', () =>
    sendMail({
      to,
      subject: `Confirm the contact address of ${department.name} on Scenedock`,
      text:
        `Hello,\n\n${actor.user.fullName} made this address the contact of ${department.name} on Scenedock, ` +
        `where theatre departments lend each other props, set pieces and costumes. Other departments can ` +
        `email it through Scenedock once you confirm it here (the link works for 7 days):\n\n${link}\n\n` +
        `If this is not your department, ignore this mail: nothing is sent to this address through Scenedock.\n`,
      link,
    }),
  );
}

/** Sends the confirmation of the department's contact address again (its admins, or a superuser). */
export async function resendContactConfirmation(actor: Actor, id: number): Promise<Department> {
  const department = await findDepartment(id);
  authorize(actor, 'update', department.id);
  if (!department.contact_email) throw new BadRequest(`${department.name} has no contact address`);
  if (department.contact_email_confirmed_at)
    throw new BadRequest(`The contact address of ${department.name} is already confirmed`);
  const { token, columns } = await newConfirmation(actor, department.id, department.contact_email);
  await inTransaction(async (transaction: Transaction) => {
    await department.update(columns, { transaction });
    await recordAudit(
      {
        action: 'department_updated',
        actor,
        department,
        details: { fields: ['contact_email_confirmation_sent'] },
      },
      transaction,
    );
  });
  mailConfirmation(actor, department, token);
  return department;
}

const INVALID_CONFIRMATION = 'This confirmation link is invalid or has expired';

/**
 * Confirms a contact address (anyone holding the link; no sign-in): the address it was sent to
 * receives mail from then on. Answers the department.
 */
export async function confirmContactEmail(token: string): Promise<Department> {
  if (!token) throw new BadRequest(INVALID_CONFIRMATION);
  return inTransaction(async (transaction) => {
    const department = await Department.findOne({
      where: { contact_email_token_hash: sha256(token) },
      transaction,
      lock: transaction.LOCK.UPDATE,
    });
    const expires = department?.contact_email_token_expires_at;
    if (!department || !department.contact_email || !expires || expires.getTime() <= Date.now())
      throw new BadRequest(INVALID_CONFIRMATION);
    await department.update(
      {
        contact_email_confirmed_at: new Date(),
        contact_email_token_hash: null,
        contact_email_token_expires_at: null,
      },
      { transaction },
    );
    await recordAudit(
      {
        action: 'department_updated',
        actor: null,
        department,
        details: { fields: ['contact_email_confirmed'], contact_email: department.contact_email },
      },
      transaction,
    );
    return department;
  });
}

const HOLDS_DATA = 'Cannot delete department with existing data. Please remove all associated items first.';

/**
 * Superusers only; refused while the department still holds inventory or productions. Memberships
 * go with it. Runs under the department's row lock, like every write to its items: a writer in
 * flight either commits first (then the counts read here include its row and the delete is
 * refused) or waits and then finds the department gone (404 'Department not found').
 */
export async function deleteDepartment(actor: Actor, id: number): Promise<void> {
  const department = await findDepartment(id);
  authorize(actor, 'delete', department.id);
  await inDepartmentTransaction(department.id, async (transaction, locked) => {
    const held =
      locked.production_count + locked.prop_count + locked.set_piece_count + locked.costume_piece_count;
    if (held > 0) throw new BadRequest(HOLDS_DATA, 'department_not_empty');
    await recordAudit(
      {
        action: 'department_deleted',
        actor,
        department: null,
        details: { name: locked.name, department_id: locked.id },
      },
      transaction,
    );
    await removeWebhooksOf(locked.id, transaction);
    await locked.destroy({ transaction });
  }).catch((err: unknown) => {
    // Rows no kept count covers (another table pointing at the department) refuse it the same way.
    if (err instanceof ForeignKeyConstraintError) throw new BadRequest(HOLDS_DATA, 'department_not_empty');
    throw err;
  });
}

export async function listMembers(actor: Actor, departmentId: number, filters: UserFilters, page: Page) {
  const department = await findDepartment(departmentId);
  authorize(actor, 'viewMembers', department.id);
  return listDepartmentUsers(actor, department.id, filters, page);
}

/** The member or pending invitee `ref` names, as the member list does (`memberRef`). */
async function findMembership(departmentId: number, ref: number) {
  const membership = await findMemberByRef(departmentId, ref);
  if (!membership) throw new NotFound('User or department not found');
  return membership;
}

/**
 * Adds an existing account by id (superusers only). It is an invitation like one by email: the
 * membership stays pending, granting nothing, until the person accepts it.
 */
export async function addMemberById(
  actor: Actor,
  departmentId: number,
  userId: number,
  rawRole: string | undefined,
): Promise<Member> {
  const department = await findDepartment(departmentId);
  authorize(actor, 'addById', department.id);
  const role = parseRole(rawRole);
  const user = await User.findByPk(userId);
  if (!user) throw new NotFound('User or department not found');
  return inviteExistingUser(actor, department, user, role);
}

export async function changeMemberRole(
  actor: Actor,
  departmentId: number,
  ref: number,
  rawRole: string,
): Promise<Member> {
  const department = await findDepartment(departmentId);
  authorize(actor, 'changeRole', department.id);
  const role = parseRole(rawRole);
  const found = await findMembership(department.id, ref);
  const userId = found.user_id;
  authorizeMemberTarget(actor, targetOf(found), 'You cannot change your own role');
  return inTransaction(async (transaction) => {
    // Re-read under the department lock: two admins demoting each other wait for one another here.
    const current = await lockedMembership(actor, department.id, userId, transaction).catch((err) => {
      throw err instanceof NotFound ? new NotFound('User or department not found') : err;
    });
    const oldRole = current.role;
    if (oldRole === role) return current;
    if (oldRole === 'admin' && current.status === 'active')
      await assertKeepsAdmin([department.id], userId, transaction);
    await current.update({ role }, { transaction });
    const shown = memberDetails(current);
    await recordAudit(
      {
        action: 'role_updated',
        actor,
        department,
        targetUserId: userId,
        details: {
          old_role: oldRole,
          new_role: role,
          email: shown.email,
          first_name: shown.first_name,
          last_name: shown.last_name,
        },
      },
      transaction,
    );
    // A pending invitee is not a member yet: the invitation they answer shows the new role.
    if (current.status !== 'pending') {
      await notify(
        {
          userId,
          departmentId: department.id,
          type: 'info',
          category: 'user',
          title: 'Your role changed',
          message: `${actor.user.fullName} made you ${role} in ${department.name}.`,
          actionUrl: '/',
        },
        transaction,
      );
    }
    return current;
  });
}

export async function removeMember(actor: Actor, departmentId: number, ref: number): Promise<void> {
  const department = await findDepartment(departmentId);
  authorize(actor, 'removeMember', department.id);
  const membership = await findMembership(department.id, ref);
  authorizeMemberTarget(actor, targetOf(membership), 'You cannot remove yourself');
  await removeMembership(actor, department, membership);
}

/** Members per role: every role, with 0 where nobody has it. */
export interface RoleDistribution {
  /** @isInt */
  student: number;
  /** @isInt */
  assistant: number;
  /** @isInt */
  manager: number;
  /** @isInt */
  director: number;
  /** @isInt */
  admin: number;
}

/** Who joined lately, counted by when their membership (or invitation) was made. */
export interface RecentMemberActivity {
  /**
   * memberships made in the last 7 days
   * @isInt
   */
  new_users_this_week: number;
  /**
   * memberships made in the last 30 days
   * @isInt
   */
  new_users_this_month: number;
  /** when the latest invitation into this department was sent, or null for never */
  last_invitation_sent: Date | null;
}

/** The member counts of a department; statuses as the member list shows them. */
export interface DepartmentUserStatistics {
  /**
   * every membership, pending invitations included
   * @isInt
   */
  total_users: number;
  /** @isInt */
  active_users: number;
  /** @isInt */
  pending_users: number;
  /** @isInt */
  inactive_users: number;
  role_distribution: RoleDistribution;
  recent_activity: RecentMemberActivity;
}

export async function userStatistics(actor: Actor, departmentId: number): Promise<DepartmentUserStatistics> {
  const department = await findDepartment(departmentId);
  authorize(actor, 'viewMembers', department.id);
  const members = (await DepartmentMembership.findAll({
    where: { department_id: department.id },
    include: [{ model: User, as: 'user', required: true, attributes: ['status'] }],
    attributes: ['role', 'status', 'created_at'],
  })) as (DepartmentMembership & { user: User })[];
  const now = Date.now();
  const day = 24 * 3600 * 1000;
  const roleDistribution: RoleDistribution = { student: 0, assistant: 0, manager: 0, director: 0, admin: 0 };
  let active = 0;
  let pending = 0;
  for (const m of members) {
    roleDistribution[m.role] += 1;
    const status = memberStatus(m.user.status, m.status);
    if (status === 'active') active += 1;
    else if (status === 'pending') pending += 1;
  }
  const lastInvitation = await UserToken.findOne({
    where: { department_id: department.id, purpose: 'invitation' },
    order: [['created_at', 'DESC']],
  });
  return {
    total_users: members.length,
    active_users: active,
    pending_users: pending,
    inactive_users: members.length - active - pending,
    role_distribution: roleDistribution,
    recent_activity: {
      new_users_this_week: members.filter((m) => now - m.created_at.getTime() <= 7 * day).length,
      new_users_this_month: members.filter((m) => now - m.created_at.getTime() <= 30 * day).length,
      last_invitation_sent: lastInvitation?.created_at ?? null,
    },
  };
}

export async function departmentAuditLog(
  actor: Actor,
  departmentId: number,
  limit: number,
): Promise<AuditLog[]> {
  const department = await findDepartment(departmentId);
  authorize(actor, 'readAuditLog', department.id);
  return AuditLog.findAll({
    where: { department_id: department.id },
    order: [
      ['created_at', 'DESC'],
      ['id', 'DESC'],
    ],
    limit,
  });
}

/**
 * The department's users for an export, filtered as the member list is (every row, no paging).
 * `format` must be csv; the controller's presenter writes the file.
 */
export async function exportDepartmentUsers(
  actor: Actor,
  departmentId: number,
  format: string,
  filters: UserFilters = {},
): Promise<{ department: Department; members: Member[] }> {
  const department = await findDepartment(departmentId);
  authorize(actor, 'viewMembers', department.id);
  if (format !== 'csv') throw new BadRequest('Unsupported export format: only csv is available');
  const { items } = await listDepartmentUsers(actor, department.id, filters, { skip: 0, limit: 100_000 });
  return { department, members: items };
}
