/**
 * The architecture's role table, enforced by the server: every action against every role, plus
 * superusers, self-protection, the inviter's ceiling and department isolation.
 */
import type { Response } from 'supertest';
import { AuditLog, Department, DepartmentMembership, User, type Role } from '../../models';
import { buildDepartment, buildMember, buildUser, memberRowId, unique } from '../factories';
import { testServer, useTestDatabase } from '../server';

useTestDatabase();

const API = '/api/v1';
const ROLE_ORDER: Role[] = ['student', 'assistant', 'manager', 'director', 'admin'];

/** One department with an actor (the caller), an active student and a pending student to act on. */
interface World {
  department: Department;
  actor: User;
  target: User;
  pendingTarget: User;
  api: ReturnType<typeof testServer>;
}

async function buildWorld(actor: User | Role): Promise<World> {
  const department = await buildDepartment();
  const caller = typeof actor === 'string' ? await buildUser({ role: actor, department }) : actor;
  const target = await buildUser({ role: 'student', department });
  const pendingTarget = await buildUser({ role: 'student', department, status: 'pending' });
  return { department, actor: caller, target, pendingTarget, api: testServer(caller, department) };
}

/** One new address per world, the same on every call. */
const invitees = new WeakMap<object, string>();
function inviteeOf(world: object): string {
  if (!invitees.has(world)) invitees.set(world, `${unique('invitee')}@test.example`);
  return invitees.get(world)!;
}

async function storedRole(departmentId: number, userId: number): Promise<Role | null> {
  const membership = await DepartmentMembership.findOne({
    where: { department_id: departmentId, user_id: userId },
  });
  return membership?.role ?? null;
}

interface Action {
  name: string;
  /** the lowest role allowed; null: superusers only */
  minimum: Role | null;
  /** the 403 detail for everyone below `minimum` */
  denied?: string;
  call: (w: World) => Promise<Response>;
  /** checks the stored result after the call */
  verify?: (w: World, allowed: boolean, res: Response) => void | Promise<void>;
}

