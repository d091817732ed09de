/**
 * A production's pull list (docs/calendar.md): everything the show needs, in one list. Our items
 * booked for it, with their days; the loans the department linked to it, borrowed (approved, out or
 * late) or still asked for (requested, offered). Returned and cancelled loans are left out. A fixed
 * number of queries, however long the list.
 */
import { Op } from 'sequelize';
import type { Actor } from '../domain/actor';
import {
  Booking,
  Department,
  LendingRecord,
  type Condition,
  type LendingItemType,
  type LendingStatus,
  type Production,
} from '../models';
import { effectiveStatus } from './lending/access';
import { itemsByKey, LENDING_KINDS } from './lending/kinds';
import { outsideProduction } from './lending/productionLink';
import { todaysOfDepartments } from './departmentDays';
import { findProduction } from './productions';

export type PullSource = 'ours' | 'borrowed' | 'requested';

/** One line of the pull list. */
export interface PullEntry {
  source: PullSource;
  item_type: LendingItemType;
  /** our item's id; null for another department's */
  item_id: number | null;
  item_name: string;
  category: string | null;
  condition: Condition | null;
  location: string | null;
  image_url: string | null;
  starts_on: string;
  ends_on: string | null;
  booking_id: number | null;
  lending_id: number | null;
  lending_status: LendingStatus | null;
  lender_department_name: string | null;
  /** a loan whose days miss the production's days entirely (services/lending/productionLink.ts) */
  outside_production: boolean;
}

export interface PullList {
  production: Production;
  entries: PullEntry[];
}

const SOURCE_ORDER: Record<PullSource, number> = { ours: 0, borrowed: 1, requested: 2 };

/** What the pull list shows of an item of any kind. */
type ItemFacts = {
  id: number;
  name: string;
  condition: Condition;
  location: string | null;
  image_url: string | null;
  category?: string;
};

const ITEM_FACTS = ['id', 'name', 'condition', 'location', 'image_url'];
const factsOf = (type: LendingItemType) => (type === 'prop' ? [...ITEM_FACTS, 'category'] : ITEM_FACTS);

const BORROWED: LendingStatus[] = ['approved', 'active', 'overdue'];
const ASKED: LendingStatus[] = ['requested', 'offered'];

export async function pullList(actor: Actor, productionId: number): Promise<PullList> {
  const production = await findProduction(actor, productionId);
  const bookings = await Booking.findAll({
    where: { production_id: production.id, kind: 'production' },
  });
  const loans = await LendingRecord.findAll({
    where: {
      production_id: production.id,
      to_department_id: production.department_id,
      status: { [Op.in]: [...BORROWED, ...ASKED] },
    },
    include: [{ model: Department, as: 'lender', attributes: ['id', 'name'] }],
  });
  const items = await itemsByKey<ItemFacts>(
    [
      ...bookings,
      ...loans.flatMap((l) => {
        const id = l[LENDING_KINDS[l.item_type].column];
        return id === null ? [] : [{ item_type: l.item_type, item_id: id }];
      }),
    ],
    factsOf,
  );
  const entries: PullEntry[] = [];
  for (const b of bookings) {
    const item = items.get(`${b.item_type} ${b.item_id}`);
    // A booking outlives nothing: its item's removal removes it. Skip a row caught mid-delete.
    if (!item) continue;
    entries.push({
      source: 'ours',
      item_type: b.item_type,
      item_id: b.item_id,
      item_name: item.name,
      category: b.item_type === 'prop' ? (item.category ?? null) : null,
      condition: item.condition,
      location: item.location ?? null,
      image_url: item.image_url ?? null,
      starts_on: b.starts_on,
      ends_on: b.ends_on,
      booking_id: b.id,
      lending_id: null,
      lending_status: null,
      lender_department_name: null,
      outside_production: false,
    });
  }
  const lenderTodays = await todaysOfDepartments(loans.map((loan) => loan.from_department_id));
  for (const loan of loans as (LendingRecord & { lender?: Department | null })[]) {
    const id = loan[LENDING_KINDS[loan.item_type].column];
    const item = id === null ? undefined : items.get(`${loan.item_type} ${id}`);
    entries.push({
      source: BORROWED.includes(loan.status) ? 'borrowed' : 'requested',
      item_type: loan.item_type,
      item_id: null,
      item_name: item?.name ?? loan.item_name,
      category: loan.item_type === 'prop' ? (item?.category ?? null) : null,
      condition: item?.condition ?? null,
      location: null,
      image_url: item?.image_url ?? null,
      starts_on: loan.lent_date,
      ends_on: loan.due_date,
      booking_id: null,
      lending_id: loan.id,
      lending_status: effectiveStatus(loan, lenderTodays.get(loan.from_department_id)!),
      lender_department_name: loan.lender?.name ?? null,
      outside_production: outsideProduction(loan, production),
    });
  }
  entries.sort(
    (a, b) =>
      SOURCE_ORDER[a.source] - SOURCE_ORDER[b.source] ||
      a.item_name.localeCompare(b.item_name, 'en', { sensitivity: 'base' }) ||
      (a.booking_id ?? a.lending_id ?? 0) - (b.booking_id ?? b.lending_id ?? 0),
  );
  return { production, entries };
}
