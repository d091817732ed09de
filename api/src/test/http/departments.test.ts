import { AuditLog, Department, DepartmentMembership, User, type Role } from '../../models';
import { buildDepartment, buildMember, buildUser, memberRowId, unique } from '../factories';
import { mailsTo } from '../outbox';
import { testServer, useTestDatabase } from '../server';

useTestDatabase();

const API = '/api/v1';

interface DepartmentItem {
  id: number;
  name: string;
  user_count: number;
  production_count: number;
  prop_count: number;
  set_piece_count: number;
  latitude: number | null;
  longitude: number | null;
}

interface MemberItem {
  id: number;
  email: string;
  role: Role;
  status: string;
}

interface AuditItem {
  id: number;
  action: string;
  details: string | null;
  actor_name: string | null;
  department_name: string | null;
  ip_address: string | null;
  created_at: string;
}

/** The role stored for a user in a department, or null when they are not a member. */
async function storedRole(departmentId: number, userId: number): Promise<Role | null> {
  const membership = await DepartmentMembership.findOne({
    where: { department_id: departmentId, user_id: userId },
  });
  return membership?.role ?? null;
}

function newEmail(prefix = 'invitee'): string {
  return `${unique(prefix)}@test.example`;
}

describe('GET /departments/', () => {
  it('lists every department, including ones the user is not a member of, with counts and coordinates', async () => {
    const tag = unique('Listing');
    const mine = await buildDepartment({ name: `${tag} Alpha` });
    const other = await buildDepartment({ name: `${tag} Beta`, latitude: -33.9, longitude: 151.2 });
    const { user } = await buildMember('student', mine);
    await buildUser({ role: 'manager', department: mine });
    await buildUser({ role: 'admin', department: mine });

    const res = await testServer(user, mine)
      .get(`${API}/departments/?search=${encodeURIComponent(tag)}`)
      .expect(200);
    expect(res.headers['x-total-count']).toBe('2');
    const items = res.body as DepartmentItem[];
    expect(items.map((d) => d.id)).toEqual([mine.id, other.id]);
    expect(items[0]).toEqual(
      expect.objectContaining({
        name: `${tag} Alpha`,
        user_count: 3,
        production_count: 0,
        prop_count: 0,
        set_piece_count: 0,
        latitude: 45.5,
        longitude: -122.6,
      }),
    );
    expect(items[1]).toEqual(
      expect.objectContaining({
        user_count: 0,
        production_count: 0,
        prop_count: 0,
        set_piece_count: 0,
        latitude: -33.9,
        longitude: 151.2,
      }),
    );
  });

  it('searches by name, contact person and address', async () => {
    const { user, department } = await buildMember('student');
    const person = unique('Person');
    const street = unique('Street');
    const byPerson = await buildDepartment({ contact_person: `Ms ${person}` });
    const byAddress = await buildDepartment({ address: `12 ${street} Road` });
    const api = testServer(user, department);

    const personRes = await api.get(`${API}/departments/?search=${encodeURIComponent(person)}`).expect(200);
    expect((personRes.body as DepartmentItem[]).map((d) => d.id)).toEqual([byPerson.id]);
    expect(personRes.headers['x-total-count']).toBe('1');

    const addressRes = await api.get(`${API}/departments/?search=${encodeURIComponent(street)}`).expect(200);
    expect((addressRes.body as DepartmentItem[]).map((d) => d.id)).toEqual([byAddress.id]);

    const nameRes = await api
      .get(`${API}/departments/?search=${encodeURIComponent(department.name)}`)
      .expect(200);
    expect((nameRes.body as DepartmentItem[]).map((d) => d.id)).toEqual([department.id]);

    const none = await api.get(`${API}/departments/?search=${unique('nothing')}`).expect(200);
    expect(none.body).toEqual([]);
    expect(none.headers['x-total-count']).toBe('0');
  });

  it('pages with skip and limit while X-Total-Count stays the full total', async () => {
    const tag = unique('Paging');
    const names = ['A', 'B', 'C', 'D', 'E'].map((letter) => `${tag} ${letter}`);
    const departments: Department[] = [];
    for (const name of names) departments.push(await buildDepartment({ name }));
    const { user } = await buildMember('student', departments[0]);
    const api = testServer(user, departments[0]);

    const page = await api
      .get(`${API}/departments/?search=${encodeURIComponent(tag)}&skip=1&limit=2`)
      .expect(200);
    expect(page.headers['x-total-count']).toBe('5');
    expect((page.body as DepartmentItem[]).map((d) => d.name)).toEqual([names[1], names[2]]);

    const last = await api
      .get(`${API}/departments/?search=${encodeURIComponent(tag)}&skip=4&limit=2`)
      .expect(200);
    expect((last.body as DepartmentItem[]).map((d) => d.name)).toEqual([names[4]]);
  });
});