const ACTIONS: Action[] = [
  {
    name: 'see the department users (GET /departments/{id}/users)',
    minimum: 'student',
    call: (w) => w.api.get(`${API}/departments/${w.department.id}/users`),
    verify: (w, _allowed, res) => {
      expect((res.body as { id: number }[]).map((u) => u.id)).toContain(w.target.id);
    },
  },
  {
    name: 'see the department (GET /departments/{id})',
    minimum: 'student',
    call: (w) => w.api.get(`${API}/departments/${w.department.id}`),
    verify: (w, _allowed, res) => {
      expect(res.body.id).toBe(w.department.id);
    },
  },
  {
    name: 'see the users of the current department (GET /users/)',
    minimum: 'student',
    call: (w) => w.api.get(`${API}/users/`),
    verify: (w, _allowed, res) => {
      expect((res.body as { id: number }[]).map((u) => u.id)).toContain(w.target.id);
    },
  },
  {
    name: 'see the member statistics',
    minimum: 'student',
    call: (w) => w.api.get(`${API}/departments/${w.department.id}/users/statistics`),
  },
  {
    name: 'export the members',
    minimum: 'student',
    call: (w) => w.api.get(`${API}/departments/${w.department.id}/users/export`),
  },
  {
    name: 'invite a user (POST /departments/{id}/invite)',
    minimum: 'manager',
    denied: 'You do not have permission to invite users to this department',
    call: (w) =>
      w.api
        .post(`${API}/departments/${w.department.id}/invite`)
        .send({ email: inviteeOf(w), role: 'student' }),
    verify: async (w, allowed) => {
      if (!allowed) return;
      // The answer names no one (docs/accounts-and-roles.md): the invitee is found by address.
      const invitee = await User.findOne({ where: { email: inviteeOf(w) } });
      expect(await storedRole(w.department.id, invitee!.id)).toBe('student');
    },
  },
  {
    // by account id: superusers only; departments invite by email (and it stays a pending invitation)
    name: 'add an existing user by id (POST /departments/{id}/users)',
    minimum: null,
    denied: 'You do not have permission to add users by id: invite them by email',
    call: async (w) => {
      const outsider = await buildUser();
      return w.api
        .post(`${API}/departments/${w.department.id}/users`)
        .send({ user_id: outsider.id, role: 'student' });
    },
    verify: (_w, allowed, res) => {
      if (allowed) {
        // the answer is the row, named by its invitation (memberRowId), not the account's id
        expect(res.body.role).toBe('student');
        expect(res.body.status).toBe('pending');
      }
    },
  },
  {
    name: 'resend an invitation (POST /users/{id}/resend-invitation)',
    minimum: 'manager',
    denied: 'You do not have permission to invite users to this department',
    call: async (w) =>
      w.api.post(`${API}/users/${await memberRowId(w.department.id, w.pendingTarget.id)}/resend-invitation`),
  },
  {
    name: 'change a role (PUT /departments/{id}/users/{uid})',
    minimum: 'admin',
    denied: 'You do not have permission to change user roles in this department',
    call: (w) =>
      w.api.put(`${API}/departments/${w.department.id}/users/${w.target.id}`).send({ role: 'assistant' }),
    verify: async (w, allowed) => {
      expect(await storedRole(w.department.id, w.target.id)).toBe(allowed ? 'assistant' : 'student');
    },
  },
  {
    name: 'change a status (PUT /users/{uid})',
    minimum: 'admin',
    denied: 'You do not have permission to edit this user',
    call: (w) => w.api.put(`${API}/users/${w.target.id}`).send({ status: 'inactive' }),
    verify: async (w, allowed) => {
      // the membership in this department; the account is the person's own
      const membership = await DepartmentMembership.findOne({
        where: { department_id: w.department.id, user_id: w.target.id },
      });
      expect(membership!.status).toBe(allowed ? 'inactive' : 'active');
      expect((await User.findByPk(w.target.id))!.status).toBe('active');
    },
  },
  {
    name: 'remove a user (DELETE /departments/{id}/users/{uid})',
    minimum: 'admin',
    denied: 'You do not have permission to remove users from this department',
    call: (w) => w.api.delete(`${API}/departments/${w.department.id}/users/${w.target.id}`),
    verify: async (w, allowed) => {
      expect(await storedRole(w.department.id, w.target.id)).toBe(allowed ? null : 'student');
      expect(await User.findByPk(w.target.id)).not.toBeNull();
    },
  },
  {
    name: 'reset a password (POST /users/{uid}/reset-password)',
    minimum: 'admin',
    denied: 'You do not have permission to reset passwords',
    call: (w) => w.api.post(`${API}/users/${w.target.id}/reset-password`),
    verify: async (w, allowed) => {
      const sent = await AuditLog.count({
        where: { action: 'password_reset_sent', target_user_id: w.target.id },
      });
      expect(sent).toBe(allowed ? 1 : 0);
    },
  },
  {
    name: 'read the department audit log',
    minimum: 'admin',
    denied: 'You do not have permission to view audit logs',
    call: (w) => w.api.get(`${API}/departments/${w.department.id}/users/audit-log`),
  },
  {
    name: "read a user's audit log (GET /users/audit-log?user_id=)",
    minimum: 'admin',
    denied: 'You do not have permission to view audit logs',
    call: (w) => w.api.get(`${API}/users/audit-log?user_id=${w.target.id}`),
  },
  {
    name: 'edit the department (PUT /departments/{id})',
    minimum: 'admin',
    denied: 'You do not have permission to edit this department',
    call: (w) => w.api.put(`${API}/departments/${w.department.id}`).send({ description: 'Edited' }),
    verify: async (w, allowed) => {
      expect((await Department.findByPk(w.department.id))!.description).toBe(allowed ? 'Edited' : null);
    },
  },
  {
    name: 'create a department (POST /departments/)',
    minimum: null,
    denied: 'You do not have permission to create departments',
    call: (w) => w.api.post(`${API}/departments/`).send({ name: unique(`From-${w.department.id}`) }),
    verify: async (_w, allowed, res) => {
      if (allowed) expect(await Department.findByPk(res.body.id as number)).not.toBeNull();
    },
  },
  {
    name: 'delete the department (DELETE /departments/{id})',
    minimum: null,
    denied: 'You do not have permission to delete departments',
    call: (w) => w.api.delete(`${API}/departments/${w.department.id}`),
    verify: async (w, allowed) => {
      expect(await Department.findByPk(w.department.id)).toEqual(allowed ? null : expect.anything());
    },
  },
];

