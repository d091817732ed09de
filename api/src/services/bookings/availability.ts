/**
 * What holds each item of a page, read in one query on the bookings' item index: the lists, an
 * item's own answer and Manage Items all show an item's time from here (docs/bookings.md).
 */
import { quote, readRows } from '../../db/read';
import type { LendingItemType } from '../../models';
import {
  firstFreeDay,
  holdsDuring,
  namedView,
  type BookingFields,
  type BookingView,
  type ItemAvailability,
  type Period,
} from './timeline';

/** What a list asks about: some days (none: today), and the production it is about, if any. */
export interface AvailabilityQuestion {
  period: Period | null;
  productionId: number | null;
}

export const NO_QUESTION: AvailabilityQuestion = { period: null, productionId: null };

/** The production holding an item today: `current_production_id` as the API has always named it. */
export function currentProductionId(availability: ItemAvailability): number | null {
  const current = availability.current?.booking;
  return current?.kind === 'production' ? current.production_id : null;
}

/** One item's answer from its bookings that last to today or later (or to the asked days). */
function availabilityFrom(
  views: BookingView[],
  question: AvailabilityQuestion,
  today: string,
): ItemAvailability {
  const own = (v: BookingView) =>
    question.productionId !== null && v.booking.production_id === question.productionId;
  const holding = views.filter((v) => v.booking.state !== 'requested');
  const current = holding.find((v) => holdsDuring(v.booking, { from: today, to: today }, today)) ?? null;
  const next = holding.find((v) => v.booking.starts_on > today && v !== current) ?? null;
  const asked = question.period ?? { from: today, to: today };
  const others = holding.filter((v) => !own(v));
  const clash = question.period ? (others.find((v) => holdsDuring(v.booking, asked, today)) ?? null) : null;
  // The first free day from what holds it on the days asked (today when none were), not before.
  const holder = clash ?? (question.period ? null : current);
  const from = holder && holder.booking.starts_on > asked.from ? holder.booking.starts_on : asked.from;
  return {
    today,
    current,
    next,
    clash,
    freeFrom: firstFreeDay(
      others.map((v) => v.booking),
      from,
      today,
    ),
    productionBooking: views.find(own) ?? null,
  };
}

/** A booking as the page's read gives it, with its holder's names. */
interface BookingRead extends BookingFields {
  production_title: string | null;
  borrower_id: number | null;
  borrower_name: string | null;
  person_name: string | null;
}

/**
 * The page's read: the bookings of some items of one kind that hold a day from `?` on (a booking
 * without an end, one that ends then or later, a loan that is out), or belong to production `?`,
 * with their holders' names. Plain SQL through the read pool: a page's hundred items are read on
 * every list, and building and hydrating it through Sequelize's includes cost more than the query.
 */
function bookingsOfItemsSql(count: number): string {
  const q = quote;
  const b = (column: string) => `${q('b')}.${q(column)}`;
  // Both databases give a DATE column as YYYY-MM-DD text this way (the driver would make a Date).
  const day = (column: string) => `CAST(${b(column)} AS CHAR) AS ${q(column)}`;
  const columns = ['id', 'item_type', 'item_id', 'kind', 'state', 'production_id', 'follows_production']
    .concat(['lending_id', 'person_loan_id', 'reason', 'note'])
    .map(b);
  return (
    `SELECT ${columns.join(', ')}, ${day('starts_on')}, ${day('ends_on')}, ` +
    `${q('p')}.${q('title')} AS ${q('production_title')}, ${q('l')}.${q('to_department_id')} AS ${q('borrower_id')}, ` +
    `${q('d')}.${q('name')} AS ${q('borrower_name')}, ${q('pl')}.${q('borrower_name')} AS ${q('person_name')} ` +
    `FROM ${q('bookings')} AS ${q('b')} ` +
    `LEFT JOIN ${q('productions')} AS ${q('p')} ON ${q('p')}.${q('id')} = ${b('production_id')} ` +
    `LEFT JOIN ${q('lending_records')} AS ${q('l')} ON ${q('l')}.${q('id')} = ${b('lending_id')} ` +
    `LEFT JOIN ${q('departments')} AS ${q('d')} ON ${q('d')}.${q('id')} = ${q('l')}.${q('to_department_id')} ` +
    `LEFT JOIN ${q('person_loans')} AS ${q('pl')} ON ${q('pl')}.${q('id')} = ${b('person_loan_id')} ` +
    `WHERE ${b('item_type')} = ? AND ${b('item_id')} IN (${Array(count).fill('?').join(', ')}) AND (` +
    `(${b('state')} IN ('held', 'out') AND (${b('ends_on')} IS NULL OR ${b('ends_on')} >= ? OR ${b('state')} = 'out')) ` +
    `OR ${b('production_id')} = ?) ` +
    `ORDER BY ${b('starts_on')}, ${b('id')}`
  );
}

