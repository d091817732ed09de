/**
 * An item's time (docs/bookings.md): the rules every screen and every write read about which days a
 * booking holds, what holds an item on some days, and the first day it is free again. Nothing else
 * in the house decides whether an item is available.
 */
import { Op, col, literal, type Transaction, type WhereOptions } from 'sequelize';
import { selectSql } from '../../db/read';
import { Conflict } from '../../errors';
import { displayDay } from '../../lib/days';
import { addDays } from '../../lib/query';
import { todayOfDepartment } from '../departmentDays';
import {
  Booking,
  Department,
  LendingRecord,
  PersonLoan,
  Production,
  type BlockReason,
  type LendingItemType,
} from '../../models';
import { LENDING_KINDS } from '../lending/kinds';

/** Days asked about, both included; `to` null: from `from` on, with no end. */
export interface Period {
  from: string;
  to: string | null;
}

/** The columns of a booking the rules and the screens read (a row, or a plain read of one). */
export type BookingFields = Pick<
  Booking,
  | 'id'
  | 'item_type'
  | 'item_id'
  | 'kind'
  | 'state'
  | 'starts_on'
  | 'ends_on'
  | 'production_id'
  | 'follows_production'
  | 'lending_id'
  | 'person_loan_id'
  | 'reason'
  | 'note'
>;

/** A booking with what the screens name it by. */
export interface BookingView {
  booking: BookingFields;
  /** the production's title, the borrowing department's or person's name, or the block's reason */
  holder: string;
  borrowerDepartmentId: number | null;
  /** the production a loan to a person is for (the nesting rule); null for every other booking */
  personProductionId?: number | null;
}

/** What holds an item today, next, and on the days asked about (presenters/bookings.ts). */
export interface ItemAvailability {
  /** the day it was read as of (the item's department's today, or the searcher's) */
  today: string;
  current: BookingView | null;
  next: BookingView | null;
  clash: BookingView | null;
  freeFrom: string | null;
  productionBooking: BookingView | null;
}

export const BLOCK_LABELS: Record<BlockReason, string> = {
  repair: 'Repair',
  cleaning: 'Cleaning',
  out_of_service: 'Out of service',
};

/** The states that hold days: a requested loan holds none. */
export const HOLDING_STATES = ['held', 'out'] as const;

/**
 * The bookings that hold their item on some day of `period`. A held booking holds its days; one
 * without an end holds every day from its start; a loan that is out holds its days and, however
 * late, every day through today: it is not back yet.
 */
export function holdingDuring(period: Period, today: string): WhereOptions {
  const ends: WhereOptions[] = [{ ends_on: null }, { ends_on: { [Op.gte]: period.from } }];
  if (period.from <= today) ends.push({ state: 'out' });
  const where: WhereOptions = { state: { [Op.in]: HOLDING_STATES }, [Op.or]: ends };
  if (period.to !== null) Object.assign(where, { starts_on: { [Op.lte]: period.to } });
  return where;
}

/** The last day a booking holds as of today; null when it has no end. */
export function lastDayHeld(booking: Pick<Booking, 'ends_on' | 'state'>, today: string) {
  if (booking.ends_on === null) return null;
  return booking.state === 'out' && booking.ends_on < today ? today : booking.ends_on;
}

/** Whether a booking holds some day of `period`. */
export function holdsDuring(
  booking: Pick<Booking, 'starts_on' | 'ends_on' | 'state'>,
  period: Period,
  today: string,
) {
  if (booking.state === 'requested') return false;
  if (period.to !== null && booking.starts_on > period.to) return false;
  const last = lastDayHeld(booking, today);
  return last === null || last >= period.from;
}

/**
 * A booking as the nesting rule reads it: its days and state, its kind, and the production it is
 * for (a production booking's own; a loan to a person's, when the loan names one).
 */
export interface Nestable extends Pick<Booking, 'kind' | 'starts_on' | 'ends_on' | 'state'> {
  productionId: number | null;
}

