import { sequelize } from '../../db/sequelize';
import { CostumePiece, Prop, SetPiece } from '../../models';
import { useTestDatabase, testServer } from '../../test/server';
import { buildMember } from '../../test/factories';

useTestDatabase();

const API = '/api/v1';

async function assistant() {
  const { user, department } = await buildMember('assistant');
  return { user, department, api: testServer(user, department) };
}

describe('props', () => {
  it('creates a prop with defaults, trimmed text, canonical tags and nulls for empty values', async () => {
    const { api, department } = await assistant();
    const res = await api
      .post(`${API}/props/`)
      .send({
        name: '  Brass lantern ',
        category: 'lighting',
        description: '',
        tags: ' period, vintage,,Period ',
        location: ' Prop Closet ',
      })
      .expect(201);
    expect(res.body).toEqual(
      expect.objectContaining({
        name: 'Brass lantern',
        category: 'lighting',
        condition: 'good',
        description: null,
        tags: 'period,vintage',
        location: 'Prop Closet',
        current_production_id: null,
        department_id: department.id,
      }),
    );
    const stored = await Prop.findByPk(res.body.id);
    expect(stored!.tags).toBe('period,vintage');
  });

  it('refuses unknown enumerations and blank names with 422 naming the field', async () => {
    const { api } = await assistant();
    const category = await api.post(`${API}/props/`).send({ name: 'Sword', category: 'swords' }).expect(422);
    expect(category.body.detail[0]).toEqual(
      expect.objectContaining({ loc: ['body', 'category'], msg: expect.any(String) }),
    );
    const condition = await api
      .post(`${API}/props/`)
      .send({ name: 'Sword', category: 'weapons', condition: 'mint' })
      .expect(422);
    expect(condition.body.detail[0].loc).toEqual(['body', 'condition']);
    const blank = await api.post(`${API}/props/`).send({ name: '   ', category: 'weapons' }).expect(422);
    expect(blank.body.detail[0]).toEqual(
      expect.objectContaining({ loc: ['body', 'name'], msg: 'Prop name is required' }),
    );
    const missing = await api.post(`${API}/props/`).send({ category: 'weapons' }).expect(422);
    expect(missing.body.detail[0].loc).toEqual(['body', 'name']);
    const image = await api
      .post(`${API}/props/`)
      .send({ name: 'x', category: 'other', image_url: 'javascript:alert(1)' })
      .expect(422);
    expect(image.body.detail[0].loc).toEqual(['body', 'image_url']);
  });

  it('updates partially: fields left out keep their value', async () => {
    const { api } = await assistant();
    const created = (
      await api.post(`${API}/props/`).send({ name: 'Chair', category: 'furniture', tags: 'wood' }).expect(201)
    ).body;
    const updated = await api.put(`${API}/props/${created.id}`).send({ condition: 'fair' }).expect(200);
    expect(updated.body).toEqual(expect.objectContaining({ name: 'Chair', tags: 'wood', condition: 'fair' }));
  });

  it('filters on the server: search, category, condition, location, tags, availability, dates', async () => {
    const { api } = await assistant();
    const make = (body: object) => api.post(`${API}/props/`).send(body).expect(201);
    await make({
      name: 'Oak table',
      category: 'furniture',
      location: 'Storage Room A',
      tags: 'large,period',
    });
    await make({
      name: 'Dagger',
      category: 'weapons',
      condition: 'poor',
      tags: 'small',
      description: 'rubber blade',
    });
    await make({ name: 'Lamp', category: 'lighting', location: 'Storage Room B', tags: 'vintage' });

    const names = async (query: string) =>
      (await api.get(`${API}/props/?${query}`).expect(200)).body.map((p: { name: string }) => p.name).sort();
    expect(await names('search=RUBBER')).toEqual(['Dagger']);
    expect(await names('search=vint')).toEqual(['Lamp']);
    expect(await names('category=furniture')).toEqual(['Oak table']);
    expect(await names('condition=poor')).toEqual(['Dagger']);
    expect(await names('location=room')).toEqual(['Lamp', 'Oak table']);
    expect(await names('tags=small,vintage')).toEqual(['Dagger', 'Lamp']);
    expect(await names('tags=per')).toEqual([]); // whole tags only
    expect(await names('available=true')).toHaveLength(3);
    expect(await names('in_production=true')).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    expect(await names(`created_from=${today}&created_to=${today}`)).toHaveLength(3);
    expect(await names('created_to=2000-01-01')).toEqual([]);
    const page = await api.get(`${API}/props/?limit=2`).expect(200);
    expect(page.body).toHaveLength(2);
    expect(page.headers['x-total-count']).toBe('3');
    await api.get(`${API}/props/?created_from=yesterday`).expect(422);
  });

  it("totals every page right, in the page's own statement but past the last page", async () => {
    const { api } = await assistant();
    for (let i = 0; i < 5; i++) {
      await api
        .post(`${API}/props/`)
        .send({ name: `Lamp ${i}`, category: 'lighting' })
        .expect(201);
    }
    await api.post(`${API}/props/`).send({ name: 'Chair', category: 'furniture' }).expect(201);
    // Sequelize's logging option sees every statement, the driver-level reads' too (its typings leave
    // `options` out); the actor's reads touch no props.
    const options = (sequelize as unknown as { options: { logging: unknown } }).options;
    const page = async (query: string) => {
      const statements: string[] = [];
      options.logging = (sql: string) => {
        if (/\bprops(_fts)?\b/.test(sql)) statements.push(sql);
      };
      try {
        const res = await api.get(`${API}/props/?category=lighting&${query}`).expect(200);
        return { rows: res.body.length, total: res.headers['x-total-count'], statements: statements.length };
      } finally {
        options.logging = false;
      }
    };
    // The page's own statement counts the matches (db/read.ts, readPageAndTotal); a short page holds
    // the last match, so its total is known either way.
    expect(await page('limit=10')).toEqual({ rows: 5, total: '5', statements: 1 });
    expect(await page('limit=2&skip=4')).toEqual({ rows: 1, total: '5', statements: 1 });
    expect(await page('limit=5')).toEqual({ rows: 5, total: '5', statements: 1 });
    expect(await page('limit=2&skip=2')).toEqual({ rows: 2, total: '5', statements: 1 });
    // An empty page past the end carries no count: it is counted alone.
    expect(await page('limit=2&skip=9')).toEqual({ rows: 0, total: '5', statements: 2 });
    expect(await page('search=nothing-like-it')).toEqual({ rows: 0, total: '0', statements: 1 });
  });
});