describe('POST /departments/', () => {
  it('lets a superuser create a department with trimmed text, null for empty optionals, and coordinates', async () => {
    const superuser = await buildUser({ superuser: true });
    const name = unique('Created');
    const res = await testServer(superuser)
      .post(`${API}/departments/`)
      .send({
        name: `  ${name}  `,
        address: '  5 Wing Street ',
        contact_person: '   ',
        contact_email: ' Stage.Door@Example.COM ',
        contact_phone: '',
        description: ' Black box theatre ',
        latitude: 51.5072,
        longitude: -0.1276,
      })
      .expect(201);
    expect(res.body).toEqual(
      expect.objectContaining({
        name,
        address: '5 Wing Street',
        contact_person: null,
        user_count: 0,
        latitude: 51.5072,
        longitude: -0.1276,
      }),
    );

    const stored = await Department.findByPk(res.body.id as number);
    expect(stored).not.toBeNull();
    expect(stored!.name).toBe(name);
    expect(stored!.address).toBe('5 Wing Street');
    expect(stored!.contact_person).toBeNull();
    expect(stored!.contact_email).toBe('stage.door@example.com');
    expect(stored!.contact_phone).toBeNull();
    expect(stored!.description).toBe('Black box theatre');
    expect(Number(stored!.latitude)).toBeCloseTo(51.5072, 6);
    expect(Number(stored!.longitude)).toBeCloseTo(-0.1276, 6);

    const audit = await AuditLog.findOne({
      where: { department_id: stored!.id, action: 'department_created' },
    });
    expect(audit).not.toBeNull();
    expect(audit!.actor_id).toBe(superuser.id);
  });

  it('refuses a name that is already taken with 400', async () => {
    const superuser = await buildUser({ superuser: true });
    const existing = await buildDepartment();
    const res = await testServer(superuser)
      .post(`${API}/departments/`)
      .send({ name: existing.name })
      .expect(400);
    expect(res.body).toEqual({
      detail: 'A department with this name already exists',
      code: 'department_name_taken',
    });
    expect(await Department.count({ where: { name: existing.name } })).toBe(1);
  });

  it('answers a blank name with 422 on body.name', async () => {
    const superuser = await buildUser({ superuser: true });
    const res = await testServer(superuser).post(`${API}/departments/`).send({ name: '   ' }).expect(422);
    expect(res.body.detail).toEqual([
      expect.objectContaining({ loc: ['body', 'name'], msg: 'Department name is required' }),
    ]);
  });

  it('answers a latitude out of range with 422 and stores nothing', async () => {
    const superuser = await buildUser({ superuser: true });
    const name = unique('Polar');
    const res = await testServer(superuser)
      .post(`${API}/departments/`)
      .send({ name, latitude: 95, longitude: 10 })
      .expect(422);
    expect(res.body.detail[0].loc).toEqual(['body', 'latitude']);
    expect(await Department.findOne({ where: { name } })).toBeNull();
  });

  it('refuses a department admin with 403', async () => {
    const { user, department } = await buildMember('admin');
    const name = unique('NotAllowed');
    const res = await testServer(user, department).post(`${API}/departments/`).send({ name }).expect(403);
    expect(res.body).toEqual({
      detail: 'You do not have permission to create departments',
      code: 'forbidden',
    });
    expect(await Department.findOne({ where: { name } })).toBeNull();
  });
});

describe('GET /departments/{id}', () => {
  it('returns one department with its counts', async () => {
    const { user, department } = await buildMember('student');
    const res = await testServer(user, department).get(`${API}/departments/${department.id}`).expect(200);
    expect(res.body).toEqual(
      expect.objectContaining({ id: department.id, name: department.name, user_count: 1, latitude: 45.5 }),
    );
  });

  it('answers an unknown id with 404', async () => {
    const { user, department } = await buildMember('student');
    const res = await testServer(user, department).get(`${API}/departments/987654321`).expect(404);
    expect(res.body).toEqual({ detail: 'Department not found', code: 'not_found' });
  });
});

