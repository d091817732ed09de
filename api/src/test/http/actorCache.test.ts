/**
 * The actor cache (services/actorCache.ts) never outlives what it holds: each test warms it with
 * requests, changes something the way a person does, and expects the very next request to see the
 * change. Across processes (Redis) the same is shown by scale.test.ts.
 */
import crypto from 'node:crypto';
import request from 'supertest';
import { createApp } from '../../app';
import { Prop } from '../../models';
import {
  cachedUser,
  currentGeneration,
  forget,
  remember,
  startActorCacheSync,
  stopActorCacheSync,
} from '../../services/actorCache';
import { buildMember, buildUser, TEST_PASSWORD } from '../factories';
import { testServer, useTestDatabase } from '../server';

useTestDatabase();
// As an API instance does: with REDIS_URL the cache serves only while its subscription is up.
beforeAll(() => startActorCacheSync());
afterAll(() => stopActorCacheSync());

const API = '/api/v1';

async function warm(api: ReturnType<typeof testServer>) {
  await api.get(`${API}/props/`).expect(200);
  await api.get(`${API}/props/`).expect(200);
}

describe('the actor cache', () => {
  it('refuses a removed member on the next request', async () => {
    const { user: admin, department } = await buildMember('admin');
    const member = await buildUser({ role: 'manager', department });
    const asMember = testServer(member, department);
    await warm(asMember);

    await testServer(admin, department)
      .delete(`${API}/departments/${department.id}/users/${member.id}`)
      .expect(204);
    const refused = await asMember.get(`${API}/props/`).expect(403);
    expect(refused.body.detail).toBe('You are not a member of this department');
  });

  it('refuses a demoted manager what the new role may not do, on the next request', async () => {
    const { user: admin, department } = await buildMember('admin');
    const manager = await buildUser({ role: 'manager', department });
    const asManager = testServer(manager, department);
    await warm(asManager);
    await asManager.post(`${API}/props/`).send({ name: 'Lantern', category: 'lighting' }).expect(201);

    await testServer(admin, department)
      .put(`${API}/departments/${department.id}/users/${manager.id}`)
      .send({ role: 'student' })
      .expect(200);
    await asManager.post(`${API}/props/`).send({ name: 'Second lantern', category: 'lighting' }).expect(403);
    expect(await Prop.count({ where: { department_id: department.id } })).toBe(1);

    // …and grants a promotion as promptly.
    await testServer(admin, department)
      .put(`${API}/departments/${department.id}/users/${manager.id}`)
      .send({ role: 'manager' })
      .expect(200);
    await asManager.post(`${API}/props/`).send({ name: 'Second lantern', category: 'lighting' }).expect(201);
  });

  it('refuses the access token of a session that signed out', async () => {
    const user = await buildUser({ role: 'student' });
    const app = createApp();
    const signedIn = await request(app)
      .post(`${API}/auth/login`)
      .set('X-Forwarded-For', '10.250.0.1')
      .type('form')
      .send({ username: user.email, password: TEST_PASSWORD })
      .expect(200);
    const bearer = `Bearer ${signedIn.body.access_token as string}`;
    await request(app).get(`${API}/users/me`).set('Authorization', bearer).expect(200);
    await request(app).get(`${API}/users/me`).set('Authorization', bearer).expect(200);

    await request(app)
      .post(`${API}/auth/logout`)
      .send({ refresh_token: signedIn.body.refresh_token as string })
      .expect(204);
    await request(app).get(`${API}/users/me`).set('Authorization', bearer).expect(401);
  });

  it('shows the kept item count of the cached department as it moves', async () => {
    const { user, department } = await buildMember('manager');
    const api = testServer(user, department);
    await warm(api);
    const total = async () => Number((await api.get(`${API}/props/`).expect(200)).headers['x-total-count']);
    expect(await total()).toBe(0);
    const created = await api.post(`${API}/props/`).send({ name: 'Rapier', category: 'weapons' }).expect(201);
    expect(await total()).toBe(1);
    await api.delete(`${API}/props/${created.body.id as number}`).expect(204);
    expect(await total()).toBe(0);
  });

  it('shows a department renamed by its admin to its members on their next request', async () => {
    const { user: admin, department } = await buildMember('admin');
    const student = await buildUser({ role: 'student', department });
    const asStudent = testServer(student, department);
    await warm(asStudent);
    const name = `Renamed ${crypto.randomUUID()}`;
    await testServer(admin, department).put(`${API}/departments/${department.id}`).send({ name }).expect(200);
    const me = await asStudent.get(`${API}/users/me`).expect(200);
    expect(JSON.stringify(me.body)).toContain(name);
  });

  it('keeps no row read before a change that happened while it was read', async () => {
    const { user } = await buildMember('student');
    const sessionId = crypto.randomUUID();
    const loadedAt = currentGeneration();
    forget({ user: user.id });
    remember(user, sessionId, loadedAt);
    expect(cachedUser(user.id, sessionId)).toBeNull();

    remember(user, sessionId, currentGeneration());
    expect(cachedUser(user.id, sessionId)).toBe(user);
    expect(cachedUser(user.id, crypto.randomUUID())).toBeNull();
    forget({ user: user.id });
    expect(cachedUser(user.id, sessionId)).toBeNull();
  });
});