function isAllowed(role: Role, minimum: Role | null): boolean {
  return minimum !== null && ROLE_ORDER.indexOf(role) >= ROLE_ORDER.indexOf(minimum);
}

const MATRIX = ACTIONS.flatMap((action) =>
  ROLE_ORDER.map((role) => ({ action, role, allowed: isAllowed(role, action.minimum) })),
);

describe('role matrix', () => {
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
    await action.verify?.(world, allowed, res);
  });

  it.each(ACTIONS)('a superuser who is not a member may $name', async (action) => {
    const superuser = await buildUser({ superuser: true });
    const world = await buildWorld(superuser);
    const res = await action.call(world);
    expect(res.status).toBeGreaterThanOrEqual(200);
    expect(res.status).toBeLessThan(300);
    await action.verify?.(world, true, res);
  });
});

describe('an admin cannot act on a superuser member', () => {
  async function adminAndSuperuser() {
    const { user: admin, department } = await buildMember('admin');
    const superuser = await buildUser({ superuser: true, role: 'director', department });
    return { admin, superuser, department, api: testServer(admin, department) };
  }

  it('change their role', async () => {
    const { superuser, department, api } = await adminAndSuperuser();
    const res = await api
      .put(`${API}/departments/${department.id}/users/${superuser.id}`)
      .send({ role: 'student' })
      .expect(403);
    expect(res.body).toEqual({
      detail: 'You do not have permission to act on a system administrator',
      code: 'forbidden',
    });
    expect(await storedRole(department.id, superuser.id)).toBe('director');
  });

  it('remove them from the department', async () => {
    const { superuser, department, api } = await adminAndSuperuser();
    const res = await api.delete(`${API}/departments/${department.id}/users/${superuser.id}`).expect(403);
    expect(res.body).toEqual({
      detail: 'You do not have permission to act on a system administrator',
      code: 'forbidden',
    });
    const viaUsers = await api.delete(`${API}/users/${superuser.id}`).expect(403);
    expect(viaUsers.body).toEqual({
      detail: 'You do not have permission to act on a system administrator',
      code: 'forbidden',
    });
    expect(await storedRole(department.id, superuser.id)).toBe('director');
  });

  it('reset their password', async () => {
    const { superuser, api } = await adminAndSuperuser();
    const res = await api.post(`${API}/users/${superuser.id}/reset-password`).expect(403);
    expect(res.body).toEqual({
      detail: 'You do not have permission to act on a system administrator',
      code: 'forbidden',
    });
    expect(
      await AuditLog.count({ where: { action: 'password_reset_sent', target_user_id: superuser.id } }),
    ).toBe(0);
  });

  it('change their status', async () => {
    const { superuser, api } = await adminAndSuperuser();
    const res = await api.put(`${API}/users/${superuser.id}`).send({ status: 'inactive' }).expect(403);
    expect(res.body).toEqual({ detail: 'You do not have permission to edit this user', code: 'forbidden' });
    expect((await User.findByPk(superuser.id))!.status).toBe('active');
  });
});

