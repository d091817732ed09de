import { AuditLog, DepartmentMembership, RefreshToken, User, UserToken } from '../../models';
import { useTestDatabase, testServer } from '../server';
import { buildDepartment, buildMember, buildUser, TEST_PASSWORD } from '../factories';
import { lastTokenFor, mailsTo } from '../outbox';

useTestDatabase();

const login = (email: string, password: string) =>
  testServer().post('/api/v1/auth/login').type('form').send({ username: email, password });

async function inviteNew(department: Awaited<ReturnType<typeof buildDepartment>>, email: string) {
  const { user: admin } = await buildMember('admin', department);
  await testServer(admin, department)
    .post(`/api/v1/departments/${department.id}/invite`)
    .send({ email, first_name: 'Nia', last_name: 'Holt', role: 'assistant' })
    .expect(201);
  return { admin, token: lastTokenFor(email) };
}

describe('users/me', () => {
  it('reads and updates the profile, trimming text; the email stays read-only', async () => {
    const { user, department } = await buildMember('student');
    const me = await testServer(user, department).get('/api/v1/users/me').expect(200);
    expect(me.body).toEqual(
      expect.objectContaining({ id: user.id, email: user.email, departmentRole: 'student' }),
    );

    const updated = await testServer(user, department)
      .put('/api/v1/users/me')
      .send({ first_name: '  Ada ', last_name: 'Lovelace', phone: '  ' })
      .expect(200);
    expect(updated.body).toEqual(
      expect.objectContaining({ first_name: 'Ada', last_name: 'Lovelace', phone: null }),
    );
    expect((await User.findByPk(user.id))!.first_name).toBe('Ada');

    const email = await testServer(user, department)
      .put('/api/v1/users/me')
      .send({ email: 'other@test.example' })
      .expect(400);
    expect(email.body.detail).toBe('Email cannot be changed');
    const blank = await testServer(user, department)
      .put('/api/v1/users/me')
      .send({ first_name: ' ' })
      .expect(422);
    expect(blank.body.detail[0]).toEqual(
      expect.objectContaining({ loc: ['body', 'first_name'], msg: 'First name is required' }),
    );
  });

  it('changes the password with the current one, signing other sessions out but not this one', async () => {
    const user = await buildUser();
    const other = (await login(user.email, TEST_PASSWORD)).body;
    const mine = (await login(user.email, TEST_PASSWORD)).body;
    const wrong = await testServer()
      .put('/api/v1/users/me')
      .set('Authorization', `Bearer ${mine.access_token}`)
      .send({ current_password: 'Not-Mine-123!', password: 'Fresh-Pass-77!' })
      .expect(400);
    expect(wrong.body.detail).toBe('Current password is incorrect');
    expect(wrong.body.code).toBe('wrong_current_password');
    const missing = await testServer()
      .put('/api/v1/users/me')
      .set('Authorization', `Bearer ${mine.access_token}`)
      .send({ password: 'Fresh-Pass-77!' })
      .expect(400);
    expect(missing.body.detail).toBe('Current password is required to change password');
    expect(missing.body.code).toBe('current_password_required');

    await testServer()
      .put('/api/v1/users/me')
      .set('Authorization', `Bearer ${mine.access_token}`)
      .send({ current_password: TEST_PASSWORD, password: 'Fresh-Pass-77!' })
      .expect(200);
    await login(user.email, 'Fresh-Pass-77!').expect(200);
    await testServer().post('/api/v1/auth/refresh').send({ refresh_token: other.refresh_token }).expect(401);
    await testServer().post('/api/v1/auth/refresh').send({ refresh_token: mine.refresh_token }).expect(200);
    expect(await AuditLog.count({ where: { target_user_id: user.id, action: 'password_changed' } })).toBe(1);
  });
});