/** Whether `inner` holds no day that `outer` does not: its first day on or after outer's, its last on or before. */
export function liesInside(
  inner: Pick<Booking, 'starts_on' | 'ends_on' | 'state'>,
  outer: Pick<Booking, 'starts_on' | 'ends_on' | 'state'>,
  today: string,
): boolean {
  if (inner.starts_on < outer.starts_on) return false;
  const outerLast = lastDayHeld(outer, today);
  if (outerLast === null) return true;
  const innerLast = lastDayHeld(inner, today);
  return innerLast !== null && innerLast <= outerLast;
}

/**
 * The one exception to "two holding bookings never share a day" (docs/bookings.md, "Nesting"): a
 * loan to a person for production P that lies inside P's own booking of the item. The production
 * keeps holding the item; the person holds some of its days within it, for the show. Symmetric.
 */
export function nests(a: Nestable, b: Nestable, today: string): boolean {
  const person = a.kind === 'person' ? a : b.kind === 'person' ? b : null;
  const production = a.kind === 'production' ? a : b.kind === 'production' ? b : null;
  if (person === null || production === null || person === production) return false;
  if (person.productionId === null || person.productionId !== production.productionId) return false;
  return liesInside(person, production, today);
}

/** Whether two bookings clash: both hold some day in common, and one does not nest inside the other. */
export function clashes(a: Nestable, b: Nestable, today: string): boolean {
  if (a.state === 'requested' || b.state === 'requested') return false;
  const last = lastDayHeld(b, today);
  if (!holdsDuring(a, { from: b.starts_on, to: last }, today)) return false;
  return !nests(a, b, today);
}

/** A booking read with its holder, as the nesting rule reads it. */
export function nestableOf(view: BookingView): Nestable {
  const { booking } = view;
  return {
    kind: booking.kind,
    starts_on: booking.starts_on,
    ends_on: booking.ends_on,
    state: booking.state,
    productionId:
      booking.kind === 'production'
        ? booking.production_id
        : booking.kind === 'person'
          ? (view.personProductionId ?? null)
          : null,
  };
}

/**
 * The first day on or after `from` that none of `bookings` holds (they are one item's, holding, in
 * any order); null when one without an end is in the way.
 */
export function firstFreeDay(
  bookings: readonly Pick<Booking, 'starts_on' | 'ends_on' | 'state'>[],
  from: string,
  today: string,
): string | null {
  const sorted = bookings
    .filter((b) => b.state !== 'requested')
    .sort((a, b) => (a.starts_on < b.starts_on ? -1 : 1));
  let day = from;
  for (const booking of sorted) {
    if (booking.starts_on > day) break;
    const last = lastDayHeld(booking, today);
    if (last === null) return null;
    if (last >= day) day = addDays(last, 1);
  }
  return day;
}

/** The joins that name a booking's holder: its production, its loan's borrower. */
export const HOLDER_INCLUDE = [
  { model: Production, as: 'production', attributes: ['id', 'title'], required: false },
  {
    model: LendingRecord,
    as: 'loan',
    attributes: ['id', 'to_department_id'],
    required: false,
    include: [{ model: Department, as: 'borrower', attributes: ['id', 'name'], required: false }],
  },
  // A loan to a person (services/personLoans): the person's name.
  {
    model: PersonLoan,
    as: 'personLoan',
    attributes: ['id', 'borrower_name', 'production_id'],
    required: false,
  },
];

type WithHolder = Booking & {
  production?: Production | null;
  loan?: (LendingRecord & { borrower?: Department | null }) | null;
  personLoan?: PersonLoan | null;
};

/** A booking read with HOLDER_INCLUDE, with its holder's name. */
export function viewOf(booking: Booking): BookingView {
  const row = booking as WithHolder;
  return namedView(booking, {
    productionTitle: row.production?.title ?? null,
    borrowerId: row.loan?.to_department_id ?? null,
    borrowerName: row.loan?.borrower?.name ?? null,
    personName: row.personLoan?.borrower_name ?? null,
    personProductionId: row.personLoan?.production_id ?? null,
  });
}

