/**
 * What an import file may be (docs/imports.md): its encoding is found (UTF-8 with or without a BOM,
 * UTF-16 with a BOM, Windows-1252) or refused with a message naming it; a header too wide is a 400
 * before anything is kept; a NUL byte is a row error naming its column; no database text reaches an
 * import's messages; and exported cells stay text when the file is opened as tab-separated.
 */
import { ImportJob, ImportJobError, Prop } from '../../models';
import { startWorkers } from '../../workers';
import { buildMember, buildProp } from '../factories';
import { waitForImport } from '../imports';
import { testServer, useTestDatabase } from '../server';

useTestDatabase();
beforeAll(async () => {
  await startWorkers();
});

const HEADER = 'Name,Description,Category,Condition,Location,Tags';
const TEXT = `${HEADER}\r\nCafé,"Crème brûlée, naïve",other,good,Señor's shelf,\r\nSecond,Plain,other,fair,,\r\n`;

async function manager() {
  const { user, department } = await buildMember('manager');
  return { user, department, api: testServer(user, department) };
}

function upload(api: ReturnType<typeof testServer>, body: Buffer, name = 'items.csv') {
  return api.post('/api/v1/props/bulk-import').attach('file', body, name);
}

function utf16be(text: string): Buffer {
  const le = Buffer.from(text, 'utf16le');
  for (let i = 0; i + 1 < le.length; i += 2) [le[i], le[i + 1]] = [le[i + 1], le[i]];
  return le;
}

/** Windows-1252 bytes of text in Latin-1 plus the euro sign (0x80 there). */
function windows1252(text: string): Buffer {
  return Buffer.from([...text].map((ch) => (ch === '€' ? 0x80 : ch.charCodeAt(0))));
}

describe('encodings', () => {
  const cases: [string, Buffer][] = [
    ['UTF-8', Buffer.from(TEXT, 'utf8')],
    ['UTF-8 with a BOM', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(TEXT, 'utf8')])],
    ['UTF-16 LE with a BOM', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(TEXT, 'utf16le')])],
    ['UTF-16 BE with a BOM', Buffer.concat([Buffer.from([0xfe, 0xff]), utf16be(TEXT)])],
    ['Windows-1252 (Latin-1)', windows1252(TEXT)],
  ];
  it.each(cases)('imports %s with every character as it was', async (_name, body) => {
    const { department, api } = await manager();
    const res = await upload(api, body);
    expect(res.status).toBe(202);
    const job = await waitForImport(res.body.id as number);
    expect(job).toMatchObject({ status: 'completed', successful_items: 2, failed_items: 0 });
    const props = await Prop.findAll({ where: { department_id: department.id }, order: [['id', 'ASC']] });
    expect(props.map((p) => [p.name, p.description, p.location])).toEqual([
      ['Café', 'Crème brûlée, naïve', "Señor's shelf"],
      ['Second', 'Plain', null],
    ]);
  });

  it('reads a Windows-1252 euro sign, and a UTF-8 file whose first bad byte comes late, as Windows-1252', async () => {
    const { department, api } = await manager();
    // 200 KB of plain ASCII rows before the first byte that is not UTF-8.
    const filler = Array.from({ length: 4000 }, (_, i) => `Row ${i},Plain text here,other,good,,`).join(
      '\r\n',
    );
    const res = await upload(
      api,
      windows1252(`${HEADER}\r\n${filler}\r\nPrice tag,Costs 5 €,other,good,,\r\n`),
    );
    expect(res.status).toBe(202);
    const job = await waitForImport(res.body.id as number);
    expect(job).toMatchObject({ status: 'completed', successful_items: 4001 });
    const tag = await Prop.findOne({ where: { department_id: department.id, name: 'Price tag' } });
    expect(tag!.description).toBe('Costs 5 €');
  });

  const refused: [string, Buffer, RegExp][] = [
    ['UTF-16 without a BOM', Buffer.from(TEXT, 'utf16le'), /UTF-16 text without a byte-order mark/],
    [
      'UTF-32',
      Buffer.concat([Buffer.from([0xff, 0xfe, 0, 0]), Buffer.from('N\0\0\0', 'latin1')]),
      /UTF-32 text, which is not supported/,
    ],
    [
      'neither UTF-8 nor Windows-1252',
      Buffer.concat([
        Buffer.from(`${HEADER}\r\nX`),
        Buffer.from([0x81, 0x8d]),
        Buffer.from(',,other,good,,\r\n'),
      ]),
      /neither UTF-8 nor Windows-1252 \(Latin-1\) text/,
    ],
    [
      'UTF-16 that is not valid UTF-16',
      Buffer.concat([
        Buffer.from([0xff, 0xfe]),
        Buffer.from(HEADER, 'utf16le'),
        Buffer.from([0x00, 0xdc, 0x41, 0x00]),
      ]),
      /starts as UTF-16 \(little-endian\) but is not valid UTF-16/,
    ],
  ];
  it.each(refused)(
    'refuses %s with a 400 naming the encoding, and keeps nothing',
    async (_name, body, message) => {
      const { department, api } = await manager();
      const res = await upload(api, body);
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toMatch(message);
      expect(JSON.stringify(res.body)).toMatch(/CSV UTF-8/);
      expect(await ImportJob.count({ where: { department_id: department.id } })).toBe(0);
    },
  );
});