/**
 * The availability of items `ids` of one kind, as of `today` (their department's day): one indexed read of their bookings that hold a day
 * from today (or the asked days' start, if earlier) on, and of their bookings for the production
 * asked about.
 */
export async function availabilityOf(
  itemType: LendingItemType,
  ids: readonly number[],
  today: string,
  question: AvailabilityQuestion = NO_QUESTION,
): Promise<Map<number, ItemAvailability>> {
  const out = new Map<number, ItemAvailability>();
  if (!ids.length) return out;
  // From today (an out loan always holds today), or from the asked days' start if earlier.
  const from = question.period && question.period.from < today ? question.period.from : today;
  const rows = await readRows<BookingRead>(bookingsOfItemsSql(ids.length), [
    itemType,
    ...ids,
    from,
    question.productionId ?? 0,
  ]);
  const byItem = new Map<number, BookingView[]>();
  for (const row of rows) {
    const booking: BookingFields = {
      ...row,
      id: Number(row.id),
      item_id: Number(row.item_id),
      production_id: row.production_id === null ? null : Number(row.production_id),
      lending_id: row.lending_id === null ? null : Number(row.lending_id),
      person_loan_id: row.person_loan_id === null ? null : Number(row.person_loan_id),
      follows_production: Boolean(Number(row.follows_production)),
    };
    const views = byItem.get(booking.item_id) ?? [];
    views.push(
      namedView(booking, {
        productionTitle: row.production_title,
        borrowerId: row.borrower_id === null ? null : Number(row.borrower_id),
        borrowerName: row.borrower_name,
        personName: row.person_name,
      }),
    );
    byItem.set(booking.item_id, views);
  }
  for (const id of ids) out.set(id, availabilityFrom(byItem.get(id) ?? [], question, today));
  return out;
}

/**
 * How many of a department's items of one kind a booking holds on some day of `period`, read off
 * the bookings' department index alone (a booking's department is its item's), never the items.
 * Three ranges of that index, each the bookings that can reach the period: held or out ones that
 * end on its first day or later, ones without an end, and loans still out (late ones hold through
 * today). Past bookings, which only grow, are never read.
 */
export async function itemsHeld(
  departmentId: number,
  itemType: LendingItemType,
  period: Period,
  today: string,
): Promise<number> {
  const q = quote;
  const to = period.to ?? '9999-12-31';
  const where = `${q('department_id')} = ? AND ${q('item_type')} = ? AND ${q('starts_on')} <= ?`;
  const ranges = [
    `${q('state')} IN ('held', 'out') AND ${q('ends_on')} >= ?`,
    `${q('state')} IN ('held', 'out') AND ${q('ends_on')} IS NULL`,
  ];
  const values: unknown[] = [departmentId, itemType, to, period.from, departmentId, itemType, to];
  if (period.from <= today) {
    ranges.push(`${q('state')} = 'out'`);
    values.push(departmentId, itemType, to);
  }
  const branches = ranges.map(
    (range) => `SELECT ${q('item_id')} FROM ${q('bookings')} WHERE ${where} AND ${range}`,
  );
  const [row] = await readRows<{ n: number | string }>(
    `SELECT COUNT(DISTINCT ${q('item_id')}) AS ${q('n')} FROM (${branches.join(' UNION ALL ')}) AS ${q('held')}`,
    values,
  );
  return Number(row.n);
}