describe('GET /users/', () => {
  it('lists only the current department, with search, role and status filters and a total', async () => {
    const department = await buildDepartment();
    const { user: admin } = await buildMember('admin', department);
    await buildUser({
      role: 'student',
      department,
      first_name: 'Quentin',
      email: `q-${department.id}@test.example`,
    });
    await buildUser({ role: 'assistant', department, status: 'pending' });
    await buildMember('admin'); // another department: never listed

    const all = await testServer(admin, department).get('/api/v1/users/').expect(200);
    expect(all.body).toHaveLength(3);
    expect(all.headers['x-total-count']).toBe('3');
    const search = await testServer(admin, department).get('/api/v1/users/?search=quent').expect(200);
    expect(search.body.map((u: { first_name: string }) => u.first_name)).toEqual(['Quentin']);
    const byRole = await testServer(admin, department).get('/api/v1/users/?role=assistant').expect(200);
    expect(byRole.body).toHaveLength(1);
    expect(byRole.body[0].status).toBe('pending');
    const byStatus = await testServer(admin, department).get('/api/v1/users/?status=active').expect(200);
    expect(byStatus.headers['x-total-count']).toBe('2');
    const paged = await testServer(admin, department).get('/api/v1/users/?skip=1&limit=1').expect(200);
    expect(paged.body).toHaveLength(1);
    expect(paged.headers['x-total-count']).toBe('3');
    const badRole = await testServer(admin, department).get('/api/v1/users/?role=king').expect(422);
    expect(badRole.body.detail[0].loc).toEqual(['query', 'role']);
  });

  it('needs a current department', async () => {
    const loner = await buildUser();
    const res = await testServer(loner).get('/api/v1/users/').expect(400);
    expect(res.body.detail).toBe('No department context available');
    expect(res.body.code).toBe('department_required');
  });
});

describe('GET /users/{id}', () => {
  it('shows members of the current department and 404 for anyone else', async () => {
    const { user: viewer, department } = await buildMember('student');
    const colleague = await buildUser({ role: 'director', department });
    const stranger = await buildUser({ role: 'admin' });
    const res = await testServer(viewer, department).get(`/api/v1/users/${colleague.id}`).expect(200);
    expect(res.body.departmentRole).toBe('director');
    const hidden = await testServer(viewer, department).get(`/api/v1/users/${stranger.id}`).expect(404);
    expect(hidden.body.detail).toBe('User not found');
  });
});

describe('PUT /users/{id}', () => {
  it('lets a department admin switch the membership off there; the account still signs in', async () => {
    const { user: admin, department } = await buildMember('admin');
    const target = await buildUser({ role: 'student', department, first_name: 'Before' });
    const res = await testServer(admin, department)
      .put(`/api/v1/users/${target.id}`)
      .send({ status: 'inactive' })
      .expect(200);
    expect(res.body).toEqual(expect.objectContaining({ first_name: 'Before', status: 'inactive' }));
    expect(await AuditLog.count({ where: { target_user_id: target.id, action: 'status_updated' } })).toBe(1);
    // The membership is off; the account is the person's own and stays active.
    expect((await User.findByPk(target.id))!.status).toBe('active');
    await login(target.email, TEST_PASSWORD).expect(200);
    await testServer(target, department).get('/api/v1/users/').expect(403);
  });

  it('lets a superuser edit account fields, keeping fields left out', async () => {
    const superuser = await buildUser({ superuser: true });
    const target = await buildUser({ role: 'student', first_name: 'Before' });
    const res = await testServer(superuser)
      .put(`/api/v1/users/${target.id}`)
      .send({ last_name: 'After' })
      .expect(200);
    expect(res.body).toEqual(expect.objectContaining({ first_name: 'Before', last_name: 'After' }));
  });

  it('refuses a taken email, an unknown status and changing your own status', async () => {
    const { user: admin, department } = await buildMember('admin');
    const superuser = await buildUser({ superuser: true });
    const target = await buildUser({ role: 'student', department });
    const taken = await testServer(superuser)
      .put(`/api/v1/users/${target.id}`)
      .send({ email: admin.email })
      .expect(400);
    expect(taken.body.detail).toBe('A user with this email already exists');
    expect(taken.body.code).toBe('email_taken');
    await testServer(admin, department)
      .put(`/api/v1/users/${target.id}`)
      .send({ status: 'asleep' })
      .expect(422);
    const self = await testServer(admin, department)
      .put(`/api/v1/users/${admin.id}`)
      .send({ status: 'inactive' })
      .expect(403);
    expect(self.body.detail).toBe('You cannot change your own status');
    expect((await User.findByPk(admin.id))!.status).toBe('active');
  });
});