describe('PUT /departments/{id}', () => {
  it('lets a department admin change some fields and keeps the rest, with an audit row', async () => {
    const department = await buildDepartment({ contact_person: 'Stage Manager', description: 'Old text' });
    const { user } = await buildMember('admin', department);
    const api = testServer(user, department);

    const res = await api
      .put(`${API}/departments/${department.id}`)
      .send({ description: '  New text ' })
      .expect(200);
    expect(res.body.description).toBe('New text');

    const reread = await api.get(`${API}/departments/${department.id}`).expect(200);
    expect(reread.body).toEqual(
      expect.objectContaining({
        name: department.name,
        address: '1 Stage Lane',
        contact_person: 'Stage Manager',
        description: 'New text',
        latitude: 45.5,
        longitude: -122.6,
      }),
    );
    const audit = await AuditLog.findOne({
      where: { department_id: department.id, action: 'department_updated' },
    });
    expect(audit).not.toBeNull();
    expect(audit!.actor_id).toBe(user.id);
    expect(JSON.parse(audit!.details!)).toEqual({ fields: ['description'] });
  });

  it('refuses a director of the department', async () => {
    const { user, department } = await buildMember('director');
    const res = await testServer(user, department)
      .put(`${API}/departments/${department.id}`)
      .send({ description: 'x' })
      .expect(403);
    expect(res.body).toEqual({
      detail: 'You do not have permission to edit this department',
      code: 'forbidden',
    });
    expect((await Department.findByPk(department.id))!.description).toBeNull();
  });

  it('refuses an admin of another department', async () => {
    const target = await buildDepartment();
    const { user, department } = await buildMember('admin');
    const res = await testServer(user, department)
      .put(`${API}/departments/${target.id}`)
      .send({ description: 'x' })
      .expect(403);
    expect(res.body).toEqual({
      detail: 'You do not have permission to edit this department',
      code: 'forbidden',
    });
    expect((await Department.findByPk(target.id))!.description).toBeNull();
  });

  it('lets a superuser who is not a member edit it', async () => {
    const department = await buildDepartment();
    const superuser = await buildUser({ superuser: true });
    const name = unique('Renamed');
    await testServer(superuser).put(`${API}/departments/${department.id}`).send({ name }).expect(200);
    expect((await Department.findByPk(department.id))!.name).toBe(name);
  });

  it('refuses renaming onto another department name', async () => {
    const other = await buildDepartment();
    const { user, department } = await buildMember('admin');
    const res = await testServer(user, department)
      .put(`${API}/departments/${department.id}`)
      .send({ name: other.name })
      .expect(400);
    expect(res.body).toEqual({
      detail: 'A department with this name already exists',
      code: 'department_name_taken',
    });
  });
});

describe('DELETE /departments/{id}', () => {
  it('lets a superuser delete a department with its memberships, keeping the users', async () => {
    const { user: member, department } = await buildMember('admin');
    const superuser = await buildUser({ superuser: true });
    await testServer(superuser).delete(`${API}/departments/${department.id}`).expect(204);
    expect(await Department.findByPk(department.id)).toBeNull();
    expect(await DepartmentMembership.count({ where: { department_id: department.id } })).toBe(0);
    expect(await User.findByPk(member.id)).not.toBeNull();
  });

  it('refuses a department admin', async () => {
    const { user, department } = await buildMember('admin');
    const res = await testServer(user, department).delete(`${API}/departments/${department.id}`).expect(403);
    expect(res.body).toEqual({
      detail: 'You do not have permission to delete departments',
      code: 'forbidden',
    });
    expect(await Department.findByPk(department.id)).not.toBeNull();
  });
});

