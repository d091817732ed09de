import crypto from 'node:crypto';
import { config } from '../../config';
import { ItemPhoto, type Department, type Role } from '../../models';
import { sweepUploads } from '../../services/uploadSweep';
import { storage } from '../../services/storage';
import { buildMember, buildProp, buildSetPiece } from '../factories';
import { testServer, useTestDatabase } from '../server';

useTestDatabase();

const API = '/api/v1';
const HOUR = 3600 * 1000;

/** A PNG unlike any other (its stored name is its hash). */
function png(): Buffer {
  const head = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([head, crypto.randomBytes(56)]);
}

type Api = ReturnType<typeof testServer>;

async function member(role: Role = 'assistant', department?: Department) {
  const { user, department: theirs } = await buildMember(role, department);
  return { user, department: theirs, api: testServer(user, theirs) };
}

async function uploaded(api: Api): Promise<{ url: string; filename: string }> {
  const res = await api.post(`${API}/files/upload`).field('file_type', 'prop').attach('file', png(), 'p.png');
  expect(res.status).toBe(201);
  return res.body as { url: string; filename: string };
}

const add = (api: Api, itemId: number, url: string, item_type = 'prop') =>
  api.post(`${API}/photos`).send({ item_type, item_id: itemId, url });

const list = async (api: Api, itemId: number, item_type = 'prop') =>
  (await api.get(`${API}/photos`).query({ item_type, item_id: itemId }).expect(200)).body as {
    id: number;
    url: string;
    position: number;
    is_cover: boolean;
  }[];

