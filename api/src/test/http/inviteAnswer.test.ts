import type { Response } from 'supertest';
import { backgroundTasksSettled } from '../../lib/background';
import { buildMember, buildUser, unique } from '../factories';
import { mailsTo } from '../outbox';
import { testServer, useTestDatabase } from '../server';

useTestDatabase();

const API = '/api/v1';
const newEmail = () => `${unique('invitee')}@elsewhere.example`;

/** Each field's kind: what a reader of the answer could tell the two apart by, besides values. */
function kinds(value: unknown): unknown {
  if (value === null) return 'null';
  if (Array.isArray(value)) return value.map(kinds);
  if (typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value).sort()) out[key] = kinds((value as Record<string, unknown>)[key]);
    return out;
  }
  return typeof value;
}

describe.each([
  { route: 'POST /departments/{id}/invite', path: (id: number) => `${API}/departments/${id}/invite` },
  { route: 'POST /users/', path: () => `${API}/users/` },
])('the invite answer ($route) is the same whether or not the account existed', ({ path }) => {
  it.each([
    { name: 'without a password', password: undefined },
    { name: 'with a password', password: 'Opening-Night-9!' },
  ])('$name: same status, keys, kinds and values, ids included', async ({ password }) => {
    const { user: admin, department } = await buildMember('admin');
    const existing = await buildUser({ superuser: true, first_name: 'Stored', last_name: 'Secret' });
    await existing.update({ last_login: new Date() });
    const api = testServer(admin, department);
    const invite = (email: string) =>
      api
        .post(path(department.id))
        .send({ email, first_name: 'Sam', last_name: 'Typed', role: 'assistant', password });
    // new, existing, new: an answered id of any kind would tell them apart by its order
    const firstEmail = newEmail();
    const first: Response = await invite(firstEmail);
    const old: Response = await invite(existing.email);
    const last: Response = await invite(newEmail());
    for (const res of [first, old, last]) expect(res.status).toBe(201);

    // Field by field: the same keys, kinds and values (the address aside), and no id of anyone.
    expect(kinds(old.body)).toEqual(kinds(first.body));
    const same = (res: Response, email: string) => ({
      ...res.body,
      message: (res.body.message as string).replace(email, '<email>'),
    });
    expect(same(old, existing.email)).toEqual(same(first, firstEmail));
    expect(Object.keys(old.body)).toEqual(['message', 'mail_waiting']);
    for (const res of [first, old, last]) expect(JSON.stringify(res.body)).not.toMatch(/"id"/);
    expect(JSON.stringify(old.body)).not.toMatch(/Stored|Secret/);
    // The member list shows the invitee with what the inviter typed, not the stored name.
    const listed = (await api.get(`${API}/users/`).query({ status: 'pending' }).expect(200)).body as {
      email: string;
      first_name: string;
    }[];
    expect(listed.find((row) => row.email === existing.email)).toMatchObject({ first_name: 'Sam' });
    await backgroundTasksSettled();
    expect(mailsTo(existing.email)).toHaveLength(1);
  });
});
