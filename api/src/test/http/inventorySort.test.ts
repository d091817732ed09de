/**
 * `sort` on the inventory lists and their exports: each order as documented, on SQLite and on
 * MariaDB, with the filters that take each of the list's read paths (none, a text search, a column
 * filter, booking filters), and paged with skip/limit without an item twice or one left out.
 */
import { CONDITIONS, CostumePiece, Prop, SetPiece, type Condition, type Department } from '../../models';
import {
  buildCostume,
  buildDepartment,
  buildMember,
  buildProduction,
  buildProp,
  buildSetPiece,
} from '../factories';
import { testServer, useTestDatabase } from '../server';

useTestDatabase();

const API = '/api/v1';

type Api = ReturnType<typeof testServer>;

interface Row {
  id: number;
  name: string;
  condition: Condition;
  location: string | null;
  created_at: string | Date;
}

const text = (value: string | null) => (value ?? '').toLowerCase();
const byKeys =
  (keys: (row: Row) => (string | number)[]) =>
  (a: Row, b: Row): number => {
    const [x, y] = [keys(a), keys(b)];
    for (let i = 0; i < x.length; i += 1) if (x[i] !== y[i]) return x[i] < y[i] ? -1 : 1;
    return 0;
  };

/** The documented orders, written out in JS: what the database must agree with. */
const EXPECTED = {
  newest: byKeys((r) => [-new Date(r.created_at).getTime(), -r.id]),
  name: byKeys((r) => [text(r.name), r.id]),
  condition: byKeys((r) => [CONDITIONS.indexOf(r.condition), text(r.name), r.id]),
  location: byKeys((r) => [r.location ? 0 : 1, text(r.location), text(r.name), r.id]),
};
type Sort = keyof typeof EXPECTED;

/** Every page of a list, `limit` at a time, as the client pages it. */
async function allPages(api: Api, path: string, query: string, limit: number) {
  const rows: Row[] = [];
  let total = Infinity;
  for (let skip = 0; skip < total; skip += limit) {
    const res = await api.get(`${API}/${path}?${query}&skip=${skip}&limit=${limit}`);
    expect(res.status).toBe(200);
    total = Number(res.headers['x-total-count']);
    rows.push(...(res.body as Row[]));
    if ((res.body as Row[]).length < limit) break;
  }
  return rows;
}

const ids = (rows: Pick<Row, 'id'>[]) => rows.map((r) => r.id);

/** Names equal but for case, and locations missing, empty or equal but for case: ties everywhere. */
const PROPS: { name: string; condition: Condition; location: string | null }[] = [
  { name: 'Brass lamp', condition: 'fair', location: 'Shelf B' },
  { name: 'brass lamp', condition: 'excellent', location: null },
  { name: 'BRASS LAMP', condition: 'good', location: 'shelf a' },
  { name: 'Oak lamp', condition: 'poor', location: 'Shelf A' },
  { name: 'oak lamp', condition: 'good', location: '' },
  { name: 'Candle lamp', condition: 'excellent', location: 'Attic' },
  { name: 'candle lamp', condition: 'fair', location: 'Shelf B' },
  { name: 'Zinc lamp', condition: 'good', location: null },
  { name: 'Brass bell', condition: 'good', location: 'Attic' },
];

