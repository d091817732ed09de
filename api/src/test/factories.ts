import crypto from 'node:crypto';
import type { Transaction } from 'sequelize';
import { config } from '../config';
import { hashPassword } from '../lib/passwords';
import { todayOfDepartment } from '../services/departmentDays';
import { productionBookingToday, productionPeriod } from '../services/bookings/bookings';
import {
  Booking,
  CostumePiece,
  Department,
  DepartmentMembership,
  Production,
  Prop,
  SetPiece,
  User,
  type LendingItemType,
  type Role,
  type UserStatus,
} from '../models';
import { inDepartmentTransaction } from '../services/departmentLock';
import { memberRef, type Member } from '../services/memberships';
import { adjustCount, type CountColumn } from '../services/inventory/counts';

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
    // The tests' days are the server's zone's (TIME_ZONE, UTC in tests: env.ts), wherever the
    // coordinates put a department; a test of zones names its own.
    time_zone: config.timeZone,
    // a contact address given here is taken as confirmed (the confirmation has tests of its own)
    ...(overrides.contact_email ? { contact_email_confirmed_at: new Date() } : {}),
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

/** Inserts a row and moves its department's kept count with it, as the services do. */
async function insertCounted<T extends { department_id: number }>(
  column: CountColumn,
  departmentId: number,
  create: (transaction: Transaction) => Promise<T>,
): Promise<T> {
  return inDepartmentTransaction(departmentId, async (transaction) => {
    const row = await create(transaction);
    await adjustCount(departmentId, column, 1, transaction);
    return row;
  });
}

const EMPTY_ITEM = { description: null, location: null, image_url: null };

/** What every item factory takes: a department, and a production to book the item for on its days. */
type ItemOverrides<M extends Prop | SetPiece | CostumePiece> = Partial<M['_creationAttributes']> & {
  department?: Department;
  current_production_id?: number | null;
};

/** Books `item` for the production (on the production's days, as the API's assignment does). */
async function bookFor(
  type: LendingItemType,
  item: { id: number; department_id: number },
  productionId: number | null | undefined,
) {
  if (!productionId) return;
  const production = await Production.findByPk(productionId);
  const period = productionPeriod(production!, await todayOfDepartment(item.department_id));
  await Booking.create({
    department_id: item.department_id,
    item_type: type,
    item_id: item.id,
    kind: 'production',
    state: 'held',
    starts_on: period.from,
    ends_on: period.to,
    production_id: productionId,
    follows_production: true,
    lending_id: null,
    reason: null,
    note: null,
    created_by: null,
  });
}

export async function buildProp(overrides: ItemOverrides<Prop> = {}) {
  const { department, current_production_id: productionId, ...fields } = overrides;
  const departmentId = fields.department_id ?? department?.id ?? (await buildDepartment()).id;
  const item = await insertCounted('prop_count', departmentId, (transaction) =>
    Prop.create(
      {
        ...EMPTY_ITEM,
        name: unique('Prop'),
        category: 'other',
        tags: null,
        ...fields,
        department_id: departmentId,
      },
      { transaction },
    ),
  );
  await bookFor('prop', item, productionId);
  return item;
}

export async function buildSetPiece(overrides: ItemOverrides<SetPiece> = {}) {
  const { department, current_production_id: productionId, ...fields } = overrides;
  const departmentId = fields.department_id ?? department?.id ?? (await buildDepartment()).id;
  const item = await insertCounted('set_piece_count', departmentId, (transaction) =>
    SetPiece.create(
      {
        ...EMPTY_ITEM,
        name: unique('Set'),
        dimensions: null,
        components: null,
        ...fields,
        department_id: departmentId,
      },
      { transaction },
    ),
  );
  await bookFor('set_piece', item, productionId);
  return item;
}

export async function buildCostume(overrides: ItemOverrides<CostumePiece> = {}) {
  const { department, current_production_id: productionId, ...fields } = overrides;
  const departmentId = fields.department_id ?? department?.id ?? (await buildDepartment()).id;
  const item = await insertCounted('costume_piece_count', departmentId, (transaction) =>
    CostumePiece.create(
      {
        ...EMPTY_ITEM,
        name: unique('Costume'),
        category: 'other',
        size: 'm',
        color: null,
        material: null,
        tags: null,
        ...fields,
        department_id: departmentId,
      },
      { transaction },
    ),
  );
  await bookFor('costume_piece', item, productionId);
  return item;
}

export async function buildProduction(
  overrides: Partial<Production['_creationAttributes']> & { department?: Department } = {},
) {
  const { department, ...fields } = overrides;
  const departmentId = fields.department_id ?? department?.id ?? (await buildDepartment()).id;
  return insertCounted('production_count', departmentId, (transaction) =>
    Production.create(
      {
        title: unique('Show'),
        description: null,
        director: null,
        start_date: null,
        end_date: null,
        venue: null,
        cast_size: null,
        image_url: null,
        ...fields,
        department_id: departmentId,
      },
      { transaction },
    ),
  );
}

/** The production whose booking holds the item today (what the API answers as current_production_id). */
export async function productionHolding(type: LendingItemType, id: number): Promise<number | null> {
  // A booking's department is its item's: without any booking nothing holds it.
  const any = await Booking.findOne({
    where: { item_type: type, item_id: id },
    attributes: ['department_id'],
  });
  if (!any) return null;
  const booking = await productionBookingToday({ type, id, department_id: any.department_id });
  return booking?.production_id ?? null;
}

/**
 * How the member list names a member of `departmentId`: the account's id, or for a pending invitee
 * its invitation's ref (services/memberships.ts `memberRef`), which the calls on the row take.
 */
export async function memberRowId(departmentId: number, userId: number): Promise<number> {
  const membership = await DepartmentMembership.findOne({
    where: { department_id: departmentId, user_id: userId },
    include: [{ model: User, as: 'user', required: true }],
  });
  if (!membership) throw new Error(`User ${userId} has no row in department ${departmentId}`);
  return memberRef(membership as Member);
}