describe('department members', () => {
  describe('GET /departments/{id}/users', () => {
    it('lists the members to any member, with filters and X-Total-Count', async () => {
      const tag = unique('Fam');
      const { user: student, department } = await buildMember('student');
      const manager = await buildUser({ role: 'manager', department, last_name: `${tag} Manager` });
      const pending = await buildUser({
        role: 'assistant',
        department,
        status: 'pending',
        last_name: `${tag} Pending`,
      });
      const outsider = await buildUser({ role: 'manager', last_name: `${tag} Outsider` });
      const api = testServer(student, department);

      const all = await api.get(`${API}/departments/${department.id}/users`).expect(200);
      expect(all.headers['x-total-count']).toBe('3');
      const ids = (all.body as MemberItem[]).map((m) => m.id).sort((a, b) => a - b);
      // A pending invitee's row is named by its invitation, never the account (pendingMemberIds.test.ts).
      const pendingRow = await memberRowId(department.id, pending.id);
      expect(pendingRow).toBeLessThan(0);
      expect(ids).toEqual([student.id, manager.id, pendingRow].sort((a, b) => a - b));
      expect(ids).not.toContain(outsider.id);

      const search = await api
        .get(`${API}/departments/${department.id}/users?search=${encodeURIComponent(tag)}`)
        .expect(200);
      expect(search.headers['x-total-count']).toBe('2');
      expect((search.body as MemberItem[]).map((m) => m.id).sort((a, b) => a - b)).toEqual(
        [manager.id, pendingRow].sort((a, b) => a - b),
      );

      const byRole = await api.get(`${API}/departments/${department.id}/users?role=manager`).expect(200);
      expect((byRole.body as MemberItem[]).map((m) => [m.id, m.role])).toEqual([[manager.id, 'manager']]);
      expect(byRole.headers['x-total-count']).toBe('1');

      const byStatus = await api.get(`${API}/departments/${department.id}/users?status=pending`).expect(200);
      expect((byStatus.body as MemberItem[]).map((m) => [m.id, m.status])).toEqual([[pendingRow, 'pending']]);

      const paged = await api.get(`${API}/departments/${department.id}/users?skip=1&limit=1`).expect(200);
      expect(paged.body).toHaveLength(1);
      expect(paged.headers['x-total-count']).toBe('3');
    });

    it('refuses someone who is not a member of that department', async () => {
      const target = await buildDepartment();
      const { user, department } = await buildMember('admin');
      const res = await testServer(user, department).get(`${API}/departments/${target.id}/users`).expect(403);
      expect(res.body).toEqual({
        detail: 'You do not have permission to view the users of this department',
        code: 'forbidden',
      });
    });
  });

  describe('POST /departments/{id}/users', () => {
    it('lets a superuser invite an existing user by id: pending until they accept', async () => {
      const department = await buildDepartment();
      const superuser = await buildUser({ superuser: true });
      const newcomer = await buildUser({ role: 'student' }); // a member elsewhere
      const res = await testServer(superuser)
        .post(`${API}/departments/${department.id}/users`)
        .send({ user_id: newcomer.id, role: 'assistant' })
        .expect(201);
      // the row as the list names it: by the invitation, not the account's id
      const row = await memberRowId(department.id, newcomer.id);
      expect(res.body).toEqual(expect.objectContaining({ id: row, role: 'assistant', status: 'pending' }));
      expect(await storedRole(department.id, newcomer.id)).toBe('assistant');
    });

    it('refuses a manager: departments invite by email', async () => {
      const { user: manager, department } = await buildMember('manager');
      const newcomer = await buildUser({ role: 'student' });
      const res = await testServer(manager, department)
        .post(`${API}/departments/${department.id}/users`)
        .send({ user_id: newcomer.id, role: 'assistant' })
        .expect(403);
      expect(res.body).toEqual({
        detail: 'You do not have permission to add users by id: invite them by email',
        code: 'forbidden',
      });
      expect(await storedRole(department.id, newcomer.id)).toBeNull();
    });

    it('refuses a user who is already a member with 400', async () => {
      const department = await buildDepartment();
      const superuser = await buildUser({ superuser: true });
      const member = await buildUser({ role: 'student', department });
      const res = await testServer(superuser)
        .post(`${API}/departments/${department.id}/users`)
        .send({ user_id: member.id, role: 'assistant' })
        .expect(400);
      expect(res.body).toEqual({
        detail: 'User is already a member of this department',
        code: 'already_member',
      });
      expect(await storedRole(department.id, member.id)).toBe('student');
    });

    it('answers an unknown user with 404', async () => {
      const department = await buildDepartment();
      const superuser = await buildUser({ superuser: true });
      const res = await testServer(superuser)
        .post(`${API}/departments/${department.id}/users`)
        .send({ user_id: 987654321, role: 'student' })
        .expect(404);
      expect(res.body).toEqual({ detail: 'User or department not found', code: 'not_found' });
    });
  });

  describe('PUT /departments/{id}/users/{userId}', () => {
    it('lets an admin change a role and writes a role_updated audit row', async () => {
      const { user: admin, department } = await buildMember('admin');
      const target = await buildUser({ role: 'student', department });
      const api = testServer(admin, department);
      const res = await api
        .put(`${API}/departments/${department.id}/users/${target.id}`)
        .send({ role: 'manager' })
        .expect(200);
      expect(res.body).toEqual(expect.objectContaining({ id: target.id, role: 'manager' }));
      expect(await storedRole(department.id, target.id)).toBe('manager');

      const audit = await AuditLog.findOne({
        where: { department_id: department.id, action: 'role_updated', target_user_id: target.id },
      });
      expect(audit).not.toBeNull();
      expect(JSON.parse(audit!.details!)).toEqual(
        expect.objectContaining({ old_role: 'student', new_role: 'manager' }),
      );
      expect(audit!.actor_id).toBe(admin.id);
      expect(audit!.ip_address).toBe(api.ip);
    });

    // The role is an enum in the document: an unknown one fails validation like any enum field.
    it('answers an unknown role with 422 naming the roles', async () => {
      const { user: admin, department } = await buildMember('admin');
      const target = await buildUser({ role: 'student', department });
      const res = await testServer(admin, department)
        .put(`${API}/departments/${department.id}/users/${target.id}`)
        .send({ role: 'king' })
        .expect(422);
      expect(res.body.detail).toEqual([
        {
          loc: ['body', 'role'],
          msg: 'Must be one of: student, assistant, manager, director, admin',
          type: 'type_error.enum',
        },
      ]);
      expect(await storedRole(department.id, target.id)).toBe('student');
    });

    it('refuses changing your own role', async () => {
      const { user: admin, department } = await buildMember('admin');
      const res = await testServer(admin, department)
        .put(`${API}/departments/${department.id}/users/${admin.id}`)
        .send({ role: 'student' })
        .expect(403);
      expect(res.body).toEqual({ detail: 'You cannot change your own role', code: 'forbidden' });
      expect(await storedRole(department.id, admin.id)).toBe('admin');
    });

    it('refuses an admin acting on a superuser member', async () => {
      const { user: admin, department } = await buildMember('admin');
      const superuser = await buildUser({ superuser: true, role: 'admin', department });
      const res = await testServer(admin, department)
        .put(`${API}/departments/${department.id}/users/${superuser.id}`)
        .send({ role: 'student' })
        .expect(403);
      expect(res.body).toEqual({
        detail: 'You do not have permission to act on a system administrator',
        code: 'forbidden',
      });
      expect(await storedRole(department.id, superuser.id)).toBe('admin');
    });

    it('answers 404 for a user who is not a member', async () => {
      const { user: admin, department } = await buildMember('admin');
      const stranger = await buildUser({ role: 'student' });
      const res = await testServer(admin, department)
        .put(`${API}/departments/${department.id}/users/${stranger.id}`)
        .send({ role: 'manager' })
        .expect(404);
      expect(res.body).toEqual({ detail: 'User or department not found', code: 'not_found' });
      expect(await storedRole(department.id, stranger.id)).toBeNull();
    });
  });

  describe('DELETE /departments/{id}/users/{userId}', () => {
    it('lets an admin remove a member; the account stays', async () => {
      const { user: admin, department } = await buildMember('admin');
      const target = await buildUser({ role: 'manager', department });
      await testServer(admin, department)
        .delete(`${API}/departments/${department.id}/users/${target.id}`)
        .expect(204);
      expect(await storedRole(department.id, target.id)).toBeNull();
      expect(await User.findByPk(target.id)).not.toBeNull();
      const audit = await AuditLog.findOne({
        where: { department_id: department.id, action: 'user_removed', target_user_id: target.id },
      });
      expect(JSON.parse(audit!.details!)).toEqual(expect.objectContaining({ old_role: 'manager' }));
    });

    it('refuses removing yourself', async () => {
      const { user: admin, department } = await buildMember('admin');
      const res = await testServer(admin, department)
        .delete(`${API}/departments/${department.id}/users/${admin.id}`)
        .expect(403);
      expect(res.body).toEqual({ detail: 'You cannot remove yourself', code: 'forbidden' });
      expect(await storedRole(department.id, admin.id)).toBe('admin');
    });
  });
});

