/**
 * The architecture's role table for inventory, productions, uploads and the dashboard: every action
 * against every role, superusers, and department isolation (another department's rows answer 404 and
 * never change).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Response } from 'supertest';
import { config } from '../../config';
import {
  CostumePiece,
  Production,
  Prop,
  SetPiece,
  type Department,
  type LendingItemType,
  type Role,
  type User,
} from '../../models';
import {
  buildCostume,
  buildDepartment,
  buildMember,
  buildProduction,
  buildProp,
  buildSetPiece,
  buildUser,
  productionHolding,
  unique,
} from '../factories';
import { testServer, useTestDatabase } from '../server';
import { day } from '../lending';
import { displayDay } from '../../lib/days';

useTestDatabase();

const API = '/api/v1';
const ROLE_ORDER: Role[] = ['student', 'assistant', 'manager', 'director', 'admin'];

/** The columns every item kind has, as read back from the database. */
interface StoredItem {
  id: number;
  name: string;
  department_id: number;
  current_production_id: number | null;
}

/** A stored item with the production holding it today, as the API derives it from bookings. */
async function withHolder(
  type: LendingItemType,
  row: { id: number; name: string; department_id: number } | null,
): Promise<StoredItem | null> {
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    department_id: row.department_id,
    current_production_id: await productionHolding(type, row.id),
  };
}

const stored = async (
  model: { findByPk(id: number): Promise<{ id: number; name: string; department_id: number } | null> },
  type: LendingItemType,
  id: number,
) => withHolder(type, await model.findByPk(id));

interface Kind {
  /** the path under /api/v1 */
  path: 'props' | 'sets' | 'costumes';
  /** used in the 409 message: "This prop is already in use by …" */
  noun: string;
  notFound: string;
  denied: { create: string; edit: string; delete: string };
  /** fields a create needs besides the name */
  createBody: Record<string, string>;
  insert: (departmentId: number, name: string, productionId: number | null) => Promise<StoredItem>;
  find: (id: number) => Promise<StoredItem | null>;
  findByName: (departmentId: number, name: string) => Promise<StoredItem | null>;
}

const KINDS: Kind[] = [
  {
    path: 'props',
    noun: 'prop',
    notFound: 'Prop not found',
    denied: {
      create: 'You do not have permission to create props',
      edit: 'You do not have permission to edit this prop',
      delete: 'You do not have permission to delete this prop',
    },
    createBody: { category: 'furniture' },
    insert: async (department_id, name, current_production_id) =>
      (await withHolder(
        'prop',
        await buildProp({ department_id, name, current_production_id, category: 'furniture' }),
      ))!,
    find: (id) => stored(Prop, 'prop', id),
    findByName: async (department_id, name) =>
      withHolder('prop', await Prop.findOne({ where: { department_id, name } })),
  },
  {
    path: 'sets',
    noun: 'set',
    notFound: 'Set not found',
    denied: {
      create: 'You do not have permission to create sets',
      edit: 'You do not have permission to edit this set',
      delete: 'You do not have permission to delete this set',
    },
    createBody: {},
    insert: async (department_id, name, current_production_id) =>
      (await withHolder('set_piece', await buildSetPiece({ department_id, name, current_production_id })))!,
    find: (id) => stored(SetPiece, 'set_piece', id),
    findByName: async (department_id, name) =>
      withHolder('set_piece', await SetPiece.findOne({ where: { department_id, name } })),
  },
  {
    path: 'costumes',
    noun: 'costume',
    notFound: 'Costume not found',
    denied: {
      create: 'You do not have permission to create costumes in this department.',
      edit: 'You do not have permission to edit this costume',
      delete: 'You do not have permission to delete this costume',
    },
    createBody: { category: 'period', size: 'm' },
    insert: async (department_id, name, current_production_id) =>
      (await withHolder(
        'costume_piece',
        await buildCostume({ department_id, name, current_production_id, category: 'period', size: 'm' }),
      ))!,
    find: (id) => stored(CostumePiece, 'costume_piece', id),
    findByName: async (department_id, name) =>
      withHolder('costume_piece', await CostumePiece.findOne({ where: { department_id, name } })),
  },
];

function insertProduction(
  departmentId: number,
  title = unique('Show'),
  status: Production['status'] = 'active',
) {
  return buildProduction({ department_id: departmentId, title, status });
}