/** A booking and the names its holder joins gave, as the screens name it. */
export function namedView(
  booking: BookingFields,
  names: {
    productionTitle: string | null;
    borrowerId: number | null;
    borrowerName: string | null;
    personName?: string | null;
    personProductionId?: number | null;
  },
): BookingView {
  switch (booking.kind) {
    case 'production':
      return { booking, holder: names.productionTitle ?? 'a production', borrowerDepartmentId: null };
    case 'loan':
      return {
        booking,
        holder: names.borrowerName ?? 'another department',
        borrowerDepartmentId: names.borrowerId,
      };
    case 'block':
      return {
        booking,
        holder: BLOCK_LABELS[booking.reason ?? 'out_of_service'],
        borrowerDepartmentId: null,
      };
    case 'person':
      return {
        booking,
        holder: names.personName ?? 'a person',
        borrowerDepartmentId: null,
        personProductionId: names.personProductionId ?? null,
      };
  }
}

/**
 * "is on loan to Westbrook High until Dec 6, 2026": what a booking does to its item, for messages,
 * its days in `locale` (by default the reader's, lib/readerLocale.ts).
 */
export function holdPhrase(view: BookingView, today: string, locale?: string): string {
  const { booking, holder } = view;
  const last = lastDayHeld(booking, today);
  const days =
    last === null
      ? `from ${displayDay(booking.starts_on, locale)} until it is released`
      : booking.starts_on <= today
        ? `until ${displayDay(last, locale)}`
        : `from ${displayDay(booking.starts_on, locale)} to ${displayDay(last, locale)}`;
  switch (booking.kind) {
    case 'production':
      return `is booked for the production "${holder}" ${days}`;
    case 'loan':
      return booking.state === 'out' ? `is on loan to ${holder} ${days}` : `is promised to ${holder} ${days}`;
    case 'block':
      return booking.reason === 'out_of_service'
        ? `is out of service ${days}`
        : `is blocked for ${holder.toLowerCase()} ${days}`;
    case 'person':
      return booking.state === 'out' ? `is lent to ${holder} ${days}` : `is promised to ${holder} ${days}`;
  }
}

/** The item a booking is about, as the checks name it. */
export interface BookedItem {
  type: LendingItemType;
  id: number;
  name: string;
  /** the item's department: its days are the ones counted */
  department_id: number;
}

/** What a check leaves out: the booking being moved, or a loan's own booking. */
export interface Except {
  bookingId?: number;
  lendingId?: number;
  productionId?: number;
  /**
   * The booking being written, for the nesting rule: a production's booking of P (the loans to
   * people for P that lie inside its days are no clash), or a loan to a person for P (P's booking
   * that its days lie inside is none). Checked in memory on the item's few bookings.
   */
  nesting?: { kind: 'production' | 'person'; productionId: number };
}

function exceptWhere(except: Except): WhereOptions[] {
  const out: WhereOptions[] = [];
  if (except.bookingId !== undefined) out.push({ id: { [Op.ne]: except.bookingId } });
  // NULL is not "not equal" in SQL: the other kinds' rows have no loan or production.
  if (except.lendingId !== undefined)
    out.push({ [Op.or]: [{ lending_id: null }, { lending_id: { [Op.ne]: except.lendingId } }] });
  if (except.productionId !== undefined)
    out.push({ [Op.or]: [{ production_id: null }, { production_id: { [Op.ne]: except.productionId } }] });
  return out;
}

/** The item's bookings that hold some day of `period`, soonest first, with their holders. */
export async function holdingBookings(
  item: Pick<BookedItem, 'type' | 'id'>,
  period: Period,
  today: string,
  except: Except = {},
  transaction?: Transaction,
): Promise<BookingView[]> {
  const rows = await Booking.findAll({
    where: {
      [Op.and]: [
        { item_type: item.type, item_id: item.id },
        holdingDuring(period, today),
        ...exceptWhere(except),
      ],
    },
    include: HOLDER_INCLUDE,
    order: [
      ['starts_on', 'ASC'],
      ['id', 'ASC'],
    ],
    transaction,
  });
  return rows.map(viewOf);
}

/**
 * Refuses (409 item_in_use) to hold an item on `period` while another booking holds one of those
 * days, naming the holder and the first day the item is free. Run it under the item's department
 * lock: every write of a booking of that department takes the same lock, so two writers never both
 * see the days free (docs/concurrency-and-limits.md).
 */