describe('header limits', () => {
  it('refuses a 10,000-column header with a 400 before anything is kept', async () => {
    const { department, api } = await manager();
    const header = ['Name', 'Category', 'Condition', ...Array.from({ length: 9997 }, (_, i) => `Extra ${i}`)];
    const res = await upload(api, Buffer.from(`${header.join(',')}\r\nLamp,other,good\r\n`));
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toMatch(
      /The header row has 10,000 columns; an import takes at most 100/,
    );
    expect(JSON.stringify(res.body)).not.toMatch(/Data too long|SQL/i);
    expect(await ImportJob.count({ where: { department_id: department.id } })).toBe(0);
  });

  it('refuses a header name longer than 100 characters, and one with a NUL byte', async () => {
    const { api } = await manager();
    const long = await upload(
      api,
      Buffer.from(`Name,Category,Condition,${'x'.repeat(5000)}\r\nLamp,other,good,\r\n`),
    );
    expect(long.status).toBe(400);
    expect(JSON.stringify(long.body)).toMatch(
      /The header of column 4 is 5,000 characters long; a column's name may have at most 100/,
    );
    const nul = await upload(api, Buffer.from(`Name,Category,Condition,Loc\0ation\r\nLamp,other,good,\r\n`));
    expect(nul.status).toBe(400);
    expect(JSON.stringify(nul.body)).toMatch(/The header of column 4 contains a NUL character \(byte 0\)/);
  });

  it('takes 100 columns, and keeps a very wide bad row in its error report within what the database holds', async () => {
    const { api } = await manager();
    const header = ['Name', 'Category', 'Condition', ...Array.from({ length: 97 }, (_, i) => `Extra ${i}`)];
    // A bad row (no name) whose cells are far longer than an error row could keep whole.
    const wide = ['', 'other', 'good', ...Array.from({ length: 97 }, () => 'é'.repeat(5000))];
    const res = await upload(
      api,
      Buffer.from(`${header.join(',')}\r\n${wide.join(',')}\r\nLamp,other,good\r\n`),
    );
    expect(res.status).toBe(202);
    const job = await waitForImport(res.body.id as number);
    expect(job).toMatchObject({ status: 'completed', successful_items: 1, failed_items: 1 });
    const [error] = await ImportJobError.findAll({ where: { import_job_id: job.id }, raw: true });
    expect(error).toMatchObject({ row_number: 1, field: 'Name', message: 'Required' });
    expect(Buffer.byteLength(error.cells!)).toBeLessThanOrEqual(60_000);
  });
});