describe('item photos', () => {
  it('adds photos in order, the first is the cover and the item’s image_url, in the item and the list', async () => {
    const { api, department } = await member();
    const prop = await buildProp({ department, name: 'Brass lantern' });
    const [a, b, c] = [await uploaded(api), await uploaded(api), await uploaded(api)];
    const first = await add(api, prop.id, a.url).expect(201);
    expect(first.body).toEqual({
      id: expect.any(Number),
      item_type: 'prop',
      item_id: prop.id,
      url: a.url,
      position: 0,
      is_cover: true,
      created_at: expect.any(String),
    });
    await add(api, prop.id, b.url).expect(201);
    // A relative address of the department's upload is taken too.
    await add(api, prop.id, `/uploads/${c.filename}`).expect(201);
    const photos = await list(api, prop.id);
    expect(photos.map((p) => [p.url, p.position, p.is_cover])).toEqual([
      [a.url, 0, true],
      [b.url, 1, false],
      [`/uploads/${c.filename}`, 2, false],
    ]);
    expect((await api.get(`${API}/props/${prop.id}`).expect(200)).body.image_url).toBe(a.url);

    // Reorder: the new first is the cover, on the item and in the list.
    const ordered = await api
      .put(`${API}/photos/order`)
      .send({ item_type: 'prop', item_id: prop.id, photo_ids: [photos[2].id, photos[0].id, photos[1].id] })
      .expect(200);
    expect(ordered.body.map((p: { id: number; position: number }) => [p.id, p.position])).toEqual([
      [photos[2].id, 0],
      [photos[0].id, 1],
      [photos[1].id, 2],
    ]);
    expect((await api.get(`${API}/props/${prop.id}`).expect(200)).body.image_url).toBe(
      `/uploads/${c.filename}`,
    );
    const page = await api.get(`${API}/props`).expect(200);
    expect(page.body.find((p: { id: number }) => p.id === prop.id).image_url).toBe(`/uploads/${c.filename}`);

    // Deleting the cover: the next one becomes it; the last gone: no image.
    await api.delete(`${API}/photos/${photos[2].id}`).expect(204);
    expect((await list(api, prop.id)).map((p) => [p.id, p.position])).toEqual([
      [photos[0].id, 0],
      [photos[1].id, 1],
    ]);
    expect((await api.get(`${API}/props/${prop.id}`).expect(200)).body.image_url).toBe(a.url);
    await api.delete(`${API}/photos/${photos[0].id}`).expect(204);
    await api.delete(`${API}/photos/${photos[1].id}`).expect(204);
    expect(await list(api, prop.id)).toEqual([]);
    expect((await api.get(`${API}/props/${prop.id}`).expect(200)).body.image_url).toBeNull();
  });

  it('keeps the item edit of image_url working: a new url becomes the cover, null removes it', async () => {
    const { api } = await member();
    const [a, b] = [await uploaded(api), await uploaded(api)];
    const created = await api.post(`${API}/sets`).send({ name: 'Balcony', image_url: a.url }).expect(201);
    const id = created.body.id as number;
    expect((await list(api, id, 'set_piece')).map((p) => p.url)).toEqual([a.url]);
    await api.put(`${API}/sets/${id}`).send({ image_url: b.url }).expect(200);
    expect((await list(api, id, 'set_piece')).map((p) => [p.url, p.position])).toEqual([
      [b.url, 0],
      [a.url, 1],
    ]);
    // The same url again moves that photo to the front, no copy.
    await api.put(`${API}/sets/${id}`).send({ image_url: a.url }).expect(200);
    expect((await list(api, id, 'set_piece')).map((p) => p.url)).toEqual([a.url, b.url]);
    const cleared = await api.put(`${API}/sets/${id}`).send({ image_url: null }).expect(200);
    expect(cleared.body.image_url).toBe(b.url);
    expect((await list(api, id, 'set_piece')).map((p) => p.url)).toEqual([b.url]);
    await api.put(`${API}/sets/${id}`).send({ image_url: null }).expect(200);
    expect(await list(api, id, 'set_piece')).toEqual([]);
  });

  it('stops at 12 photos per item with 409 photo_limit, and refuses the same image twice', async () => {
    const { department, api: own } = await member('assistant');
    const item = await buildProp({ department });
    const urls: string[] = [];
    for (let i = 0; i < 13; i++) urls.push((await uploaded(own)).url);
    for (const url of urls.slice(0, 12)) await add(own, item.id, url).expect(201);
    const over = await add(own, item.id, urls[12]).expect(409);
    expect(over.body.code).toBe('photo_limit');
    expect(over.body.detail).toContain(item.name);
    const twice = await add(own, item.id, urls[0]).expect(409);
    expect(twice.body.detail).toContain('already has this photo');
    // The item edit of image_url at the limit is refused as well, and changes nothing (its name neither).
    const edited = await own
      .put(`${API}/props/${item.id}`)
      .send({ image_url: urls[12], name: 'Renamed' })
      .expect(409);
    expect(edited.body.code).toBe('photo_limit');
    const after = await list(own, item.id);
    expect(after.map((p) => p.url)).toEqual(urls.slice(0, 12));
    const unchanged = await own.get(`${API}/props/${item.id}`).expect(200);
    expect([unchanged.body.name, unchanged.body.image_url]).toEqual([item.name, urls[0]]);
    // An image the item already has becomes the cover at the limit too: nothing is added.
    await own.put(`${API}/props/${item.id}`).send({ image_url: urls[5] }).expect(200);
    expect((await list(own, item.id)).map((p) => p.url)[0]).toBe(urls[5]);
  });

  it('refuses an address the department did not upload, and junk', async () => {
    const { api, department } = await member();
    const prop = await buildProp({ department });
    const { api: other } = await member();
    const theirs = await uploaded(other);
    const foreign = await add(api, prop.id, theirs.url).expect(422);
    expect(foreign.body.code).toBe('validation_failed');
    expect(foreign.body.detail[0].loc).toEqual(['body', 'url']);
    expect(foreign.body.detail[0].msg).toContain(department.name);
    await add(api, prop.id, 'https://example.com/cat.png').expect(422);
    await add(api, prop.id, `/uploads/../../etc/passwd`).expect(422);
    const bad = await api.post(`${API}/photos`).send({ item_type: 'lamp', item_id: 'x', url: 5 }).expect(422);
    expect(bad.body.detail.map((d: { loc: string[] }) => d.loc.join('.'))).toEqual(
      expect.arrayContaining(['body.item_type', 'body.item_id']),
    );
    const query = await api.get(`${API}/photos`).query({ item_type: 'prop', item_id: 0 }).expect(422);
    expect(query.body.detail[0].loc).toEqual(['query', 'item_id']);
    // A reorder must name exactly the item's photos.
    const own = await uploaded(api);
    const photo = (await add(api, prop.id, own.url).expect(201)).body as { id: number };
    for (const photo_ids of [[], [photo.id, photo.id], [photo.id + 100000]]) {
      const res = await api
        .put(`${API}/photos/order`)
        .send({ item_type: 'prop', item_id: prop.id, photo_ids })
        .expect(422);
      expect(res.body.detail[0].loc).toEqual(['body', 'photo_ids']);
      expect(res.body.detail[0].msg).toContain(prop.name);
    }
  });

  it('answers another department’s item or photo with 404, and refuses a student with 403', async () => {
    const { api, department } = await member();
    const prop = await buildProp({ department, name: 'Velvet cloak' });
    const own = await uploaded(api);
    const photo = (await add(api, prop.id, own.url).expect(201)).body as { id: number };

    const { api: outsider } = await member('admin');
    const read = await outsider
      .get(`${API}/photos`)
      .query({ item_type: 'prop', item_id: prop.id })
      .expect(404);
    expect(read.body.detail).toBe('Prop not found');
    await add(outsider, prop.id, (await uploaded(outsider)).url).expect(404);
    await outsider
      .put(`${API}/photos/order`)
      .send({ item_type: 'prop', item_id: prop.id, photo_ids: [photo.id] })
      .expect(404);
    await outsider.delete(`${API}/photos/${photo.id}`).expect(404);

    const { api: student } = await member('student', department);
    expect((await list(student, prop.id)).map((p) => p.id)).toEqual([photo.id]);
    const denied = await add(student, prop.id, own.url).expect(403);
    expect(denied.body.detail).toBe('You do not have permission to edit this prop');
    await student
      .put(`${API}/photos/order`)
      .send({ item_type: 'prop', item_id: prop.id, photo_ids: [photo.id] })
      .expect(403);
    await student.delete(`${API}/photos/${photo.id}`).expect(403);
    expect(await ItemPhoto.count({ where: { item_id: prop.id, item_type: 'prop' } })).toBe(1);
  });

  it('deletes an item’s photos with the item', async () => {
    const { department } = await member();
    const { api: manager } = await member('manager', department);
    const piece = await buildSetPiece({ department });
    await add(manager, piece.id, (await uploaded(manager)).url, 'set_piece').expect(201);
    await manager.delete(`${API}/sets/${piece.id}`).expect(204);
    expect(await ItemPhoto.count({ where: { item_type: 'set_piece', item_id: piece.id } })).toBe(0);
  });

  it('keeps 20 parallel adds to 12 photos with unique positions', async () => {
    const { api, department } = await member();
    const prop = await buildProp({ department });
    const urls: string[] = [];
    for (let i = 0; i < 20; i++) urls.push((await uploaded(api)).url);
    const answers = await Promise.all(urls.map((url) => add(api, prop.id, url)));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(12);
    expect(statuses.filter((s) => s === 409)).toHaveLength(8);
    const photos = await list(api, prop.id);
    expect(photos.map((p) => p.position)).toEqual([...Array(12).keys()]);
    expect((await api.get(`${API}/props/${prop.id}`).expect(200)).body.image_url).toBe(photos[0].url);
  });

  it('the upload sweep keeps a photo’s file that is not the cover', async () => {
    const { api, department } = await member();
    const prop = await buildProp({ department });
    const [cover, second] = [await uploaded(api), await uploaded(api)];
    await add(api, prop.id, cover.url).expect(201);
    await add(api, prop.id, second.url).expect(201);
    const later = (ms: number) => new Date(Date.now() + ms);
    for (const hours of [1, 24, 24 * 10]) await sweepUploads(later(config.uploadGraceMs + hours * HOUR));
    expect(await storage.exists(second.filename)).toBe(true);
    expect(await storage.exists(cover.filename)).toBe(true);
  });
});