describe('DELETE /users/{id}', () => {
  it('removes the member from the current department only when an admin asks', async () => {
    const { user: admin, department } = await buildMember('admin');
    const elsewhere = await buildDepartment();
    const target = await buildUser({ role: 'student', department });
    await DepartmentMembership.create({ department_id: elsewhere.id, user_id: target.id, role: 'manager' });
    await testServer(admin, department).delete(`/api/v1/users/${target.id}`).expect(204);
    expect(
      await DepartmentMembership.findOne({ where: { user_id: target.id, department_id: department.id } }),
    ).toBeNull();
    expect(
      await DepartmentMembership.findOne({ where: { user_id: target.id, department_id: elsewhere.id } }),
    ).not.toBeNull();
    expect(await AuditLog.count({ where: { target_user_id: target.id, action: 'user_removed' } })).toBe(1);
  });

  it('deletes the account when a superuser asks, never their own', async () => {
    const superuser = await buildUser({ superuser: true });
    const target = await buildUser({ role: 'student' });
    await testServer(superuser).delete(`/api/v1/users/${target.id}`).expect(204);
    expect(await User.findByPk(target.id)).toBeNull();
    const self = await testServer(superuser).delete(`/api/v1/users/${superuser.id}`).expect(403);
    expect(self.body.detail).toBe('You cannot remove yourself');
  });
});

describe('POST /users/{id}/reset-password', () => {
  it('mails the user a reset link, and refuses inactive users', async () => {
    const { user: admin, department } = await buildMember('admin');
    const target = await buildUser({ role: 'student', department });
    await testServer(admin, department).post(`/api/v1/users/${target.id}/reset-password`).expect(200);
    expect(mailsTo(target.email).at(-1)!.link).toMatch(/reset-password\?token=/);
    const inactive = await buildUser({ role: 'student', department, status: 'inactive' });
    const res = await testServer(admin, department)
      .post(`/api/v1/users/${inactive.id}/reset-password`)
      .expect(400);
    expect(res.body.detail).toBe('Cannot reset password for inactive user');
    expect(res.body.code).toBe('user_inactive');
    expect(mailsTo(inactive.email)).toHaveLength(0);
  });
});