describe('NUL bytes and database text', () => {
  it('refuses a cell with a NUL byte as a row error naming its column, and saves the other rows', async () => {
    const { department, api } = await manager();
    const body = Buffer.from(`${HEADER}\r\nLamp,Brass\0lamp,other,good,,\r\nChair,,other,good,,\r\n`);
    const res = await upload(api, body);
    expect(res.status).toBe(202);
    const job = await waitForImport(res.body.id as number);
    expect(job).toMatchObject({
      status: 'completed',
      successful_items: 1,
      failed_items: 1,
      error_message: null,
    });
    const got = await api.get(`/api/v1/import-jobs/${job.id}`);
    expect(got.body.recent_errors).toEqual([
      {
        row: 1,
        field: 'Description',
        message: 'Contains a NUL character (byte 0), which is not text: remove it from the cell',
      },
    ]);
    expect(JSON.stringify(got.body)).not.toMatch(/SQLITE|sqlite|SQL syntax|unrecognized token|ER_[A-Z]/);
    expect((await Prop.findAll({ where: { department_id: department.id } })).map((p) => p.name)).toEqual([
      'Chair',
    ]);
  });

  it("records a row the database refuses with a plain message, never the database's own text", async () => {
    const { department, api } = await manager();
    const prop = await buildProp({ department, name: 'Old lamp' });
    const update = jest
      .spyOn(Prop, 'update')
      .mockRejectedValue(new Error('SQLITE_ERROR: unrecognized token: "x"'));
    try {
      const res = await upload(api, Buffer.from(`ID,${HEADER}\r\n${prop.id},New lamp,,other,good,,\r\n`));
      expect(res.status).toBe(202);
      const job = await waitForImport(res.body.id as number);
      expect(job).toMatchObject({ status: 'completed', failed_items: 1 });
      const got = await api.get(`/api/v1/import-jobs/${job.id}`);
      expect(got.body.recent_errors).toEqual([
        {
          row: 1,
          field: '',
          message:
            'Could not be saved: the database refused this row. Check its values, or ask an administrator',
        },
      ]);
      expect(JSON.stringify(got.body)).not.toMatch(/SQLITE|unrecognized token/);
    } finally {
      update.mockRestore();
    }
  });
});

describe('tab-separated-safe export', () => {
  it('puts a quote before a formula after a tab or line break inside a cell, and imports it back as it was', async () => {
    const { department, api } = await manager();
    await buildProp({ department, name: 'Tabbed', description: 'x\t=1+2', location: 'a\r\n@SUM(1)' });
    await buildProp({ department, name: 'Spaced', description: 'y\t  +cmd', location: 'fine\tplain' });
    const exported = await api.get('/api/v1/props/export');
    expect(exported.status).toBe(200);
    const text = exported.text;
    expect(text).toContain(`"x\t'=1+2"`);
    expect(text).toContain(`"a\r\n'@SUM(1)"`);
    expect(text).toContain(`"y\t  '+cmd"`);
    expect(text).toContain(`"fine\tplain"`);
    // Split as a tab-separated reader would (quotes and all): no part starts a formula.
    const parts = text.split(/[\t\r\n]/).map((part) => part.replace(/^"/, '').trimStart());
    expect(parts.filter((part) => /^[=+\-@]/.test(part))).toEqual([]);

    // Imported again, the cells come back as they were.
    const again = await upload(api, Buffer.from(text), 'props-export.csv');
    expect(again.status).toBe(202);
    const job = await waitForImport(again.body.id as number);
    expect(job).toMatchObject({ status: 'completed', updated_items: 2, failed_items: 0 });
    const props = await Prop.findAll({ where: { department_id: department.id }, order: [['id', 'ASC']] });
    expect(props.map((p) => [p.description, p.location])).toEqual([
      ['x\t=1+2', 'a\r\n@SUM(1)'],
      ['y\t  +cmd', 'fine\tplain'],
    ]);
  });
});
