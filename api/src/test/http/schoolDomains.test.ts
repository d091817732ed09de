/** School email domains: superusers claim them for a department; its admins see them; no one else. */
import { AuditLog, DepartmentDomain } from '../../models';
import { buildDepartment, buildMember, buildUser, unique } from '../factories';
import { testServer, useTestDatabase } from '../server';

useTestDatabase();

const API = '/api/v1';
const newDomain = () => `${unique('school')}.example`.toLowerCase();

describe('school domains', () => {
  it('a superuser claims, lists and releases; the same domain in any spelling is one domain', async () => {
    const department = await buildDepartment();
    const superuser = testServer(await buildUser({ superuser: true }));
    const domain = newDomain();
    const claimed = await superuser
      .post(`${API}/departments/${department.id}/domains`)
      .send({ domain: ` @${domain.toUpperCase()}. ` })
      .expect(201);
    expect(claimed.body).toEqual({ id: expect.any(Number), domain, created_at: expect.any(String) });
    const again = await superuser
      .post(`${API}/departments/${department.id}/domains`)
      .send({ domain })
      .expect(409);
    expect(again.body).toEqual({ detail: `${department.name} already has ${domain}`, code: 'domain_taken' });
    const other = await buildDepartment();
    const elsewhere = await superuser
      .post(`${API}/departments/${other.id}/domains`)
      .send({ domain })
      .expect(409);
    expect(elsewhere.body.detail).toBe(`${domain} already belongs to ${department.name}`);
    const list = await superuser.get(`${API}/departments/${department.id}/domains`).expect(200);
    expect(list.body.map((d: { domain: string }) => d.domain)).toEqual([domain]);
    await superuser.delete(`${API}/departments/${department.id}/domains/${claimed.body.id}`).expect(204);
    await superuser.delete(`${API}/departments/${department.id}/domains/${claimed.body.id}`).expect(404);
    expect(await AuditLog.count({ where: { department_id: department.id, action: 'domain_claimed' } })).toBe(
      1,
    );
    expect(await AuditLog.count({ where: { department_id: department.id, action: 'domain_released' } })).toBe(
      1,
    );
  });

  it('its admins read them; lower roles and other departments’ admins are refused; only superusers change them', async () => {
    const { user: admin, department } = await buildMember('admin');
    const superuser = testServer(await buildUser({ superuser: true }));
    const { body: row } = await superuser
      .post(`${API}/departments/${department.id}/domains`)
      .send({ domain: newDomain() })
      .expect(201);
    await testServer(admin, department).get(`${API}/departments/${department.id}/domains`).expect(200);
    for (const role of ['director', 'manager', 'assistant', 'student'] as const) {
      const { user } = await buildMember(role, department);
      const res = await testServer(user, department)
        .get(`${API}/departments/${department.id}/domains`)
        .expect(403);
      expect(res.body.detail).toBe("You do not have permission to view this department's school domains");
    }
    const stranger = await buildMember('admin');
    await testServer(stranger.user, stranger.department)
      .get(`${API}/departments/${department.id}/domains`)
      .expect(403);
    const claim = await testServer(admin, department)
      .post(`${API}/departments/${department.id}/domains`)
      .send({ domain: newDomain() })
      .expect(403);
    expect(claim.body.detail).toBe(
      'Only a system administrator can change the school domains of a department',
    );
    await testServer(admin, department)
      .delete(`${API}/departments/${department.id}/domains/${row.id}`)
      .expect(403);
    expect(await DepartmentDomain.count({ where: { department_id: department.id } })).toBe(1);
  });

  it('junk, oversized and missing domains are a 422 that changes nothing; unknown departments a 404', async () => {
    const department = await buildDepartment();
    const superuser = testServer(await buildUser({ superuser: true }));
    for (const domain of [
      'school',
      'a@b.edu',
      'school..edu',
      '-x.edu',
      'x.e',
      'sch ool.edu',
      `${'a'.repeat(64)}.edu`,
      '',
    ]) {
      const res = await superuser
        .post(`${API}/departments/${department.id}/domains`)
        .send({ domain })
        .expect(422);
      expect(res.body.detail).toEqual([expect.objectContaining({ loc: ['body', 'domain'] })]);
    }
    await superuser
      .post(`${API}/departments/${department.id}/domains`)
      .send({ domain: 'a'.repeat(255) })
      .expect(422);
    await superuser.post(`${API}/departments/${department.id}/domains`).send({}).expect(422);
    await superuser.post(`${API}/departments/999999/domains`).send({ domain: newDomain() }).expect(404);
    expect(await DepartmentDomain.count({ where: { department_id: department.id } })).toBe(0);
  });

  it('claimed many times at once, by two departments: one claim stands, the rest are 409', async () => {
    const [a, b] = [await buildDepartment(), await buildDepartment()];
    const superuser = testServer(await buildUser({ superuser: true }));
    const domain = newDomain();
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        superuser.post(`${API}/departments/${(i % 2 ? a : b).id}/domains`).send({ domain }),
      ),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    expect(await DepartmentDomain.count({ where: { domain } })).toBe(1);
  });
});
