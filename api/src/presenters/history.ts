import { displayDay } from '../lib/days';
import type { AuditLog } from '../models';
import { detailsOf, type ItemHistory } from '../services/bookings/history';
import { describe } from './dashboard';

/** One event of an item's history (GET /bookings/history). */
export interface ItemEventOut {
  /** @isInt */
  id: number;
  /** the audit action, e.g. prop_created, item_assigned, item_blocked, lending_approved, lending_returned */
  action: string;
  /** one line a person reads: '"Brass lantern" assigned to "Our Town", 1 Dec 2026 – 14 Dec 2026' */
  description: string;
  actor_name: string | null;
  /** the department of whoever did it (the other department for a borrower's move) */
  department_name: string | null;
  /**
   * the loan it is about
   * @isInt
   */
  lending_id: number | null;
  /**
   * the production it is about (a booking for one)
   * @isInt
   */
  production_id: number | null;
  created_at: Date;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (value: unknown): value is string => typeof value === 'string' && DAY.test(value);

/** "1 Dec 2026 – 14 Dec 2026"; without a last day, "from 1 Dec 2026 until released". */
function days(from: unknown, to: unknown): string | null {
  if (!isDay(from)) return null;
  if (isDay(to)) return `${displayDay(from)} – ${displayDay(to)}`;
  return `from ${displayDay(from)} until released`;
}

/**
 * The dashboard's line for the row (presenters/dashboard.ts), with what an item's page needs
 * beside it: the days of a booking, the departments and days of a loan.
 */
function describeEvent(row: AuditLog, departments: Map<number, string>): string {
  const details = detailsOf(row);
  const line = describe(row);
  if (['item_assigned', 'item_blocked', 'booking_updated'].includes(row.action)) {
    const period = days(details.starts_on, details.ends_on);
    return period ? `${line}, ${period}` : line;
  }
  if (!row.action.startsWith('lending_')) return line;
  const name = (key: string) => {
    const id = details[key];
    return (typeof id === 'number' && departments.get(id)) || 'another department';
  };
  const parts = [`${line}: ${name('from_department_id')} → ${name('to_department_id')}`];
  const period = days(details.lent_date, details.due_date);
  if (period) parts.push(period);
  let text = parts.join(', ');
  if (isDay(details.requested_due_date))
    text += `; more time asked until ${displayDay(details.requested_due_date)}`;
  const proposed = days(details.proposed_lent_date, details.proposed_due_date);
  if (proposed && isDay(details.proposed_due_date)) text += `; other days proposed: ${proposed}`;
  return text;
}

const idOf = (value: unknown): number | null => (typeof value === 'number' ? value : null);

export function presentItemEvents(history: ItemHistory): ItemEventOut[] {
  return history.rows.map((row) => {
    const details = detailsOf(row);
    return {
      id: row.id,
      action: row.action,
      description: describeEvent(row, history.departments),
      actor_name: row.actor_name,
      department_name: row.department_name,
      lending_id: idOf(details.lending_id),
      production_id: idOf(details.production_id),
      created_at: row.created_at,
    };
  });
}
