import type { Transaction } from 'sequelize';
import { todayOf } from '../lib/timeZones';
import { Department } from '../models';
import { NotFound } from '../errors';

/**
 * Today where the department is (docs/bookings.md, "Whose day"), for code that holds only the
 * department's id: an item's or a loan's department. Code that has the row calls `todayOf` itself.
 */
export async function todayOfDepartment(
  departmentId: number,
  transaction?: Transaction | null,
  now: number = Date.now(),
): Promise<string> {
  const department = await Department.findByPk(departmentId, {
    attributes: ['id', 'time_zone'],
    transaction,
  });
  if (!department) throw new NotFound('Department not found');
  return todayOf(department, now);
}

/** Today of each of these departments, in one read: lists of loans from several departments. */
export async function todaysOfDepartments(
  departmentIds: Iterable<number>,
  transaction?: Transaction | null,
  now: number = Date.now(),
): Promise<Map<number, string>> {
  const ids = [...new Set(departmentIds)];
  if (!ids.length) return new Map();
  const rows = await Department.findAll({ where: { id: ids }, attributes: ['id', 'time_zone'], transaction });
  return new Map(rows.map((row) => [row.id, todayOf(row, now)]));
}

/**
 * Every department, grouped by the day it is there now (two or three days at most, across the
 * world's zones): the clocks run once per day found, each over the departments living it.
 */
export async function departmentsByToday(now: number = Date.now()): Promise<Map<string, number[]>> {
  const rows = await Department.findAll({ attributes: ['id', 'time_zone'] });
  const groups = new Map<string, number[]>();
  for (const row of rows) {
    const today = todayOf(row, now);
    groups.set(today, [...(groups.get(today) ?? []), row.id]);
  }
  return groups;
}