describe('GET /props?sort=', () => {
  let api: Api;
  let department: Department;
  let stored: Row[];

  beforeAll(async () => {
    ({ department } = await buildMember('student'));
    const { user } = await buildMember('student', department);
    api = testServer(user, department);
    const production = await buildProduction({ department });
    for (const [index, prop] of PROPS.entries())
      await buildProp({
        department,
        ...prop,
        // two of them are in a production today: the booking filters have something to tell apart
        current_production_id: index % 4 === 1 ? production.id : null,
      });
    stored = await Prop.findAll({ where: { department_id: department.id }, raw: true });
    // another department's props never show
    await buildProp({ name: 'Aardvark lamp' });
  });

  it.each(Object.keys(EXPECTED) as Sort[])(
    'sort=%s pages in its order, 3 pages of 4, each item once',
    async (sort) => {
      const rows = await allPages(api, 'props', `sort=${sort}`, 4);
      expect(ids(rows)).toEqual(ids([...stored].sort(EXPECTED[sort])));
    },
  );

  it('orders newest first without sort, as before', async () => {
    const rows = await allPages(api, 'props', 'search=', 4);
    expect(ids(rows)).toEqual(ids([...stored].sort(EXPECTED.newest)));
  });

  // Each filter takes another read path: a text search (counted off its index), a column filter
  // (counted with the page), booking filters (probed per row) and a mix of both (a capped count).
  const FILTERS: [string, (row: Row) => boolean][] = [
    ['search=lamp', (r) => r.name.toLowerCase().endsWith('lamp')],
    ['location=shelf', (r) => text(r.location).includes('shelf')],
    ['condition=good', (r) => r.condition === 'good'],
    ['available=true', (_r) => true],
    ['in_production=false&search=lamp', (r) => r.name.toLowerCase().endsWith('lamp')],
  ];

  it.each(
    FILTERS.flatMap(([filter, keep]) =>
      (Object.keys(EXPECTED) as Sort[]).map((sort) => [filter, sort, keep] as const),
    ),
  )('with %s, sort=%s pages in its order, each item once', async (filter, sort, keep) => {
    const held = new Set((await allPages(api, 'props', 'in_production=true', 100)).map((r) => r.id));
    const booking = filter.includes('available') || filter.includes('in_production');
    const expected = stored.filter((r) => keep(r) && !(booking && held.has(r.id))).sort(EXPECTED[sort]);
    const rows = await allPages(api, 'props', `${filter}&sort=${sort}`, 2);
    expect(new Set(ids(rows)).size).toBe(rows.length);
    expect(ids(rows)).toEqual(ids(expected));
  });

  it('refuses an unknown sort with 422 naming it, on every list and export', async () => {
    for (const path of ['props', 'sets', 'costumes', 'props/export', 'sets/export', 'costumes/export']) {
      const res = await api.get(`${API}/${path}?sort=price`);
      expect(res.status).toBe(422);
      expect(res.body.detail).toEqual([
        expect.objectContaining({ loc: ['query', 'sort'], msg: expect.stringContaining('newest') }),
      ]);
    }
    expect((await api.get(`${API}/props?sort=NAME`)).status).toBe(422);
  });

  it('asks for a sign-in first', async () => {
    await testServer().get(`${API}/props?sort=name`).expect(401);
  });

  it('takes pages of 100', async () => {
    const res = await api.get(`${API}/props?sort=name&limit=100`).expect(200);
    expect(ids(res.body as Row[])).toEqual(ids([...stored].sort(EXPECTED.name)));
  });
});

describe('GET /sets and /costumes ?sort=', () => {
  it('sort the set pieces and costumes the same way', async () => {
    const { user, department } = await buildMember('student');
    const api = testServer(user, department);
    for (const prop of PROPS) {
      await buildSetPiece({ department, ...prop });
      await buildCostume({ department, ...prop });
    }
    const models = { sets: SetPiece, costumes: CostumePiece } as const;
    for (const [path, model] of Object.entries(models)) {
      const stored = (await (model as typeof SetPiece).findAll({
        where: { department_id: department.id },
        raw: true,
      })) as unknown as Row[];
      for (const sort of Object.keys(EXPECTED) as Sort[]) {
        const rows = await allPages(api, path, `sort=${sort}`, 4);
        expect([path, sort, ids(rows)]).toEqual([path, sort, ids([...stored].sort(EXPECTED[sort]))]);
      }
    }
  });
});

describe('GET /props/export?sort=', () => {
  // More than one export page (1000 rows), so the next page starts after a tie in every order.
  const COUNT = 1005;
  let api: Api;
  let stored: Row[];

  beforeAll(async () => {
    const department = await buildDepartment();
    const { user } = await buildMember('student', department);
    api = testServer(user, department);
    const names = ['Alpha', 'alpha', 'Beta', 'BETA', 'gamma', 'Delta'];
    const locations = ['Shelf A', 'shelf a', null, 'Attic', ''];
    await Prop.bulkCreate(
      Array.from({ length: COUNT }, (_, i) => ({
        department_id: department.id,
        name: names[i % names.length],
        category: 'other' as const,
        condition: CONDITIONS[i % CONDITIONS.length],
        location: locations[i % locations.length],
        description: null,
        image_url: null,
        tags: null,
      })),
    );
    stored = await Prop.findAll({ where: { department_id: department.id }, raw: true });
  });

  const exportedIds = async (query: string) => {
    const res = await api.get(`${API}/props/export?${query}`).expect(200);
    return res.text
      .trim()
      .split('\r\n')
      .slice(1)
      .map((line) => Number(line.split(',')[0]));
  };

  it('keeps the oldest-first order without sort', async () => {
    expect(await exportedIds('')).toEqual(ids(stored).sort((a, b) => a - b));
  });

  it.each(Object.keys(EXPECTED) as Sort[])('writes every row once in the order of sort=%s', async (sort) => {
    expect(await exportedIds(`sort=${sort}`)).toEqual(ids([...stored].sort(EXPECTED[sort])));
  });

  it('sorts what the filters select', async () => {
    const expected = stored.filter((r) => text(r.location).includes('shelf')).sort(EXPECTED.condition);
    expect(await exportedIds('location=shelf&sort=condition')).toEqual(ids(expected));
  });
});