describe('POST /departments/{id}/invite', () => {
  it('creates a pending user for a new email and mails a setup link', async () => {
    const { user: admin, department } = await buildMember('admin');
    const email = newEmail();
    const res = await testServer(admin, department)
      .post(`${API}/departments/${department.id}/invite`)
      .send({
        email,
        first_name: ' Ada ',
        last_name: 'Lovelace',
        role: 'assistant',
        department_id: department.id,
      })
      .expect(201);
    expect(res.body).toEqual({ message: expect.any(String), mail_waiting: false });
    const listed = await testServer(admin, department)
      .get(`${API}/departments/${department.id}/users`)
      .expect(200);
    expect(listed.body).toContainEqual(
      expect.objectContaining({ email, role: 'assistant', status: 'pending', first_name: 'Ada' }),
    );

    const stored = await User.findOne({ where: { email } });
    expect(stored).not.toBeNull();
    expect(stored!.status).toBe('pending');
    expect(await storedRole(department.id, stored!.id)).toBe('assistant');

    const mails = mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0].link).toMatch(/^http:\/\/localhost:3000\/setup-password\/\S+$/);
  });

  it('invites an existing user who is not a member yet: pending until they accept', async () => {
    const { user: admin, department } = await buildMember('admin');
    const existing = await buildUser({ role: 'admin' });
    const res = await testServer(admin, department)
      .post(`${API}/departments/${department.id}/invite`)
      .send({ email: existing.email.toUpperCase(), role: 'director' })
      .expect(201);
    expect(await storedRole(department.id, existing.id)).toBe('director');
    const stored = await DepartmentMembership.findOne({
      where: { department_id: department.id, user_id: existing.id },
    });
    expect(stored!.status).toBe('pending');
    // the answer names no one: the same as for a new address (see inviteAnswer.test.ts)
    expect(res.body).toEqual({ message: expect.any(String), mail_waiting: false });
    expect(await User.count({ where: { email: existing.email } })).toBe(1);
  });

  it('refuses someone who is already a member', async () => {
    const { user: admin, department } = await buildMember('admin');
    const member = await buildUser({ role: 'student', department });
    const res = await testServer(admin, department)
      .post(`${API}/departments/${department.id}/invite`)
      .send({ email: member.email, role: 'manager' })
      .expect(400);
    expect(res.body).toEqual({
      detail: 'User is already a member of this department',
      code: 'already_member',
    });
    expect(await storedRole(department.id, member.id)).toBe('student');
  });

  it('answers an unknown department with 404', async () => {
    const { user: admin, department } = await buildMember('admin');
    const res = await testServer(admin, department)
      .post(`${API}/departments/987654321/invite`)
      .send({ email: newEmail(), role: 'student' })
      .expect(404);
    expect(res.body).toEqual({ detail: 'Department not found', code: 'not_found' });
  });

  it('answers an invalid email with 400', async () => {
    const { user: admin, department } = await buildMember('admin');
    const res = await testServer(admin, department)
      .post(`${API}/departments/${department.id}/invite`)
      .send({ email: 'not-an-email', role: 'student' })
      .expect(400);
    expect(res.body).toEqual({ detail: 'Invalid email address', code: 'invalid_email' });
  });

  it('with a strong password creates an active user who can sign in and accept', async () => {
    const { user: admin, department } = await buildMember('admin');
    const email = newEmail();
    const password = 'Strong-Pass-1!';
    const res = await testServer(admin, department)
      .post(`${API}/departments/${department.id}/invite`)
      .send({ email, first_name: 'Grace', last_name: 'Hopper', password, role: 'student' })
      .expect(201);
    // The account is active; the membership waits for the person, like any invitation.
    expect(res.body).toEqual({ message: expect.any(String), mail_waiting: false });
    const created = (await User.findOne({ where: { email } }))!;
    expect(
      (await DepartmentMembership.findOne({ where: { department_id: department.id, user_id: created.id } }))!
        .status,
    ).toBe('pending');
    expect(created.status).toBe('active');
    expect(await storedRole(department.id, created.id)).toBe('student');

    const login = await testServer()
      .post(`${API}/auth/login`)
      .type('form')
      .send({ username: email, password })
      .expect(200);
    expect(login.body.access_token).toEqual(expect.any(String));
    expect(login.body.refresh_token).toEqual(expect.any(String));
    const bearer = `Bearer ${login.body.access_token as string}`;
    const accepted = await testServer()
      .post(`${API}/users/me/invitations/${department.id}/accept`)
      .set('Authorization', bearer)
      .expect(200);
    expect(accepted.body.departments).toEqual([
      { id: department.id, name: department.name, role: 'student', time_zone: 'UTC' },
    ]);
  });

  it('refuses a weak password and creates nobody', async () => {
    const { user: admin, department } = await buildMember('admin');
    const email = newEmail();
    await testServer(admin, department)
      .post(`${API}/departments/${department.id}/invite`)
      .send({ email, password: 'weakpass', role: 'student' })
      .expect(400);
    expect(await User.findOne({ where: { email } })).toBeNull();
  });

  it('lets a manager invite up to their own role only', async () => {
    const { user: manager, department } = await buildMember('manager');
    const api = testServer(manager, department);
    const directorEmail = newEmail();
    const refused = await api
      .post(`${API}/departments/${department.id}/invite`)
      .send({ email: directorEmail, role: 'director' })
      .expect(403);
    expect(refused.body).toEqual({
      detail: 'You cannot assign a role higher than your own',
      code: 'forbidden',
    });
    expect(await User.findOne({ where: { email: directorEmail } })).toBeNull();

    const managerEmail = newEmail();
    await api
      .post(`${API}/departments/${department.id}/invite`)
      .send({ email: managerEmail, role: 'manager' })
      .expect(201);
    const invited = await User.findOne({ where: { email: managerEmail } });
    expect(await storedRole(department.id, invited!.id)).toBe('manager');
  });
});