/** A tiny image the server recognises as PNG; unique, so its content-derived file name is too. */
function uniquePng(): { buffer: Buffer; storedAs: string } {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const buffer = Buffer.concat([signature, crypto.randomBytes(16)]);
  const hash = crypto.createHash('sha256').update(buffer).digest('hex');
  return { buffer, storedAs: path.join(config.uploadDir, `${hash}.png`) };
}

/**
 * One department with the caller, an active production, and for every kind one free item and one
 * item the production holds.
 */
interface World {
  department: Department;
  actor: User;
  api: ReturnType<typeof testServer>;
  production: Production;
  items: Record<Kind['path'], { free: StoredItem; held: StoredItem }>;
  /** a fresh unique name for creates and renames */
  newName: string;
  png: ReturnType<typeof uniquePng>;
}

async function buildWorld(actor: User | Role): Promise<World> {
  const department = await buildDepartment();
  const caller = typeof actor === 'string' ? await buildUser({ role: actor, department }) : actor;
  const production = await insertProduction(department.id);
  const items = {} as World['items'];
  for (const kind of KINDS) {
    items[kind.path] = {
      free: await kind.insert(department.id, unique(`Free-${kind.noun}`), null),
      held: await kind.insert(department.id, unique(`Held-${kind.noun}`), production.id),
    };
  }
  return {
    department,
    actor: caller,
    api: testServer(caller, department),
    production,
    items,
    newName: unique('New'),
    png: uniquePng(),
  };
}

interface Action {
  name: string;
  /** the lowest role allowed */
  minimum: Role;
  /** the 403 detail for everyone below `minimum` */
  denied?: string;
  call: (w: World) => Promise<Response>;
  /** checks the answer and the stored result after the call */
  verify: (w: World, allowed: boolean, res: Response) => void | Promise<void>;
}

function itemActions(kind: Kind): Action[] {
  const url = `${API}/${kind.path}`;
  const free = (w: World) => w.items[kind.path].free;
  const held = (w: World) => w.items[kind.path].held;
  return [
    {
      name: `list ${kind.path} (GET /${kind.path}/)`,
      minimum: 'student',
      call: (w) => w.api.get(`${url}/?search=${encodeURIComponent(free(w).name)}`),
      verify: (w, _allowed, res) => {
        expect((res.body as { id: number }[]).map((i) => i.id)).toEqual([free(w).id]);
        expect(res.headers['x-total-count']).toBe('1');
      },
    },
    {
      name: `read a ${kind.noun} (GET /${kind.path}/{id})`,
      minimum: 'student',
      call: (w) => w.api.get(`${url}/${free(w).id}`),
      verify: (w, _allowed, res) => {
        expect(res.body).toEqual(expect.objectContaining({ id: free(w).id, name: free(w).name }));
      },
    },
    {
      name: `create a ${kind.noun} (POST /${kind.path}/)`,
      minimum: 'assistant',
      denied: kind.denied.create,
      call: (w) => w.api.post(`${url}/`).send({ name: w.newName, ...kind.createBody }),
      verify: async (w, allowed, res) => {
        const stored = await kind.findByName(w.department.id, w.newName);
        if (allowed) {
          expect(res.status).toBe(201);
          expect(stored).toEqual(
            expect.objectContaining({ id: res.body.id, department_id: w.department.id }),
          );
        } else {
          expect(stored).toBeNull();
        }
      },
    },
    {
      name: `edit a ${kind.noun} (PUT /${kind.path}/{id})`,
      minimum: 'assistant',
      denied: kind.denied.edit,
      call: (w) => w.api.put(`${url}/${free(w).id}`).send({ name: w.newName }),
      verify: async (w, allowed) => {
        expect((await kind.find(free(w).id))!.name).toBe(allowed ? w.newName : free(w).name);
      },
    },
    {
      name: `assign a ${kind.noun} to a production (PUT {current_production_id})`,
      minimum: 'assistant',
      denied: kind.denied.edit,
      call: (w) => w.api.put(`${url}/${free(w).id}`).send({ current_production_id: w.production.id }),
      verify: async (w, allowed, res) => {
        const expected = allowed ? w.production.id : null;
        if (allowed) expect(res.body.current_production_id).toBe(expected);
        expect((await kind.find(free(w).id))!.current_production_id).toBe(expected);
      },
    },
    {
      name: `release a ${kind.noun} from its production (PUT {current_production_id: null})`,
      minimum: 'assistant',
      denied: kind.denied.edit,
      call: (w) => w.api.put(`${url}/${held(w).id}`).send({ current_production_id: null }),
      verify: async (w, allowed, res) => {
        const expected = allowed ? null : w.production.id;
        if (allowed) expect(res.body.current_production_id).toBe(expected);
        expect((await kind.find(held(w).id))!.current_production_id).toBe(expected);
      },
    },
    {
      name: `delete a ${kind.noun} (DELETE /${kind.path}/{id})`,
      minimum: 'manager',
      denied: kind.denied.delete,
      call: (w) => w.api.delete(`${url}/${free(w).id}`),
      verify: async (w, allowed, res) => {
        if (allowed) expect(res.status).toBe(204);
        expect(await kind.find(free(w).id)).toEqual(allowed ? null : expect.anything());
      },
    },
  ];
}

