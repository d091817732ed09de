import type { AuditLog } from '../models';
import { detailsOf, type ItemHistory } from '../services/bookings/history';
import { describe } from './dashboard';

/** One event of an item's history (GET /bookings/history). */
export interface ItemEventOut {
  /** @isInt */
  id: number;
  /** the audit action, e.g. prop_created, item_assigned, item_blocked, lending_approved, lending_returned */
  action: string;
  /**
   * one line a person reads, without dates (the screen writes them in its reader's words):
   * '"Brass lantern" assigned to "Our Town"', 'Lending approved: Riverside High → Westbrook'
   */
  description: string;
  /** YYYY-MM-DD: the first day the event gave the item (a booking's, a loan's), or null */
  starts_on: string | null;
  /** YYYY-MM-DD: the last of those days; null with `starts_on`: until it is released */
  ends_on: string | null;
  /** YYYY-MM-DD: the new last day an extension asked for, or null */
  asked_until: string | null;
  /** YYYY-MM-DD: the other days a lender proposed (first and last), or null */
  proposed_starts_on: string | null;
  proposed_ends_on: string | null;
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
const dayOf = (value: unknown): string | null =>
  typeof value === 'string' && DAY.test(value) ? value : null;

/** The days an event is about: a booking's, or a loan's at the time of the move. */
function daysOf(row: AuditLog, details: Record<string, unknown>) {
  const lending = row.action.startsWith('lending_');
  const starts = dayOf(lending ? details.lent_date : details.starts_on);
  return {
    starts_on: starts,
    ends_on: starts === null ? null : dayOf(lending ? details.due_date : details.ends_on),
    asked_until: dayOf(details.requested_due_date),
    proposed_starts_on: dayOf(details.proposed_lent_date),
    proposed_ends_on: dayOf(details.proposed_due_date),
  };
}

/**
 * The dashboard's line for the row (presenters/dashboard.ts), with the departments of a loan beside
 * it; the days travel as fields.
 */
function describeEvent(row: AuditLog, departments: Map<number, string>): string {
  const details = detailsOf(row);
  const line = describe(row);
  if (!row.action.startsWith('lending_')) return line;
  const name = (key: string) => {
    const id = details[key];
    return (typeof id === 'number' && departments.get(id)) || 'another department';
  };
  return `${line}: ${name('from_department_id')} → ${name('to_department_id')}`;
}

const idOf = (value: unknown): number | null => (typeof value === 'number' ? value : null);

export function presentItemEvents(history: ItemHistory): ItemEventOut[] {
  return history.rows.map((row) => {
    const details = detailsOf(row);
    return {
      id: row.id,
      action: row.action,
      description: describeEvent(row, history.departments),
      ...daysOf(row, details),
      actor_name: row.actor_name,
      department_name: row.department_name,
      lending_id: idOf(details.lending_id),
      production_id: idOf(details.production_id),
      created_at: row.created_at,
    };
  });
}
