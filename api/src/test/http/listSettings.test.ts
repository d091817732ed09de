/**
 * A person's inventory list settings (`list_settings` of GET /users/me, PUT /users/me/list-settings):
 * defaults until saved, partial saves that keep the rest, refusals naming the field, kept on the
 * account so every session of the person sees them, and nobody else's to read or change.
 */
import { DepartmentMembership, User } from '../../models';
import * as listSettings from '../../db/migrations/0021-list-settings';
import { sequelize } from '../../db/sequelize';
import { buildDepartment, buildMember, buildUser } from '../factories';
import { testServer, useTestDatabase } from '../server';

useTestDatabase();

const API = '/api/v1';
const DEFAULTS = { view: 'cards', sort: 'newest', page_size: 24 };

const storedOf = async (user: User) => {
  const text = (await User.findByPk(user.id))!.list_settings;
  return text === null ? null : (JSON.parse(text) as unknown);
};

describe('GET /users/me list_settings', () => {
  it('answers the defaults until the person saves theirs', async () => {
    const { user, department } = await buildMember('student');
    const me = await testServer(user, department).get(`${API}/users/me`).expect(200);
    expect(me.body.list_settings).toEqual(DEFAULTS);
    expect(await storedOf(user)).toBeNull();
  });

  it('falls back to the defaults for unreadable or outdated stored settings', async () => {
    const user = await buildUser();
    await User.update({ list_settings: '{not json' }, { where: { id: user.id } });
    expect((await testServer(user).get(`${API}/users/me`).expect(200)).body.list_settings).toEqual(DEFAULTS);
    await User.update(
      { list_settings: JSON.stringify({ view: 'grid', sort: 'name', page_size: 37, extra: 1 }) },
      { where: { id: user.id } },
    );
    expect((await testServer(user).get(`${API}/users/me`).expect(200)).body.list_settings).toEqual({
      ...DEFAULTS,
      sort: 'name',
    });
  });
});