describe('GET /departments/{id}/users/statistics', () => {
  it('counts members by status and role and reports recent activity', async () => {
    const { user: admin, department } = await buildMember('admin');
    await buildUser({ role: 'manager', department });
    await buildUser({ role: 'student', department, status: 'pending' });
    const old = await buildUser({ role: 'student', department, status: 'inactive' });
    const tenDaysAgo = new Date(Date.now() - 10 * 24 * 3600 * 1000);
    await DepartmentMembership.update(
      { created_at: tenDaysAgo },
      { where: { department_id: department.id, user_id: old.id }, silent: true },
    );
    const api = testServer(admin, department);

    const before = await api.get(`${API}/departments/${department.id}/users/statistics`).expect(200);
    expect(before.body).toEqual({
      total_users: 4,
      active_users: 2,
      pending_users: 1,
      inactive_users: 1,
      role_distribution: { student: 2, assistant: 0, manager: 1, director: 0, admin: 1 },
      recent_activity: { new_users_this_week: 3, new_users_this_month: 4, last_invitation_sent: null },
    });

    await api
      .post(`${API}/departments/${department.id}/invite`)
      .send({ email: newEmail(), role: 'assistant' })
      .expect(201);
    const after = await api.get(`${API}/departments/${department.id}/users/statistics`).expect(200);
    expect(after.body.total_users).toBe(5);
    expect(after.body.pending_users).toBe(2);
    expect(after.body.role_distribution.assistant).toBe(1);
    expect(after.body.recent_activity.new_users_this_week).toBe(4);
    expect(after.body.recent_activity.last_invitation_sent).not.toBeNull();
    expect(Number.isNaN(Date.parse(after.body.recent_activity.last_invitation_sent as string))).toBe(false);
  });
});

