import { LendingRecord, type Department, type LendingItemType, type LendingStatus } from '../../models';
import { csvText, waitForImport } from '../imports';
import { isSqlite } from '../../db/sequelize';
import { useTestDatabase, testServer } from '../server';
import { startWorkers } from '../../workers';
import { syncLoanBooking } from '../../services/bookings/loans';
import {
  buildCostume,
  buildDepartment,
  buildMember,
  buildProduction,
  buildProp,
  buildSetPiece,
  unique,
} from '../factories';
import { day } from '../lending';

useTestDatabase();
// The import in the set-category test needs the queue's workers.
beforeAll(async () => {
  await startWorkers();
});

const API = '/api/v1/search';

// City centres and their published great-circle distances.
const LONDON = { latitude: 51.5074, longitude: -0.1278 };
const PARIS = { latitude: 48.8566, longitude: 2.3522 }; // London–Paris: 213.5 miles (343.5 km)
const NEW_YORK = { latitude: 40.7128, longitude: -74.006 };
const LOS_ANGELES = { latitude: 34.0522, longitude: -118.2437 }; // New York–Los Angeles: 2,445 miles (3,936 km)

interface Hit {
  id: number;
  name: string;
  type: string;
  item_type: string;
  distance: number | null;
  available: boolean;
  requested_by_you: boolean;
  department_id: number;
  [field: string]: unknown;
}

/** A student of a new department at `where` (no coordinates when null): the searcher. */
async function searcher(where: { latitude: number; longitude: number } | null) {
  const { user, department } = await buildMember(
    'student',
    await buildDepartment(where ?? { latitude: null, longitude: null }),
  );
  const server = testServer(user, department);
  const search = async (body: Record<string, unknown>, status = 200) => {
    const res = await server.post(`${API}/inter-department`).send(body).expect(status);
    return {
      hits: res.body as Hit[],
      total: Number(res.headers['x-total-count']),
      exact: res.headers['x-total-count-exact'] as string | undefined,
      body: res.body,
    };
  };
  const advanced = async (body: Record<string, unknown>, status = 200) => {
    const res = await server.post(`${API}/advanced`).send(body).expect(status);
    return { hits: res.body as Hit[], total: Number(res.headers['x-total-count']), body: res.body };
  };
  return { user, department, server, search, advanced };
}

async function loan(
  item: { id: number; name: string; department_id: number },
  type: LendingItemType,
  to: Department,
  status: LendingStatus,
  lent: string,
  due: string,
) {
  const column = { prop: 'prop_id', set_piece: 'set_piece_id', costume_piece: 'costume_piece_id' }[type];
  const record = await LendingRecord.create({
    item_type: type,
    prop_id: null,
    set_piece_id: null,
    costume_piece_id: null,
    [column]: item.id,
    item_name: item.name,
    from_department_id: item.department_id,
    to_department_id: to.id,
    initiated_by: 'borrower',
    created_by: null,
    status,
    lent_date: lent,
    due_date: due,
    contact_person: null,
    contact_email: null,
    notes: null,
  });
  // As the lending moves do: the loan's booking holds the item as its status says.
  await syncLoanBooking(record);
  return record;
}

const names = (hits: Hit[]) => hits.map((h) => h.name);

