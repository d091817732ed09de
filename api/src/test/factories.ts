import crypto from 'node:crypto';
import { hashPassword } from '../lib/passwords';
import { Department, DepartmentMembership, User, type Role, type UserStatus } from '../models';

/** The password of every factory user. */
export const TEST_PASSWORD = 'Curtain-Call-42!';
let passwordHash: Promise<string> | null = null;
const hashOnce = () => (passwordHash ??= hashPassword(TEST_PASSWORD));

/** A short unique suffix, so tests sharing a MySQL database never collide. */
export function unique(prefix: string): string {
  return `${prefix}-${crypto.randomBytes(5).toString('hex')}`;
}

export async function buildDepartment(overrides: Partial<Department['_creationAttributes']> = {}) {
  return Department.create({
    name: unique('Dept'),
    address: '1 Stage Lane',
    latitude: 45.5,
    longitude: -122.6,
    ...overrides,
  });
}

export interface UserOptions {
  role?: Role;
  department?: Department;
  superuser?: boolean;
  status?: UserStatus;
  email?: string;
  first_name?: string;
  last_name?: string;
}

/** A user; with `role` (and a department, made when missing) they are a member there. */
export async function buildUser(options: UserOptions = {}): Promise<User> {
  const user = await User.create({
    email: options.email ?? `${unique('user')}@test.example`,
    password_hash: await hashOnce(),
    first_name: options.first_name ?? 'Test',
    last_name: options.last_name ?? unique('User'),
    phone: null,
    status: options.status ?? 'active',
    is_superuser: options.superuser ?? false,
    last_login: null,
  });
  if (options.role || options.department) {
    const department = options.department ?? (await buildDepartment());
    await DepartmentMembership.create({
      department_id: department.id,
      user_id: user.id,
      role: options.role ?? 'student',
    });
  }
  return user;
}

/** A department with one member of the given role; returns both. */
export async function buildMember(role: Role, department?: Department) {
  const dept = department ?? (await buildDepartment());
  const user = await buildUser({ role, department: dept });
  return { user, department: dept };
}
