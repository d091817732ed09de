/**
 * An item's history (docs/bookings.md, "History"): every audit row about the item, newest first:
 * its creation and edits (photos too), its bookings and blocks, and every move of its loans,
 * whichever department made them. Any member of the item's department reads it.
 */
import { Op } from 'sequelize';
import { NotFound } from '../../errors';
import type { Actor } from '../../domain/actor';
import { pageOf, type RowId, type Skip } from '../../lib/validation';
import { AuditLog, Department, type LendingItemType } from '../../models';
import { LENDING_KINDS } from '../lending/kinds';
import { currentDepartmentOf } from '../session';

export interface ItemHistoryQuery {
  item_type: LendingItemType;
  item_id: RowId;
  skip?: Skip;
  /**
   * how many events to answer (default 50)
   * @isInt Must be a whole number
   * @minimum 1 Must be between 1 and 100
   * @maximum 100 Must be between 1 and 100
   */
  limit?: number;
}

export interface ItemHistory {
  rows: AuditLog[];
  total: number;
  /** the names of the departments the page's loans are between, by id */
  departments: Map<number, string>;
}

const LOAN_SIDES = ['from_department_id', 'to_department_id'];

export async function itemHistory(actor: Actor, query: ItemHistoryQuery): Promise<ItemHistory> {
  const department = currentDepartmentOf(actor);
  const kind = LENDING_KINDS[query.item_type];
  const item = await kind.model.findOne({
    where: { id: query.item_id, department_id: department.id },
    attributes: ['id'],
  });
  // The same answer as GET /bookings gives for another department's item.
  if (!item) throw new NotFound(kind.notFound);
  const page = pageOf(query.skip, query.limit ?? 50);
  const { rows, count } = await AuditLog.findAndCountAll({
    where: { item_type: query.item_type, item_id: query.item_id },
    order: [['id', 'DESC']],
    offset: page.skip,
    limit: page.limit,
  });
  const ids = new Set<number>();
  for (const row of rows) {
    const details = detailsOf(row);
    for (const side of LOAN_SIDES) if (typeof details[side] === 'number') ids.add(details[side]);
  }
  const named = ids.size
    ? await Department.findAll({ where: { id: { [Op.in]: [...ids] } }, attributes: ['id', 'name'] })
    : [];
  return { rows, total: count, departments: new Map(named.map((d) => [d.id, d.name])) };
}

/** An audit row's details; an unreadable one is empty. */
export function detailsOf(row: AuditLog): Record<string, unknown> {
  try {
    return row.details ? (JSON.parse(row.details) as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
