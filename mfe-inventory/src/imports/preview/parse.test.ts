import Papa from 'papaparse';
import {
  buildCsv,
  CsvParseError,
  decodeCsvBytes,
  fileProblem,
  MAX_FILE_BYTES,
  parseCsvFile,
  parseCsvText,
} from './parse';
import { headerProblem, validateRow } from './validation';

function fileOf(text: string, name = 'props.csv'): File {
  return new File([text], name, { type: 'text/csv' });
}

describe('fileProblem', () => {
  it('takes a .csv file in any case up to 50 MB', () => {
    expect(fileProblem(fileOf('a', 'props.csv'))).toBeNull();
    expect(fileProblem(fileOf('a', 'PROPS.CSV'))).toBeNull();
  });

  it('refuses another kind of file, and one over 50 MB', () => {
    expect(fileProblem(fileOf('a', 'props.xlsx'))).toBe('Please select a CSV file');
    expect(fileProblem(fileOf('a', 'props.csv.txt'))).toBe('Please select a CSV file');
    const big = fileOf('a');
    Object.defineProperty(big, 'size', { value: MAX_FILE_BYTES + 1 });
    expect(fileProblem(big)).toBe('File size must be less than 50MB');
    const limit = fileOf('a');
    Object.defineProperty(limit, 'size', { value: MAX_FILE_BYTES });
    expect(fileProblem(limit)).toBeNull();
  });
});

describe('parseCsvText', () => {
  it('strips a byte-order mark and reads CRLF lines', async () => {
    const parsed = await parseCsvText(
      '\uFEFFName,Category,Condition\r\nLamp,lighting,good\r\nSword,weapons,poor\r\n',
    );
    expect(parsed.headers).toEqual(['Name', 'Category', 'Condition']);
    expect(parsed.fields).toEqual(['name', 'category', 'condition']);
    expect(parsed.rows).toEqual([
      { name: 'Lamp', category: 'lighting', condition: 'good' },
      { name: 'Sword', category: 'weapons', condition: 'poor' },
    ]);
  });

  it('keeps quoted commas, doubled quotes and line breaks inside a cell', async () => {
    const parsed = await parseCsvText(
      'Name,Description,Category,Condition\n"Lamp, brass","A ""working"" lamp\nwith a wick",lighting,good\n',
    );
    expect(parsed.rows).toEqual([
      {
        name: 'Lamp, brass',
        description: 'A "working" lamp\nwith a wick',
        category: 'lighting',
        condition: 'good',
      },
    ]);
  });

  it('matches headers in any case and order, keeping the original header row', async () => {
    const parsed = await parseCsvText('CONDITION, category ,Pieces Count,Notes\ngood,lighting,2,fragile\n');
    expect(parsed.headers).toEqual(['CONDITION', ' category ', 'Pieces Count', 'Notes']);
    expect(parsed.fields).toEqual(['condition', 'category', 'pieces_count', 'notes']);
    expect(parsed.rows[0]).toEqual({
      condition: 'good',
      category: 'lighting',
      pieces_count: '2',
      notes: 'fragile',
    });
  });

  it('leaves out empty lines, gives a short row’s missing cells as empty and drops extra ones', async () => {
    const parsed = await parseCsvText('Name,Category,Condition\n\nLamp\n ,  , \nSword,weapons,poor,extra\n');
    expect(parsed.rows).toEqual([
      { name: 'Lamp', category: '', condition: '' },
      { name: 'Sword', category: 'weapons', condition: 'poor' },
    ]);
  });

  it('reports the missing required column by the header row', async () => {
    const parsed = await parseCsvText('Name,Condition\nLamp,good\n');
    expect(headerProblem('props', parsed.fields)).toBe('Missing required column: Category');
  });

  it('rejects a file papaparse cannot read with its reason', async () => {
    const failure = parseCsvText('Name,Category,Condition\n"Lamp,lighting,good\n');
    await expect(failure).rejects.toBeInstanceOf(CsvParseError);
    await expect(failure).rejects.toThrow('Error parsing CSV: Quoted field unterminated');
  });

  it('parses a large file in chunks with every row in order', async () => {
    const lines = ['Name,Description,Category,Condition'];
    for (let i = 0; i < 5000; i++) lines.push(`Prop ${i},"line one\nline, two",other,good`);
    const parsed = await parseCsvText(lines.join('\n'), { chunkSize: 4096 });
    expect(parsed.rows).toHaveLength(5000);
    expect(parsed.rows[4999]).toEqual({
      name: 'Prop 4999',
      description: 'line one\nline, two',
      category: 'other',
      condition: 'good',
    });
    expect(parsed.rows.every((row) => validateRow('props', row) === null)).toBe(true);
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    const lines = ['Name'];
    for (let i = 0; i < 2000; i++) lines.push(`Prop ${i}`);
    const run = parseCsvText(lines.join('\n'), { chunkSize: 1024, signal: controller.signal });
    controller.abort(new Error('closed'));
    await expect(run).rejects.toThrow('closed');
  });
});

describe('parseCsvFile', () => {
  it('reads a chosen file, accents and a BOM included', async () => {
    const parsed = await parseCsvFile(fileOf('\uFEFFName,Category,Condition\nCafé Table,furniture,good\n'));
    expect(parsed.headers[0]).toBe('Name');
    expect(parsed.rows).toEqual([{ name: 'Café Table', category: 'furniture', condition: 'good' }]);
  });
});

describe('buildCsv', () => {
  it('writes rows under the original header row, unknown columns included, quoting as needed', async () => {
    const parsed = await parseCsvText('Name,Category ,Condition,Notes\nLamp,lighting,good,"fragile, old"\n');
    const rows = [
      { ...parsed.rows[0], name: 'Lamp "Aladdin"' },
      { name: 'Sword', category: 'weapons' },
    ];
    const csv = buildCsv(parsed, rows);
    expect(csv).toBe(
      // a header with spaces at its ends is quoted, which keeps them
      'Name,"Category ",Condition,Notes\r\n"Lamp ""Aladdin""",lighting,good,"fragile, old"\r\nSword,weapons,,',
    );
    expect(Papa.parse(csv, { header: true }).data).toHaveLength(2);
  });
});

describe('decodeCsvBytes', () => {
  const cafe = 'name\nCafé chair\n';
  it('reads UTF-8 with or without a byte-order mark, UTF-16 by its mark, and Windows-1252 otherwise', () => {
    const utf8 = new TextEncoder().encode(cafe);
    expect(decodeCsvBytes(utf8)).toBe(cafe);
    expect(decodeCsvBytes(new Uint8Array([0xef, 0xbb, 0xbf, ...utf8]))).toBe(cafe);
    const utf16le = new Uint8Array([0xff, 0xfe, ...[...cafe].flatMap((c) => [c.charCodeAt(0), 0])]);
    expect(decodeCsvBytes(utf16le)).toBe(cafe);
    const utf16be = new Uint8Array([0xfe, 0xff, ...[...cafe].flatMap((c) => [0, c.charCodeAt(0)])]);
    expect(decodeCsvBytes(utf16be)).toBe(cafe);
    // Latin-1 / Windows-1252: é is one byte, 0xE9, which is no UTF-8.
    const latin1 = new Uint8Array([...cafe].map((c) => c.charCodeAt(0)));
    expect(decodeCsvBytes(latin1)).toBe(cafe);
  });
});
