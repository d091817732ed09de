/**
 * Accounts belong to their person (docs/accounts-and-roles.md), cell by cell: who may change which
 * account field, invitations the person answers, uniform invite answers, audit visibility, and the
 * last active admin under concurrency.
 */
import type { Response } from 'supertest';
import { AuditLog, Department, DepartmentMembership, Notification, User, type Role } from '../../models';
import { buildDepartment, buildMember, buildUser, memberRowId, TEST_PASSWORD, unique } from '../factories';
import { mailsTo } from '../outbox';
import { testServer, useTestDatabase } from '../server';

useTestDatabase();

const API = '/api/v1';
const newEmail = (prefix = 'person') => `${unique(prefix)}@test.example`;
const login = (email: string, password: string) =>
  testServer().post(`${API}/auth/login`).type('form').send({ username: email, password });

async function membership(departmentId: number, userId: number) {
  return DepartmentMembership.findOne({ where: { department_id: departmentId, user_id: userId } });
}

/** What an account looks like in the database, to prove a refused call changed nothing. */
async function snapshot(userId: number) {
  const user = (await User.findByPk(userId))!;
  return {
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    phone: user.phone,
    status: user.status,
    password_hash: user.password_hash,
  };
}

describe('account fields × callers', () => {
  /** The person (a student in A and a manager in B), A's admin and manager, B's admin, a superuser. */
  async function world() {
    const a = await buildDepartment();
    const b = await buildDepartment();
    const person = await buildUser({ role: 'student', department: a, first_name: 'Robin' });
    await DepartmentMembership.create({ department_id: b.id, user_id: person.id, role: 'manager' });
    const adminOfA = await buildUser({ role: 'admin', department: a });
    const managerOfA = await buildUser({ role: 'manager', department: a });
    // an admin of a third department, not one of the person's
    const { user: adminOfB, department: c } = await buildMember('admin');
    const superuser = await buildUser({ superuser: true });
    return { a, b, c, person, adminOfA, managerOfA, adminOfB, superuser };
  }
  type World = Awaited<ReturnType<typeof world>>;

  type Caller = 'self' | 'department admin' | 'admin of another department' | 'manager' | 'superuser';
  const CALLERS: Caller[] = [
    'self',
    'department admin',
    'admin of another department',
    'manager',
    'superuser',
  ];

  function serverFor(w: World, caller: Caller) {
    switch (caller) {
      case 'self':
        return testServer(w.person, w.a);
      case 'department admin':
        return testServer(w.adminOfA, w.a);
      case 'admin of another department':
        return testServer(w.adminOfB, w.c);
      case 'manager':
        return testServer(w.managerOfA, w.a);
      case 'superuser':
        return testServer(w.superuser, w.a);
    }
  }

  const FIELDS: {
    field: string;
    body: Record<string, unknown>;
    stored: (u: User) => unknown;
    value: unknown;
  }[] = [
    {
      field: 'email',
      body: { email: 'taken-over@test.example' },
      stored: (u) => u.email,
      value: 'taken-over@test.example',
    },
    { field: 'first_name', body: { first_name: 'Mallory' }, stored: (u) => u.first_name, value: 'Mallory' },
    { field: 'last_name', body: { last_name: 'Intruder' }, stored: (u) => u.last_name, value: 'Intruder' },
    { field: 'phone', body: { phone: '+1 555 0100' }, stored: (u) => u.phone, value: '+1 555 0100' },
    {
      field: 'account_status',
      body: { account_status: 'inactive' },
      stored: (u) => u.status,
      value: 'inactive',
    },
  ];

  /** Expected answer of PUT /users/{person} per caller (self goes through PUT /users/me below). */
  const EXPECTED: Record<Exclude<Caller, 'self'>, { status: number; detail?: string; code?: string }> = {
    'department admin': {
      status: 403,
      detail: 'You do not have permission to edit this user',
      code: 'forbidden',
    },
    'admin of another department': { status: 404, detail: 'User not found', code: 'not_found' },
    manager: { status: 403, detail: 'You do not have permission to edit this user', code: 'forbidden' },
    superuser: { status: 200 },
  };

  const CELLS = FIELDS.flatMap((f) =>
    CALLERS.filter((c): c is Exclude<Caller, 'self'> => c !== 'self').map((caller) => ({ ...f, caller })),
  );

  it.each(CELLS)(
    '$caller changing $field through PUT /users/{id}',
    async ({ caller, body, stored, value }) => {
      const w = await world();
      // email is unique: make the value free for every run
      const send = 'email' in body ? { email: newEmail('taken-over') } : body;
      const before = await snapshot(w.person.id);
      const res = await serverFor(w, caller).put(`${API}/users/${w.person.id}`).send(send);
      const expected = EXPECTED[caller];
      expect(res.status).toBe(expected.status);
      const after = (await User.findByPk(w.person.id))!;
      if (expected.status === 200) {
        expect(stored(after)).toBe('email' in body ? send.email : value);
      } else {
        expect(res.body).toEqual({ detail: expected.detail, code: expected.code });
        expect(await snapshot(w.person.id)).toEqual(before);
      }
    },
  );

  it.each(FIELDS)('the person changing their own $field', async ({ field, body, stored }) => {
    const w = await world();
    const before = await snapshot(w.person.id);
    const api = testServer(w.person, w.a);
    if (field === 'first_name' || field === 'last_name' || field === 'phone') {
      await api.put(`${API}/users/me`).send(body).expect(200);
      expect(stored((await User.findByPk(w.person.id))!)).toBe(Object.values(body)[0]);
      return;
    }
    // The email is the sign-in identity (a superuser changes it); the account status is not the
    // person's to switch through the member calls either.
    const res =
      field === 'email'
        ? await api.put(`${API}/users/me`).send(body).expect(400)
        : await api.put(`${API}/users/${w.person.id}`).send(body).expect(403);
    expect(res.body.detail).toBe(
      field === 'email' ? 'Email cannot be changed' : 'You do not have permission to edit this user',
    );
    expect(await snapshot(w.person.id)).toEqual(before);
  });

  it.each(CALLERS)('password: %s', async (caller) => {
    const w = await world();
    const before = await snapshot(w.person.id);
    if (caller === 'self') {
      await testServer(w.person, w.a)
        .put(`${API}/users/me`)
        .send({ current_password: TEST_PASSWORD, password: 'Second-Act-77!' })
        .expect(200);
      await login(w.person.email, 'Second-Act-77!').expect(200);
      return;
    }
    // Nobody else sets it: there is no such field on the member call…
    const api = serverFor(w, caller);
    const set = await api.put(`${API}/users/${w.person.id}`).send({ password: 'Taken-Over-99!' });
    expect(set.status).toBeGreaterThanOrEqual(400);
    expect(set.status).toBeLessThan(500);
    // …and a reset mail goes to the person's own address, which the caller cannot change.
    const reset = await api.post(`${API}/users/${w.person.id}/reset-password`);
    const expected = {
      'department admin': 200,
      superuser: 200,
      manager: 403,
      'admin of another department': 404,
    }[caller];
    expect(reset.status).toBe(expected);
    if (expected === 200) expect(mailsTo(w.person.email).at(-1)!.link).toMatch(/reset-password\?token=/);
    expect(await snapshot(w.person.id)).toEqual(before);
    await login(w.person.email, TEST_PASSWORD).expect(200);
  });

  it('a department admin may resend the record unchanged (the edit form sends it whole)', async () => {
    const w = await world();
    const before = await snapshot(w.person.id);
    const res = await testServer(w.adminOfA, w.a)
      .put(`${API}/users/${w.person.id}`)
      .send({
        email: w.person.email.toUpperCase(),
        first_name: ` ${w.person.first_name} `,
        last_name: w.person.last_name,
        phone: '',
        status: 'active',
      })
      .expect(200);
    expect(res.body.email).toBe(w.person.email);
    expect(await snapshot(w.person.id)).toEqual(before);
  });

  it('a department admin switches the membership in their department only; the account and other departments stay', async () => {
    const w = await world();
    const person = await login(w.person.email, TEST_PASSWORD).expect(200);
    const res = await testServer(w.adminOfA, w.a)
      .put(`${API}/users/${w.person.id}`)
      .send({ status: 'inactive' })
      .expect(200);
    expect(res.body.status).toBe('inactive');
    expect((await User.findByPk(w.person.id))!.status).toBe('active');
    expect((await membership(w.a.id, w.person.id))!.status).toBe('inactive');
    expect((await membership(w.b.id, w.person.id))!.status).toBe('active');
    // Still signs in, keeps the session, works in B; A is closed to them.
    await login(w.person.email, TEST_PASSWORD).expect(200);
    await testServer()
      .post(`${API}/auth/refresh`)
      .send({ refresh_token: person.body.refresh_token })
      .expect(200);
    const me = await testServer(w.person, w.b).get(`${API}/users/me`).expect(200);
    expect(me.body.departments.map((d: { id: number }) => d.id)).toEqual([w.b.id]);
    const closed = await testServer(w.person, w.a).get(`${API}/users/`).expect(403);
    expect(closed.body.detail).toBe('You are not a member of this department');
    // The list shows the membership's status, and filters on it.
    const inactive = await testServer(w.adminOfA, w.a).get(`${API}/users/?status=inactive`).expect(200);
    expect(inactive.body.map((u: { id: number }) => u.id)).toEqual([w.person.id]);
    // Switched on again by the admin.
    await testServer(w.adminOfA, w.a)
      .put(`${API}/users/${w.person.id}`)
      .send({ status: 'active' })
      .expect(200);
    await testServer(w.person, w.a).get(`${API}/users/`).expect(200);
  });

  it('a superuser deactivates the account: sign-in and sessions end everywhere', async () => {
    const w = await world();
    const session = await login(w.person.email, TEST_PASSWORD).expect(200);
    await testServer(w.superuser)
      .put(`${API}/users/${w.person.id}`)
      .send({ account_status: 'inactive' })
      .expect(200);
    await login(w.person.email, TEST_PASSWORD).expect(403);
    await testServer()
      .post(`${API}/auth/refresh`)
      .send({ refresh_token: session.body.refresh_token })
      .expect(401);
    const row = await AuditLog.findOne({
      where: { target_user_id: w.person.id, action: 'account_status_updated' },
    });
    expect(row!.department_id).toBeNull();
    // Both departments show the person inactive.
    const list = await testServer(w.adminOfA, w.a).get(`${API}/users/?status=inactive`).expect(200);
    expect(list.body.map((u: { id: number }) => u.id)).toEqual([w.person.id]);
  });
});