const PRODUCTION_ACTIONS: Action[] = [
  {
    name: 'list productions (GET /productions/)',
    minimum: 'student',
    call: (w) => w.api.get(`${API}/productions/?search=${encodeURIComponent(w.production.title)}`),
    verify: (w, _allowed, res) => {
      expect((res.body as { id: number }[]).map((p) => p.id)).toEqual([w.production.id]);
    },
  },
  {
    name: 'read a production (GET /productions/{id})',
    minimum: 'student',
    call: (w) => w.api.get(`${API}/productions/${w.production.id}`),
    verify: (w, _allowed, res) => {
      expect(res.body).toEqual(
        expect.objectContaining({
          id: w.production.id,
          props_count: 1,
          sets_count: 1,
          costume_pieces_count: 1,
        }),
      );
    },
  },
  {
    name: 'create a production (POST /productions/)',
    minimum: 'director',
    denied: 'You do not have permission to create productions',
    call: (w) => w.api.post(`${API}/productions/`).send({ title: w.newName }),
    verify: async (w, allowed, res) => {
      const stored = await Production.findOne({
        where: { department_id: w.department.id, title: w.newName },
      });
      if (allowed) {
        expect(res.status).toBe(201);
        expect(stored).toEqual(expect.objectContaining({ id: res.body.id, status: 'planning' }));
      } else {
        expect(stored).toBeNull();
      }
    },
  },
  {
    name: 'edit a production (PUT /productions/{id})',
    minimum: 'director',
    denied: 'You do not have permission to edit this production',
    call: (w) => w.api.put(`${API}/productions/${w.production.id}`).send({ title: w.newName }),
    verify: async (w, allowed) => {
      expect((await Production.findByPk(w.production.id))!.title).toBe(
        allowed ? w.newName : w.production.title,
      );
    },
  },
  {
    name: 'delete a production (DELETE /productions/{id})',
    minimum: 'director',
    denied: 'You do not have permission to delete this production',
    call: (w) => w.api.delete(`${API}/productions/${w.production.id}`),
    verify: async (w, allowed, res) => {
      if (allowed) expect(res.status).toBe(204);
      expect(await Production.findByPk(w.production.id)).toEqual(allowed ? null : expect.anything());
      const held = await KINDS[0].find(w.items.props.held.id);
      expect(held!.current_production_id).toBe(allowed ? null : w.production.id);
    },
  },
];

const OTHER_ACTIONS: Action[] = [
  {
    name: 'upload an image (POST /files/upload)',
    minimum: 'assistant',
    denied: 'You do not have permission to upload files',
    call: (w) =>
      w.api.post(`${API}/files/upload`).field('file_type', 'prop').attach('file', w.png.buffer, 'x.png'),
    verify: (w, allowed, res) => {
      if (allowed) {
        expect(res.status).toBe(201);
        expect(res.body).toEqual(expect.objectContaining({ content_type: 'image/png', file_type: 'prop' }));
        expect(res.body.url).toBe(`${config.publicUrl}/uploads/${path.basename(w.png.storedAs)}`);
      }
      expect(fs.existsSync(w.png.storedAs)).toBe(allowed);
    },
  },
  {
    name: 'see the dashboard (GET /dashboard/)',
    minimum: 'student',
    call: (w) => w.api.get(`${API}/dashboard/`),
    verify: (w, _allowed, res) => {
      expect(res.body).toEqual(
        expect.objectContaining({
          department_id: w.department.id,
          totalProps: 2,
          totalSets: 2,
          totalCostumes: 2,
          activeProductions: 1,
        }),
      );
    },
  },
];

