/**
 * Label sheets (docs/labels-and-scanning.md): every QR code and Code 128 is decoded back from the
 * PDF, and the text is read from the pages. Run on both databases.
 */
import { config } from '../../config';
import { buildCostume, buildDepartment, buildMember, buildProp, buildSetPiece, unique } from '../factories';
import { readLabelPdf, type LabelPage } from '../labelsPdf';
import { testServer, useTestDatabase } from '../server';
import { LABEL_STOCKS } from '../../services/labels/stocks';

useTestDatabase();

const API = '/api/v1';

type Api = ReturnType<typeof testServer>;

/** The PDF of a labels call, answered as a Buffer. */
async function pdfOf(api: Api, url: string, query: Record<string, string | number>) {
  const res = await api
    .get(url)
    .query(query)
    .buffer(true)
    .parse((response, done) => {
      const chunks: Buffer[] = [];
      response.on('data', (c: Buffer) => chunks.push(c));
      response.on('end', () => done(null, Buffer.concat(chunks)));
    });
  return res;
}

/** Each label's [QR text, Code 128 text], page by page. */
const labelsOf = (pages: LabelPage[]) =>
  pages.map((page) => {
    const labels: [string, string][] = [];
    for (let i = 0; i < page.barcodes.length; i += 2) {
      expect(page.barcodes[i][0]).toBe('QRCode');
      expect(page.barcodes[i + 1][0]).toBe('Code128');
      labels.push([page.barcodes[i][1], page.barcodes[i + 1][1]]);
    }
    return labels;
  });

const address = (code: string) => `${config.publicUrl}/i/${code}`;

