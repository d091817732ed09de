import type { Actor } from '../../domain/actor';
import { csvLine } from '../../lib/csv';
import type { ImportItemType } from '../../models';
import { currentDepartmentOf } from '../session';
import { exportItems, type TaggedListQuery } from '../inventory/items';
import { exportCells, exportHeader, IMPORT_KINDS } from './columns';

/**
 * The filtered inventory of one kind as CSV, in the import's columns plus ID first: edited in a
 * spreadsheet and imported again, it updates those items (docs/imports.md). Written a page at a time.
 */
export function exportCsv(actor: Actor, itemType: ImportItemType, filters: TaggedListQuery) {
  currentDepartmentOf(actor); // before the first line goes out: a refusal is an answer, not a cut file
  const spec = IMPORT_KINDS[itemType];
  const rows = exportItems(spec.kind, actor, filters);
  async function* lines(): AsyncGenerator<string> {
    yield csvLine(exportHeader(spec));
    for await (const page of rows) {
      yield page.map((item) => csvLine(exportCells(spec, item as Record<string, unknown>))).join('');
    }
  }
  const day = new Date().toISOString().slice(0, 10);
  return { filename: `${itemType}-export-${day}.csv`, lines: lines() };
}