describe('GET /departments/{id}/users/audit-log', () => {
  it('is for admins only', async () => {
    const { user: director, department } = await buildMember('director');
    const res = await testServer(director, department)
      .get(`${API}/departments/${department.id}/users/audit-log`)
      .expect(403);
    expect(res.body).toEqual({ detail: 'You do not have permission to view audit logs', code: 'forbidden' });
  });

  it('returns 50 entries by default, honours limit, newest first, with the entry fields', async () => {
    const { user: admin, department } = await buildMember('admin');
    const start = Date.now() - 3600 * 1000;
    await AuditLog.bulkCreate(
      Array.from({ length: 55 }, (_, i) => ({
        action: 'user_updated',
        details: JSON.stringify({ n: i }),
        actor_id: admin.id,
        actor_name: admin.fullName,
        department_id: department.id,
        department_name: department.name,
        target_user_id: null,
        ip_address: '10.0.0.1',
        created_at: new Date(start + i * 1000),
      })),
    );
    const target = await buildUser({ role: 'student', department, first_name: 'Olivia' });
    const api = testServer(admin, department);
    await api
      .put(`${API}/departments/${department.id}/users/${target.id}`)
      .send({ role: 'assistant' })
      .expect(200);

    const all = await api.get(`${API}/departments/${department.id}/users/audit-log`).expect(200);
    expect(all.body).toHaveLength(50);

    const three = await api.get(`${API}/departments/${department.id}/users/audit-log?limit=3`).expect(200);
    const entries = three.body as AuditItem[];
    expect(entries).toHaveLength(3);
    const times = entries.map((e) => Date.parse(e.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(entries.map((e) => e.action)).toEqual(['role_updated', 'user_updated', 'user_updated']);
    expect(entries.slice(1).map((e) => JSON.parse(e.details!))).toEqual([{ n: 54 }, { n: 53 }]);

    const newest = entries[0];
    expect(JSON.parse(newest.details!)).toEqual(
      expect.objectContaining({ old_role: 'student', new_role: 'assistant', first_name: 'Olivia' }),
    );
    expect(newest.actor_name).toBe(admin.fullName);
    expect(newest.department_name).toBe(department.name);
    expect(newest.ip_address).toBe(api.ip);
    expect(Number.isNaN(Date.parse(newest.created_at))).toBe(false);
  });
});

describe('GET /departments/{id}/users/export', () => {
  it('serves the members as CSV named after the department, with formulas neutralised', async () => {
    const name = `${unique('Drama')} Club`;
    const department = await buildDepartment({ name });
    const { user: admin } = await buildMember('admin', department);
    const sneaky = await buildUser({ role: 'student', department, first_name: '=HYPERLINK("x")' });

    const res = await testServer(admin, department)
      .get(`${API}/departments/${department.id}/users/export`)
      .expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toContain(`filename="${name.replace(/ /g, '_')}_users.csv"`);

    const lines = res.text.trim().split(/\r?\n/);
    expect(lines[0]).toBe('First Name,Last Name,Email,Phone,Role,Status,Last Login,Created');
    expect(lines).toHaveLength(3);
    const sneakyLine = lines.find((l) => l.includes(sneaky.email));
    expect(sneakyLine).toBeDefined();
    expect(sneakyLine!.startsWith(`"'=HYPERLINK(""x"")",`)).toBe(true);
    expect(lines.some((l) => l.includes(admin.email) && l.includes(',admin,active,'))).toBe(true);
  });

  it('refuses a format other than csv with 400', async () => {
    const { user: admin, department } = await buildMember('admin');
    await testServer(admin, department)
      .get(`${API}/departments/${department.id}/users/export?format=xml`)
      .expect(400);
  });

  it('takes the member list’s filters, so the file holds what the list shows', async () => {
    const { user: admin, department } = await buildMember('admin');
    const student = await buildUser({ role: 'student', department });
    const res = await testServer(admin, department)
      .get(`${API}/departments/${department.id}/users/export?role=student`)
      .expect(200);
    const lines = res.text.trim().split(/\r?\n/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(student.email);
  });
});

describe('department review fixes', () => {
  it('treats names that differ only in case as the same name', async () => {
    const superuser = await buildUser({ superuser: true });
    const existing = await buildDepartment({ name: unique('Drama Club') });
    const res = await testServer(superuser)
      .post('/api/v1/departments/')
      .send({ name: existing.name.toUpperCase() })
      .expect(400);
    expect(res.body.detail).toBe('A department with this name already exists');
  });

  it('checks permission before the export format', async () => {
    const { department } = await buildMember('admin');
    const { user: outsider } = await buildMember('admin');
    await testServer(outsider)
      .get(`/api/v1/departments/${department.id}/users/export?format=xml`)
      .expect(403);
  });

  it('an existing user keeps their password when the inviter typed one, and the answer does not say so', async () => {
    const { user: admin, department } = await buildMember('admin');
    const existing = await buildUser();
    const before = (await User.findByPk(existing.id))!.password_hash;
    const weak = await testServer(admin, department)
      .post(`/api/v1/departments/${department.id}/invite`)
      .send({ email: existing.email, password: 'weak', role: 'student' })
      .expect(400);
    expect(weak.body.detail).toMatch(/at least/);
    const res = await testServer(admin, department)
      .post(`/api/v1/departments/${department.id}/invite`)
      .send({ email: existing.email, password: 'Strong-Pass-1!', role: 'student' })
      .expect(201);
    expect(res.body).not.toHaveProperty('isNewUser');
    expect(res.body.message).toBe(
      `${existing.email} was invited to ${department.name} as student. If the address had no account yet, one was created with the password you set.`,
    );
    expect((await User.findByPk(existing.id))!.password_hash).toBe(before);
  });
});

describe('department counts and deletion with inventory', () => {
  it('reports real item counts and refuses deletion while items remain', async () => {
    const superuser = await buildUser({ superuser: true });
    const { user: director, department } = await buildMember('director');
    const api = testServer(director, department);
    await api.post('/api/v1/productions/').send({ title: 'Hamlet' }).expect(201);
    await api.post('/api/v1/props/').send({ name: 'Skull', category: 'other' }).expect(201);
    await api.post('/api/v1/sets/').send({ name: 'Battlements' }).expect(201);
    await api
      .post('/api/v1/costumes/')
      .send({ name: 'Ghost sheet', category: 'fantasy', size: 'one_size' })
      .expect(201);

    const read = await testServer(superuser).get(`/api/v1/departments/${department.id}`).expect(200);
    expect(read.body).toEqual(
      expect.objectContaining({
        user_count: 1,
        production_count: 1,
        prop_count: 1,
        set_piece_count: 1,
        costume_piece_count: 1,
      }),
    );
    const refused = await testServer(superuser).delete(`/api/v1/departments/${department.id}`).expect(400);
    expect(refused.body.detail).toBe(
      'Cannot delete department with existing data. Please remove all associated items first.',
    );
    expect(await Department.findByPk(department.id)).not.toBeNull();

    const { user: manager } = await buildMember('manager', department);
    const cleanup = testServer(manager, department);
    for (const [path, list] of [
      ['props', 'props'],
      ['sets', 'sets'],
      ['costumes', 'costumes'],
    ] as const) {
      const items = (await cleanup.get(`/api/v1/${list}/`).expect(200)).body as { id: number }[];
      for (const item of items) await cleanup.delete(`/api/v1/${path}/${item.id}`).expect(204);
    }
    const productions = (await api.get('/api/v1/productions/').expect(200)).body as { id: number }[];
    for (const p of productions) await api.delete(`/api/v1/productions/${p.id}`).expect(204);
    await testServer(superuser).delete(`/api/v1/departments/${department.id}`).expect(204);
  });
});