describe('GET /props/labels (and the other kinds)', () => {
  it('prints a selection: each QR holds the item address, each Code 128 its code, with name and department', async () => {
    const department = await buildDepartment({ name: unique('Old Vic') });
    const { user } = await buildMember('student', department);
    const api = testServer(user, department);
    const lamp = await buildProp({ department, name: 'Brass lantern' });
    const skull = await buildProp({ department, name: 'Skull' });
    await buildProp({ department, name: 'Not selected' });
    const res = await pdfOf(api, `${API}/props/labels`, { stock: 'a4-3x7', ids: `${skull.id},${lamp.id}` });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="props-labels-\d{4}-\d\d-\d\d\.pdf"/,
    );
    const pages = await readLabelPdf(res.body as Buffer);
    expect(labelsOf(pages)).toEqual([
      [
        [address(skull.code), skull.code],
        [address(lamp.code), lamp.code],
      ],
    ]);
    const text = pages[0].texts.join('\n');
    for (const expected of ['Brass lantern', 'Skull', department.name, skull.code, lamp.code])
      expect(text).toContain(expected);
    expect(text).not.toContain('Not selected');

    // Sets and costumes print the same way.
    const door = await buildSetPiece({ department, name: 'Door flat' });
    const sets = await pdfOf(api, `${API}/sets/labels`, { stock: 'roll-62mm', ids: String(door.id) });
    expect(sets.status).toBe(200);
    expect(labelsOf(await readLabelPdf(sets.body as Buffer))).toEqual([[[address(door.code), door.code]]]);
    const cloak = await buildCostume({ department, name: 'Red cloak' });
    const costumes = await pdfOf(api, `${API}/costumes/labels`, {
      stock: 'letter-3x10',
      ids: String(cloak.id),
    });
    expect(costumes.status).toBe(200);
    const costumePages = await readLabelPdf(costumes.body as Buffer);
    expect(labelsOf(costumePages)).toEqual([[[address(cloak.code), cloak.code]]]);
    expect(costumePages[0].texts.join('\n')).toContain('Red cloak');
  });

  it('prints the filtered list; each stock holds its count per page; skip leaves used labels out', async () => {
    const department = await buildDepartment({ name: unique('Big store') });
    const { user } = await buildMember('student', department);
    const api = testServer(user, department);
    const lamps = [];
    for (let i = 0; i < 33; i++)
      lamps.push(await buildProp({ department, name: `Lamp ${i}`, category: 'lighting' }));
    const chairs = [
      await buildProp({ department, name: 'Chair', category: 'furniture' }),
      await buildProp({ department, name: 'Stool', category: 'furniture' }),
    ];
    const byCode = new Map(lamps.map((l) => [l.code, l]));

    for (const stock of LABEL_STOCKS) {
      const perPage = stock.columns * stock.rows;
      if (perPage === 1) continue; // the roll: below
      const res = await pdfOf(api, `${API}/props/labels`, { stock: stock.id, category: 'lighting', skip: 2 });
      expect(res.status).toBe(200);
      const labels = labelsOf(await readLabelPdf(res.body as Buffer));
      // The first sheet has 2 used labels: it takes perPage - 2, the next ones the rest.
      const firstPage = Math.min(33, perPage - 2);
      expect(labels[0]).toHaveLength(firstPage);
      expect(labels.flat()).toHaveLength(33);
      expect(
        labels
          .map((page) => page.length)
          .slice(1)
          .every((n) => n <= perPage),
      ).toBe(true);
      expect(labels.length).toBe(1 + Math.ceil((33 - firstPage) / perPage));
      // Oldest first, every label its own item's.
      expect(labels.flat().map(([, code]) => byCode.get(code)?.name)).toEqual(lamps.map((l) => l.name));
      for (const [qr, code] of labels.flat()) expect(qr).toBe(address(code));
    }

    // A roll: one label per page, nothing to skip.
    const roll = await pdfOf(api, `${API}/props/labels`, { stock: 'roll-62mm', category: 'furniture' });
    expect(roll.status).toBe(200);
    expect(labelsOf(await readLabelPdf(roll.body as Buffer))).toEqual(
      chairs.map((chair) => [[address(chair.code), chair.code]]),
    );
    const skipped = await api.get(`${API}/props/labels`).query({ stock: 'roll-62mm', skip: 1 });
    expect(skipped.status).toBe(422);
    expect(skipped.body.detail[0].loc).toEqual(['query', 'skip']);
    const tooMany = await api.get(`${API}/props/labels`).query({ stock: 'a4-3x7', skip: 21 });
    expect(tooMany.status).toBe(422);
    // Four sheets' worth of labels, each decoded back: slow on a shared machine.
  }, 120_000);

  it('refuses bad input, other departments and the signed out', async () => {
    const department = await buildDepartment();
    const { user } = await buildMember('student', department);
    const api = testServer(user, department);
    const prop = await buildProp({ department });
    const other = await buildProp();

    await testServer().get(`${API}/props/labels`).query({ stock: 'a4-3x7' }).expect(401);
    // Another department's item in the selection: as if it did not exist.
    const foreign = await api
      .get(`${API}/props/labels`)
      .query({ stock: 'a4-3x7', ids: `${prop.id},${other.id}` });
    expect(foreign.status).toBe(404);
    expect(foreign.body.detail).toBe('Prop not found');
    // A department the reader is not a member of.
    const stranger = testServer(user, other.department_id);
    expect((await stranger.get(`${API}/props/labels`).query({ stock: 'a4-3x7' })).status).toBe(403);

    const missingStock = await api.get(`${API}/props/labels`);
    expect(missingStock.status).toBe(422);
    expect(missingStock.body.detail[0].loc).toEqual(['query', 'stock']);
    expect((await api.get(`${API}/props/labels`).query({ stock: 'a5-1x1' })).status).toBe(422);
    for (const ids of ['abc', '1,,x', '-1', '99999999999', ',', 'A'.repeat(7000)]) {
      const res = await api.get(`${API}/props/labels`).query({ stock: 'a4-3x7', ids });
      expect(res.status).toBe(422);
      expect(res.body.detail[0].loc).toEqual(['query', 'ids']);
    }
    const many = Array.from({ length: 501 }, (_, i) => i + 1).join(',');
    const over = await api.get(`${API}/props/labels`).query({ stock: 'a4-3x7', ids: many });
    expect(over.status).toBe(422);
    expect(over.body.detail[0].msg).toBe('At most 500 items at a time');
  });

  it('refuses a filtered list of more than 1000 labels with a clear message', async () => {
    const { user, department } = await buildMember('student');
    const api = testServer(user, department);
    const { Prop } = await import('../../models');
    const rows = Array.from({ length: 1001 }, (_, i) => ({
      department_id: department.id,
      name: `Bulk ${i}`,
      category: 'other' as const,
    }));
    await Prop.bulkCreate(rows);
    const res = await api.get(`${API}/props/labels`).query({ stock: 'a4-3x10' });
    expect(res.status).toBe(422);
    expect(res.body.detail[0].msg).toMatch(/more than 1000 props: print at most 1000 labels at a time/);
  });
});

describe('GET /labels/stocks', () => {
  it('lists the stocks with names, signed in only', async () => {
    const { user, department } = await buildMember('student');
    const res = await testServer(user, department).get(`${API}/labels/stocks`).expect(200);
    expect(res.body.map((s: { id: string }) => s.id)).toEqual([
      'a4-3x7',
      'a4-3x10',
      'letter-3x10',
      'roll-62mm',
    ]);
    expect(res.body[0]).toEqual({
      id: 'a4-3x7',
      name: expect.stringContaining('L7160'),
      per_page: 21,
      label_width: 63.5,
      label_height: 38.1,
    });
    await testServer().get(`${API}/labels/stocks`).expect(401);
  });
});