describe('invitations the person accepts', () => {
  async function inviteExisting(role: Role = 'director') {
    const { user: admin, department } = await buildMember('admin');
    const person = await buildUser({ role: 'student', first_name: 'Stored', last_name: 'Name' });
    const res = await testServer(admin, department)
      .post(`${API}/departments/${department.id}/invite`)
      .send({ email: person.email, first_name: 'Typed', last_name: 'ByInviter', role });
    return { admin, department, person, res };
  }

  it('an existing account gets a pending membership that grants nothing, a mail and a notification', async () => {
    const { department, person, res, admin } = await inviteExisting('admin');
    expect(res.status).toBe(201);
    expect(res.body).not.toHaveProperty('isNewUser');
    const pending = await membership(department.id, person.id);
    expect(pending!.status).toBe('pending');
    expect(pending!.role).toBe('admin');

    // no access yet: not a current department, not in /users/me, no admin powers there
    const api = testServer(person, department);
    expect((await api.get(`${API}/users/`).expect(403)).body.detail).toBe(
      'You are not a member of this department',
    );
    await api.put(`${API}/departments/${department.id}`).send({ description: 'Mine now' }).expect(403);
    const me = await testServer(person).get(`${API}/users/me`).expect(200);
    expect(me.body.departments.map((d: { id: number }) => d.id)).not.toContain(department.id);
    expect((await Department.findByPk(department.id))!.description).toBeNull();

    const mail = mailsTo(person.email).at(-1)!;
    expect(mail.link).toBe('http://localhost:3000/invitations');
    const note = await Notification.findOne({ where: { user_id: person.id }, order: [['id', 'DESC']] });
    expect(note).toEqual(
      expect.objectContaining({
        category: 'user',
        title: `Invitation to ${department.name}`,
        action_url: '/invitations',
      }),
    );

    // The department sees what the inviter typed, never the account's stored details.
    const list = await testServer(admin, department).get(`${API}/users/`).expect(200);
    const rowId = await memberRowId(department.id, person.id);
    expect(rowId).not.toBe(person.id);
    const row = list.body.find((u: { id: number }) => u.id === rowId);
    expect(row).toEqual(
      expect.objectContaining({ first_name: 'Typed', last_name: 'ByInviter', status: 'pending' }),
    );
    const byStoredName = await testServer(admin, department).get(`${API}/users/?search=Stored`).expect(200);
    expect(byStoredName.body).toEqual([]);
    const one = await testServer(admin, department).get(`${API}/users/${rowId}`).expect(200);
    expect(one.body).toEqual(expect.objectContaining({ first_name: 'Typed', departments: [] }));
    // …and cannot switch it on in the person's place
    const forced = await testServer(admin, department)
      .put(`${API}/users/${rowId}`)
      .send({ status: 'active' })
      .expect(400);
    expect(forced.body.detail).toBe('This user has not accepted their invitation yet');
    expect(forced.body.code).toBe('invitation_pending');
    expect((await membership(department.id, person.id))!.status).toBe('pending');
  });

  it('lists, accepts (the department becomes the person’s) and tells the inviter', async () => {
    const { department, person, admin } = await inviteExisting('director');
    const api = testServer(person);
    const list = await api.get(`${API}/users/me/invitations`).expect(200);
    expect(list.body).toEqual([
      {
        department_id: department.id,
        department_name: department.name,
        role: 'director',
        invited_by: admin.fullName,
        invited_at: expect.any(String),
      },
    ]);
    const accepted = await api.post(`${API}/users/me/invitations/${department.id}/accept`).expect(200);
    expect(accepted.body.departments).toEqual(
      expect.arrayContaining([
        { id: department.id, name: department.name, role: 'director', time_zone: 'UTC' },
      ]),
    );
    expect((await membership(department.id, person.id))!.status).toBe('active');
    await testServer(person, department).post(`${API}/productions/`).send({ title: 'Macbeth' }).expect(201);
    const audit = await AuditLog.findOne({
      where: { action: 'invitation_accepted', target_user_id: person.id },
    });
    expect(audit!.department_id).toBe(department.id);
    expect(
      await Notification.count({
        where: { user_id: admin.id, title: `Invitation to ${department.name} accepted` },
      }),
    ).toBe(1);
    // now the department sees the account itself
    const row = await testServer(admin, department).get(`${API}/users/${person.id}`).expect(200);
    expect(row.body).toEqual(expect.objectContaining({ first_name: 'Stored', status: 'active' }));
    // answered: nothing left to accept or decline
    expect((await api.get(`${API}/users/me/invitations`).expect(200)).body).toEqual([]);
    const again = await api.post(`${API}/users/me/invitations/${department.id}/accept`).expect(404);
    expect(again.body).toEqual({ detail: 'Invitation not found', code: 'not_found' });
    await api.post(`${API}/users/me/invitations/${department.id}/decline`).expect(404);
  });

  it('declines: the pending membership is removed, with an audit row', async () => {
    const { department, person, admin } = await inviteExisting();
    await testServer(person).post(`${API}/users/me/invitations/${department.id}/decline`).expect(204);
    expect(await membership(department.id, person.id)).toBeNull();
    const audit = await AuditLog.findOne({
      where: { action: 'invitation_declined', target_user_id: person.id },
    });
    expect(audit!.department_id).toBe(department.id);
    expect(
      await Notification.count({
        where: { user_id: admin.id, title: `Invitation to ${department.name} declined` },
      }),
    ).toBe(1);
  });

  it('answers 404 for a department without a pending invitation, also one the caller belongs to', async () => {
    const { user, department } = await buildMember('student');
    const other = await buildDepartment();
    for (const id of [department.id, other.id, 987654321]) {
      for (const verb of ['accept', 'decline']) {
        const res = await testServer(user).post(`${API}/users/me/invitations/${id}/${verb}`).expect(404);
        expect(res.body).toEqual({ detail: 'Invitation not found', code: 'not_found' });
      }
    }
    expect((await membership(department.id, user.id))!.status).toBe('active');
  });

  it('resends a pending membership the link to answer it', async () => {
    const { department, person, admin } = await inviteExisting();
    const before = mailsTo(person.email).length;
    await testServer(admin, department)
      .post(`${API}/users/${await memberRowId(department.id, person.id)}/resend-invitation`)
      .expect(200);
    expect(mailsTo(person.email)).toHaveLength(before + 1);
    expect(mailsTo(person.email).at(-1)!.link).toBe('http://localhost:3000/invitations');
  });

  it('a manager inviting a superuser’s address makes a pending invitation the superuser answers', async () => {
    const { user: manager, department } = await buildMember('manager');
    const superuser = await buildUser({ superuser: true });
    const res = await testServer(manager, department)
      .post(`${API}/departments/${department.id}/invite`)
      .send({ email: superuser.email, role: 'manager' })
      .expect(201);
    expect(res.body).toEqual({ message: expect.any(String), mail_waiting: false });
    expect((await membership(department.id, superuser.id))!.status).toBe('pending');
    // and adding an account by id is for superusers only
    const other = await buildUser();
    const byId = await testServer(manager, department)
      .post(`${API}/departments/${department.id}/users`)
      .send({ user_id: other.id, role: 'student' })
      .expect(403);
    expect(byId.body.detail).toBe('You do not have permission to add users by id: invite them by email');
    expect(await membership(department.id, other.id)).toBeNull();
  });

  it('a superuser adding by id also only invites', async () => {
    const department = await buildDepartment();
    const superuser = await buildUser({ superuser: true });
    const person = await buildUser();
    await testServer(superuser)
      .post(`${API}/departments/${department.id}/users`)
      .send({ user_id: person.id, role: 'student' })
      .expect(201);
    expect((await membership(department.id, person.id))!.status).toBe('pending');
    await testServer(person, department).get(`${API}/users/`).expect(403);
  });
});

