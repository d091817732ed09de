/**
 * Text search through the full-text indexes (FTS5 on SQLite, InnoDB FULLTEXT on MySQL/MariaDB):
 * word prefixes, case, accents, several words, query syntax typed by a user, short words, and the
 * index following every write. Run on both databases.
 */
import { useTestDatabase, testServer } from '../server';
import { MAX_SCOPED } from '../../db/fullText';
import { isSqlite, sequelize } from '../../db/sequelize';
import { Department } from '../../models';
import { buildCostume, buildDepartment, buildMember, buildProp, buildSetPiece, unique } from '../factories';
import { csvText, waitForImport } from '../imports';
import { startWorkers } from '../../workers';

useTestDatabase();

beforeAll(async () => {
  // The import test needs the queue's workers, as the API process runs them.
  await startWorkers();
});

const API = '/api/v1';

async function manager() {
  const { user, department } = await buildMember('manager');
  const api = testServer(user, department);
  const names = async (path: string, search: string, extra: Record<string, string> = {}) => {
    const res = await api
      .get(`${API}/${path}/`)
      .query({ search, ...extra })
      .expect(200);
    expect(Number(res.headers['x-total-count'])).toBe(res.body.length);
    return (res.body as { name?: string; title?: string }[]).map((row) => row.name ?? row.title).sort();
  };
  const prop = async (body: Record<string, unknown>) =>
    (
      await api
        .post(`${API}/props/`)
        .send({ category: 'other', ...body })
        .expect(201)
    ).body as {
      id: number;
      name: string;
    };
  return { user, department, api, names, prop };
}

