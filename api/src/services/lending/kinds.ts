import { Op, type ModelStatic, type WhereOptions } from 'sequelize';
import {
  CostumePiece,
  type LendingRecord,
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
 * The requests `department` has made for an item for some day of [from, to] (both inclusive), and the
 * offers waiting for its answer: asking twice for the same days (or for days it is offered) is
 * refused, and the borrowing search flags the item `requested_by_you`.
 */
export function requestedDuring(department: number, from: string, to: string): WhereOptions {
  return {
    status: { [Op.in]: ['requested', 'offered'] },
    to_department_id: department,
    lent_date: { [Op.lte]: to },
    due_date: { [Op.gte]: from },
  };
}

/**
 * Items of any kind by id, keyed `<item_type> <id>`, with the columns asked for: one query per kind
 * asked about, however many items (the calendar's names, the pull list's facts).
 */
export async function itemsByKey<T extends { id: number }>(
  wanted: { item_type: LendingItemType; item_id: number }[],
  attributes: (type: LendingItemType) => string[],
): Promise<Map<string, T>> {
  const found = new Map<string, T>();
  for (const type of Object.keys(LENDING_KINDS) as LendingItemType[]) {
    const ids = [...new Set(wanted.filter((w) => w.item_type === type).map((w) => w.item_id))];
    if (!ids.length) continue;
    const rows = (await LENDING_KINDS[type].model.findAll({
      attributes: attributes(type),
      where: { id: { [Op.in]: ids } },
      raw: true,
    })) as unknown as T[];
    for (const row of rows) found.set(`${type} ${row.id}`, row);
  }
  return found;
}