const ACTIONS: Action[] = [...KINDS.flatMap(itemActions), ...PRODUCTION_ACTIONS, ...OTHER_ACTIONS];

function isAllowed(role: Role, minimum: Role): boolean {
  return ROLE_ORDER.indexOf(role) >= ROLE_ORDER.indexOf(minimum);
}

const MATRIX = ACTIONS.flatMap((action) =>
  ROLE_ORDER.map((role) => ({ action, role, allowed: isAllowed(role, action.minimum) })),
);

describe('role matrix: inventory, productions, uploads, dashboard', () => {
  it.each(MATRIX)('$role: $action.name → allowed $allowed', async ({ action, role, allowed }) => {
    const world = await buildWorld(role);
    const res = await action.call(world);
    if (allowed) {
      expect(res.status).toBeGreaterThanOrEqual(200);
      expect(res.status).toBeLessThan(300);
    } else {
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ detail: action.denied, code: 'forbidden' });
    }
    await action.verify(world, allowed, res);
  });

  it.each(ACTIONS)('a superuser who is not a member may $name', async (action) => {
    const superuser = await buildUser({ superuser: true });
    const world = await buildWorld(superuser);
    const res = await action.call(world);
    expect(res.status).toBeGreaterThanOrEqual(200);
    expect(res.status).toBeLessThan(300);
    await action.verify(world, true, res);
  });
});

/** Department A with its rows, and an admin of department B working in B. */
async function twoDepartments() {
  const a = await buildWorld('admin');
  const { user: bAdmin, department: b } = await buildMember('admin');
  return { a, b, bAdmin, bApi: testServer(bAdmin, b) };
}

async function snapshot(kind: Kind, w: World) {
  const { free, held } = w.items[kind.path];
  return [await kind.find(free.id), await kind.find(held.id)].map((row) => ({
    name: row?.name,
    department_id: row?.department_id,
    current_production_id: row?.current_production_id,
  }));
}

describe.each(KINDS)('another department’s $path', (kind) => {
  const url = `${API}/${kind.path}`;

  it('answer 404 to read, edit, assign, release and delete, and stay unchanged', async () => {
    const { a, bApi } = await twoDepartments();
    const before = await snapshot(kind, a);
    const { free, held } = a.items[kind.path];
    const notFound = { detail: kind.notFound, code: 'not_found' };

    expect((await bApi.get(`${url}/${free.id}`).expect(404)).body).toEqual(notFound);
    expect((await bApi.put(`${url}/${free.id}`).send({ name: 'Hijacked' }).expect(404)).body).toEqual(
      notFound,
    );
    expect(
      (await bApi.put(`${url}/${free.id}`).send({ current_production_id: a.production.id }).expect(404)).body,
    ).toEqual(notFound);
    expect(
      (await bApi.put(`${url}/${held.id}`).send({ current_production_id: null }).expect(404)).body,
    ).toEqual(notFound);
    expect((await bApi.delete(`${url}/${free.id}`).expect(404)).body).toEqual(notFound);

    expect(await snapshot(kind, a)).toEqual(before);
  });

  it('never appear in the list', async () => {
    const { a, b, bApi } = await twoDepartments();
    const own = await kind.insert(b.id, unique(`Own-${kind.noun}`), null);
    const { free, held } = a.items[kind.path];

    const searched = await bApi.get(`${url}/?search=${encodeURIComponent(free.name)}`).expect(200);
    expect(searched.body).toEqual([]);
    expect(searched.headers['x-total-count']).toBe('0');

    const all = await bApi.get(`${url}/?limit=1000`).expect(200);
    expect((all.body as { id: number }[]).map((i) => i.id)).toEqual([own.id]);

    const inProduction = await bApi.get(`${url}/?production_id=${a.production.id}`).expect(200);
    expect((inProduction.body as { id: number }[]).map((i) => i.id)).not.toContain(held.id);
    expect(inProduction.body).toEqual([]);
  });

  it("cannot be assigned to from another department: 404 'Production not found', item stays free", async () => {
    const { a, b, bApi } = await twoDepartments();
    const own = await kind.insert(b.id, unique(`Own-${kind.noun}`), null);

    const res = await bApi
      .put(`${url}/${own.id}`)
      .send({ current_production_id: a.production.id })
      .expect(404);
    expect(res.body).toEqual({ detail: 'Production not found', code: 'not_found' });
    expect((await kind.find(own.id))!.current_production_id).toBeNull();

    const created = await bApi
      .post(`${url}/`)
      .send({ name: unique('Smuggled'), current_production_id: a.production.id, ...kind.createBody })
      .expect(404);
    expect(created.body).toEqual({ detail: 'Production not found', code: 'not_found' });
  });

  it('refuses a create naming another department: 400, nothing stored in either', async () => {
    const { a, b, bApi } = await twoDepartments();
    const name = unique('Elsewhere');
    const res = await bApi
      .post(`${url}/`)
      .send({ name, department_id: a.department.id, ...kind.createBody })
      .expect(400);
    expect(res.body).toEqual({ detail: 'department_id must be the current department', code: 'bad_request' });
    expect(await kind.findByName(a.department.id, name)).toBeNull();
    expect(await kind.findByName(b.id, name)).toBeNull();
  });

  it('an edit naming another department does not move the item there', async () => {
    const { a, b, bApi } = await twoDepartments();
    const own = await kind.insert(b.id, unique(`Own-${kind.noun}`), null);
    const res = await bApi.put(`${url}/${own.id}`).send({ department_id: a.department.id });
    expect([200, 400]).toContain(res.status);
    expect((await kind.find(own.id))!.department_id).toBe(b.id);
  });

  it('refuses X-Current-Department of a department the caller is not a member of: 403', async () => {
    const { a, bAdmin } = await twoDepartments();
    const intruder = testServer(bAdmin, a.department);
    const before = await snapshot(kind, a);
    const { free } = a.items[kind.path];
    const name = unique('Intruder');
    const denied = { detail: 'You are not a member of this department', code: 'not_a_member' };

    expect((await intruder.get(`${url}/`).expect(403)).body).toEqual(denied);
    expect((await intruder.get(`${url}/${free.id}`).expect(403)).body).toEqual(denied);
    expect(
      (
        await intruder
          .post(`${url}/`)
          .send({ name, ...kind.createBody })
          .expect(403)
      ).body,
    ).toEqual(denied);
    expect((await intruder.put(`${url}/${free.id}`).send({ name }).expect(403)).body).toEqual(denied);
    expect((await intruder.delete(`${url}/${free.id}`).expect(403)).body).toEqual(denied);

    expect(await snapshot(kind, a)).toEqual(before);
    expect(await kind.findByName(a.department.id, name)).toBeNull();
  });
});

