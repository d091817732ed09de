import { useTestDatabase, testServer } from '../test/server';
import { buildMember, buildUser } from '../test/factories';

useTestDatabase();

const API = '/api/v1';

describe('GET /dashboard/', () => {
  it('answers the figures and recent activity of the current department from real rows', async () => {
    const { user, department } = await buildMember('director');
    await buildUser({ role: 'student', department });
    const api = testServer(user, department);
    await api.post(`${API}/props/`).send({ name: 'Brass lantern', category: 'lighting' }).expect(201);
    await api.post(`${API}/props/`).send({ name: 'Quill', category: 'other' }).expect(201);
    await api.post(`${API}/sets/`).send({ name: 'Balcony' }).expect(201);
    await api.post(`${API}/costumes/`).send({ name: 'Doublet', category: 'period', size: 'l' }).expect(201);
    await api.post(`${API}/productions/`).send({ title: 'Romeo and Juliet', status: 'active' }).expect(201);
    await api.post(`${API}/productions/`).send({ title: 'Cymbeline' }).expect(201);

    const res = await api.get(`${API}/dashboard/`).expect(200);
    expect(res.body).toEqual(
      expect.objectContaining({
        department_id: department.id,
        department_name: department.name,
        totalProps: 2,
        totalSets: 1,
        totalCostumes: 1,
        activeProductions: 1,
        departmentUsers: 2,
      }),
    );
    expect(res.body.recentActivity[0]).toEqual(
      expect.objectContaining({
        type: 'create',
        action: 'production_created',
        description: 'Production "Cymbeline" added',
        actor_name: user.fullName,
      }),
    );
    expect(res.body.recentActivity.map((a: { description: string }) => a.description)).toContain(
      'Prop "Brass lantern" added',
    );

    // Another department's work never shows here.
    const { user: other, department: otherDepartment } = await buildMember('admin');
    await testServer(other, otherDepartment)
      .post(`${API}/props/`)
      .send({ name: 'Elsewhere', category: 'other' })
      .expect(201);
    const again = await api.get(`${API}/dashboard/`).expect(200);
    expect(again.body.totalProps).toBe(2);
  });

  it('needs a current department', async () => {
    const loner = await buildUser();
    const res = await testServer(loner).get(`${API}/dashboard/`).expect(400);
    expect(res.body.detail).toBe('No department context available');
  });
});