describe('invitations', () => {
  it('validates the link, sets up the password against the rules, and signs the user in', async () => {
    const department = await buildDepartment();
    const email = `invitee-${department.id}@test.example`;
    const { token } = await inviteNew(department, email);
    const invited = await User.findOne({ where: { email } });
    expect(invited!.status).toBe('pending');
    await login(email, 'whatever').expect(401);

    const valid = await testServer().get(`/api/v1/users/validate-invitation/${token}`).expect(200);
    expect(valid.body).toEqual({
      user: expect.objectContaining({ email, first_name: 'Nia', last_name: 'Holt' }),
      department: { id: department.id, name: department.name },
    });
    const weak = await testServer()
      .post('/api/v1/users/setup-password')
      .send({ token, password: 'password' })
      .expect(400);
    expect(weak.body.detail).toMatch(/uppercase letter/);
    expect(weak.body.code).toBe('weak_password');

    const done = await testServer()
      .post('/api/v1/users/setup-password')
      .send({ token, password: 'Opening-Night-1' })
      .expect(200);
    expect(done.body.tokens).toEqual(
      expect.objectContaining({ access_token: expect.any(String), refresh_token: expect.any(String) }),
    );
    expect(done.body.user).toEqual(
      expect.objectContaining({ email, status: 'active', departmentRole: 'assistant' }),
    );
    await login(email, 'Opening-Night-1').expect(200);

    const used = await testServer().get(`/api/v1/users/validate-invitation/${token}`).expect(410);
    expect(used.body.detail).toBe('This invitation has already been used');
    expect(used.body.code).toBe('invitation_used');
    await testServer()
      .post('/api/v1/users/setup-password')
      .send({ token, password: 'Opening-Night-2' })
      .expect(410);
  });

  it('answers 404 for an unknown token and 410 for an expired one', async () => {
    await testServer().get('/api/v1/users/validate-invitation/not-a-token').expect(404);
    const department = await buildDepartment();
    const email = `late-${department.id}@test.example`;
    const { token } = await inviteNew(department, email);
    const invited = await User.findOne({ where: { email } });
    await UserToken.update({ expires_at: new Date(Date.now() - 1000) }, { where: { user_id: invited!.id } });
    const res = await testServer().get(`/api/v1/users/validate-invitation/${token}`).expect(410);
    expect(res.body.detail).toBe('This invitation has expired');
    expect(res.body.code).toBe('invitation_expired');
  });

  it('resends a pending invitation: the new link works and the old one stops', async () => {
    const department = await buildDepartment();
    const email = `again-${department.id}@test.example`;
    const { admin, token: oldToken } = await inviteNew(department, email);
    // A pending invitee is named by its row's id, never the account's (pendingMemberIds.test.ts).
    const rows = await testServer(admin, department).get('/api/v1/users/').query({ status: 'pending' });
    const row = (rows.body as { id: number; email: string }[]).find((r) => r.email === email)!;
    await testServer(admin, department).post(`/api/v1/users/${row.id}/resend-invitation`).expect(200);
    const newToken = lastTokenFor(email);
    expect(newToken).not.toBe(oldToken);
    expect(mailsTo(email)).toHaveLength(2);
    await testServer().get(`/api/v1/users/validate-invitation/${oldToken}`).expect(410);
    await testServer().get(`/api/v1/users/validate-invitation/${newToken}`).expect(200);

    const active = await buildUser({ role: 'student', department });
    const res = await testServer(admin, department)
      .post(`/api/v1/users/${active.id}/resend-invitation`)
      .expect(400);
    expect(res.body.detail).toMatch(/already accepted/);
    expect(res.body.code).toBe('invitation_accepted');
  });

  it('creates users in the current department through POST /users/', async () => {
    const { user: manager, department } = await buildMember('manager');
    const email = `created-${department.id}@test.example`;
    const res = await testServer(manager, department)
      .post('/api/v1/users/')
      .send({ email, first_name: 'Pat', last_name: 'Lee' })
      .expect(201);
    expect(res.body).toEqual({ message: expect.any(String), mail_waiting: false });
    const listed = await testServer(manager, department).get('/api/v1/users/').query({ status: 'pending' });
    expect(listed.body).toContainEqual(
      expect.objectContaining({ email, role: 'student', status: 'pending' }),
    );
  });
});

describe('GET /users/audit-log', () => {
  it('lists the changes made to a member, newest first, for department admins', async () => {
    const { user: admin, department } = await buildMember('admin');
    const target = await buildUser({ role: 'student', department });
    await testServer(admin, department)
      .put(`/api/v1/departments/${department.id}/users/${target.id}`)
      .send({ role: 'assistant' })
      .expect(200);
    await testServer(admin, department)
      .put(`/api/v1/users/${target.id}`)
      .send({ status: 'inactive' })
      .expect(200);
    const res = await testServer(admin, department)
      .get(`/api/v1/users/audit-log?user_id=${target.id}`)
      .expect(200);
    expect(res.body.map((e: { action: string }) => e.action)).toEqual(['status_updated', 'role_updated']);
    expect(JSON.parse(res.body[1].details)).toEqual(
      expect.objectContaining({ old_role: 'student', new_role: 'assistant' }),
    );
    expect(res.body[0]).toEqual(
      expect.objectContaining({
        actor_name: admin.fullName,
        department_name: department.name,
        ip_address: expect.any(String),
      }),
    );
  });
});

describe('stored secrets', () => {
  it('keeps invitation tokens and refresh tokens only as hashes', async () => {
    const department = await buildDepartment();
    const email = `hashed-${department.id}@test.example`;
    const { token } = await inviteNew(department, email);
    const rows = await UserToken.findAll({ where: { purpose: 'invitation' } });
    expect(rows.some((r) => r.token_hash === token)).toBe(false);
    expect(await RefreshToken.count({ where: { token_hash: token } })).toBe(0);
  });
});