describe('the invite answer does not tell whether the account existed', () => {
  /** The answer with the address taken out of its message. */
  function comparable(res: Response, email: string) {
    return {
      status: res.status,
      body: { ...res.body, message: (res.body.message as string).replace(email, '<email>') },
    };
  }

  it.each([
    { name: 'without a password', password: undefined },
    { name: 'with a password', password: 'Opening-Night-9!' },
  ])('$name: same status, body and message for a new and an existing email', async ({ password }) => {
    const { user: admin, department } = await buildMember('admin');
    const existing = await buildUser({ superuser: true, first_name: 'Stored', last_name: 'Secret' });
    const fresh = newEmail('fresh');
    const body = (email: string) => ({
      email,
      first_name: 'Sam',
      last_name: 'Typed',
      role: 'assistant',
      password,
    });
    const api = testServer(admin, department);
    const a = await api.post(`${API}/departments/${department.id}/invite`).send(body(fresh));
    const b = await api.post(`${API}/departments/${department.id}/invite`).send(body(existing.email));
    expect(a.status).toBe(201);
    expect(comparable(b, existing.email)).toEqual(comparable(a, fresh));
    expect(JSON.stringify(b.body)).not.toMatch(/Stored|Secret/);
    // both got one mail, and the existing account's password is unchanged
    expect(mailsTo(fresh)).toHaveLength(1);
    expect(mailsTo(existing.email)).toHaveLength(1);
    await login(existing.email, TEST_PASSWORD).expect(200);
    // the list shows both rows alike
    const rows = (await api.get(`${API}/users/?status=pending`).expect(200)).body as { email: string }[];
    expect(rows.map((r) => r.email).sort()).toEqual([existing.email, fresh].sort());
  });

  it('a weak password is refused for both', async () => {
    const { user: admin, department } = await buildMember('admin');
    const existing = await buildUser();
    const api = testServer(admin, department);
    for (const email of [newEmail(), existing.email]) {
      const res = await api
        .post(`${API}/departments/${department.id}/invite`)
        .send({ email, password: 'weak', role: 'student' })
        .expect(400);
      expect(res.body.detail).toMatch(/at least 8 characters|uppercase/);
    }
    expect(await membership(department.id, existing.id)).toBeNull();
  });
});