describe('text search of the item lists', () => {
  it('matches word prefixes in any case, not the middle of a word', async () => {
    const { names, prop } = await manager();
    await prop({ name: 'Storm Lantern', description: 'Brass, with a glass chimney' });
    await prop({ name: 'Oil lamp' });
    expect(await names('props', 'lant')).toEqual(['Storm Lantern']);
    expect(await names('props', 'LANTERN')).toEqual(['Storm Lantern']);
    expect(await names('props', 'sToRm')).toEqual(['Storm Lantern']);
    expect(await names('props', 'chim')).toEqual(['Storm Lantern']);
    expect(await names('props', 'lam')).toEqual(['Oil lamp']);
    expect(await names('props', 'ntern')).toEqual([]);
    expect(await names('props', 'lanterns')).toEqual([]);
  });

  it('folds accents both ways', async () => {
    const { names, prop } = await manager();
    await prop({ name: 'Café table' });
    await prop({ name: 'Cafe sign' });
    await prop({ name: 'Piñata', tags: 'fiesta' });
    expect(await names('props', 'cafe')).toEqual(['Cafe sign', 'Café table']);
    expect(await names('props', 'CAFÉ')).toEqual(['Cafe sign', 'Café table']);
    expect(await names('props', 'pinat')).toEqual(['Piñata']);
  });

  it('narrows with every word, each a prefix anywhere in the searched columns', async () => {
    const { names, prop } = await manager();
    await prop({ name: 'Storm Lantern', description: 'brass' });
    await prop({ name: 'Oil Lantern', description: 'tin' });
    await prop({ name: 'Brass bell', tags: 'storm,period' });
    expect(await names('props', 'lantern')).toEqual(['Oil Lantern', 'Storm Lantern']);
    expect(await names('props', 'storm lant')).toEqual(['Storm Lantern']);
    expect(await names('props', 'lant brass')).toEqual(['Storm Lantern']);
    expect(await names('props', 'brass storm')).toEqual(['Brass bell', 'Storm Lantern']);
    expect(await names('props', 'brass per')).toEqual(['Brass bell']);
    expect(await names('props', 'lantern bell')).toEqual([]);
  });

  it('treats query syntax of either engine as separators: only words are searched', async () => {
    const { names, prop } = await manager();
    await prop({ name: 'Storm Lantern' });
    await prop({ name: 'Oak table', description: 'near the door' });
    for (const search of [
      '"lant',
      'lant*',
      '+lant',
      '(lant)',
      '~lant',
      '<lant>',
      '@lant',
      'lant:',
      'storm:lant',
      '^lant',
      "lant'",
      '"storm lantern"',
      'lant -storm',
      'lant%',
      'lant;',
      '{lant}',
      '[lant]',
      'lant\\',
      'lant||',
    ]) {
      expect([search, await names('props', search)]).toEqual([search, ['Storm Lantern']]);
    }
    // A minus is no negation, OR no disjunction, NEAR no operator: every word must match.
    expect(await names('props', '-storm')).toEqual(['Storm Lantern']);
    expect(await names('props', 'storm OR oak')).toEqual([]);
    expect(await names('props', 'NEAR(door table)')).toEqual(['Oak table']);
    expect(await names('props', 'NEAR')).toEqual(['Oak table']);
  });

  it('finds a name with an underscore by its whole word and by its start', async () => {
    const { names, prop } = await manager();
    await prop({ name: 'Door_frame' });
    await prop({ name: 'Doorstop' });
    expect(await names('props', 'door_frame')).toEqual(['Door_frame']);
    expect(await names('props', 'DOOR_FR')).toEqual(['Door_frame']);
    expect(await names('props', 'door')).toEqual(['Door_frame', 'Doorstop']);
  });

  it('a search of punctuation alone is no search term', async () => {
    const { names, prop } = await manager();
    await prop({ name: 'Storm Lantern' });
    await prop({ name: 'Oak table' });
    for (const search of ['"', '*', '+-~<>()@:^', '" "', '%', '_', '!']) {
      expect([search, await names('props', search)]).toEqual([search, ['Oak table', 'Storm Lantern']]);
    }
  });

  it('finds two-letter words through the index like any other, and leaves one-letter words out', async () => {
    const { names, prop } = await manager();
    await prop({ name: 'Hat box', description: 'for the top hat' });
    await prop({ name: 'Ox cart' });
    await prop({ name: 'Theatre bell' });
    // The start of a word, as for longer words: "box" does not start with "ox".
    expect(await names('props', 'ox')).toEqual(['Ox cart']);
    expect(await names('props', 'ox car')).toEqual(['Ox cart']);
    expect(await names('props', 'th')).toEqual(['Hat box', 'Theatre bell']);
    expect(await names('props', 'the')).toEqual(['Hat box', 'Theatre bell']);
    expect(await names('props', 'for the hat')).toEqual(['Hat box']);
    expect(await names('props', 'a')).toEqual(['Hat box', 'Ox cart', 'Theatre bell']);
    expect(await names('props', 'o x cart')).toEqual(['Ox cart']);
  });

  it('refuses more words or tags than a search may look for, and tags too short to look up', async () => {
    const { api, prop } = await manager();
    await prop({ name: 'Hat box', tags: 'red,hats' });
    const nine = 'aa bb cc dd ee ff gg hh ii';
    const refused = async (query: Record<string, string>, loc: string[], msg: string) => {
      const res = await api.get(`${API}/props/`).query(query).expect(422);
      expect(res.body.detail).toEqual([expect.objectContaining({ loc, msg })]);
    };
    await refused({ search: nine }, ['query', 'search'], 'Search for at most 8 words');
    const eleven = Array.from({ length: 11 }, (_, i) => `tag${i}`).join(',');
    await refused({ tags: eleven }, ['query', 'tags'], 'Filter by at most 10 tags');
    await refused(
      { tags: 'red,x' },
      ['query', 'tags'],
      'The tag "x" is too short to search for: use a word of two or more letters or digits',
    );
    // Eight words, one-letter words aside, and ten tags are fine.
    await api
      .get(`${API}/props/`)
      .query({ search: `${nine.slice(3)} a b c` })
      .expect(200);
    const ten = Array.from({ length: 9 }, (_, i) => `tag${i}`)
      .concat('red')
      .join(',');
    const found = await api.get(`${API}/props/`).query({ tags: ten }).expect(200);
    expect(found.body.map((p: { name: string }) => p.name)).toEqual(['Hat box']);
  });

  it('combines with the other filters', async () => {
    const { names, prop } = await manager();
    await prop({ name: 'Storm Lantern', condition: 'poor', location: 'Shelf 2' });
    await prop({ name: 'Oil Lantern', condition: 'good', location: 'Shelf 9' });
    expect(await names('props', 'lantern', { condition: 'poor' })).toEqual(['Storm Lantern']);
    expect(await names('props', 'lant', { location: 'elf 9' })).toEqual(['Oil Lantern']);
  });

  it('follows every write: found once created, by the new name only once renamed, not once deleted', async () => {
    const { api, names, prop } = await manager();
    const word = unique('zephyr').split('-')[1];
    const created = await prop({ name: `Lantern ${word}` });
    expect(await names('props', word)).toEqual([`Lantern ${word}`]);
    await api
      .put(`${API}/props/${created.id}`)
      .send({ name: `Candle ${word}` })
      .expect(200);
    expect(await names('props', 'lantern')).toEqual([]);
    expect(await names('props', 'candle')).toEqual([`Candle ${word}`]);
    await api.put(`${API}/props/${created.id}`).send({ condition: 'fair' }).expect(200);
    expect(await names('props', 'candle')).toEqual([`Candle ${word}`]);
    await api.put(`${API}/props/${created.id}`).send({ tags: 'wax, church' }).expect(200);
    expect(await names('props', 'church')).toEqual([`Candle ${word}`]);
    await api.delete(`${API}/props/${created.id}`).expect(204);
    expect(await names('props', 'candle')).toEqual([]);
    expect(await names('props', word)).toEqual([]);
  });

  it('totals the matches past the first page, its own department only, after every write', async () => {
    const { api, department, prop } = await manager();
    const word = unique('brazier').split('-')[1];
    const other = await buildDepartment();
    await buildProp({ department: other, name: `Lantern ${word}` });
    const made = [];
    for (const n of [1, 2, 3]) made.push(await prop({ name: `Lantern ${word} ${n}`, condition: 'poor' }));
    await prop({ name: `Lantern ${word} 4`, condition: 'good' });
    const total = async (search: string, extra: Record<string, string | number> = {}) => {
      const res = await api
        .get(`${API}/props/`)
        .query({ search, limit: 1, ...extra })
        .expect(200);
      expect(res.body).toHaveLength(1);
      return Number(res.headers['x-total-count']);
    };
    // The index's count alone, the rows' count with a short word or another filter: the same totals.
    expect(await total(`lantern ${word}`)).toBe(4);
    expect(await total(`${word} la`)).toBe(4);
    expect(await total(word, { condition: 'poor' })).toBe(3);
    expect(await total(word, { skip: 2 })).toBe(4);

    await api.delete(`${API}/props/${made[0].id}`).expect(204);
    expect(await total(word)).toBe(3);
    await api.put(`${API}/props/${made[1].id}`).send({ name: 'Candle' }).expect(200);
    expect(await total(word)).toBe(2);
    await prop({ name: `Spare ${word}` });
    expect(await total(word)).toBe(3);
    expect(await total(word, { condition: 'poor' })).toBe(1);

    const director = await buildMember('director', department);
    const productions = testServer(director.user, department);
    for (const title of [`${word} one`, `${word} two`, 'Elsewhere'])
      await productions.post(`${API}/productions/`).send({ title }).expect(201);
    const res = await productions.get(`${API}/productions/`).query({ search: word, limit: 1 }).expect(200);
    expect(Number(res.headers['x-total-count'])).toBe(2);
  });

  it('counts a long search only to 100 past the page, says so, and pages on to every match', async () => {
    const { api, department } = await manager();
    const word = unique('sconce').split('-')[1];
    for (let i = 0; i < 125; i++) await buildProp({ department, name: `Sconce ${word} ${i}` });
    const page = async (query: Record<string, string | number>) => {
      const res = await api
        .get(`${API}/props/`)
        .query({ search: word, ...query })
        .expect(200);
      return {
        rows: res.body.length,
        total: Number(res.headers['x-total-count']),
        exact: res.headers['x-total-count-exact'],
      };
    };
    // SQLite's index counts a search's matches alone, and stops 100 past the page: a lower bound.
    // MySQL/MariaDB count every match in the page's own statement: always exact.
    expect(await page({ limit: 10 })).toEqual(
      isSqlite ? { rows: 10, total: 110, exact: 'false' } : { rows: 10, total: 125, exact: 'true' },
    );
    // The page carries its total: one statement reads both (on SQLite a counting subquery beside
    // the page, on MySQL/MariaDB a window over the matches).
    const statements: string[] = [];
    const options = (sequelize as unknown as { options: { logging: unknown } }).options;
    options.logging = (sql: string) => statements.push(sql);
    try {
      expect(await page({ limit: 10, skip: 5 })).toMatchObject({ rows: 10 });
    } finally {
      options.logging = false;
    }
    expect(statements.filter((sql) => /\bprops(_fts)?\b/.test(sql))).toHaveLength(1);
    expect(await page({ limit: 10, skip: 20 })).toEqual({ rows: 10, total: 125, exact: 'true' });
    expect(await page({ limit: 100, skip: 100 })).toEqual({ rows: 25, total: 125, exact: 'true' });
    expect(await page({ limit: 10, skip: 500 })).toEqual({ rows: 0, total: 125, exact: 'true' });
    // Another filter counts the rows themselves: exact.
    expect(await page({ limit: 10, condition: 'good' })).toMatchObject({ total: 125, exact: 'true' });
    // A booking filter probes each row's bookings: counted only to 100 past the page, as it says.
    expect(await page({ limit: 10, in_production: 'false' })).toMatchObject({
      total: 110,
      exact: 'false',
    });
    // Without a search the total is the kept count.
    const all = await api.get(`${API}/props/`).query({ limit: 1 }).expect(200);
    expect(all.headers['x-total-count-exact']).toBe('true');
  });

  it('searches set pieces and costume pieces over their own columns', async () => {
    const { department, names } = await manager();
    await buildSetPiece({ department, name: 'Balcony unit', components: 'railing, stair unit' });
    await buildSetPiece({ department, name: 'Doorway flat' });
    await buildCostume({
      department,
      name: 'Ball gown',
      color: 'Crimson',
      material: 'Velours',
      tags: 'period',
    });
    await buildCostume({ department, name: 'Waistcoat', color: 'Navy' });
    expect(await names('sets', 'stair')).toEqual(['Balcony unit']);
    expect(await names('sets', 'door fl')).toEqual(['Doorway flat']);
    expect(await names('costumes', 'crim')).toEqual(['Ball gown']);
    expect(await names('costumes', 'velo gown')).toEqual(['Ball gown']);
    expect(await names('costumes', 'waist navy')).toEqual(['Waistcoat']);
  });

  it('finds the items a CSV import wrote', async () => {
    const { api, names } = await manager();
    const res = await api.post(`${API}/props/bulk-import`).attach(
      'file',
      Buffer.from(
        csvText([
          ['Name', 'Description', 'Category', 'Condition', 'Location', 'Tags'],
          ['Hurricane Lantern', 'Paraffin', 'lighting', 'good', '', 'period'],
          ['Crystal décanter', '', 'other', 'good', '', 'glass'],
          ['Ship wheel', 'oak', 'other', 'good', '', 'nautical'],
        ]),
      ),
      'items.csv',
    );
    expect(res.status).toBe(202);
    expect((await waitForImport(res.body.id as number)).status).toBe('completed');
    expect(await names('props', 'hurr')).toEqual(['Hurricane Lantern']);
    expect(await names('props', 'decant')).toEqual(['Crystal décanter']);
    expect(await names('props', 'nautic')).toEqual(['Ship wheel']);
  });

  it('the export follows the same search', async () => {
    const { api, prop } = await manager();
    await prop({ name: 'Storm Lantern' });
    await prop({ name: 'Oak table' });
    const res = await api.get(`${API}/props/export`).query({ search: 'lant' }).expect(200);
    expect(res.text).toContain('Storm Lantern');
    expect(res.text).not.toContain('Oak table');
  });
});