describe('search: distance', () => {
  it('great-circle miles between real cities, nearest first, departments without coordinates last', async () => {
    const word = unique('globe');
    const me = await searcher(LONDON);
    const paris = await buildDepartment(PARIS);
    const newYork = await buildDepartment(NEW_YORK);
    const nowhere = await buildDepartment({ latitude: null, longitude: null });
    await buildProp({ department: newYork, name: `${word} A, New York` });
    await buildProp({ department: nowhere, name: `${word} A, nowhere` });
    await buildProp({ department: paris, name: `${word} B, Paris` });
    await buildCostume({ department: paris, name: `${word} A, Paris` });
    await buildProp({ department: me.department, name: `${word} A, at home` });

    const { hits, total } = await me.search({ query: word });
    expect(names(hits)).toEqual([
      `${word} A, Paris`,
      `${word} B, Paris`,
      `${word} A, New York`,
      `${word} A, nowhere`,
    ]);
    expect(total).toBe(4);
    expect(Math.abs(hits[0].distance! - 213.5)).toBeLessThanOrEqual(1);
    expect(hits[2].distance).toBeGreaterThan(3400);
    expect(hits[3].distance).toBeNull();
    // One decimal.
    expect(hits[0].distance! * 10).toBe(Math.round(hits[0].distance! * 10));
    expect(hits[0]).toEqual(
      expect.objectContaining({
        type: 'costume',
        item_type: 'costume_piece',
        department_id: paris.id,
        department_name: paris.name,
        department_address: paris.address,
        department: { id: paris.id, name: paris.name, contact_person: null, contact_email: null },
      }),
    );

    const la = await searcher(NEW_YORK);
    const losAngeles = await buildDepartment(LOS_ANGELES);
    await buildSetPiece({ department: losAngeles, name: `${word} set, Los Angeles` });
    const far = await la.search({ query: `${word} set` });
    expect(names(far.hits)).toEqual([`${word} set, Los Angeles`]);
    expect(Math.abs(far.hits[0].distance! - 2445)).toBeLessThanOrEqual(1);
  });

  it('max_distance includes a department at the edge and excludes one just beyond; no coordinates, no place', async () => {
    const word = unique('edge');
    const me = await searcher(LONDON);
    const paris = await buildDepartment(PARIS);
    const nowhere = await buildDepartment({ latitude: null, longitude: null });
    await buildProp({ department: paris, name: `${word} Paris` });
    await buildProp({ department: nowhere, name: `${word} nowhere` });
    await buildProp({ department: me.department, name: `${word} home` });
    // 213.48 miles apart.
    expect(names((await me.search({ query: word, max_distance: 213.5 })).hits)).toEqual([`${word} Paris`]);
    const beyond = await me.search({ query: word, max_distance: 213.4 });
    expect(beyond.hits).toEqual([]);
    expect(beyond.total).toBe(0);
    expect((await me.search({ query: word, max_distance: 500 })).total).toBe(1);
  });

  it('across the antimeridian the box wraps round', async () => {
    const word = unique('fiji');
    const me = await searcher({ latitude: -17.7, longitude: 179.9 });
    const east = await buildDepartment({ latitude: -17.7, longitude: -179.9 });
    await buildProp({ department: east, name: `${word} over the line` });
    const { hits } = await me.search({ query: word, max_distance: 50 });
    expect(names(hits)).toEqual([`${word} over the line`]);
    expect(Math.abs(hits[0].distance! - 13.1)).toBeLessThanOrEqual(0.2);
  });

  it('a department without coordinates is told how to get them when it limits the distance', async () => {
    const word = unique('lost');
    const me = await searcher(null);
    const other = await buildDepartment(PARIS);
    await buildProp({ department: other, name: `${word} chair` });
    const refused = await me.search({ query: word, max_distance: 50 }, 400);
    expect(refused.body.detail).toBe(
      'Your department has no location yet: an admin can add its latitude and longitude in the department settings',
    );
    const { hits } = await me.search({ query: word });
    expect(hits.map((h) => [h.name, h.distance])).toEqual([[`${word} chair`, null]]);
  });
});

