import type { ModelStatic, Transaction, WhereOptions } from 'sequelize';
import { Op } from 'sequelize';
import { Conflict } from '../../errors';
import { earliestToday } from '../../lib/query';
import {
  CostumePiece,
  Department,
  LendingRecord,
  Production,
  Prop,
  SetPiece,
  type ItemRow,
  type LendingItemType,
} from '../../models';

/** A lendable item: any of the three kinds, with what a loan shows of it. */
export interface LendableRow extends ItemRow {
  image_url: string | null;
}

export interface LendingKind {
  model: ModelStatic<LendableRow>;
  /** the loan's column naming the item */
  column: 'prop_id' | 'set_piece_id' | 'costume_piece_id';
  /** in messages: "This prop is …" */
  noun: string;
  notFound: string;
}

export const LENDING_KINDS: Record<LendingItemType, LendingKind> = {
  prop: {
    model: Prop,
    column: 'prop_id',
    noun: 'prop',
    notFound: 'Prop not found',
  },
  set_piece: {
    model: SetPiece,
    column: 'set_piece_id',
    noun: 'set piece',
    notFound: 'Set piece not found',
  },
  costume_piece: {
    model: CostumePiece,
    column: 'costume_piece_id',
    noun: 'costume piece',
    notFound: 'Costume piece not found',
  },
};

/** The item a loan is about: its kind and id. */
export function itemOf(record: LendingRecord): { kind: LendingKind; id: number | null } {
  const kind = LENDING_KINDS[record.item_type];
  return { kind, id: record[kind.column] };
}

/**
 * The loans that hold their item on some day of [from, to] (both inclusive): what keeps an item
 * from being lent for those days, besides a production. An approved loan holds it for its days; a
 * loan that is out (active or overdue) holds it for its days and, however late, through today: it is
 * not back yet. The borrowing search filters by the same rule.
 */
export function holdingDuring(from: string, to: string, today = earliestToday()): WhereOptions {
  const out: WhereOptions = { status: { [Op.in]: ['active', 'overdue'] } };
  if (from > today) Object.assign(out, { due_date: { [Op.gte]: from } });
  if (to < today) Object.assign(out, { lent_date: { [Op.lte]: to } });
  return {
    [Op.or]: [{ status: 'approved', lent_date: { [Op.lte]: to }, due_date: { [Op.gte]: from } }, out],
  };
}

/**
 * The requests `department` has made for an item for some day of [from, to] (both inclusive): asking
 * twice for the same days is refused, and the borrowing search flags the item `requested_by_you`.
 */
export function requestedDuring(department: number, from: string, to: string): WhereOptions {
  return {
    status: 'requested',
    to_department_id: department,
    lent_date: { [Op.lte]: to },
    due_date: { [Op.gte]: from },
  };
}

/** The loans that promise `itemId` to someone on some day of [from, to] (both inclusive). */
function holdingLoansWhere(kind: LendingKind, itemId: number, from: string, to: string, exceptId?: number) {
  const where: WhereOptions = { [kind.column]: itemId, ...holdingDuring(from, to) };
  if (exceptId !== undefined) Object.assign(where, { id: { [Op.ne]: exceptId } });
  return where;
}

/**
 * Refuses (409) to promise an item for [from, to] while a production holds it or another approved
 * or active loan overlaps those days. Run it under the lending department's lock: every write that
 * promises or assigns an item of that department takes the same lock, so two such writes never
 * both see the item free (docs/concurrency-and-limits.md).
 */
export async function assertFreeToLend(
  kind: LendingKind,
  itemId: number,
  dates: { from: string; to: string },
  transaction: Transaction,
  exceptLoanId?: number,
): Promise<void> {
  const item = await kind.model.findByPk(itemId, { transaction });
  if (!item) throw new Conflict(`This ${kind.noun} no longer exists`);
  if (item.current_production_id !== null) {
    const production = await Production.findByPk(item.current_production_id, { transaction });
    throw new Conflict(
      `This ${kind.noun} is in use by the production "${production?.title ?? 'another production'}"`,
    );
  }
  const other = await LendingRecord.findOne({
    where: holdingLoansWhere(kind, itemId, dates.from, dates.to, exceptLoanId),
    order: [['lent_date', 'ASC']],
    transaction,
  });
  if (other) {
    const borrower = await Department.findByPk(other.to_department_id, { attributes: ['name'], transaction });
    throw new Conflict(
      `This ${kind.noun} is already promised to ${borrower?.name ?? 'another department'} from ${other.lent_date} to ${other.due_date} (loan ${other.id})`,
    );
  }
}

/**
 * Refuses (409) to let a production take an item that is out on loan or promised to a loan that has
 * not ended. Called by the inventory service under the item's department lock.
 */
export async function assertNotLent(
  itemType: LendingItemType,
  itemId: number,
  today: string,
  transaction: Transaction,
): Promise<void> {
  const kind = LENDING_KINDS[itemType];
  const loan = await LendingRecord.findOne({
    where: {
      [kind.column]: itemId,
      [Op.or]: [
        { status: { [Op.in]: ['active', 'overdue'] } },
        { status: 'approved', due_date: { [Op.gte]: today } },
      ],
    },
    transaction,
  });
  if (!loan) return;
  const borrower = await Department.findByPk(loan.to_department_id, { attributes: ['name'], transaction });
  const name = borrower?.name ?? 'another department';
  throw new Conflict(
    loan.status === 'approved'
      ? `This ${kind.noun} is promised to ${name} from ${loan.lent_date} to ${loan.due_date} (loan ${loan.id})`
      : `This ${kind.noun} is on loan to ${name} until ${loan.due_date} (loan ${loan.id})`,
  );
}
