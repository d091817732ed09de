/**
 * The CSV columns of each item kind and the rules a row must pass: one definition for the import
 * (validation and writing), the export (the same columns plus ID) and the template. The import
 * preview in the browser applies the same rules with the same messages (docs/imports.md).
 */
import { fromCsvCell } from '../../lib/csv';
import { splitTags } from '../../lib/query';
import { MAX_COMPONENT_LENGTH, MAX_COMPONENTS } from '../../lib/validation';
import {
  CONDITIONS,
  COSTUME_CATEGORIES,
  COSTUME_SIZES,
  PROP_CATEGORIES,
  type ImportItemType,
  type ItemRow,
} from '../../models';
import { costumeKind } from '../inventory/costumes';
import type { ItemKind } from '../inventory/items';
import { propKind } from '../inventory/props';
import { setPieceKind } from '../inventory/sets';

type ColumnType = 'text' | 'count' | 'select' | 'tags' | 'components';

export interface ImportColumn {
  /** as written in templates and exports */
  header: string;
  /** the item's attribute */
  attribute: string;
  type: ColumnType;
  required?: boolean;
  max?: number;
  options?: readonly string[];
}

export interface ImportKind {
  itemType: ImportItemType;
  /** "prop", for messages */
  noun: string;
  kind: ItemKind<ItemRow>;
  columns: ImportColumn[];
  /** two example rows for the template, in `columns` order */
  samples: string[][];
}

const name: ImportColumn = { header: 'Name', attribute: 'name', type: 'text', required: true, max: 200 };
const description: ImportColumn = {
  header: 'Description',
  attribute: 'description',
  type: 'text',
  max: 5000,
};
const condition: ImportColumn = {
  header: 'Condition',
  attribute: 'condition',
  type: 'select',
  required: true,
  options: CONDITIONS,
};
const location: ImportColumn = { header: 'Location', attribute: 'location', type: 'text', max: 200 };
const tags: ImportColumn = { header: 'Tags', attribute: 'tags', type: 'tags', max: 500 };

export const IMPORT_KINDS: Record<ImportItemType, ImportKind> = {
  props: {
    itemType: 'props',
    noun: 'prop',
    kind: propKind,
    columns: [
      name,
      description,
      { header: 'Category', attribute: 'category', type: 'select', required: true, options: PROP_CATEGORIES },
      condition,
      location,
      tags,
    ],
    samples: [
      ['Brass Candelabra', 'Five-arm, polished', 'decorative', 'good', 'Prop Closet', 'period, ornate'],
      ['Rubber Dagger', 'Safe for stage combat', 'weapons', 'excellent', 'Storage Room A', 'combat, small'],
    ],
  },
  sets: {
    itemType: 'sets',
    noun: 'set',
    kind: setPieceKind,
    columns: [
      name,
      description,
      { header: 'Dimensions', attribute: 'dimensions', type: 'text', max: 200 },
      { header: 'Pieces_Count', attribute: 'pieces_count', type: 'count', required: true },
      condition,
      location,
      { header: 'Components', attribute: 'components', type: 'components' },
    ],
    samples: [
      [
        'Victorian Parlour Wall',
        'Flat with a working door',
        "12' x 8'",
        '3',
        'good',
        'Scene Dock',
        'Flat, Door, Frame',
      ],
      [
        'Rolling Staircase',
        'Six steps on casters',
        "6' x 3' x 5'",
        '1',
        'fair',
        'Main Stage',
        'Stairs, Casters',
      ],
    ],
  },
  costumes: {
    itemType: 'costumes',
    noun: 'costume',
    kind: costumeKind,
    columns: [
      name,
      description,
      {
        header: 'Category',
        attribute: 'category',
        type: 'select',
        required: true,
        options: COSTUME_CATEGORIES,
      },
      { header: 'Size', attribute: 'size', type: 'select', required: true, options: COSTUME_SIZES },
      { header: 'Color', attribute: 'color', type: 'text', max: 100 },
      { header: 'Material', attribute: 'material', type: 'text', max: 100 },
      condition,
      location,
      tags,
    ],
    samples: [
      [
        'Regency Ball Gown',
        'Empire waist, silk',
        'period',
        'm',
        'Ivory',
        'Silk',
        'excellent',
        'Wardrobe',
        'regency, formal',
      ],
      [
        'Police Uniform',
        'Jacket and cap',
        'uniform',
        'l',
        'Navy',
        'Wool blend',
        'good',
        'Costume Room B',
        'modern',
      ],
    ],
  },
};

/** The ID column of exports; in an import it names the item of this department a row updates. */
export const ID_HEADER = 'ID';

/** How headers are compared: trimmed, any case, spaces and hyphens as underscores, a BOM dropped. */
export function headerKey(header: string): string {
  return header
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
}

/** How select values are compared: "One Size" is one_size. */
function optionKey(value: string): string {
  return value
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
}

/** The columns a file must have, missing from its headers (normalised with `headerKey`). */
export function missingColumns(kind: ImportKind, headers: Set<string>): string[] {
  return kind.columns.filter((c) => c.required && !headers.has(headerKey(c.header))).map((c) => c.header);
}

