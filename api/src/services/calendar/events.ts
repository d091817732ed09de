/**
 * A department's calendar (docs/calendar.md): its productions' days, its loans out and in, and the
 * blocks on its items, as dated events. The calendar screen, the iCal feeds and the production feed
 * all read these functions, so an event is the same wherever it shows.
 */
import { Op, type WhereOptions } from 'sequelize';
import { ValidationFailed } from '../../errors';
import type { Actor } from '../../domain/actor';
import { isoDate } from '../../lib/query';
import { dayIn } from '../../lib/timeZones';
import { todayOfDepartment, todaysOfDepartments } from '../departmentDays';
import {
  Booking,
  Department,
  LendingRecord,
  PersonLoan,
  Production,
  type LendingItemType,
  type LendingStatus,
  type ProductionStatus,
} from '../../models';
import { effectiveStatus } from '../lending/access';
import { itemsByKey, LENDING_KINDS } from '../lending/kinds';
import { BLOCK_LABELS, holdingDuring, type Period } from '../bookings/timeline';
import { findProduction } from '../productions';
import { currentDepartmentOf } from '../session';

export const CALENDAR_KINDS = ['production', 'loan_out', 'loan_in', 'block', 'person'] as const;
export type CalendarKind = (typeof CALENDAR_KINDS)[number];

/** The longest range one read covers: a year, leap day included. */
export const MAX_CALENDAR_DAYS = 366;

/**
 * One dated event. `booking` events (an item's own days for a production) are the production feed's
 * only: the department's calendar shows the production's days instead.
 */
export interface CalendarEvent<K extends string = CalendarKind> {
  /** unique and stable: production-3, loan-12, booking-40 */
  key: string;
  kind: K;
  title: string;
  starts_on: string;
  /** null: open-ended */
  ends_on: string | null;
  status: ProductionStatus | LendingStatus | null;
  production_id: number | null;
  lending_id: number | null;
  item_type: LendingItemType | null;
  /** our own items only */
  item_id: number | null;
  other_department_name: string | null;
  /** the production feed's only: the items that follow a production's days, named in its event */
  items?: string[];
}

export interface CalendarQuery {
  from: string;
  to: string;
  /** a comma list of CALENDAR_KINDS; all when absent */
  kind?: string;
  production_id?: number;
}

/** Whether days `starts`–`ends` (null: no end) touch `period`. */
const overlaps = (starts: string, ends: string | null, period: Period) =>
  (period.to === null || starts <= period.to) && (ends === null || ends >= period.from);

const dayCount = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** The range and kinds a calendar read asks for, or a 422 naming the parameter. */
export function calendarRange(query: CalendarQuery): {
  period: Period & { to: string };
  kinds: CalendarKind[];
} {
  const from = isoDate(query.from, ['query', 'from']);
  const to = isoDate(query.to, ['query', 'to']);
  if (to < from)
    throw new ValidationFailed([
      {
        loc: ['query', 'to'],
        msg: 'The end of the range must not be before its start',
        type: 'value_error.date',
      },
    ]);
  if (dayCount(from, to) > MAX_CALENDAR_DAYS)
    throw new ValidationFailed([
      {
        loc: ['query', 'to'],
        msg: `The range may cover at most ${MAX_CALENDAR_DAYS} days`,
        type: 'value_error.date',
      },
    ]);
  const asked = (query.kind ?? '')
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean);
  const unknown = asked.find((k) => !(CALENDAR_KINDS as readonly string[]).includes(k));
  if (unknown !== undefined)
    throw new ValidationFailed([
      {
        loc: ['query', 'kind'],
        msg: `Unknown kind "${unknown}": use ${CALENDAR_KINDS.join(', ')}`,
        type: 'value_error.enum',
      },
    ]);
  const kinds = asked.length ? (asked as CalendarKind[]) : [...CALENDAR_KINDS];
  return { period: { from, to }, kinds };
}

/** On the same first day: the production, then loans, then blocks and items' days. */
const KIND_ORDER: Record<string, number> = {
  production: 0,
  loan_in: 1,
  loan_out: 1,
  person: 1,
  block: 2,
  booking: 3,
};

const byStart = <K extends string>(a: CalendarEvent<K>, b: CalendarEvent<K>) =>
  a.starts_on < b.starts_on
    ? -1
    : a.starts_on > b.starts_on
      ? 1
      : KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);