describe('audit rows a department admin reads', () => {
  async function setup() {
    const { user: adminOfA, department: a } = await buildMember('admin');
    const { user: adminOfB, department: b } = await buildMember('admin');
    const person = await buildUser({ role: 'student', department: a });
    await DepartmentMembership.create({ department_id: b.id, user_id: person.id, role: 'student' });
    // a row in A, a row in B, and a row without a department (a password change, with an address)
    await testServer(adminOfA, a)
      .put(`${API}/departments/${a.id}/users/${person.id}`)
      .send({ role: 'assistant' })
      .expect(200);
    await testServer(adminOfB, b)
      .put(`${API}/departments/${b.id}/users/${person.id}`)
      .send({ role: 'manager' })
      .expect(200);
    await testServer(person, a)
      .put(`${API}/users/me`)
      .send({ current_password: TEST_PASSWORD, password: 'Stage-Left-55!' })
      .expect(200);
    return { a, b, adminOfA, person };
  }

  it('the per-user log shows an admin only their department’s rows; the person and a superuser see all', async () => {
    const { a, b, adminOfA, person } = await setup();
    const url = `${API}/users/audit-log?user_id=${person.id}`;
    const byAdmin = (await testServer(adminOfA, a).get(url).expect(200)).body as {
      department_id: number | null;
    }[];
    expect(byAdmin.length).toBeGreaterThan(0);
    expect(byAdmin.every((r) => r.department_id === a.id)).toBe(true);
    const own = (await testServer(person, a).get(url).expect(200)).body as {
      department_id: number | null;
      action: string;
    }[];
    expect(own.map((r) => r.department_id)).toEqual(expect.arrayContaining([a.id, b.id, null]));
    const superuser = await buildUser({ superuser: true });
    const all = (await testServer(superuser).get(url).expect(200)).body as { department_id: number | null }[];
    expect(all.map((r) => r.department_id)).toEqual(expect.arrayContaining([a.id, b.id, null]));
  });

  it('the department log holds only that department’s rows', async () => {
    const { a, adminOfA } = await setup();
    const rows = (await testServer(adminOfA, a).get(`${API}/departments/${a.id}/users/audit-log`).expect(200))
      .body as { department_id: number | null }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.department_id === a.id)).toBe(true);
  });

  it('the dashboard shows people rows to admins only', async () => {
    const { a, adminOfA } = await setup();
    const student = await buildUser({ role: 'student', department: a });
    const actions = async (user: User) =>
      (
        (await testServer(user, a).get(`${API}/dashboard/`).expect(200)).body.recentActivity as {
          action: string;
        }[]
      ).map((r) => r.action);
    expect(await actions(adminOfA)).toContain('role_updated');
    expect(await actions(student)).not.toContain('role_updated');
  });
});