describe('set pieces', () => {
  it('stores components as a JSON array of strings and refuses anything else', async () => {
    const { api } = await assistant();
    const fromText = await api
      .post(`${API}/sets/`)
      .send({ name: 'Balcony', components: '["rail", " steps ", ""]', dimensions: '3m x 2m' })
      .expect(201);
    expect(fromText.body).toEqual(
      expect.objectContaining({ components: '["rail","steps"]', pieces_count: 1, condition: 'good' }),
    );
    const fromArray = await api
      .post(`${API}/sets/`)
      .send({ name: 'Door', components: ['frame', 'door'] })
      .expect(201);
    expect(JSON.parse(fromArray.body.components)).toEqual(['frame', 'door']);
    for (const bad of ['rail, steps', '{"a":1}', '[1,2]']) {
      const res = await api.post(`${API}/sets/`).send({ name: 'Broken', components: bad }).expect(422);
      expect(res.body.detail[0]).toEqual(
        expect.objectContaining({
          loc: ['body', 'components'],
          msg: 'Components must be a JSON array of strings',
        }),
      );
    }
    const notStrings = await api
      .post(`${API}/sets/`)
      .send({ name: 'Broken', components: [3] })
      .expect(422);
    expect(notStrings.body.detail[0]).toEqual(
      expect.objectContaining({ loc: ['body', 'components'], msg: 'Invalid value' }),
    );
    expect(await SetPiece.count({ where: { name: 'Broken' } })).toBe(0);
    const pieces = await api.post(`${API}/sets/`).send({ name: 'Zero', pieces_count: 0 }).expect(422);
    expect(pieces.body.detail[0].loc).toEqual(['body', 'pieces_count']);
    const found = await api.get(`${API}/sets/?search=steps`).expect(200);
    expect(found.body.map((s: { name: string }) => s.name)).toEqual(['Balcony']);
  });
});