describe('search: availability', () => {
  it('productions and overlapping promises hold an item; your own request flags it; available_only leaves out only what is held', async () => {
    const word = unique('avail');
    const me = await searcher(LONDON);
    const lender = await buildDepartment(PARIS);
    const third = await buildDepartment(PARIS);
    const show = await buildProduction({ department: lender });
    const item = (name: string, extra: Record<string, unknown> = {}) =>
      buildProp({ department: lender, name: `${word} ${name}`, ...extra });
    const free = await item('a free');
    const inShow = await item('b in a show', { current_production_id: show.id });
    const promised = await item('c promised on those days');
    const promisedLater = await item('d promised afterwards');
    const askedByMe = await item('e asked for by me');
    const askedByOthers = await item('f asked for by others');
    const askedByMeLater = await item('g asked for by me later');
    const set = await buildSetPiece({ department: lender, name: `${word} h set out now` });

    const dates = { start: day(10), end: day(14) };
    await loan(promised, 'prop', third, 'approved', day(12), day(20));
    await loan(promisedLater, 'prop', third, 'approved', day(15), day(20));
    await loan(askedByOthers, 'prop', third, 'requested', day(10), day(14));
    await loan(askedByMeLater, 'prop', me.department, 'requested', day(30), day(32));
    await loan(set, 'set_piece', third, 'active', day(-3), day(11));
    // Filed as the product files it: a student of the searching department asks.
    await me.server
      .post('/api/v1/lending')
      .send({
        item_type: 'prop',
        prop_id: askedByMe.id,
        from_department_id: lender.id,
        to_department_id: me.department.id,
        lent_date: day(13),
        due_date: day(16),
      })
      .expect(201);

    const all = await me.search({ query: word, date_range: dates, available_only: false });
    expect(all.hits.map((h) => [h.name.slice(word.length + 1), h.available, h.requested_by_you])).toEqual([
      ['a free', true, false],
      ['b in a show', false, false],
      ['c promised on those days', false, false],
      ['d promised afterwards', true, false],
      ['e asked for by me', false, true],
      ['f asked for by others', true, false],
      ['g asked for by me later', true, false],
      ['h set out now', false, false],
    ]);
    expect([all.hits[1].id, all.hits[1].current_production_id]).toEqual([inShow.id, show.id]);
    expect(all.total).toBe(8);

    const only = await me.search({ query: word, date_range: dates });
    expect(names(only.hits)).toEqual(
      [free, promisedLater, askedByMe, askedByOthers, askedByMeLater].map((p) => p.name),
    );
    expect(only.total).toBe(5);

    // Today: the set is out, the promise of day 12 does not hold yet, nor does my request of day 13.
    const today = await me.search({ query: word });
    expect(names(today.hits)).toEqual(
      [free, promised, promisedLater, askedByMe, askedByOthers, askedByMeLater].map((p) => p.name),
    );
    expect(today.hits.every((h) => h.available && !h.requested_by_you)).toBe(true);
  });

  it('overdue and active loans hold on their days; returned and cancelled ones do not', async () => {
    const word = unique('held');
    const me = await searcher(LONDON);
    const lender = await buildDepartment(PARIS);
    const statuses: LendingStatus[] = ['overdue', 'active', 'returned', 'cancelled'];
    for (const status of statuses) {
      const costume = await buildCostume({ department: lender, name: `${word} ${status}` });
      await loan(costume, 'costume_piece', me.department, status, day(-5), day(3));
    }
    const { hits } = await me.search({ query: word, available_only: false });
    expect(hits.map((h) => [h.name.slice(word.length + 1), h.available])).toEqual([
      ['active', false],
      ['cancelled', true],
      ['overdue', false],
      ['returned', true],
    ]);
  });
});