describe('a department keeps at least one active admin', () => {
  async function loneAdmin() {
    const { user: admin, department } = await buildMember('admin');
    const superuser = await buildUser({ superuser: true });
    return { admin, department, api: testServer(superuser, department) };
  }
  const KEEP = /must keep at least one active admin/;

  it.each([
    {
      name: 'demote',
      call: (api: ReturnType<typeof testServer>, d: number, u: number) =>
        api.put(`${API}/departments/${d}/users/${u}`).send({ role: 'director' }),
    },
    {
      name: 'deactivate the membership',
      call: (api: ReturnType<typeof testServer>, _d: number, u: number) =>
        api.put(`${API}/users/${u}`).send({ status: 'inactive' }),
    },
    {
      name: 'deactivate the account',
      call: (api: ReturnType<typeof testServer>, _d: number, u: number) =>
        api.put(`${API}/users/${u}`).send({ account_status: 'inactive' }),
    },
    {
      name: 'remove from the department',
      call: (api: ReturnType<typeof testServer>, d: number, u: number) =>
        api.delete(`${API}/departments/${d}/users/${u}`),
    },
    {
      name: 'delete the account',
      call: (api: ReturnType<typeof testServer>, _d: number, u: number) => api.delete(`${API}/users/${u}`),
    },
  ])('refuses to $name the last active admin with 409', async ({ call }) => {
    const { admin, department, api } = await loneAdmin();
    const res = await call(api, department.id, admin.id);
    expect(res.status).toBe(409);
    expect(res.body.detail).toMatch(KEEP);
    expect(res.body.code).toBe('last_admin');
    const kept = await membership(department.id, admin.id);
    expect(kept).toEqual(expect.objectContaining({ role: 'admin', status: 'active' }));
    expect((await User.findByPk(admin.id))!.status).toBe('active');
  });

  it('an inactive or pending admin does not count', async () => {
    const { admin, department, api } = await loneAdmin();
    const other = await buildUser({ role: 'admin', department });
    await DepartmentMembership.update(
      { status: 'inactive' },
      { where: { department_id: department.id, user_id: other.id } },
    );
    const res = await api
      .put(`${API}/departments/${department.id}/users/${admin.id}`)
      .send({ role: 'student' });
    expect(res.status).toBe(409);
  });

  async function adminsRace(
    count: number,
    act: (api: ReturnType<typeof testServer>, d: number, target: number) => Promise<Response>,
  ) {
    const department = await buildDepartment();
    const admins: User[] = [];
    for (let i = 0; i < count; i++) admins.push(await buildUser({ role: 'admin', department }));
    // each admin acts on the next one, all at once
    const answers = await Promise.all(
      admins.map((admin, i) => act(testServer(admin, department), department.id, admins[(i + 1) % count].id)),
    );
    for (const res of answers) {
      expect(res.status).toBeGreaterThanOrEqual(200);
      expect(res.status).toBeLessThan(500);
      expect(res.status === 204 || res.status === 200 || res.status === 403 || res.status === 409).toBe(true);
    }
    const left = await DepartmentMembership.findAll({
      where: { department_id: department.id, role: 'admin', status: 'active' },
    });
    expect(left.length).toBeGreaterThanOrEqual(1);
    return answers;
  }

  it.each([2, 8])('%i admins demoting each other at once leave at least one admin', async (count) => {
    await adminsRace(count, (api, d, target) =>
      api.put(`${API}/departments/${d}/users/${target}`).send({ role: 'student' }),
    );
  });

  it.each([2, 8])('%i admins removing each other at once leave at least one admin', async (count) => {
    await adminsRace(count, (api, d, target) => api.delete(`${API}/departments/${d}/users/${target}`));
  });

  it.each([2, 8])('%i admins deactivating each other at once leave at least one admin', async (count) => {
    await adminsRace(count, (api, _d, target) =>
      api.put(`${API}/users/${target}`).send({ status: 'inactive' }),
    );
  });
});