describe('costume pieces', () => {
  it('requires category and size, and filters by size, colour and material', async () => {
    const { api } = await assistant();
    await api.post(`${API}/costumes/`).send({ name: 'Cloak' }).expect(422);
    await api.post(`${API}/costumes/`).send({ name: 'Cloak', category: 'fantasy', size: 'huge' }).expect(422);
    await api
      .post(`${API}/costumes/`)
      .send({ name: 'Cloak', category: 'fantasy', size: 'one_size', color: 'Dark Red', material: 'Velvet' })
      .expect(201);
    await api
      .post(`${API}/costumes/`)
      .send({
        name: 'Waistcoat',
        category: 'period',
        size: 'm',
        color: 'Green',
        material: 'Wool',
        tags: 'period',
      })
      .expect(201);
    const names = async (query: string) =>
      (await api.get(`${API}/costumes/?${query}`).expect(200)).body.map((c: { name: string }) => c.name);
    expect(await names('size=m')).toEqual(['Waistcoat']);
    expect(await names('color=red')).toEqual(['Cloak']);
    expect(await names('material=wool')).toEqual(['Waistcoat']);
    expect(await names('search=velvet')).toEqual(['Cloak']);
    expect(await names('category=period&tags=period')).toEqual(['Waistcoat']);
    expect(await CostumePiece.count({ where: { name: 'Cloak' } })).toBeGreaterThanOrEqual(1);
  });
});

describe('department_id in a body', () => {
  it('must name the current department, on create and on update, and a student is told about the role first', async () => {
    const { api, department } = await assistant();
    const { department: other } = await buildMember('admin');
    const created = await api
      .post(`${API}/props/`)
      .send({ name: 'Mask', category: 'other', department_id: department.id })
      .expect(201);
    const move = await api
      .put(`${API}/props/${created.body.id}`)
      .send({ department_id: other.id })
      .expect(400);
    expect(move.body.detail).toBe('department_id must be the current department');
    expect((await Prop.findByPk(created.body.id))!.department_id).toBe(department.id);
    await api
      .put(`${API}/props/${created.body.id}`)
      .send({ department_id: department.id, name: 'Masque' })
      .expect(200);

    const { user: student } = await buildMember('student', department);
    const denied = await testServer(student, department)
      .post(`${API}/props/`)
      .send({ name: 'Mask', category: 'other', department_id: other.id })
      .expect(403);
    expect(denied.body.detail).toBe('You do not have permission to create props');
  });
});

describe('kept department counts', () => {
  it('always equal the rows, through creates, deletes, racing deletes and production deletion', async () => {
    const { user, department } = await buildMember('director');
    const api = testServer(user, department);
    const ids: number[] = [];
    for (const name of ['a', 'b', 'c']) {
      ids.push((await api.post(`${API}/props/`).send({ name, category: 'other' }).expect(201)).body.id);
    }
    await api.post(`${API}/sets/`).send({ name: 'wall' }).expect(201);
    await api.post(`${API}/costumes/`).send({ name: 'hat', category: 'hats', size: 'm' }).expect(201);
    const production = (await api.post(`${API}/productions/`).send({ title: 'Count' }).expect(201)).body;
    await api.delete(`${API}/props/${ids[0]}`).expect(204);
    const race = await Promise.all([
      api.delete(`${API}/props/${ids[1]}`),
      api.delete(`${API}/props/${ids[1]}`),
    ]);
    expect(race.map((r) => r.status).sort()).toEqual([204, 404]);
    await api.delete(`${API}/productions/${production.id}`).expect(204);

    const { Department, Production } = await import('../../models');
    const stored = await Department.findByPk(department.id);
    const where = { department_id: department.id };
    expect({
      prop_count: stored!.prop_count,
      set_piece_count: stored!.set_piece_count,
      costume_piece_count: stored!.costume_piece_count,
      production_count: stored!.production_count,
    }).toEqual({
      prop_count: await Prop.count({ where }),
      set_piece_count: await SetPiece.count({ where }),
      costume_piece_count: await CostumePiece.count({ where }),
      production_count: await Production.count({ where }),
    });
    expect(stored!.prop_count).toBe(1);
    const list = await api.get(`${API}/props/`).expect(200);
    expect(list.headers['x-total-count']).toBe('1');
    const dashboard = await api.get(`${API}/dashboard/`).expect(200);
    expect(dashboard.body).toEqual(
      expect.objectContaining({ totalProps: 1, totalSets: 1, totalCostumes: 1 }),
    );
  });
});
