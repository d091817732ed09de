import { parseCsvText } from './parse';
import { templateCsv, templateFileName } from './template';
import { IMPORT_COLUMNS, headerProblem, validateRow, type ImportKind } from './validation';

const KINDS: ImportKind[] = ['props', 'sets', 'costumes'];

describe('the import templates', () => {
  it.each(KINDS)('%s: the header row and two sample rows that pass the import’s rules', async (kind) => {
    const csv = templateCsv(kind);
    expect(csv.split('\r\n')[0]).toBe(IMPORT_COLUMNS[kind].map((c) => c.header).join(','));
    const parsed = await parseCsvText(csv);
    expect(headerProblem(kind, parsed.fields)).toBeNull();
    expect(parsed.rows).toHaveLength(2);
    for (const row of parsed.rows) {
      expect(row.id).toBe('');
      expect(row.name).not.toBe('');
      expect(validateRow(kind, row)).toBeNull();
    }
  });

  it('are named after the kind', () => {
    expect(templateFileName('props')).toBe('props-import-template.csv');
    expect(templateFileName('sets')).toBe('sets-import-template.csv');
    expect(templateFileName('costumes')).toBe('costumes-import-template.csv');
  });

  it('quote a cell holding a comma', () => {
    expect(templateCsv('props')).toContain('"Five-arm candelabra, polished; candles not included."');
  });
});