/** A production's days: its start (or its end alone) to its end; none when it has no dates. */
export function productionDays(p: Pick<Production, 'start_date' | 'end_date'>) {
  const starts = p.start_date ?? p.end_date;
  return starts === null ? null : { starts_on: starts, ends_on: p.end_date };
}

export function productionEvent(p: Production): CalendarEvent | null {
  const days = productionDays(p);
  if (!days) return null;
  return {
    key: `production-${p.id}`,
    kind: 'production',
    title: p.title,
    ...days,
    status: p.status,
    production_id: p.id,
    lending_id: null,
    item_type: null,
    item_id: null,
    other_department_name: null,
  };
}

/** The department's productions with days in `period` (or the one production asked for). */
async function productionEvents(departmentId: number, period: Period, productionId?: number) {
  const where: WhereOptions = {
    department_id: departmentId,
    [Op.or]: [{ start_date: { [Op.ne]: null } }, { end_date: { [Op.ne]: null } }],
  };
  if (productionId !== undefined) Object.assign(where, { id: productionId });
  if (period.to !== null)
    Object.assign(where, {
      [Op.and]: [{ [Op.or]: [{ start_date: null }, { start_date: { [Op.lte]: period.to } }] }],
    });
  const rows = await Production.findAll({ where });
  return rows
    .map(productionEvent)
    .filter((e): e is CalendarEvent => e !== null && overlaps(e.starts_on, e.ends_on, period));
}

/** The statuses of a loan that is on a calendar: every one but cancelled (declined, withdrawn). */
const CALENDAR_LOAN_STATUSES: LendingStatus[] = [
  'offered',
  'requested',
  'approved',
  'active',
  'overdue',
  'returned',
];

type LoanWithParties = LendingRecord & { lender?: Department | null; borrower?: Department | null };

/** The statuses of a loan whose item is out: it stays on the calendar until it is back. */
const OUT_STATUSES: LendingStatus[] = ['active', 'overdue'];

/**
 * A loan's real days on a calendar (docs/calendar.md): from the day it was picked up (early or late),
 * else its first day; to the day it came back once returned (early too), else its due date; and,
 * while it is out past its due date, through today: the item is not back yet. Never ends before it
 * starts.
 */
export function loanCalendarDays(
  loan: Pick<LendingRecord, 'status' | 'lent_date' | 'due_date' | 'picked_up_date' | 'return_date'>,
  today: string,
): { starts_on: string; ends_on: string } {
  const out = OUT_STATUSES.includes(loan.status);
  const wasOut = out || loan.status === 'returned';
  const starts = wasOut && loan.picked_up_date ? loan.picked_up_date : loan.lent_date;
  let ends = loan.due_date;
  if (loan.status === 'returned' && loan.return_date) ends = loan.return_date;
  else if (out && ends < today) ends = today;
  return { starts_on: starts, ends_on: ends < starts ? starts : ends };
}

/**
 * A loan on the calendar of `departmentId`, whose today is `today`; its status as its lender counts
 * it (`lenderToday`: the same day unless the lender is in another zone).
 */
export function loanEvent(
  loan: LoanWithParties,
  departmentId: number,
  today: string,
  lenderToday: string = today,
): CalendarEvent {
  const out = loan.from_department_id === departmentId;
  const other = (out ? loan.borrower?.name : loan.lender?.name) ?? null;
  const kind = LENDING_KINDS[loan.item_type];
  return {
    key: `loan-${loan.id}`,
    kind: out ? 'loan_out' : 'loan_in',
    title: out ? `${loan.item_name} → ${other ?? ''}`.trim() : `${loan.item_name} ← ${other ?? ''}`.trim(),
    ...loanCalendarDays(loan, today),
    status: effectiveStatus(loan, lenderToday),
    // The production is the borrower's: the lender's calendar does not name another department's.
    production_id: out ? null : (loan.production_id ?? null),
    lending_id: loan.id,
    item_type: loan.item_type,
    item_id: out ? (loan[kind.column] ?? null) : null,
    other_department_name: other,
  };
}

