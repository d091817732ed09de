/** What the lending tests share: the days they file loans for, and a small lending network. */
import { DEFAULT_LOCALE } from '@scenedock/dates';
import { config } from '../config';
import { displayDay } from '../lib/days';
import { addDays } from '../lib/query';
import { dayIn } from '../lib/timeZones';
import type { Role } from '../models';
import { buildDepartment, buildProp, buildUser } from './factories';
import { testServer } from './server';

/** YYYY-MM-DD, `offset` days from the test departments' today (their zone is TIME_ZONE: env.ts). */
export const day = (offset: number) => addDays(dayIn(config.timeZone), offset);
/** A day as messages print it for a request without Accept-Language (en-US). */
export const dd = (offset: number) => displayDay(day(offset), DEFAULT_LOCALE);

export const ROLES: Role[] = ['student', 'assistant', 'manager', 'director', 'admin'];

/** A lender with a prop, a borrower, and a third department; people of every role on both sides. */
export async function network() {
  const lender = await buildDepartment();
  const borrower = await buildDepartment();
  const third = await buildDepartment();
  const people = async (department: typeof lender) => {
    const byRole = {} as Record<Role, Awaited<ReturnType<typeof buildUser>>>;
    for (const role of ROLES) byRole[role] = await buildUser({ role, department });
    return byRole;
  };
  const lenders = await people(lender);
  const borrowers = await people(borrower);
  const outsider = await buildUser({ role: 'admin', department: third });
  const prop = await buildProp({ department: lender, name: 'Storm Lantern' });
  const as = (user: Awaited<ReturnType<typeof buildUser>>, department: typeof lender) =>
    testServer(user, department);
  return { lender, borrower, third, lenders, borrowers, outsider, prop, as };
}

export type Network = Awaited<ReturnType<typeof network>>;