describe('nobody removes or demotes themself', () => {
  it.each(['admin', 'superuser'] as const)('%s: cannot change their own role', async (who) => {
    const department = await buildDepartment();
    const self = await buildUser({ role: 'admin', department, superuser: who === 'superuser' });
    const res = await testServer(self, department)
      .put(`${API}/departments/${department.id}/users/${self.id}`)
      .send({ role: 'student' })
      .expect(403);
    expect(res.body).toEqual({ detail: 'You cannot change your own role', code: 'forbidden' });
    expect(await storedRole(department.id, self.id)).toBe('admin');
  });

  it.each(['admin', 'superuser'] as const)('%s: cannot remove themself', async (who) => {
    const department = await buildDepartment();
    const self = await buildUser({ role: 'admin', department, superuser: who === 'superuser' });
    const api = testServer(self, department);
    const viaDepartment = await api
      .delete(`${API}/departments/${department.id}/users/${self.id}`)
      .expect(403);
    expect(viaDepartment.body).toEqual({ detail: 'You cannot remove yourself', code: 'forbidden' });
    const viaUsers = await api.delete(`${API}/users/${self.id}`).expect(403);
    expect(viaUsers.body).toEqual({ detail: 'You cannot remove yourself', code: 'forbidden' });
    expect(await storedRole(department.id, self.id)).toBe('admin');
    expect(await User.findByPk(self.id)).not.toBeNull();
  });

  it('an admin cannot deactivate themself', async () => {
    const { user: admin, department } = await buildMember('admin');
    const res = await testServer(admin, department)
      .put(`${API}/users/${admin.id}`)
      .send({ status: 'inactive' })
      .expect(403);
    expect(res.body).toEqual({ detail: 'You cannot change your own status', code: 'forbidden' });
    expect((await User.findByPk(admin.id))!.status).toBe('active');
  });
});

describe('an inviter grants roles up to their own', () => {
  const CASES: { inviter: Role; role: Role; allowed: boolean }[] = [
    { inviter: 'manager', role: 'director', allowed: false },
    { inviter: 'manager', role: 'manager', allowed: true },
    { inviter: 'director', role: 'admin', allowed: false },
    { inviter: 'director', role: 'director', allowed: true },
    { inviter: 'admin', role: 'admin', allowed: true },
  ];

  it.each(CASES)('$inviter inviting a $role → allowed $allowed', async ({ inviter, role, allowed }) => {
    const { user, department } = await buildMember(inviter);
    const email = `${unique('invitee')}@test.example`;
    const res = await testServer(user, department)
      .post(`${API}/departments/${department.id}/invite`)
      .send({ email, role });
    const invited = await User.findOne({ where: { email } });
    if (allowed) {
      expect(res.status).toBe(201);
      expect(await storedRole(department.id, invited!.id)).toBe(role);
    } else {
      expect(res.status).toBe(403);
      expect(res.body).toEqual({
        detail: 'You cannot assign a role higher than your own',
        code: 'forbidden',
      });
      expect(invited).toBeNull();
    }
  });

  it.each(CASES)(
    '$inviter inviting an existing user as $role → allowed $allowed',
    async ({ inviter, role, allowed }) => {
      const { user, department } = await buildMember(inviter);
      const existing = await buildUser();
      const res = await testServer(user, department)
        .post(`${API}/departments/${department.id}/invite`)
        .send({ email: existing.email, role });
      if (allowed) {
        expect(res.status).toBe(201);
        expect(await storedRole(department.id, existing.id)).toBe(role);
      } else {
        expect(res.status).toBe(403);
        expect(res.body).toEqual({
          detail: 'You cannot assign a role higher than your own',
          code: 'forbidden',
        });
        expect(await storedRole(department.id, existing.id)).toBeNull();
      }
    },
  );
});