/** The department's loans out and in (or those linked to one of its productions) with days in `period`. */
async function loanEvents(
  departmentId: number,
  period: Period,
  kinds: CalendarKind[],
  productionId?: number,
) {
  const sides: WhereOptions[] = [];
  if (kinds.includes('loan_out') && productionId === undefined)
    sides.push({ from_department_id: departmentId });
  if (kinds.includes('loan_in'))
    sides.push(
      productionId === undefined
        ? { to_department_id: departmentId }
        : { to_department_id: departmentId, production_id: productionId },
    );
  if (!sides.length) return [];
  const today = await todayOfDepartment(departmentId);
  const and: WhereOptions[] = [{ [Op.or]: sides }, { status: { [Op.in]: CALENDAR_LOAN_STATUSES } }];
  // A loan picked up early starts before its first day, one picked up late after it.
  if (period.to !== null)
    and.push({
      [Op.or]: [{ lent_date: { [Op.lte]: period.to } }, { picked_up_date: { [Op.lte]: period.to } }],
    });
  // A loan back early ends before its due date; one still out runs through today: the exact overlap
  // (loanCalendarDays) is checked below.
  and.push({
    [Op.or]: [
      { due_date: { [Op.gte]: period.from } },
      { return_date: { [Op.gte]: period.from } },
      ...(period.from <= today ? [{ status: { [Op.in]: OUT_STATUSES } }] : []),
    ],
  });
  const rows = await LendingRecord.findAll({
    where: { [Op.and]: and },
    include: [
      { model: Department, as: 'lender', attributes: ['id', 'name'] },
      { model: Department, as: 'borrower', attributes: ['id', 'name'] },
    ],
  });
  const lenderTodays = await todaysOfDepartments(rows.map((loan) => loan.from_department_id));
  return rows
    .map((loan) => loanEvent(loan, departmentId, today, lenderTodays.get(loan.from_department_id)))
    .filter((e) => overlaps(e.starts_on, e.ends_on, period));
}

/** The names of some of the department's items, keyed `<item_type> <id>`. */
export async function itemNames(items: { item_type: LendingItemType; item_id: number }[]) {
  const rows = await itemsByKey<{ id: number; name: string }>(items, () => ['id', 'name']);
  return new Map([...rows].map(([key, row]) => [key, row.name]));
}

/** The blocks on the department's items that hold some day of `period`. */
async function blockEvents(departmentId: number, period: Period) {
  const rows = await Booking.findAll({
    where: {
      department_id: departmentId,
      kind: 'block',
      ...holdingDuring(period, await todayOfDepartment(departmentId)),
    },
  });
  const names = await itemNames(rows);
  return rows.map((b): CalendarEvent => ({
    key: `booking-${b.id}`,
    kind: 'block',
    title: `${names.get(`${b.item_type} ${b.item_id}`) ?? 'Item'}: ${BLOCK_LABELS[b.reason ?? 'out_of_service'].toLowerCase()}`,
    starts_on: b.starts_on,
    ends_on: b.ends_on,
    status: null,
    production_id: null,
    lending_id: null,
    item_type: b.item_type,
    item_id: b.item_id,
    other_department_name: null,
  }));
}

/**
 * A loan to a person's real days, as a loan's (loanCalendarDays): from the day it was handed over
 * (handed over early, its first day already moved to that day; late, the day it went), to the day it
 * came back, or through today while it is out and late.
 */
export function personLoanCalendarDays(
  loan: Pick<PersonLoan, 'status' | 'starts_on' | 'due_on' | 'returned_on' | 'handed_over_at'>,
  today: string,
  zone: string,
): { starts_on: string; ends_on: string } {
  const wasOut = loan.status === 'out' || loan.status === 'returned';
  // The day it went is the department's day at that moment.
  const handedOver = wasOut && loan.handed_over_at ? dayIn(zone, new Date(loan.handed_over_at)) : null;
  const starts = handedOver !== null && handedOver > loan.starts_on ? handedOver : loan.starts_on;
  let ends = loan.status === 'returned' && loan.returned_on ? loan.returned_on : loan.due_on;
  if (loan.status === 'out' && ends < today) ends = today;
  return { starts_on: starts, ends_on: ends < starts ? starts : ends };
}

/**
 * The department's loans to people with days in `period` (services/personLoans): booked, out
 * (late ones through today) and returned (to the day it came back); cancelled ones are gone. Their
 * status reads in the loans' words: booked is `approved` (promised), out `active`, late `overdue`.
 */