describe('text search of productions', () => {
  it('matches prefixes of title, description and director, accents aside, every word', async () => {
    const { user, department } = await buildMember('director');
    const api = testServer(user, department);
    await api
      .post(`${API}/productions/`)
      .send({ title: 'Our Town', director: 'Thornton Wilder', description: 'Grover’s Corners' })
      .expect(201);
    await api.post(`${API}/productions/`).send({ title: 'Les Misérables' }).expect(201);
    const titles = async (search: string) =>
      ((await api.get(`${API}/productions/`).query({ search }).expect(200)).body as { title: string }[])
        .map((p) => p.title)
        .sort();
    expect(await titles('wild')).toEqual(['Our Town']);
    expect(await titles('town thorn')).toEqual(['Our Town']);
    expect(await titles('GROVER')).toEqual(['Our Town']);
    expect(await titles('miserab')).toEqual(['Les Misérables']);
    expect(await titles('les town')).toEqual([]);
    expect(await titles('ilder')).toEqual([]);
    expect(await titles('"(*')).toEqual(['Les Misérables', 'Our Town']);
  });
});

describe('text search of the borrowing search', () => {
  it('matches prefixes and every word across departments, with counts to match', async () => {
    const word = unique('quill').split('-')[1];
    const { user, department } = await buildMember('student', await buildDepartment());
    const server = testServer(user, department);
    const other = await buildDepartment();
    const third = await buildDepartment();
    await buildCostume({ department: other, name: `Feathered hat ${word}`, color: 'Émeraude' });
    await buildCostume({ department: third, name: `Feathered cape ${word}` });
    await buildSetPiece({ department: third, name: `Writing desk ${word}`, components: 'quill stand' });
    const search = async (query: string) => {
      const res = await server.post(`${API}/search/inter-department`).send({ query }).expect(200);
      const hits = (res.body as { name: string }[]).map((h) => h.name).sort();
      expect(Number(res.headers['x-total-count'])).toBe(hits.length);
      return hits;
    };
    expect(await search(`${word} feath`)).toEqual([`Feathered cape ${word}`, `Feathered hat ${word}`]);
    expect(await search(`${word} FEATHERED HAT`)).toEqual([`Feathered hat ${word}`]);
    expect(await search(`${word} emer`)).toEqual([`Feathered hat ${word}`]);
    expect(await search(`${word} quil`)).toEqual([`Writing desk ${word}`]);
    expect(await search(`"${word}" +(writ*) -desk`)).toEqual([`Writing desk ${word}`]);
    expect(await search(`${word} eathered`)).toEqual([]);
  });

  it('asks the index for the departments searched, whether they are few or many', async () => {
    const word = unique('ferule').split('-')[1];
    const here = { latitude: -33.9, longitude: 18.4 };
    const { user, department } = await buildMember('student', await buildDepartment(here));
    const near = await buildDepartment({ ...here, latitude: here.latitude + 0.05 });
    const alsoNear = await buildDepartment({ ...here, longitude: here.longitude + 0.05 });
    await buildCostume({ department: near, name: `Lace ruff ${word}` });
    await buildProp({ department: alsoNear, name: `Lace fan ${word}` });
    // The searcher's own lace and that of a department far away are never found nearby.
    await buildProp({ department, name: `Lace glove ${word}` });
    const far = await buildDepartment({ latitude: 51.5, longitude: -0.1 });
    await buildCostume({ department: far, name: `Lace cap ${word}` });
    // More departments than the index is told about one by one, for the search without a radius.
    await Department.bulkCreate(
      Array.from({ length: MAX_SCOPED + 1 }, () => ({ name: unique('Filler'), latitude: 0, longitude: 0 })),
    );
    const server = testServer(user, department);
    const search = async (body: Record<string, unknown>) => {
      const res = await server.post(`${API}/search/inter-department`).send(body).expect(200);
      expect(Number(res.headers['x-total-count'])).toBe(res.body.length);
      return (res.body as { name: string }[]).map((h) => h.name).sort();
    };
    const nearby = [`Lace fan ${word}`, `Lace ruff ${word}`];
    expect(await search({ query: `lace ${word}`, max_distance: 25 })).toEqual(nearby);
    expect(await search({ query: `${word} ruf`, max_distance: 25 })).toEqual([`Lace ruff ${word}`]);
    expect(await search({ query: `lace ${word}` })).toEqual([`Lace cap ${word}`, ...nearby]);
    expect(await search({ query: `${word} ruf` })).toEqual([`Lace ruff ${word}`]);

    // A department's own list finds its own rows only.
    const { user: manager } = await buildMember('manager', near);
    const list = await testServer(manager, near).get(`${API}/props/`).query({ search: word }).expect(200);
    expect(list.body).toEqual([]);
    const costumes = await testServer(manager, near)
      .get(`${API}/costumes/`)
      .query({ search: word })
      .expect(200);
    expect((costumes.body as { name: string }[]).map((c) => c.name)).toEqual([`Lace ruff ${word}`]);
  });
});