describe('PUT /users/me/list-settings', () => {
  it('asks for a sign-in', async () => {
    await testServer().put(`${API}/users/me/list-settings`).send({ view: 'list' }).expect(401);
    await testServer().get(`${API}/users/me`).expect(401);
  });

  it('saves the fields sent, keeps the others, and answers them all', async () => {
    const { user, department } = await buildMember('student');
    const api = testServer(user, department);
    const first = await api.put(`${API}/users/me/list-settings`).send({ sort: 'name' }).expect(200);
    expect(first.body).toEqual({ view: 'cards', sort: 'name', page_size: 24 });
    expect(await storedOf(user)).toEqual({ view: 'cards', sort: 'name', page_size: 24 });

    const second = await api
      .put(`${API}/users/me/list-settings`)
      .send({ view: 'list', page_size: 100 })
      .expect(200);
    expect(second.body).toEqual({ view: 'list', sort: 'name', page_size: 100 });
    // tsoa reads an enumeration's member from its text, as it does for every enumerated field
    const text = await api.put(`${API}/users/me/list-settings`).send({ page_size: '100' }).expect(200);
    expect(text.body).toEqual(second.body);
    const empty = await api.put(`${API}/users/me/list-settings`).send({}).expect(200);
    expect(empty.body).toEqual(second.body);
    expect(await storedOf(user)).toEqual(second.body);
    expect((await api.get(`${API}/users/me`).expect(200)).body.list_settings).toEqual(second.body);
  });

  it("follows the person to their other sessions, and touches nobody else's", async () => {
    const { user, department } = await buildMember('admin');
    const { user: colleague } = await buildMember('student', department);
    const phone = testServer(user, department);
    const laptop = testServer(user, department);
    // The laptop's session has read the person before the change (and may keep them cached).
    expect((await laptop.get(`${API}/users/me`).expect(200)).body.list_settings).toEqual(DEFAULTS);
    await phone.put(`${API}/users/me/list-settings`).send({ view: 'list', sort: 'location' }).expect(200);
    expect((await laptop.get(`${API}/users/me`).expect(200)).body.list_settings).toEqual({
      view: 'list',
      sort: 'location',
      page_size: 24,
    });
    expect(await storedOf(colleague)).toBeNull();
    const mine = await testServer(colleague, department).get(`${API}/users/me`).expect(200);
    expect(mine.body.list_settings).toEqual(DEFAULTS);
    // Another member's account, as the department sees it, carries no settings of theirs.
    const seen = await testServer(colleague, department).get(`${API}/users/${user.id}`).expect(200);
    expect(seen.body).not.toHaveProperty('list_settings');
  });

  it('keeps both of two saves made at once from two devices', async () => {
    const user = await buildUser();
    await Promise.all([
      testServer(user).put(`${API}/users/me/list-settings`).send({ view: 'list' }).expect(200),
      testServer(user).put(`${API}/users/me/list-settings`).send({ page_size: 50 }).expect(200),
    ]);
    expect(await storedOf(user)).toEqual({ view: 'list', sort: 'newest', page_size: 50 });
  });

  it.each([
    ['a page size the lists do not offer', { page_size: 37 }, 'page_size'],
    ['a page size of another kind', { page_size: true }, 'page_size'],
    ['a view the lists do not have', { view: 'grid' }, 'view'],
    ['a sort the lists do not have', { sort: 'price' }, 'sort'],
    ['an oversized value', { view: 'x'.repeat(100_000) }, 'view'],
    ['null for a setting', { sort: null }, 'sort'],
    ['an unknown field', { view: 'list', density: 'compact' }, 'density'],
  ])('refuses %s with 422 naming the field, and saves nothing', async (_, body, field) => {
    const user = await buildUser();
    const res = await testServer(user).put(`${API}/users/me/list-settings`).send(body).expect(422);
    expect(res.body.code).toBe('validation_failed');
    expect(res.body.detail).toEqual(
      expect.arrayContaining([expect.objectContaining({ loc: ['body', field], msg: expect.any(String) })]),
    );
    expect(await storedOf(user)).toBeNull();
  });

  it('refuses a body that is not an object, and one past the size limit', async () => {
    const user = await buildUser();
    const api = testServer(user);
    expect((await api.put(`${API}/users/me/list-settings`).send(['list']).expect(422)).body.code).toBe(
      'validation_failed',
    );
    const huge = await api
      .put(`${API}/users/me/list-settings`)
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ view: 'x'.repeat(2_000_000) }))
      .expect(413);
    expect(huge.body.code).toBe('payload_too_large');
    expect(await storedOf(user)).toBeNull();
  });

  it('answers the settings with the profile and an accepted invitation too', async () => {
    const { user, department } = await buildMember('student');
    const api = testServer(user, department);
    await api.put(`${API}/users/me/list-settings`).send({ page_size: 50 }).expect(200);
    const profile = await api.put(`${API}/users/me`).send({ first_name: 'Ada' }).expect(200);
    expect(profile.body.list_settings).toEqual({ ...DEFAULTS, page_size: 50 });

    const other = await buildDepartment();
    await DepartmentMembership.create({
      department_id: other.id,
      user_id: user.id,
      role: 'assistant',
      status: 'pending',
    });
    const accepted = await api.post(`${API}/users/me/invitations/${other.id}/accept`).expect(200);
    expect(accepted.body.list_settings).toEqual({ ...DEFAULTS, page_size: 50 });
  });
});

describe('migration 0021: list settings', () => {
  it('goes down and up again', async () => {
    const qi = sequelize.getQueryInterface();
    const indexNames = async (table: string) =>
      ((await qi.showIndex(table)) as { name: string }[]).map((index) => index.name);
    await listSettings.down(qi);
    try {
      expect(await qi.describeTable('users')).not.toHaveProperty('list_settings');
      expect(await indexNames('props')).not.toContain('props_department_name');
    } finally {
      await listSettings.up(qi);
    }
    expect(await qi.describeTable('users')).toHaveProperty('list_settings');
    for (const table of ['props', 'set_pieces', 'costume_pieces'])
      expect(await indexNames(table)).toEqual(
        expect.arrayContaining([`${table}_department_name`, `${table}_department_location`]),
      );
  });
});