describe('search: filters', () => {
  async function stock() {
    const word = unique('stock');
    const me = await searcher(LONDON);
    const lender = await buildDepartment(PARIS);
    const at = { department: lender };
    await buildProp({ ...at, name: `${word} oil lamp`, category: 'lighting', tags: 'period,brass' });
    await buildProp({
      ...at,
      name: `${word} kitchen table`,
      category: 'furniture',
      condition: 'poor',
      tags: 'modern',
    });
    await buildProp({
      ...at,
      name: `${word} rapier`,
      category: 'weapons',
      description: 'Blunted, BRASS hilt',
    });
    await buildSetPiece({ ...at, name: `${word} painted sky backdrop`, components: '["batten"]' });
    await buildSetPiece({ ...at, name: `${word} rostra`, description: 'Stackable platforms' });
    await buildSetPiece({ ...at, name: `${word} doorway flat`, condition: 'poor' });
    await buildSetPiece({
      ...at,
      name: `${word} banquet table unit`,
      dimensions: '3 m x 1 m',
      pieces_count: 4,
    });
    await buildSetPiece({ ...at, name: `${word} cloud machine`, components: '["fan","gauze"]' });
    await buildCostume({
      ...at,
      name: `${word} top hat`,
      category: 'hats',
      size: 'm',
      color: 'Black',
      material: 'Felt',
      tags: 'period',
    });
    await buildCostume({ ...at, name: `${word} summer dress`, category: 'casual', color: 'Yellow' });
    return { word, me, lender, short: (hits: Hit[]) => hits.map((h) => h.name.slice(word.length + 1)) };
  }

  it('item_type, category (sets by their words), condition, tags and query', async () => {
    const { word, me, short } = await stock();
    const run = async (body: Record<string, unknown>) =>
      short((await me.search({ query: word, ...body })).hits);
    expect(await run({ item_type: 'props' })).toEqual(['kitchen table', 'oil lamp', 'rapier']);
    expect(await run({ item_type: 'sets' })).toEqual([
      'banquet table unit',
      'cloud machine',
      'doorway flat',
      'painted sky backdrop',
      'rostra',
    ]);
    expect(await run({ item_type: 'costumes' })).toEqual(['summer dress', 'top hat']);
    expect(await run({ item_type: 'all' })).toHaveLength(10);

    expect(await run({ category: 'lighting' })).toEqual(['oil lamp']);
    expect(await run({ category: 'hats' })).toEqual(['top hat']);
    expect(await run({ category: 'furniture' })).toEqual(['banquet table unit', 'kitchen table']);
    expect(await run({ category: 'backdrop' })).toEqual(['painted sky backdrop']);
    expect(await run({ category: 'platform' })).toEqual(['rostra']);
    expect(await run({ category: 'architectural' })).toEqual(['doorway flat']);
    expect(await run({ category: 'other', item_type: 'sets' })).toEqual(['cloud machine']);
    expect(await run({ category: 'hats', item_type: 'props' })).toEqual([]);

    expect(await run({ condition: 'poor' })).toEqual(['doorway flat', 'kitchen table']);
    // Any of the tags; set pieces carry none.
    expect(await run({ tags: 'brass, modern' })).toEqual(['kitchen table', 'oil lamp']);
    expect(await run({ tags: 'period' })).toEqual(['oil lamp', 'top hat']);

    // The kinds' text: description (any case), components, color, material.
    const text = async (query: string) =>
      short((await me.search({ query, available_only: false })).hits.filter((h) => h.name.startsWith(word)));
    expect(await text('brass')).toEqual(['oil lamp', 'rapier']);
    expect(await text('GAUZE')).toEqual(['cloud machine']);
    expect(await text('yellow')).toEqual(['summer dress']);
    expect(await text('felt')).toEqual(['top hat']);
  });

  it('moves a set piece between categories when its words are edited, and reads an imported one', async () => {
    const { word, me, lender, short } = await stock();
    const manager = await buildMember('manager', lender);
    const editor = testServer(manager.user, lender);
    const category = async (name: string) =>
      short((await me.search({ query: word, category: name, item_type: 'sets' })).hits);
    const [cloud] = (await me.search({ query: `${word} cloud` })).hits;

    await editor
      .put(`/api/v1/sets/${cloud.id}`)
      .send({ name: `${word} cloud table` })
      .expect(200);
    expect(await category('furniture')).toEqual(['banquet table unit', 'cloud table']);
    expect(await category('other')).toEqual([]);

    await editor
      .put(`/api/v1/sets/${cloud.id}`)
      .send({ name: `${word} cloud machine`, description: 'With a painted cloth' })
      .expect(200);
    expect(await category('furniture')).toEqual(['banquet table unit']);
    expect(await category('backdrop')).toEqual(['cloud machine', 'painted sky backdrop']);

    const upload = await editor
      .post('/api/v1/sets/bulk-import')
      .attach(
        'file',
        Buffer.from(
          csvText([
            ['Name', 'Pieces_Count', 'Condition'],
            [`${word} garden gate`, 1, 'good'],
          ]),
        ),
        'sets.csv',
      )
      .expect(202);
    expect((await waitForImport(upload.body.id as number)).status).toBe('completed');
    expect(await category('architectural')).toEqual(['doorway flat', 'garden gate']);
  });

  it('answers each kind in one shape, with what the kind lacks as null', async () => {
    const { word, me } = await stock();
    const { hits } = await me.search({ query: word });
    const byName = (suffix: string) => hits.find((h) => h.name === `${word} ${suffix}`)!;
    expect(byName('banquet table unit')).toEqual(
      expect.objectContaining({
        type: 'set',
        item_type: 'set_piece',
        category: null,
        tags: null,
        dimensions: '3 m x 1 m',
        pieces_count: 4,
        components: null,
        size: null,
      }),
    );
    expect(byName('cloud machine').components).toEqual(['fan', 'gauze']);
    expect(byName('top hat')).toEqual(
      expect.objectContaining({
        type: 'costume',
        item_type: 'costume_piece',
        category: 'hats',
        size: 'm',
        color: 'Black',
        material: 'Felt',
        tags: 'period',
        dimensions: null,
        pieces_count: null,
      }),
    );
    expect(byName('oil lamp')).toEqual(
      expect.objectContaining({
        type: 'prop',
        item_type: 'prop',
        category: 'lighting',
        size: null,
        color: null,
      }),
    );
  });

  it('pages nearest first, then by name across departments at the same distance', async () => {
    const word = unique('page');
    const me = await searcher(LONDON);
    const near = await buildDepartment(PARIS);
    const twin = await buildDepartment(PARIS);
    const far = await buildDepartment(NEW_YORK);
    for (const [department, letters] of [
      [far, 'ab'],
      [near, 'bdf'],
      [twin, 'ace'],
    ] as const)
      for (const letter of letters) await buildProp({ department, name: `${word} ${letter}` });
    const order = ['a', 'b', 'c', 'd', 'e', 'f'].map((l) => `${word} ${l}`).concat(`${word} a`, `${word} b`);
    const whole = await me.search({ query: word, limit: 100 });
    expect(names(whole.hits)).toEqual(order);
    expect(whole.hits.slice(6).every((h) => h.department_id === far.id)).toBe(true);
    const seen: string[] = [];
    for (let skip = 0; skip < 10; skip += 3) {
      const page = await me.search({ query: word, skip, limit: 3 });
      expect(page.total).toBe(8);
      expect(page.exact).toBe('true');
      seen.push(...names(page.hits));
    }
    expect(seen).toEqual(order);
    expect((await me.search({ query: word, skip: 8 })).hits).toEqual([]);
    expect((await me.search({ query: word, skip: 5, limit: 2 })).hits.map((h) => h.department_id)).toEqual([
      near.id,
      far.id,
    ]);
  });

  it('counts nearest first until it passes the page by 100, says when it stopped, and pages on to every match', async () => {
    const word = unique('many');
    const me = await searcher({ latitude: 10, longitude: 20 });
    // Ten departments 6.9 miles apart going north, fifteen matching props each.
    const all: string[] = [];
    for (let d = 1; d <= 10; d++) {
      const department = await buildDepartment({ latitude: 10 + d / 10, longitude: 20 });
      for (let n = 1; n <= 15; n++) {
        const name = `${word} ${String(d).padStart(2, '0')} ${String(n).padStart(2, '0')}`;
        await buildProp({ department, name, category: 'weapons' });
        all.push(name);
      }
    }
    // Words SQLite's index finds in few rows anywhere are counted in one step: exact from the first
    // page. InnoDB cannot count them off its index: they are counted step by step, as below.
    expect(await me.search({ query: word, max_distance: 70, limit: 20 })).toMatchObject(
      isSqlite ? { total: 150, exact: 'true' } : { total: 120, exact: 'false' },
    );
    // A filter only the rows can tell (no words) is counted nearest first, step by step.
    const body = { category: 'weapons', max_distance: 70, limit: 20 };
    // The first step counts the eight nearest departments: 120, the page and 100 more.
    const first = await me.search(body);
    expect(first).toMatchObject({ total: 120, exact: 'false' });
    expect(names(first.hits)).toEqual(all.slice(0, 20));
    // Paging on as the screen's Next does, the count reaches the last department and is exact.
    const seen: string[] = [];
    let page = first;
    for (let skip = 0; skip < page.total; skip += 20) {
      page = await me.search({ ...body, skip });
      seen.push(...names(page.hits));
    }
    expect(seen).toEqual(all);
    expect(page).toMatchObject({ total: 150, exact: 'true' });
    expect(await me.search({ ...body, skip: 1000 })).toMatchObject({ hits: [], total: 150, exact: 'true' });
    // Deeper than 1,000 results a search is narrowed, not paged.
    const deep = await me.search({ ...body, skip: 1001 }, 422);
    expect(deep.body.detail[0]).toMatchObject({
      loc: ['body', 'skip'],
      msg: 'Must be no more than 1000: narrow the search to see further',
    });
    // A search that reaches fewer departments is counted whole from its first page.
    expect(await me.search({ ...body, max_distance: 25 })).toMatchObject({ total: 45, exact: 'true' });
    // One past the first step's 120: the next step counts the other two departments.
    expect(await me.search({ ...body, skip: 1, limit: 20 })).toMatchObject({ total: 150, exact: 'true' });
  });

  it('refuses junk with 422', async () => {
    const me = await searcher(LONDON);
    const bad: [Record<string, unknown>, string][] = [
      [{ date_range: { start: day(5), end: day(2) } }, 'End date must be after start date'],
      [{ date_range: { start: day(5), end: day(5) } }, 'End date must be after start date'],
      [{ date_range: { start: '2026-02-30', end: '2026-03-02' } }, 'Invalid date format: use YYYY-MM-DD'],
      [{ date_range: { start: 'tomorrow', end: day(2) } }, 'Invalid date format: use YYYY-MM-DD'],
      [{ date_range: { start: day(1) } }, ''],
      [{ max_distance: 0 }, 'Must be between 1 and 500'],
      [{ max_distance: 10000 }, 'Must be between 1 and 500'],
      [{ max_distance: 'far' }, ''],
      [{ limit: 1000 }, 'Must be between 1 and 100'],
      [{ limit: 0 }, 'Must be between 1 and 100'],
      [{ skip: -1 }, 'Must be at least 0'],
      [{ item_type: 'chairs' }, ''],
      [{ category: 'spaceships' }, ''],
      [{ condition: 'mint' }, ''],
      [{ query: 'x'.repeat(201) }, 'Must be no more than 200 characters'],
      [{ available_only: 'yes please' }, ''],
      [{ radius: 5 }, ''],
    ];
    for (const [body, message] of bad) {
      const res = await me.server.post(`${API}/inter-department`).send(body);
      expect([JSON.stringify(body), res.status]).toEqual([JSON.stringify(body), 422]);
      if (message) expect(JSON.stringify(res.body)).toContain(message);
    }
    await me.server.post(`${API}/advanced`).send({ max_distance: 5 }).expect(422);
    await me.server.post(`${API}/advanced`).send({ limit: 101 }).expect(422);
  });

  it('needs a signed-in member', async () => {
    await testServer().post(`${API}/inter-department`).send({}).expect(401);
    const me = await searcher(LONDON);
    const elsewhere = await buildDepartment();
    await testServer(me.user, elsewhere).post(`${API}/inter-department`).send({}).expect(403);
  });
});