describe('departments are isolated from each other', () => {
  /** Department A with an active and a pending member; an admin of department B only. */
  async function twoDepartments() {
    const { user: memberOfA, department: a } = await buildMember('student');
    const pendingOfA = await buildUser({ role: 'student', department: a, status: 'pending' });
    const { user: adminOfB, department: b } = await buildMember('admin');
    return { a, b, memberOfA, pendingOfA, adminOfB, api: testServer(adminOfB, b) };
  }
  type Setup = Awaited<ReturnType<typeof twoDepartments>>;

  const DEPARTMENT_CALLS: { name: string; denied: string; call: (s: Setup) => Promise<Response> }[] = [
    {
      name: 'GET /departments/A/users',
      denied: 'You do not have permission to view the users of this department',
      call: (s) => s.api.get(`${API}/departments/${s.a.id}/users`),
    },
    {
      name: 'POST /departments/A/users',
      denied: 'You do not have permission to add users by id: invite them by email',
      call: async (s) => {
        const outsider = await buildUser();
        return s.api
          .post(`${API}/departments/${s.a.id}/users`)
          .send({ user_id: outsider.id, role: 'student' });
      },
    },
    {
      name: 'PUT /departments/A/users/{uid}',
      denied: 'You do not have permission to change user roles in this department',
      call: (s) => s.api.put(`${API}/departments/${s.a.id}/users/${s.memberOfA.id}`).send({ role: 'admin' }),
    },
    {
      name: 'DELETE /departments/A/users/{uid}',
      denied: 'You do not have permission to remove users from this department',
      call: (s) => s.api.delete(`${API}/departments/${s.a.id}/users/${s.memberOfA.id}`),
    },
    {
      name: 'POST /departments/A/invite',
      denied: 'You do not have permission to invite users to this department',
      call: (s) =>
        s.api
          .post(`${API}/departments/${s.a.id}/invite`)
          .send({ email: `${unique('x')}@test.example`, role: 'student' }),
    },
    {
      name: 'GET /departments/A/users/statistics',
      denied: 'You do not have permission to view the users of this department',
      call: (s) => s.api.get(`${API}/departments/${s.a.id}/users/statistics`),
    },
    {
      name: 'GET /departments/A/users/audit-log',
      denied: 'You do not have permission to view audit logs',
      call: (s) => s.api.get(`${API}/departments/${s.a.id}/users/audit-log`),
    },
    {
      name: 'GET /departments/A/users/export',
      denied: 'You do not have permission to view the users of this department',
      call: (s) => s.api.get(`${API}/departments/${s.a.id}/users/export`),
    },
    {
      name: 'PUT /departments/A',
      denied: 'You do not have permission to edit this department',
      call: (s) => s.api.put(`${API}/departments/${s.a.id}`).send({ description: 'Taken over' }),
    },
  ];

  it.each(DEPARTMENT_CALLS)('an admin of B is refused $name with 403', async ({ call, denied }) => {
    const setup = await twoDepartments();
    const res = await call(setup);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ detail: denied, code: 'forbidden' });
    // nothing in A changed
    expect(await storedRole(setup.a.id, setup.memberOfA.id)).toBe('student');
    expect((await Department.findByPk(setup.a.id))!.description).toBeNull();
    expect(await DepartmentMembership.count({ where: { department_id: setup.a.id } })).toBe(2);
  });

  it('an admin of B cannot choose A as the current department', async () => {
    const { a, adminOfB } = await twoDepartments();
    const res = await testServer(adminOfB, a).get(`${API}/users/`).expect(403);
    expect(res.body).toEqual({ detail: 'You are not a member of this department', code: 'not_a_member' });
  });

  const USER_CALLS: { name: string; call: (s: Setup) => Promise<Response> }[] = [
    { name: 'GET /users/{uid}', call: (s) => s.api.get(`${API}/users/${s.memberOfA.id}`) },
    {
      name: 'PUT /users/{uid}',
      call: (s) =>
        s.api.put(`${API}/users/${s.memberOfA.id}`).send({ status: 'inactive', first_name: 'Hacked' }),
    },
    { name: 'DELETE /users/{uid}', call: (s) => s.api.delete(`${API}/users/${s.memberOfA.id}`) },
    {
      name: 'POST /users/{uid}/reset-password',
      call: (s) => s.api.post(`${API}/users/${s.memberOfA.id}/reset-password`),
    },
    {
      name: 'POST /users/{uid}/resend-invitation',
      call: async (s) =>
        s.api.post(`${API}/users/${await memberRowId(s.a.id, s.pendingOfA.id)}/resend-invitation`),
    },
    {
      name: 'GET /users/audit-log?user_id=',
      call: (s) => s.api.get(`${API}/users/audit-log?user_id=${s.memberOfA.id}`),
    },
  ];

  it.each(USER_CALLS)('an admin of B gets 404 for $name on a member of A only', async ({ call }) => {
    const setup = await twoDepartments();
    const res = await call(setup);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ detail: 'User not found', code: 'not_found' });
    const member = await User.findByPk(setup.memberOfA.id);
    expect(member).not.toBeNull();
    expect(member!.status).toBe('active');
    expect(member!.first_name).toBe('Test');
    expect(await storedRole(setup.a.id, setup.memberOfA.id)).toBe('student');
  });
});