describe('another department’s productions', () => {
  const url = `${API}/productions`;

  it('answer 404 to read, edit and delete, and stay unchanged', async () => {
    const { a, bApi } = await twoDepartments();
    const id = a.production.id;
    const notFound = { detail: 'Production not found', code: 'not_found' };

    expect((await bApi.get(`${url}/${id}`).expect(404)).body).toEqual(notFound);
    expect((await bApi.put(`${url}/${id}`).send({ title: 'Hijacked' }).expect(404)).body).toEqual(notFound);
    expect((await bApi.delete(`${url}/${id}`).expect(404)).body).toEqual(notFound);

    const stored = await Production.findByPk(id);
    expect(stored).toEqual(
      expect.objectContaining({ title: a.production.title, department_id: a.department.id }),
    );
    expect((await KINDS[0].find(a.items.props.held.id))!.current_production_id).toBe(id);
  });

  it('never appear in the list', async () => {
    const { a, b, bApi } = await twoDepartments();
    const own = await insertProduction(b.id);
    const searched = await bApi.get(`${url}/?search=${encodeURIComponent(a.production.title)}`).expect(200);
    expect(searched.body).toEqual([]);
    expect(searched.headers['x-total-count']).toBe('0');
    const all = await bApi.get(`${url}/?limit=1000`).expect(200);
    expect((all.body as { id: number }[]).map((p) => p.id)).toEqual([own.id]);
  });

  it('refuses a create naming another department: 400, nothing stored', async () => {
    const { a, b, bApi } = await twoDepartments();
    const title = unique('Elsewhere');
    const res = await bApi.post(`${url}/`).send({ title, department_id: a.department.id }).expect(400);
    expect(res.body).toEqual({ detail: 'department_id must be the current department', code: 'bad_request' });
    expect(await Production.findOne({ where: { title } })).toBeNull();
    expect(await Production.count({ where: { department_id: b.id } })).toBe(0);
  });

  it('refuses X-Current-Department of a department the caller is not a member of: 403', async () => {
    const { a, bAdmin } = await twoDepartments();
    const intruder = testServer(bAdmin, a.department);
    const id = a.production.id;
    const title = unique('Intruder');
    const denied = { detail: 'You are not a member of this department', code: 'not_a_member' };

    expect((await intruder.get(`${url}/`).expect(403)).body).toEqual(denied);
    expect((await intruder.get(`${url}/${id}`).expect(403)).body).toEqual(denied);
    expect((await intruder.post(`${url}/`).send({ title }).expect(403)).body).toEqual(denied);
    expect((await intruder.put(`${url}/${id}`).send({ title }).expect(403)).body).toEqual(denied);
    expect((await intruder.delete(`${url}/${id}`).expect(403)).body).toEqual(denied);

    expect((await Production.findByPk(id))!.title).toBe(a.production.title);
    expect(await Production.findOne({ where: { title } })).toBeNull();
  });
});

