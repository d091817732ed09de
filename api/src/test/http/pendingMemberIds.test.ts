import { DepartmentMembership, User } from '../../models';
import { useTestDatabase, testServer } from '../server';
import { buildDepartment, buildMember, buildUser } from '../factories';
import { mailsTo } from '../outbox';

useTestDatabase();

type Row = { id: number; email: string; status: string; role: string };

/** An admin of a new department, and the department's pending rows by email. */
async function setUp() {
  const department = await buildDepartment();
  const { user: admin } = await buildMember('admin', department);
  const as = () => testServer(admin, department);
  const invite = (email: string, role = 'student') =>
    as()
      .post(`/api/v1/departments/${department.id}/invite`)
      .send({ email, first_name: 'Ari', last_name: 'Lane', role })
      .expect(201);
  const rows = async (): Promise<Row[]> =>
    (await as().get(`/api/v1/departments/${department.id}/users`).query({ status: 'pending' }).expect(200))
      .body;
  const rowOf = async (email: string) => (await rows()).find((row) => row.email === email)!;
  return { department, admin, as, invite, rows, rowOf };
}

const accountOf = async (email: string) => (await User.findOne({ where: { email } }))!;

describe('pending invitees in member lists', () => {
  it('never show the account id: an old account and a new address look alike', async () => {
    const { department, as, invite, rowOf } = await setUp();
    // An account made long ago (a low id), then one made now by the invitation itself.
    const old = await buildUser();
    for (let i = 0; i < 3; i += 1) await buildUser();
    const fresh = `fresh-${department.id}@test.example`;
    await invite(old.email);
    await invite(fresh);
    const oldRow = await rowOf(old.email);
    const freshRow = await rowOf(fresh);
    const freshAccount = await accountOf(fresh);
    expect(freshAccount.id).toBeGreaterThan(old.id);

    for (const [row, account] of [
      [oldRow, old],
      [freshRow, freshAccount],
    ] as const) {
      expect(row.status).toBe('pending');
      expect(row.id).not.toBe(account.id);
      expect(row.id).toBeLessThan(0);
      const membership = await DepartmentMembership.findOne({
        where: { department_id: department.id, user_id: account.id },
      });
      expect(row.id).toBe(-Number(membership!.id));
    }
    // Ordered by when they were invited, not by the accounts' age: both made now, one after the other.
    expect(Math.abs(freshRow.id)).toBeGreaterThan(Math.abs(oldRow.id));

    // The single user's view says the same id, and nothing else names the account.
    for (const row of [oldRow, freshRow]) {
      const seen = await as().get(`/api/v1/users/${row.id}`).expect(200);
      expect(seen.body).toEqual(expect.objectContaining({ id: row.id, status: 'pending', departments: [] }));
    }
    // The account's id does not find the invitee either (it would tell who they are).
    await as().get(`/api/v1/users/${old.id}`).expect(404);
    await as().get(`/api/v1/users/${freshAccount.id}`).expect(404);
    await as().post(`/api/v1/users/${old.id}/resend-invitation`).expect(404);
    await as().delete(`/api/v1/departments/${department.id}/users/${freshAccount.id}`).expect(404);
  });

  it('resend, role change and cancel work through the row’s id', async () => {
    const { department, as, invite, rowOf, rows } = await setUp();
    const old = await buildUser();
    const fresh = `again-${department.id}@test.example`;
    await invite(old.email);
    await invite(fresh);

    for (const email of [old.email, fresh]) {
      const row = await rowOf(email);
      const before = mailsTo(email).length;
      await as().post(`/api/v1/users/${row.id}/resend-invitation`).expect(200);
      expect(mailsTo(email)).toHaveLength(before + 1);

      const changed = await as()
        .put(`/api/v1/departments/${department.id}/users/${row.id}`)
        .send({ role: 'assistant' })
        .expect(200);
      expect(changed.body).toEqual(
        expect.objectContaining({ id: row.id, role: 'assistant', status: 'pending' }),
      );
      expect((await rowOf(email)).role).toBe('assistant');
    }

    // Cancelling: through the department's members, and through the current department's users.
    await as()
      .delete(`/api/v1/departments/${department.id}/users/${(await rowOf(old.email)).id}`)
      .expect(204);
    await as()
      .delete(`/api/v1/users/${(await rowOf(fresh)).id}`)
      .expect(204);
    expect(await rows()).toEqual([]);
    // The old account is untouched.
    expect(await User.findByPk(old.id)).not.toBeNull();
  });

  it('once accepted, the row shows the account id and the invitation’s id names nobody', async () => {
    const { department, invite, rowOf, as } = await setUp();
    const old = await buildUser();
    await invite(old.email);
    const pending = await rowOf(old.email);
    await testServer(old).post(`/api/v1/users/me/invitations/${department.id}/accept`).expect(200);
    const listed = (await as().get(`/api/v1/departments/${department.id}/users`).expect(200)).body as Row[];
    expect(listed.find((row) => row.email === old.email)!.id).toBe(old.id);
    await as().get(`/api/v1/users/${pending.id}`).expect(404);
  });

  it('another department’s admin cannot use the identifier', async () => {
    const { department, invite, rowOf } = await setUp();
    const email = `theirs-${department.id}@test.example`;
    await invite(email);
    const row = await rowOf(email);
    const other = await buildDepartment();
    const { user: stranger } = await buildMember('admin', other);
    const them = () => testServer(stranger, other);
    await them().get(`/api/v1/users/${row.id}`).expect(404);
    await them().post(`/api/v1/users/${row.id}/resend-invitation`).expect(404);
    await them().delete(`/api/v1/users/${row.id}`).expect(404);
    await them().put(`/api/v1/users/${row.id}`).send({ status: 'inactive' }).expect(404);
    // Naming the department in the path is no way in either: not theirs.
    const put = await them()
      .put(`/api/v1/departments/${department.id}/users/${row.id}`)
      .send({ role: 'admin' });
    expect([403, 404]).toContain(put.status);
    const del = await them().delete(`/api/v1/departments/${department.id}/users/${row.id}`);
    expect([403, 404]).toContain(del.status);
    // Their own department has no such row.
    await them().delete(`/api/v1/departments/${other.id}/users/${row.id}`).expect(404);
    expect((await rowOf(email)).role).toBe('student');
  });
});
