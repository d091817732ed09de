import { memberDetails, memberStatus } from '../domain/membership';
import { toCsv } from '../lib/csv';
import type { Department, DepartmentMembership, ROLES, Role, User, UserStatus, UserToken } from '../models';
import { memberRef, type Member } from '../services/memberships';
import type { UserView } from '../services/userView';
import type { Invited, PendingInvitation } from '../services/invitations';
import { listSettingsOf, type ListSettings } from '../services/listSettings';

export interface DepartmentRef {
  /** @isInt */
  id: number;
  name: string;
  role: Role;
  /** the IANA time zone the department's days are counted in */
  time_zone: string;
}

export interface UserOut {
  /** @isInt */
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  status: UserStatus;
  is_superuser: boolean;
  last_login: Date | null;
  created_at: Date;
  departments: DepartmentRef[];
  // Spelled from ROLES, not `Role | null`: tsoa writes a nullable $ref as an untyped `nullable`.
  /** role in the current department; null when not a member of it */
  departmentRole: (typeof ROLES)[number] | null;
}

export interface PendingInvitationOut {
  /** @isInt */
  department_id: number;
  department_name: string;
  role: Role;
  /** the inviter's name; null once that account is gone */
  invited_by: string | null;
  invited_at: Date;
}

export interface DepartmentUserOut {
  /**
   * A member's account id; for a pending invitee (status pending), the negated id of the invitation,
   * never the account's. Either is what the calls on this row take (`{id}`, `{userId}`).
   * @isInt
   */
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  role: Role;
  /** account inactive → inactive; account or membership pending → pending; membership inactive → inactive; else active */
  status: UserStatus;
  is_superuser: boolean;
  last_login: Date | null;
  created_at: Date;
  /** when the user joined this department */
  joined_at: Date;
}

export function presentUser(
  user: User,
  memberships: DepartmentMembership[],
  currentDepartment: Pick<Department, 'id'> | null,
  /** seen by a department through this membership: status as the department sees it */
  seenThrough?: DepartmentMembership,
): UserOut {
  // Only active memberships are departments of the person; invitations are listed on their own.
  const active = memberships.filter((m) => (m.status ?? 'active') === 'active');
  const current = seenThrough ?? active.find((m) => m.department_id === currentDepartment?.id);
  return {
    id: user.id,
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    phone: user.phone ?? null,
    status: seenThrough ? memberStatus(user.status, seenThrough.status) : user.status,
    is_superuser: user.is_superuser,
    last_login: user.last_login ?? null,
    created_at: user.created_at,
    departments: active
      .filter((m) => m.department)
      .map((m) => ({
        id: m.department_id,
        name: m.department?.name ?? '',
        role: m.role,
        time_zone: m.department?.time_zone ?? 'UTC',
      })),
    departmentRole:
      currentDepartment && current?.department_id === currentDepartment.id ? current.role : null,
  };
}

/** A membership row with its user loaded. */
export function presentDepartmentUser(membership: DepartmentMembership & { user: User }): DepartmentUserOut {
  const user = membership.user;
  const pending = membership.status === 'pending';
  const details = memberDetails(membership);
  return {
    // A pending invitee's row never shows the account's id (see `memberRef`).
    id: memberRef(membership),
    first_name: details.first_name,
    last_name: details.last_name,
    email: details.email,
    phone: details.phone,
    role: membership.role,
    status: memberStatus(user.status, membership.status),
    is_superuser: pending ? false : user.is_superuser,
    last_login: pending ? null : (user.last_login ?? null),
    created_at: pending ? membership.created_at : user.created_at,
    joined_at: membership.created_at,
  };
}

/** A pending invitee as the inviting department sees them: what the inviter typed, no other departments. */
export function presentPendingMember(membership: DepartmentMembership & { user: User }): UserOut {
  const row = presentDepartmentUser(membership);
  return {
    id: row.id,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    phone: row.phone,
    status: row.status,
    is_superuser: false,
    last_login: null,
    created_at: row.created_at,
    departments: [],
    departmentRole: membership.role,
  };
}

/** A user as the service found them for this caller (see `UserView`). */
export function presentUserView(view: UserView): UserOut {
  if (view.kind === 'invitee') return presentPendingMember(view.membership);
  return presentUser(view.user, view.memberships, view.department, view.seenThrough);
}

/** The signed-in person: their account as anyone sees it, and what only they see of it. */
export interface MeOut extends UserOut {
  /** how they like the inventory lists (defaults until saved: PUT /users/me/list-settings) */
  list_settings: ListSettings;
}

/** The signed-in person as the users and invitations services found them. */
export function presentMe(view: UserView): MeOut {
  // The signed-in person is always an account; an invitee's view (never theirs) has only defaults.
  const user = view.kind === 'user' ? view.user : { list_settings: null };
  return { ...presentUserView(view), list_settings: listSettingsOf(user) };
}

/**
 * A user created (invited) in the current department. The same for a new and an existing email
 * (status, shape, message): the answer never tells the inviter whether an account existed.
 */
/**
 * The answer to an invitation: only what to tell the inviter, the same for an address with an
 * account and one without (docs/accounts-and-roles.md). The invitee shows in the member list.
 */
export interface InvitationAnswer {
  /** what to tell the inviter */
  message: string;
  /**
   * true when the invitation's email waits for the inviter's hourly email allowance: it is sent
   * later (the message says when); the invitation itself is made either way
   */
  mail_waiting: boolean;
}

export function presentInvitationAnswer(invited: Invited): InvitationAnswer {
  return { message: invited.message, mail_waiting: invited.mailWaiting };
}

/** Whom an invitation link invites, and into which department. */
export interface InvitationOut {
  user: {
    /** @isInt */
    id: number;
    email: string;
    first_name: string;
    last_name: string;
  };
  /** null once the department is gone */
  department: {
    /** @isInt */
    id: number;
    name: string;
  } | null;
}

/** An invitation link's token row, with its user and department loaded. */
export function presentInvitation(row: UserToken & { user: User }): InvitationOut {
  const user = row.user;
  return {
    user: { id: user.id, email: user.email, first_name: user.first_name, last_name: user.last_name },
    department: row.department ? { id: row.department.id, name: row.department.name } : null,
  };
}

export function presentPendingInvitation(membership: PendingInvitation): PendingInvitationOut {
  return {
    department_id: membership.department_id,
    department_name: membership.department.name,
    role: membership.role,
    invited_by: membership.inviter ? membership.inviter.fullName : null,
    invited_at: membership.created_at,
  };
}

/**
 * The members (as the member list shows them) as CSV, named `<Department_Name>_users.csv`.
 * `toCsv` neutralises spreadsheet formulas.
 */
export function presentDepartmentUsersCsv({
  department,
  members,
}: {
  department: Department;
  members: Member[];
}): { filename: string; body: string } {
  const iso = (d: Date | null) => (d ? new Date(d).toISOString() : '');
  const body = toCsv(
    ['First Name', 'Last Name', 'Email', 'Phone', 'Role', 'Status', 'Last Login', 'Created'],
    members
      .map(presentDepartmentUser)
      .map((u) => [
        u.first_name,
        u.last_name,
        u.email,
        u.phone,
        u.role,
        u.status,
        iso(u.last_login),
        iso(u.created_at),
      ]),
  );
  return { filename: `${department.name.trim().replace(/\s+/g, '_')}_users.csv`, body };
}