describe('department isolation of uploads and the dashboard', () => {
  it("the dashboard of B counts only B's items, productions and activity", async () => {
    const { a, b, bApi } = await twoDepartments();
    await KINDS[0].insert(b.id, unique('Own-prop'), null);
    const aName = unique('A-only');
    await a.api.post(`${API}/props/`).send({ name: aName, category: 'furniture' }).expect(201);
    const res = await bApi.get(`${API}/dashboard/`).expect(200);
    const activity = (res.body.recentActivity as { description: string }[]).map((r) => r.description);
    expect(activity.join('\n')).not.toContain(aName);
    expect(res.body).toEqual(
      expect.objectContaining({
        department_id: b.id,
        totalProps: 1,
        totalSets: 0,
        totalCostumes: 0,
        activeProductions: 0,
        departmentUsers: 1,
      }),
    );
  });

  it('refuses the dashboard and uploads in a department the caller is not a member of', async () => {
    const { a, bAdmin } = await twoDepartments();
    const intruder = testServer(bAdmin, a.department);
    const denied = { detail: 'You are not a member of this department', code: 'not_a_member' };
    expect((await intruder.get(`${API}/dashboard/`).expect(403)).body).toEqual(denied);
    const png = uniquePng();
    const upload = await intruder
      .post(`${API}/files/upload`)
      .field('file_type', 'prop')
      .attach('file', png.buffer, 'x.png')
      .expect(403);
    expect(upload.body).toEqual(denied);
    expect(fs.existsSync(png.storedAs)).toBe(false);
  });
});

describe.each(KINDS)('assigning $path to productions', (kind) => {
  const url = `${API}/${kind.path}`;

  it('refuses an item another production holds with 409 naming that production', async () => {
    const w = await buildWorld('assistant');
    const other = await insertProduction(w.department.id, unique('Other show'));
    const { held } = w.items[kind.path];

    const res = await w.api.put(`${url}/${held.id}`).send({ current_production_id: other.id }).expect(409);
    // Both productions are undated: each holds its items from the day they join, until released.
    const noun = { props: 'Prop', sets: 'Set piece', costumes: 'Costume piece' }[kind.path];
    expect(res.body).toEqual({
      detail: `${noun} "${held.name}" is booked for the production "${w.production.title}" from ${displayDay(day(0), 'en-US')} until it is released`,
      code: 'item_in_use',
    });
    expect((await kind.find(held.id))!.current_production_id).toBe(w.production.id);
  });

  it('accepts assigning to the production that already holds it', async () => {
    const w = await buildWorld('assistant');
    const { held } = w.items[kind.path];

    const res = await w.api
      .put(`${url}/${held.id}`)
      .send({ current_production_id: w.production.id })
      .expect(200);
    expect(res.body.current_production_id).toBe(w.production.id);
    expect((await kind.find(held.id))!.current_production_id).toBe(w.production.id);
  });
});

describe('deleting a production', () => {
  it('releases every item it held and leaves other productions’ items alone', async () => {
    const w = await buildWorld('director');
    const other = await insertProduction(w.department.id);
    const elsewhere = await KINDS[0].insert(w.department.id, unique('Elsewhere'), other.id);

    await w.api.delete(`${API}/productions/${w.production.id}`).expect(204);

    for (const kind of KINDS) {
      const { held, free } = w.items[kind.path];
      expect(await kind.find(held.id)).toEqual(expect.objectContaining({ current_production_id: null }));
      expect((await kind.find(free.id))!.current_production_id).toBeNull();
    }
    expect((await KINDS[0].find(elsewhere.id))!.current_production_id).toBe(other.id);
  });
});