/** Whether a first row names at least one of the kind's columns: otherwise it is data, not a header. */
export function looksLikeHeader(kind: ImportKind, headers: string[]): boolean {
  const known = new Set([ID_HEADER, ...kind.columns.map((c) => c.header)].map(headerKey));
  return headers.some((h) => known.has(headerKey(h)));
}

/** A NUL byte is not text: no database column takes it, so the row is refused, its column named. */
export const NUL_IN_CELL = 'Contains a NUL character (byte 0), which is not text: remove it from the cell';

export interface RowIssue {
  field: string;
  message: string;
}

export type CheckedRow =
  | { ok: true; id: number | null; attributes: Record<string, unknown>; name: string }
  | { ok: false; issues: RowIssue[] };

/** A set piece's components from a cell: comma-separated, or a JSON array when a name has a comma. */
function componentsOf(cell: string): string[] | null {
  if (cell.startsWith('[')) {
    try {
      const list: unknown = JSON.parse(cell);
      if (Array.isArray(list) && list.every((c) => typeof c === 'string')) {
        return list.map((c) => c.trim()).filter(Boolean);
      }
    } catch {
      // not JSON: read as a comma-separated list below
    }
  }
  return cell
    .split(',')
    .map((c) => c.trim())
    .filter(Boolean);
}

/** Writes a set piece's stored components (JSON text) as the cell `componentsOf` reads back. */
export function componentsCell(stored: string | null): string {
  if (!stored) return '';
  const list = JSON.parse(stored) as string[];
  return list.some((c) => c.includes(',')) ? JSON.stringify(list) : list.join(', ');
}

/** Writes stored tags ("a,b") as the cell the import reads back. */
export function tagsCell(stored: string | null): string {
  return stored ? stored.split(',').join(', ') : '';
}

/**
 * Checks one data row (cells keyed by `headerKey`) against the kind's rules and answers the item's
 * attributes. Only columns present in the file are set, so an update leaves the others as they are.
 */
export function checkRow(kind: ImportKind, cells: Record<string, string | undefined>): CheckedRow {
  const issues: RowIssue[] = [];
  const attributes: Record<string, unknown> = {};
  let id: number | null = null;
  const idCell = cells[headerKey(ID_HEADER)]?.trim();
  if (idCell?.includes('\0')) issues.push({ field: ID_HEADER, message: NUL_IN_CELL });
  else if (idCell) {
    if (/^\d{1,10}$/.test(idCell) && Number(idCell) >= 1 && Number(idCell) <= 2147483647) id = Number(idCell);
    else issues.push({ field: ID_HEADER, message: 'Must be a whole number' });
  }
  for (const column of kind.columns) {
    const raw = cells[headerKey(column.header)];
    if (raw === undefined) {
      // The column is not in the file. A new item needs its required columns (the file was checked
      // for them before any row), so this only happens for optional ones.
      continue;
    }
    const value = fromCsvCell(raw).trim();
    const fail = (message: string) => issues.push({ field: column.header, message });
    if (value.includes('\0')) {
      fail(NUL_IN_CELL);
      continue;
    }
    if (value === '') {
      if (column.required) fail('Required');
      else attributes[column.attribute] = null;
      continue;
    }
    if (column.max !== undefined && value.length > column.max && column.type === 'text') {
      fail(`Must be no more than ${column.max} characters`);
      continue;
    }
    switch (column.type) {
      case 'text':
        attributes[column.attribute] = value;
        break;
      case 'count': {
        const n = /^[+-]?(\d+\.?\d*|\.\d+)$/.test(value) ? Number(value) : NaN;
        if (!Number.isFinite(n)) fail('Must be a number');
        else if (!Number.isInteger(n) || n < 1 || n > 2147483647)
          fail('Must be a whole number of at least 1');
        else attributes[column.attribute] = n;
        break;
      }
      case 'select': {
        const option = column.options!.find((o) => o === optionKey(value));
        if (option) attributes[column.attribute] = option;
        else fail(`Must be one of: ${column.options!.join(', ')}`);
        break;
      }
      case 'tags': {
        const text = splitTags(value).join(',');
        if (text.length > column.max!) fail(`Must be no more than ${column.max!} characters`);
        else attributes[column.attribute] = text || null;
        break;
      }
      case 'components': {
        const list = componentsOf(value) ?? [];
        if (list.length > MAX_COMPONENTS || list.some((c) => c.length > MAX_COMPONENT_LENGTH)) {
          fail(`At most ${MAX_COMPONENTS} components of at most ${MAX_COMPONENT_LENGTH} characters each`);
        } else attributes[column.attribute] = list.length ? JSON.stringify(list) : null;
        break;
      }
    }
  }
  if (issues.length > 0) return { ok: false, issues };
  return { ok: true, id, attributes, name: typeof attributes.name === 'string' ? attributes.name : '' };
}

/** The cells of one item in the export's column order (ID first). */
export function exportCells(kind: ImportKind, item: Record<string, unknown>): (string | number | null)[] {
  return [
    item.id as number,
    ...kind.columns.map((column) => {
      const value = item[column.attribute];
      if (column.type === 'tags') return tagsCell(value as string | null);
      if (column.type === 'components') return componentsCell(value as string | null);
      return value as string | number | null;
    }),
  ];
}

export function exportHeader(kind: ImportKind): string[] {
  return [ID_HEADER, ...kind.columns.map((c) => c.header)];
}