async function personLoanEvents(departmentId: number, period: Period): Promise<CalendarEvent[]> {
  const department = await Department.findByPk(departmentId, { attributes: ['id', 'time_zone'] });
  const zone = department?.time_zone ?? 'UTC';
  const today = dayIn(zone);
  const rows = await PersonLoan.findAll({
    where: {
      department_id: departmentId,
      status: { [Op.in]: ['booked', 'out', 'returned'] },
      [Op.or]: [
        { due_on: { [Op.gte]: period.from } },
        { status: 'out' },
        { returned_on: { [Op.gte]: period.from } },
      ],
      ...(period.to === null ? {} : { starts_on: { [Op.lte]: period.to } }),
    },
    order: [
      ['starts_on', 'ASC'],
      ['id', 'ASC'],
    ],
  });
  const events: CalendarEvent[] = [];
  for (const loan of rows) {
    const days = personLoanCalendarDays(loan, today, zone);
    if (!overlaps(days.starts_on, days.ends_on, period)) continue;
    const late = loan.status !== 'returned' && loan.due_on < today;
    events.push({
      key: `person-loan-${loan.id}`,
      kind: 'person',
      title: `${loan.item_name} → ${loan.borrower_name}`,
      ...days,
      status: late
        ? 'overdue'
        : loan.status === 'booked'
          ? 'approved'
          : loan.status === 'out'
            ? 'active'
            : 'returned',
      production_id: null,
      lending_id: null,
      item_type: loan.item_type,
      item_id: loan.item_id,
      other_department_name: null,
    });
  }
  return events;
}

/**
 * The department's events in `period` of `kinds`: with `productionId`, only that production and the
 * loans linked to it. A bounded number of queries, whatever the range.
 */
export async function departmentEvents(
  departmentId: number,
  period: Period,
  kinds: readonly CalendarKind[] = CALENDAR_KINDS,
  productionId?: number,
): Promise<CalendarEvent[]> {
  const events: CalendarEvent[] = [];
  if (kinds.includes('production'))
    events.push(...(await productionEvents(departmentId, period, productionId)));
  events.push(...(await loanEvents(departmentId, period, [...kinds], productionId)));
  if (kinds.includes('block') && productionId === undefined)
    events.push(...(await blockEvents(departmentId, period)));
  if (kinds.includes('person') && productionId === undefined)
    events.push(...(await personLoanEvents(departmentId, period)));
  return events.sort(byStart);
}

/** `GET /calendar`: the current department's calendar, any member. */
export async function calendar(actor: Actor, query: CalendarQuery): Promise<CalendarEvent[]> {
  const department = currentDepartmentOf(actor);
  const { period, kinds } = calendarRange(query);
  if (query.production_id !== undefined) await findProduction(actor, query.production_id);
  return departmentEvents(department.id, period, kinds, query.production_id);
}

/**
 * A production's own feed: its days, the loans linked to it (any days), and its items: those on the
 * production's days are named in its event (an event each would repeat its days), those with days of
 * their own are events of their own (`booking-N`, stable when an item leaves or rejoins the days).
 */
export async function productionFeedEvents(
  production: Production,
): Promise<CalendarEvent<CalendarKind | 'booking'>[]> {
  const events: CalendarEvent<CalendarKind | 'booking'>[] = await departmentEvents(
    production.department_id,
    { from: '0001-01-01', to: null },
    ['production', 'loan_in'],
    production.id,
  );
  const bookings = await Booking.findAll({ where: { production_id: production.id, kind: 'production' } });
  const names = await itemNames(bookings);
  const nameOf = (b: Booking) => names.get(`${b.item_type} ${b.item_id}`) ?? 'Item';
  const own = events.find((event) => event.kind === 'production');
  if (own)
    own.items = bookings
      .filter((b) => b.follows_production)
      .map(nameOf)
      .sort((a, b) => a.localeCompare(b));
  for (const b of bookings.filter((booking) => !booking.follows_production))
    events.push({
      key: `booking-${b.id}`,
      kind: 'booking',
      title: `${nameOf(b)} (${production.title})`,
      starts_on: b.starts_on,
      ends_on: b.ends_on,
      status: null,
      production_id: production.id,
      lending_id: null,
      item_type: b.item_type,
      item_id: b.item_id,
      other_department_name: null,
    });
  return events.sort(byStart);
}
