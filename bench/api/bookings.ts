/**
 * Dated bookings for the list's department (docs/bookings.md), written straight into the tables in
 * bulk as e2e/support/seedProps.ts writes the props: the department's productions over a year, and
 * for a share of its props a timeline of one to three bookings that never clash (a production's
 * days, a loan to another department in any status, a block, some without an end), in the past,
 * now and ahead. A fixed PRNG seed gives the same timelines every run.
 *
 * It also says which props are free on the days the bench's list asks about, by the rule the API
 * applies, so the bench can check the list's X-Total-Count against it.
 */
import { QueryTypes, type Sequelize } from 'sequelize';
import { Department, Production } from '../../api/src/models';
import {
  BLOCK_REASONS,
  BOOKING_COLUMNS,
  bookingRow,
  day,
  LOAN_BOOKING_STATE,
  prng,
  type BookingSeed,
} from '../search/seed';

/** Rows per INSERT, as seedProps writes. */
const CHUNK = 1000;
const TITLES = [
  'Hamlet',
  'Our Town',
  'Guys and Dolls',
  'The Seagull',
  'Cabaret',
  'Twelfth Night',
  'Blithe Spirit',
  'An Inspector Calls',
  'Into the Woods',
  'Macbeth',
  'The Cherry Orchard',
  'Death of a Salesman',
];
/** A loan's status, and its first and last day's range, as offsets from today. */
const LOANS = [
  { status: 'requested', lent: [3, 40] },
  { status: 'approved', lent: [1, 60] },
  { status: 'active', lent: [-14, -1] },
  { status: 'overdue', lent: [-30, -12] },
  { status: 'returned', lent: [-120, -20] },
] as const;

/** Days asked about, both included (YYYY-MM-DD). */
export interface Days {
  from: string;
  to: string;
}

export interface SeededBookings {
  /** props with at least one booking */
  booked: number;
  /** rows of `bookings`, by kind */
  byKind: Record<BookingSeed['kind'], number>;
  productions: number;
  loans: number;
  /** props something holds on some day of the days asked about */
  heldDuring: number;
}

/** Multi-row INSERTs of `records` into `table`, one transaction (one commit on SQLite) in all. */
async function insertRows(sequelize: Sequelize, table: string, records: Record<string, unknown>[]) {
  const queryInterface = sequelize.getQueryInterface();
  await sequelize.transaction(async (transaction) => {
    for (let i = 0; i < records.length; i += CHUNK)
      await queryInterface.bulkInsert(table, records.slice(i, i + CHUNK), { transaction });
  });
}

type Timeline = Pick<BookingSeed, 'starts_on' | 'ends_on' | 'state'>;

/** The last day a booking holds as of `today` (a loan out and late holds through today); null: no end. */
function lastDay(b: Timeline, today: string) {
  if (b.ends_on === null) return null;
  return b.state === 'out' && b.ends_on < today ? today : b.ends_on;
}

/** Whether a booking holds some day of `days` (services/bookings/timeline.ts, holdsDuring). */
function holds(b: Timeline, days: Days, today: string) {
  if (b.state === 'requested' || b.starts_on > days.to) return false;
  const last = lastDay(b, today);
  return last === null || last >= days.from;
}

/** Whether two bookings share a day (a requested loan too: an item's timeline stays apart). */
function overlaps(a: Timeline, b: Timeline, today: string) {
  const aLast = a.state === 'requested' ? a.ends_on : lastDay(a, today);
  const bLast = b.state === 'requested' ? b.ends_on : lastDay(b, today);
  return (aLast === null || aLast >= b.starts_on) && (bLast === null || bLast >= a.starts_on);
}

/**
 * Bookings for about `share` of the department's props; `days` are what the bench's list asks about.
 * Loans go to a few other departments made here.
 */
