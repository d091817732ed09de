/**
 * The import preview in the browser and the server check rows with one set of rules and messages
 * (docs/imports.md). Both are run here over the same rows: a rule changed on one side only fails.
 */
import { checkRow, headerKey, IMPORT_KINDS } from './columns';

type ImportKind = 'props' | 'sets' | 'costumes';

/** The preview's rules module, loaded from the frontend's source (a workspace of its own for tsc). */
const preview = jest.requireActual<{
  IMPORT_COLUMNS: Record<ImportKind, readonly { header: string }[]>;
  validateRow(kind: ImportKind, row: Record<string, string>): Record<string, string> | null;
}>('../../../../mfe-inventory/src/imports/preview/validation');

const ROWS: Record<ImportKind, Record<string, string>[]> = {
  props: [
    { Name: 'Lamp', Category: 'lighting', Condition: 'good', Tags: 'a, b, a' },
    { Name: '', Category: 'Lighting', Condition: 'GOOD' },
    { Name: 'x'.repeat(201), Category: 'swords', Condition: 'new', Tags: 't,'.repeat(300) },
    { ID: '12', Name: "'=cmd()", Category: 'other', Condition: 'fair', Description: 'd'.repeat(5001) },
    { ID: 'twelve', Name: 'Chair', Category: ' furniture ', Condition: 'poor', Location: 'l'.repeat(201) },
  ],
  sets: [
    { Name: 'Wall', Pieces_Count: '3', Condition: 'good', Components: 'Flat, Door' },
    { Name: 'Stairs', Pieces_Count: 'two', Condition: 'good' },
    { Name: 'Cart', Pieces_Count: '1.5', Condition: 'good', Components: '["Wheel, left","Wheel, right"]' },
    { Name: 'Cart', Pieces_Count: '0', Condition: 'good', Dimensions: 'x'.repeat(201) },
    { Name: 'Bench', Pieces_Count: '0x10', Condition: 'good', Components: Array(101).fill('p').join(',') },
    { Name: 'Bench', Pieces_Count: '', Condition: '', Components: 'c'.repeat(101) },
  ],
  costumes: [
    { Name: 'Gown', Category: 'period', Size: 'One Size', Condition: 'good', Color: 'Ivory' },
    { Name: 'Cap', Category: 'hats', Size: 'huge', Condition: 'good', Color: 'c'.repeat(101) },
    { Name: 'Coat', Category: '', Size: 'xl', Condition: 'excellent', Material: 'm'.repeat(101) },
  ],
};

/** The server's answer as the preview words it: field → message. */
function serverErrors(kind: ImportKind, row: Record<string, string>) {
  const cells = Object.fromEntries(Object.entries(row).map(([k, v]) => [headerKey(k), v]));
  const checked = checkRow(IMPORT_KINDS[kind], cells);
  if (checked.ok) return null;
  return Object.fromEntries(checked.issues.map((i) => [headerKey(i.field), i.message]));
}

function previewErrors(kind: ImportKind, row: Record<string, string>) {
  return preview.validateRow(
    kind,
    Object.fromEntries(Object.entries(row).map(([k, v]) => [headerKey(k), v])),
  );
}

describe('import rules: the preview and the server agree', () => {
  it.each(Object.keys(ROWS) as ImportKind[])('%s: same columns in the same order', (kind) => {
    expect(preview.IMPORT_COLUMNS[kind].map((c) => c.header)).toEqual([
      'ID',
      ...IMPORT_KINDS[kind].columns.map((c) => c.header),
    ]);
  });

  it.each(
    (Object.keys(ROWS) as ImportKind[]).flatMap((kind) =>
      ROWS[kind].map((row, i) => [kind, i, row] as const),
    ),
  )('%s row %i: same errors, same messages', (kind, _i, row) => {
    expect(previewErrors(kind, row)).toEqual(serverErrors(kind, row));
  });
});
