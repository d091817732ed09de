/**
 * What holds each item of a page, read in one query on the bookings' item index: the lists, an
 * item's own answer and Manage Items all show an item's time from here (docs/bookings.md).
 */
import { Op, type WhereOptions } from 'sequelize';
import { earliestToday } from '../../lib/query';
import { Booking, type LendingItemType } from '../../models';
import {
  firstFreeDay,
  HOLDER_INCLUDE,
  holdingDuring,
  holdsDuring,
  viewOf,
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

/**
 * The availability of items `ids` of one kind: one indexed read of their bookings that hold a day
 * from today (or the asked days' start, if earlier) on, and of their bookings for the production
 * asked about.
 */
export async function availabilityOf(
  itemType: LendingItemType,
  ids: readonly number[],
  question: AvailabilityQuestion = NO_QUESTION,
): Promise<Map<number, ItemAvailability>> {
  const today = earliestToday();
  const out = new Map<number, ItemAvailability>();
  if (!ids.length) return out;
  const from = question.period && question.period.from < today ? question.period.from : today;
  const wanted: WhereOptions[] = [holdingDuring({ from, to: null }, today)];
  if (question.productionId !== null) wanted.push({ production_id: question.productionId });
  const rows = await Booking.findAll({
    where: { item_type: itemType, item_id: { [Op.in]: [...ids] }, [Op.or]: wanted },
    include: HOLDER_INCLUDE,
    order: [
      ['starts_on', 'ASC'],
      ['id', 'ASC'],
    ],
  });
  const byItem = new Map<number, BookingView[]>();
  for (const row of rows) {
    const views = byItem.get(row.item_id) ?? [];
    views.push(viewOf(row));
    byItem.set(row.item_id, views);
  }
  for (const id of ids) out.set(id, availabilityFrom(byItem.get(id) ?? [], question, today));
  return out;
}

/**
 * How many of a department's items of one kind a booking holds on some day of `period`: read off the
 * bookings' department index (a booking's department is its item's), never the items.
 */
export async function itemsHeld(
  departmentId: number,
  itemType: LendingItemType,
  period: Period,
): Promise<number> {
  return Booking.count({
    where: { department_id: departmentId, item_type: itemType, ...holdingDuring(period) },
    distinct: true,
    col: 'item_id',
  });
}