export async function seedPropBookings(
  sequelize: Sequelize,
  departmentId: number,
  share: number,
  days: Days,
): Promise<SeededBookings> {
  const rand = prng(20_260_301);
  const between = (lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1));
  const now = new Date();
  const today = day(0);

  // A year of productions: one every three weeks or so from four months ago, each 4 to 8 weeks.
  const productionRows = TITLES.map((title, i) => {
    const start = -120 + i * 24 + between(0, 10);
    const end = start + between(27, 55);
    return {
      department_id: departmentId,
      title,
      status: end < 0 ? 'completed' : start <= 0 ? 'active' : 'planning',
      start_date: day(start),
      end_date: day(end),
    } as const;
  });
  const productions = await Production.bulkCreate(productionRows);
  const borrowers = await Department.bulkCreate(
    [1, 2, 3].map((n) => ({ name: `Bench borrower ${departmentId}-${n}`, address: `${n} Lending Row` })),
  );

  const props = await sequelize.query<{ id: number; name: string }>(
    'SELECT id, name FROM props WHERE department_id = :departmentId ORDER BY id',
    { replacements: { departmentId }, type: QueryTypes.SELECT },
  );
  const bookings: BookingSeed[] = [];
  const loans: { booking: BookingSeed; record: Record<string, unknown> }[] = [];
  let booked = 0;
  let heldDuring = 0;
  for (const prop of props) {
    if (rand() >= share) continue;
    const timeline: BookingSeed[] = [];
    const base = { department_id: departmentId, item_type: 'prop', item_id: Number(prop.id) } as const;
    const fits = (b: BookingSeed) => timeline.every((other) => !overlaps(b, other, today));
    // One or two of the productions, on their own days (they follow them).
    for (let n = rand() < 0.6 ? (rand() < 0.3 ? 2 : 1) : 0; n > 0; n--) {
      const production = productions[Math.floor(rand() * productions.length)];
      const b: BookingSeed = {
        ...base,
        kind: 'production',
        state: 'held',
        starts_on: production.start_date!,
        ends_on: production.end_date,
        production_id: production.id,
        follows_production: true,
      };
      if (timeline.every((o) => o.production_id !== production.id) && fits(b)) timeline.push(b);
    }
    if (rand() < 0.3) {
      const kind = LOANS[Math.floor(rand() * LOANS.length)];
      const lent = between(kind.lent[0], kind.lent[1]);
      const due = kind.status === 'overdue' ? between(lent + 3, -2) : lent + between(3, 21);
      const b: BookingSeed = {
        ...base,
        kind: 'loan',
        state: LOAN_BOOKING_STATE[kind.status]!,
        starts_on: day(lent),
        ends_on: day(due),
      };
      if (fits(b)) {
        timeline.push(b);
        const pickedUp = kind.status !== 'requested' && kind.status !== 'approved';
        loans.push({
          booking: b,
          record: {
            item_type: 'prop',
            prop_id: prop.id,
            item_name: prop.name,
            from_department_id: departmentId,
            to_department_id: borrowers[Math.floor(rand() * borrowers.length)].id,
            initiated_by: 'borrower',
            status: kind.status,
            lent_date: day(lent),
            due_date: day(due),
            picked_up_date: pickedUp ? day(lent) : null,
            return_date: kind.status === 'returned' ? day(due) : null,
            created_at: now,
            updated_at: now,
          },
        });
      }
    }
    if (rand() < 0.25 || timeline.length === 0) {
      const start = between(-20, 120);
      const b: BookingSeed = {
        ...base,
        kind: 'block',
        state: 'held',
        starts_on: day(start),
        ends_on: rand() < 0.1 ? null : day(start + between(0, 13)),
        reason: BLOCK_REASONS[Math.floor(rand() * BLOCK_REASONS.length)],
      };
      if (fits(b)) timeline.push(b);
    }
    if (!timeline.length) continue;
    booked++;
    if (timeline.some((b) => holds(b, days, today))) heldDuring++;
    bookings.push(...timeline.filter((b) => b.kind !== 'loan'));
  }

  // The loans first, for their ids: one loan per prop, so a prop names its loan.
  await insertRows(
    sequelize,
    'lending_records',
    loans.map((l) => l.record),
  );
  const loanIds = await sequelize.query<{ id: number; prop_id: number }>(
    'SELECT id, prop_id FROM lending_records WHERE from_department_id = :departmentId',
    { replacements: { departmentId }, type: QueryTypes.SELECT },
  );
  const loanOf = new Map(loanIds.map((l) => [Number(l.prop_id), Number(l.id)]));
  for (const { booking } of loans) bookings.push({ ...booking, lending_id: loanOf.get(booking.item_id)! });

  // As seedProps leaves the props: no ANALYZE, which the API never runs either.
  await insertRows(
    sequelize,
    'bookings',
    bookings
      .map((b) => bookingRow(b, now))
      .map((row) => Object.fromEntries(BOOKING_COLUMNS.map((column, c) => [column, row[c]]))),
  );
  const byKind = { production: 0, loan: 0, block: 0 };
  for (const b of bookings) byKind[b.kind]++;
  return { booked, byKind, productions: productions.length, loans: loans.length, heldDuring };
}