export async function assertFree(
  item: BookedItem,
  period: Period,
  transaction: Transaction,
  except: Except = {},
): Promise<void> {
  const today = await todayOfDepartment(item.department_id, transaction);
  const nesting = except.nesting;
  const writing: Nestable | null = nesting
    ? {
        kind: nesting.kind,
        productionId: nesting.productionId,
        starts_on: period.from,
        ends_on: period.to,
        state: 'held',
      }
    : null;
  // A booking the one being written nests with is no clash (docs/bookings.md, "Nesting").
  const clashing = (views: BookingView[]) =>
    writing === null ? views : views.filter((v) => !nests(writing, nestableOf(v), today));
  const [first] = clashing(await holdingBookings(item, period, today, except, transaction));
  if (!first) return;
  // The first free day counts every booking from the clash on, not only the ones in the period.
  const after = clashing(
    await holdingBookings(item, { from: period.from, to: null }, today, except, transaction),
  );
  // From the clash on: the days before it were free, and are not what the asker is told.
  const free = firstFreeDay(
    after.map((v) => v.booking),
    first.booking.starts_on > period.from ? first.booking.starts_on : period.from,
    today,
  );
  const noun = LENDING_KINDS[item.type].noun;
  const name = `${noun.charAt(0).toUpperCase()}${noun.slice(1)} "${item.name}"`;
  const until = free === null ? '' : `; it is free from ${displayDay(free)}`;
  throw new Conflict(`${name} ${holdPhrase(first, today)}${until}`, 'item_in_use');
}

/**
 * Whether a filter wants the items that some booking matching it has (`some`), or none has.
 */
export type Probe = 'some' | 'none';

/**
 * SQL: some booking, or none, of the item whose id is the column `itemId` (e.g. `Prop.id`) matches
 * `where` (described by `key`); the database probes the bookings' index on the item for each
 * candidate row. "None" is said as a count of zero, not NOT EXISTS: MariaDB turns a NOT EXISTS into
 * an anti-join that first reads every matching booking of every item (12 ms for a page of 50,000
 * props, measured), where the count is probed row by row and the page stops at its last row (1 ms);
 * SQLite probes either way. The text is kept by key: a day's lists ask the same few, and building
 * them through Sequelize's query generator cost a tenth of a borrowing search's CPU under load.
 */
const probeSql = new Map<string, string>();
const PROBES_KEPT = 1000;

export function bookingProbe(
  probe: Probe,
  itemType: LendingItemType,
  itemId: string,
  key: string,
  where: () => WhereOptions,
): string {
  const cacheKey = `${probe} ${itemType} ${itemId} ${key}`;
  let sql = probeSql.get(cacheKey);
  if (sql === undefined) {
    if (probeSql.size >= PROBES_KEPT) probeSql.clear();
    const matching = { item_type: itemType, item_id: { [Op.eq]: col(itemId) }, ...where() };
    sql =
      probe === 'some'
        ? `EXISTS (${selectSql(Booking, { attributes: [literal('1')], where: matching })})`
        : `0 = (${selectSql(Booking, { attributes: [literal('COUNT(*)')], where: matching })})`;
    probeSql.set(cacheKey, sql);
  }
  return sql;
}

/** SQL: a booking other than production `except`'s holds the item on some day of `period` (or none does). */
export function heldDuringSql(
  probe: Probe,
  itemType: LendingItemType,
  itemId: string,
  period: Period,
  today: string,
  exceptProduction?: number,
) {
  return bookingProbe(
    probe,
    itemType,
    itemId,
    `held ${period.from} ${period.to} ${today} ${exceptProduction}`,
    () => ({
      [Op.and]: [
        holdingDuring(period, today),
        ...exceptWhere(exceptProduction === undefined ? {} : { productionId: exceptProduction }),
      ],
    }),
  );
}

/** SQL: the item has a booking for production `productionId`, any days (or has none). */
export function bookedForSql(probe: Probe, itemType: LendingItemType, itemId: string, productionId: number) {
  return bookingProbe(probe, itemType, itemId, `production ${productionId}`, () => ({
    production_id: productionId,
  }));
}

/** SQL: a production's booking holds the item today (or none does). */
export function inProductionTodaySql(probe: Probe, itemType: LendingItemType, itemId: string, today: string) {
  return bookingProbe(probe, itemType, itemId, `in production ${today}`, () => ({
    kind: 'production',
    ...holdingDuring({ from: today, to: today }, today),
  }));
}
