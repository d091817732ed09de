/**
 * Item short codes and the lookup calls (docs/labels-and-scanning.md). Run on both databases.
 */
import { QueryTypes } from 'sequelize';
import * as itemCodes from '../../db/migrations/0022-item-codes';
import { sequelize } from '../../db/sequelize';
import { CODE_ALPHABET, kindOfCode, normalizeItemCode } from '../../lib/itemCodes';
import { CostumePiece, DepartmentMembership, Prop, SetPiece } from '../../models';
import { buildCostume, buildDepartment, buildMember, buildProp, buildSetPiece, unique } from '../factories';
import { csvText, waitForImport } from '../imports';
import { testServer, useTestDatabase } from '../server';
import { startWorkers } from '../../workers';

useTestDatabase();
beforeAll(async () => {
  await startWorkers();
});

const API = '/api/v1';
const CODE = new RegExp(`^[${CODE_ALPHABET}]{8}$`);

describe('item codes', () => {
  it('every item gets a code of its kind; the answers carry it; deleting frees it', async () => {
    const { user, department } = await buildMember('manager');
    const api = testServer(user, department);
    const made = await api
      .post(`${API}/props`)
      .send({ name: 'Brass lantern', category: 'lighting' })
      .expect(201);
    expect(made.body.code).toMatch(CODE);
    expect(kindOfCode(made.body.code)).toBe('prop');
    const set = await api.post(`${API}/sets`).send({ name: 'Door flat' }).expect(201);
    expect(kindOfCode(set.body.code)).toBe('set_piece');
    const costume = await buildCostume({ department, name: 'Red cloak' });
    expect(kindOfCode(costume.code)).toBe('costume_piece');

    expect((await api.get(`${API}/props/${made.body.id}`).expect(200)).body.code).toBe(made.body.code);
    const list = await api.get(`${API}/props`).expect(200);
    expect(list.body.map((p: { code: string }) => p.code)).toEqual([made.body.code]);
    expect((await api.get(`${API}/sets`).expect(200)).body[0].code).toBe(set.body.code);
    expect((await api.get(`${API}/costumes`).expect(200)).body[0].code).toBe(costume.code);

    await api.delete(`${API}/props/${made.body.id}`).expect(204);
    expect(await Prop.count({ where: { code: made.body.code } })).toBe(0);
    await api.get(`${API}/codes/${made.body.code}`).expect(404);
  });

  it('codes stay unique across kinds under many parallel creations', async () => {
    const { user, department } = await buildMember('manager');
    const api = testServer(user, department);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        i % 2
          ? api.post(`${API}/props`).send({ name: `Prop ${i}`, category: 'other' })
          : api.post(`${API}/sets`).send({ name: `Set ${i}` }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 201));
    const made = await Promise.all(Array.from({ length: 30 }, () => buildCostume({ department })));
    const codes = [...answers.map((a) => a.body.code as string), ...made.map((c) => c.code)];
    expect(codes.every((c) => CODE.test(c))).toBe(true);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('an imported item has a code and can be looked up', async () => {
    const { user, department } = await buildMember('manager');
    const api = testServer(user, department);
    const body = csvText([
      ['Name', 'Description', 'Category', 'Condition', 'Location', 'Tags'],
      ['Imported goblet', '', 'decorative', 'good', '', ''],
      ['Imported lamp', '', 'lighting', 'good', '', ''],
    ]);
    const res = await api.post(`${API}/props/bulk-import`).attach('file', Buffer.from(body), 'props.csv');
    expect(res.status).toBe(202);
    const job = await waitForImport(res.body.id as number);
    expect(job.created_items).toBe(2);
    const rows = await Prop.findAll({ where: { department_id: department.id }, order: [['name', 'ASC']] });
    expect(rows.map((r) => r.name)).toEqual(['Imported goblet', 'Imported lamp']);
    for (const row of rows) {
      expect(row.code).toMatch(CODE);
      expect(kindOfCode(row.code)).toBe('prop');
      const found = await api.get(`${API}/codes/${row.code.toLowerCase()}`).expect(200);
      expect(found.body).toMatchObject({ member: true, item_id: row.id, name: row.name });
    }
    expect(rows[0].code).not.toBe(rows[1].code);
  });

  it('reads codes as people type them', () => {
    expect(normalizeItemCode('ab12-cd34')).toBe('AB12CD34');
    expect(normalizeItemCode(' ab12 cd34 ')).toBe('AB12CD34');
    expect(normalizeItemCode('oi1lcd34')).toBe('0111CD34');
    expect(normalizeItemCode('AB12CD3U')).toBeNull();
    expect(normalizeItemCode('AB12CD3')).toBeNull();
    expect(normalizeItemCode('AB12CD345')).toBeNull();
  });
});

describe('GET /codes/{code}', () => {
  it('answers the item to a member of its department, any of theirs, in any case and with dashes', async () => {
    const department = await buildDepartment({ name: unique('Props of the Old Vic') });
    const other = await buildDepartment();
    const { user } = await buildMember('student', other);
    await DepartmentMembership.create({ department_id: department.id, user_id: user.id, role: 'student' });
    const prop = await buildProp({ department, name: 'Skull' });
    // Current department is the other one: membership of any of theirs is enough.
    const api = testServer(user, other);
    const typed = `${prop.code.slice(0, 4).toLowerCase()}-${prop.code.slice(4)}`;
    const res = await api.get(`${API}/codes/${typed}`).expect(200);
    expect(res.body).toEqual({
      member: true,
      code: prop.code,
      item_type: 'prop',
      item_id: prop.id,
      name: 'Skull',
      department_id: department.id,
      department_name: department.name,
    });
    const set = await buildSetPiece({ department, name: 'Balcony' });
    expect((await api.get(`${API}/codes/${set.code}`).expect(200)).body).toMatchObject({
      item_type: 'set_piece',
      item_id: set.id,
    });
  });

  it('answers only the department and its public contact to anyone else', async () => {
    const department = await buildDepartment({
      name: unique('Costume store'),
      contact_person: 'Ada Lovelace',
      contact_email: 'store@theatre.example',
      contact_phone: '+44 20 7946 0000',
    });
    await department.update({ contact_email_confirmed_at: new Date() });
    const costume = await buildCostume({ department, name: 'Secret gown' });
    const { user, department: theirs } = await buildMember('admin');
    const res = await testServer(user, theirs).get(`${API}/codes/${costume.code}`).expect(200);
    expect(res.body).toEqual({
      member: false,
      code: costume.code,
      department_name: department.name,
      contact_person: 'Ada Lovelace',
      contact_email: 'store@theatre.example',
      contact_phone: '+44 20 7946 0000',
    });
    expect(JSON.stringify(res.body)).not.toContain('Secret gown');

    // An address its owner has not confirmed is not shown.
    await department.update({ contact_email_confirmed_at: null });
    const unconfirmed = await testServer(user, theirs).get(`${API}/codes/${costume.code}`).expect(200);
    expect(unconfirmed.body.contact_email).toBeNull();
  });

  it('refuses the signed out, unknown codes and malformed ones', async () => {
    const prop = await buildProp();
    await testServer().get(`${API}/codes/${prop.code}`).expect(401);
    const { user, department } = await buildMember('student');
    const api = testServer(user, department);
    // A well-formed code no item has (the prop's, one character changed).
    const unknown = prop.code.slice(0, 7) + (prop.code[7] === 'Z' ? 'Y' : 'Z');
    const missing = await api.get(`${API}/codes/${unknown}`).expect(404);
    expect(missing.body.detail).toBe('No item has this code');
    for (const bad of ['ABC', 'AB12CD3U', 'AB12CD34X', '%E2%9C%93%E2%9C%93%E2%9C%93%E2%9C%93']) {
      const res = await api.get(`${API}/codes/${bad}`).expect(422);
      expect(res.body.detail[0].loc).toEqual(['path', 'code']);
    }
    const long = await api.get(`${API}/codes/${'A'.repeat(500)}`);
    expect(long.status).toBe(422);
  });
});

describe('GET /public/codes/{code}', () => {
  it('answers whose the item is without signing in, nothing of the item', async () => {
    const department = await buildDepartment({
      name: unique('Set workshop'),
      contact_person: 'Bo',
      contact_phone: '123',
    });
    const set = await buildSetPiece({ department, name: 'Hidden staircase' });
    const res = await testServer().get(`${API}/public/codes/${set.code.toLowerCase()}`).expect(200);
    expect(res.body).toEqual({
      code: set.code,
      department_name: department.name,
      contact_person: 'Bo',
      contact_email: null,
      contact_phone: '123',
    });
    const missing = await testServer().get(`${API}/public/codes/ZZZZZZZZ`);
    expect([404]).toContain(missing.status);
    expect(missing.body.detail).toBe('No item has this code');
    await testServer().get(`${API}/public/codes/nope`).expect(422);
  });

  it('is rate-limited per address', async () => {
    const prop = await buildProp();
    const api = testServer();
    for (let i = 0; i < 60; i++) await api.get(`${API}/public/codes/${prop.code}`).expect(200);
    const refused = await api.get(`${API}/public/codes/${prop.code}`).expect(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    await testServer().get(`${API}/public/codes/${prop.code}`).expect(200);
  });
});

describe('migration 0022: item codes', () => {
  it('gives every existing item a code on the way up and removes the column on the way down', async () => {
    const qi = sequelize.getQueryInterface();
    const department = await buildDepartment();
    const prop = await buildProp({ department });
    const set = await buildSetPiece({ department });
    const costume = await buildCostume({ department });
    await itemCodes.down(qi);
    try {
      const columns = await qi.describeTable('props');
      expect(columns.code).toBeUndefined();
    } finally {
      await itemCodes.up(qi);
    }
    for (const [table, id, kind] of [
      ['props', prop.id, 'prop'],
      ['set_pieces', set.id, 'set_piece'],
      ['costume_pieces', costume.id, 'costume_piece'],
    ] as const) {
      const [row] = await sequelize.query<{ code: string }>(`SELECT code FROM ${table} WHERE id = ?`, {
        replacements: [id],
        type: QueryTypes.SELECT,
      });
      expect(row.code).toMatch(CODE);
      expect(kindOfCode(row.code)).toBe(kind);
    }
    const codes = await Promise.all([
      Prop.findAll({ attributes: ['code'] }),
      SetPiece.findAll({ attributes: ['code'] }),
      CostumePiece.findAll({ attributes: ['code'] }),
    ]);
    const all = codes.flat().map((r) => r.code);
    expect(all.every((c) => CODE.test(c))).toBe(true);
    expect(new Set(all).size).toBe(all.length);
    // The unique index is back: two props cannot share a code.
    const second = await buildProp({ department });
    await expect(
      sequelize.query('UPDATE props SET code = ? WHERE id = ?', { replacements: [second.code, prop.id] }),
    ).rejects.toThrow();
  });
});
