/**
 * Label sheets of a department's items (docs/labels-and-scanning.md, "Printing"): a selection
 * (`ids`) or the whole filtered list, on one of the stocks. Printing is reading: any member of the
 * current department may, and only its own items.
 */
import { Op, type ModelStatic, type WhereOptions } from 'sequelize';
import { newItemCode } from '../../lib/itemCodes';
import { config } from '../../config';
import { NotFound, ValidationFailed } from '../../errors';
import type { Actor } from '../../domain/actor';
import type { ImportItemType, ItemRow } from '../../models';
import { exportItems, type ItemListQuery, type TaggedListQuery } from '../inventory/items';
import type { PropListQuery } from '../inventory/props';
import type { CostumeListQuery } from '../inventory/costumes';
import { IMPORT_KINDS } from '../imports/columns';
import { currentDepartmentOf } from '../session';
import { renderLabels, type LabelItem } from './render';
import { labelsPerPage, LABEL_STOCKS, stockOf, type LabelStockId } from './stocks';

/** At most this many ids in a selection. */
export const MAX_SELECTED = 500;
/** At most this many labels of a filtered list at once. */
export const MAX_LABELS = 1000;

/**
 * Item ids, comma-separated (a selection): at most 500
 * @maxLength 6000 Must be no more than 6000 characters
 */
export type IdList = string;

/** What `GET /props/labels` (and the other kinds') take besides the list's filters. */
export interface LabelOptions {
  /** the label stock (`GET /labels/stocks`) */
  stock: LabelStockId;
  /** a selection: these items, in this order, instead of the filtered list */
  ids?: IdList;
}

export type LabelsQuery = TaggedListQuery & LabelOptions;

/** `GET /props/labels`: the list's filters (`skip` aside) and the label options. */
export interface PropLabelsQuery extends PropListQuery, LabelOptions {}
/** `GET /sets/labels`. */
export interface SetLabelsQuery extends ItemListQuery, LabelOptions {}
/** `GET /costumes/labels`. */
export interface CostumeLabelsQuery extends CostumeListQuery, LabelOptions {}

type LabelRow = { id: number; name: string; code: string | null };

const CODE_KIND = { props: 'prop', sets: 'set_piece', costumes: 'costume_piece' } as const;

/**
 * Every item is given its code when it is created; a row written some other way without one (a
 * restore of an older backup, a hand-made insert) gets it here, before its label is drawn.
 */
async function ensureCodes(model: ModelStatic<ItemRow>, itemType: ImportItemType, rows: LabelRow[]) {
  for (const row of rows) {
    if (row.code) continue;
    const code = newItemCode(CODE_KIND[itemType]);
    await model.update({ code }, { where: { id: row.id, code: null } as WhereOptions });
    const stored = (await model.findByPk(row.id, { attributes: ['code'], raw: true })) as unknown as {
      code: string;
    };
    row.code = stored.code;
  }
}

const invalid = (field: string, msg: string): ValidationFailed =>
  new ValidationFailed([{ loc: ['query', field], msg, type: 'value_error' }]);

function parseIds(text: string): number[] {
  const parts = text
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p !== '');
  if (parts.length === 0) throw invalid('ids', 'Select at least one item');
  if (parts.length > MAX_SELECTED) throw invalid('ids', `At most ${MAX_SELECTED} items at a time`);
  const ids = parts.map((p) => (/^\d{1,10}$/.test(p) ? Number(p) : NaN));
  if (ids.some((id) => !Number.isSafeInteger(id) || id < 1 || id > 2147483647))
    throw invalid('ids', 'Must be item ids separated by commas');
  return [...new Set(ids)];
}

export async function labelsPdf(
  actor: Actor,
  itemType: ImportItemType,
  query: LabelsQuery,
): Promise<{ filename: string; pdf: Buffer; count: number }> {
  const department = currentDepartmentOf(actor);
  const spec = IMPORT_KINDS[itemType];
  const stock = stockOf(query.stock);
  const perPage = labelsPerPage(stock);
  const skip = query.skip ?? 0;
  if (skip >= perPage)
    throw invalid(
      'skip',
      perPage === 1
        ? 'A roll has no used labels to skip'
        : `A sheet of this stock has ${perPage} labels: skip at most ${perPage - 1}`,
    );

  let rows: LabelRow[];
  if (query.ids !== undefined) {
    const ids = parseIds(query.ids);
    const found = (await spec.kind.model.findAll({
      where: { id: { [Op.in]: ids }, department_id: department.id } as WhereOptions,
      attributes: ['id', 'name', 'code'],
      raw: true,
    })) as unknown as LabelRow[];
    if (found.length !== ids.length) throw new NotFound(spec.kind.notFound);
    const byId = new Map(found.map((row) => [row.id, row]));
    rows = ids.map((id) => byId.get(id)!);
  } else {
    const all: LabelRow[] = [];
    for await (const page of exportItems(spec.kind, actor, { ...query, skip: undefined, limit: undefined })) {
      all.push(...(page as unknown as LabelRow[]));
      if (all.length > MAX_LABELS)
        throw invalid(
          'stock',
          `These filters match more than ${MAX_LABELS} ${spec.noun}s: print at most ${MAX_LABELS} labels at a time (narrow the filters)`,
        );
    }
    rows = all;
  }
  await ensureCodes(spec.kind.model, itemType, rows);
  const items: LabelItem[] = rows.map((row) => ({
    code: row.code!,
    name: row.name,
    department_name: department.name,
  }));
  const pdf = await renderLabels(stock, items, {
    skip,
    publicUrl: config.publicUrl,
    title: `Labels: ${department.name}, ${itemType}`,
  });
  const day = new Date().toISOString().slice(0, 10);
  return { filename: `${itemType}-labels-${day}.pdf`, pdf, count: items.length };
}

export interface LabelStockOut {
  id: LabelStockId;
  name: string;
  /** labels on one sheet (1 for a roll) */
  per_page: number;
  /** millimetres */
  label_width: number;
  /** millimetres */
  label_height: number;
}

export const listStocks = (): LabelStockOut[] =>
  LABEL_STOCKS.map((s) => ({
    id: s.id as LabelStockId,
    name: s.name,
    per_page: labelsPerPage(s),
    label_width: s.label.width,
    label_height: s.label.height,
  }));
