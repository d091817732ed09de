import type { Department, DepartmentMembership, Role, User, UserStatus } from '../models';

export interface DepartmentRef {
  id: number;
  name: string;
  role: Role;
}

export interface UserOut {
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
  /** role in the current department; null when not a member of it */
  departmentRole: Role | null;
}

export interface DepartmentUserOut {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  role: Role;
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
): UserOut {
  return {
    id: user.id,
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    phone: user.phone ?? null,
    status: user.status,
    is_superuser: user.is_superuser,
    last_login: user.last_login ?? null,
    created_at: user.created_at,
    departments: memberships
      .filter((m) => m.department)
      .map((m) => ({ id: m.department_id, name: m.department?.name ?? '', role: m.role })),
    departmentRole: currentDepartment
      ? (memberships.find((m) => m.department_id === currentDepartment.id)?.role ?? null)
      : null,
  };
}

/** A membership row with its user loaded. */
export function presentDepartmentUser(membership: DepartmentMembership & { user: User }): DepartmentUserOut {
  const user = membership.user;
  return {
    id: user.id,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    phone: user.phone ?? null,
    role: membership.role,
    status: user.status,
    is_superuser: user.is_superuser,
    last_login: user.last_login ?? null,
    created_at: user.created_at,
    joined_at: membership.created_at,
  };
}