describe('search: your own stock', () => {
  it('the current department’s props, sets and costumes by name; free today; nothing of others', async () => {
    const word = unique('own');
    const me = await searcher(LONDON);
    const other = await buildDepartment(PARIS);
    const show = await buildProduction({ department: me.department });
    await buildProp({ department: me.department, name: `${word} d prop`, current_production_id: show.id });
    const lent = await buildCostume({ department: me.department, name: `${word} b costume` });
    await buildSetPiece({ department: me.department, name: `${word} c set` });
    await buildProp({ department: me.department, name: `${word} a prop` });
    await buildProp({ department: other, name: `${word} a prop elsewhere` });
    await loan(lent, 'costume_piece', other, 'active', day(-1), day(5));

    const all = await me.advanced({ query: word });
    expect(all.hits.map((h) => [h.name.slice(word.length + 1), h.type, h.available])).toEqual([
      ['a prop', 'prop', true],
      ['b costume', 'costume', false],
      ['c set', 'set', true],
      ['d prop', 'prop', false],
    ]);
    expect(all.total).toBe(4);
    expect(all.hits.every((h) => h.distance === null && !h.requested_by_you)).toBe(true);
    expect(all.hits[0].department_id).toBe(me.department.id);

    const free = await me.advanced({ query: word, available_only: true });
    expect(free.hits.map((h) => h.name)).toEqual([`${word} a prop`, `${word} c set`]);
    const page = await me.advanced({ query: word, item_type: 'props', skip: 1, limit: 1 });
    expect([page.total, names(page.hits)]).toEqual([2, [`${word} d prop`]]);
  });
});
