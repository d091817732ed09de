import { Production } from '../models';
import { useTestDatabase, testServer } from '../test/server';
import { buildMember, productionHolding } from '../test/factories';
import { displayDay } from '../lib/days';
import { day } from '../test/lending';

useTestDatabase();

const API = '/api/v1';

async function director() {
  const { user, department } = await buildMember('director');
  return { user, department, api: testServer(user, department) };
}

describe('productions', () => {
  it('creates with status planning by default and checks the fields', async () => {
    const { api } = await director();
    const res = await api
      .post(`${API}/productions/`)
      .send({
        title: ' Hamlet ',
        director: 'J. Blake',
        venue: '',
        cast_size: 12,
        start_date: day(10),
        end_date: day(20),
      })
      .expect(201);
    expect(res.body).toEqual(
      expect.objectContaining({
        title: 'Hamlet',
        status: 'planning',
        venue: null,
        cast_size: 12,
        start_date: day(10),
        end_date: day(20),
        props_count: 0,
        sets_count: 0,
        costume_pieces_count: 0,
      }),
    );
    const order = await api
      .post(`${API}/productions/`)
      .send({ title: 'Backwards', start_date: day(5), end_date: day(1) })
      .expect(422);
    expect(order.body.detail[0]).toEqual(
      expect.objectContaining({ loc: ['body', 'end_date'], msg: 'End date must be after start date' }),
    );
    const blank = await api.post(`${API}/productions/`).send({ title: '  ' }).expect(422);
    expect(blank.body.detail[0]).toEqual(
      expect.objectContaining({ loc: ['body', 'title'], msg: 'Production title is required' }),
    );
    await api.post(`${API}/productions/`).send({ title: 'Cast', cast_size: -1 }).expect(422);
    await api.post(`${API}/productions/`).send({ title: 'Status', status: 'rehearsing' }).expect(422);
    const date = await api
      .post(`${API}/productions/`)
      .send({ title: 'Date', start_date: '2026-02-30' })
      .expect(422);
    expect(date.body.detail[0].loc).toEqual(['body', 'start_date']);
    expect(await Production.count({ where: { title: 'Backwards' } })).toBe(0);
  });

  it('checks date order against stored dates on a partial update', async () => {
    const { api } = await director();
    const created = (
      await api
        .post(`${API}/productions/`)
        .send({ title: 'Macbeth', start_date: day(10) })
        .expect(201)
    ).body;
    await api
      .put(`${API}/productions/${created.id}`)
      .send({ end_date: day(5) })
      .expect(422);
    const ok = await api
      .put(`${API}/productions/${created.id}`)
      .send({ end_date: day(15), status: 'active' })
      .expect(200);
    expect(ok.body).toEqual(
      expect.objectContaining({ title: 'Macbeth', start_date: day(10), end_date: day(15), status: 'active' }),
    );
  });

  it('searches title, description and director, and filters by status', async () => {
    const { api } = await director();
    await api
      .post(`${API}/productions/`)
      .send({ title: 'Our Town', director: 'Wilder Fan', status: 'active' })
      .expect(201);
    await api
      .post(`${API}/productions/`)
      .send({ title: 'Into the Woods', description: 'a musical', status: 'completed' })
      .expect(201);
    const titles = async (q: string) =>
      (await api.get(`${API}/productions/?${q}`).expect(200)).body.map((p: { title: string }) => p.title);
    expect(await titles('search=wilder')).toEqual(['Our Town']);
    expect(await titles('search=MUSICAL')).toEqual(['Into the Woods']);
    expect(await titles('status=completed')).toEqual(['Into the Woods']);
  });

  it('applies the upcoming rule when no dates are given', async () => {
    const { api } = await director();
    const make = (body: object) => api.post(`${API}/productions/`).send(body).expect(201);
    await make({ title: 'active-past', status: 'active', start_date: day(-60), end_date: day(-30) });
    await make({ title: 'planning-undated' });
    await make({ title: 'planning-future', start_date: day(7) });
    await make({ title: 'planning-past', start_date: day(-7) });
    await make({ title: 'completed-running', status: 'completed', start_date: day(-2), end_date: day(2) });
    await make({ title: 'completed-future', status: 'completed', start_date: day(3) });
    await make({ title: 'cancelled-past', status: 'cancelled', start_date: day(-9), end_date: day(-8) });
    const res = await api.get(`${API}/productions/?upcoming=true`).expect(200);
    expect(res.body.map((p: { title: string }) => p.title).sort()).toEqual(
      ['active-past', 'completed-future', 'completed-running', 'planning-future', 'planning-undated'].sort(),
    );
  });

  it('applies the date-range rules when From and To are given', async () => {
    const { api } = await director();
    const make = (body: object) => api.post(`${API}/productions/`).send(body).expect(201);
    await make({ title: 'undated-planning' });
    await make({ title: 'undated-completed', status: 'completed' });
    await make({ title: 'start-inside', start_date: day(12) });
    await make({ title: 'start-outside', start_date: day(40) });
    await make({ title: 'end-inside', end_date: day(15) });
    await make({ title: 'overlap', start_date: day(5), end_date: day(11) });
    await make({ title: 'before', start_date: day(1), end_date: day(9) });
    const res = await api.get(`${API}/productions/?date_from=${day(10)}&date_to=${day(20)}`).expect(200);
    expect(res.body.map((p: { title: string }) => p.title).sort()).toEqual(
      ['end-inside', 'overlap', 'start-inside', 'undated-planning'].sort(),
    );
    const wrong = await api.get(`${API}/productions/?date_from=${day(20)}&date_to=${day(10)}`).expect(422);
    expect(wrong.body.detail[0].msg).toBe('Start date must be before or equal to end date');
    await api.get(`${API}/productions/?date_from=soon`).expect(422);
  });

  it('counts its items, and deleting it releases them', async () => {
    const { api } = await director();
    const production = (await api.post(`${API}/productions/`).send({ title: 'Twelfth Night' }).expect(201))
      .body;
    const prop = (await api.post(`${API}/props/`).send({ name: 'Letter', category: 'other' }).expect(201))
      .body;
    const set = (await api.post(`${API}/sets/`).send({ name: 'Garden wall' }).expect(201)).body;
    const costume = (
      await api
        .post(`${API}/costumes/`)
        .send({ name: 'Yellow stockings', category: 'period', size: 'm' })
        .expect(201)
    ).body;
    for (const [path, id] of [
      ['props', prop.id],
      ['sets', set.id],
      ['costumes', costume.id],
    ] as const) {
      const res = await api
        .put(`${API}/${path}/${id}`)
        .send({ current_production_id: production.id })
        .expect(200);
      expect(res.body.current_production_id).toBe(production.id);
    }
    const read = await api.get(`${API}/productions/${production.id}`).expect(200);
    expect(read.body).toEqual(
      expect.objectContaining({ props_count: 1, sets_count: 1, costume_pieces_count: 1 }),
    );
    const inProduction = await api.get(`${API}/props/?production_id=${production.id}`).expect(200);
    expect(inProduction.body.map((p: { id: number }) => p.id)).toEqual([prop.id]);

    await api.delete(`${API}/productions/${production.id}`).expect(204);
    expect(await Production.findByPk(production.id)).toBeNull();
    expect(await productionHolding('prop', prop.id)).toBeNull();
    const available = await api.get(`${API}/props/?available=true`).expect(200);
    expect(available.body.map((p: { id: number }) => p.id)).toContain(prop.id);
  });

  it('refuses an item another production holds with 409 naming it, and offers only free items', async () => {
    const { api } = await director();
    const first = (await api.post(`${API}/productions/`).send({ title: 'The Tempest' }).expect(201)).body;
    const second = (await api.post(`${API}/productions/`).send({ title: 'Pericles' }).expect(201)).body;
    const prop = (await api.post(`${API}/props/`).send({ name: 'Staff', category: 'other' }).expect(201))
      .body;
    const free = (await api.post(`${API}/props/`).send({ name: 'Book', category: 'other' }).expect(201)).body;
    await api.put(`${API}/props/${prop.id}`).send({ current_production_id: first.id }).expect(200);
    await api.put(`${API}/props/${prop.id}`).send({ current_production_id: first.id }).expect(200); // idempotent
    const clash = await api
      .put(`${API}/props/${prop.id}`)
      .send({ current_production_id: second.id })
      .expect(409);
    expect(clash.body.detail).toBe(
      'Prop "Staff" is booked for the production "The Tempest" from ' +
        displayDay(day(0), 'en-US') +
        ' until it is released',
    );
    expect(await productionHolding('prop', prop.id)).toBe(first.id);

    const forSecond = await api.get(`${API}/props/?assignable_to=${second.id}`).expect(200);
    expect(forSecond.body.map((p: { id: number }) => p.id)).toEqual([free.id]);
    const forFirst = await api.get(`${API}/props/?assignable_to=${first.id}`).expect(200);
    expect(forFirst.body.map((p: { id: number }) => p.id).sort()).toEqual([prop.id, free.id].sort());

    await api.put(`${API}/props/${prop.id}`).send({ current_production_id: null }).expect(200);
    await api.put(`${API}/props/${prop.id}`).send({ current_production_id: second.id }).expect(200);
  });

  it('lets only one of two racing assignments win', async () => {
    const { api } = await director();
    const a = (await api.post(`${API}/productions/`).send({ title: 'Race A' }).expect(201)).body;
    const b = (await api.post(`${API}/productions/`).send({ title: 'Race B' }).expect(201)).body;
    const prop = (await api.post(`${API}/props/`).send({ name: 'Crown', category: 'other' }).expect(201))
      .body;
    const results = await Promise.all([
      api.put(`${API}/props/${prop.id}`).send({ current_production_id: a.id }),
      api.put(`${API}/props/${prop.id}`).send({ current_production_id: b.id }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = results.find((r) => r.status === 200)!.body.current_production_id;
    expect(await productionHolding('prop', prop.id)).toBe(winner);
  });
});
