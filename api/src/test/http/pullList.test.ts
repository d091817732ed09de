import { buildCostume, buildProduction, buildProp, buildSetPiece } from '../factories';
import { useTestDatabase } from '../server';
import { day, network, type Network } from '../lending';

useTestDatabase();

const API = '/api/v1';

/** The borrower's show: two of its own items booked, three loans linked (approved, requested, cancelled). */
async function show(n: Network) {
  const production = await buildProduction({
    department: n.borrower,
    title: 'Our Town',
    start_date: day(5),
    end_date: day(20),
    venue: 'Main hall',
    status: 'active',
  });
  const chair = await buildProp({ department: n.borrower, name: 'Wooden chair', location: 'Shelf B' });
  const door = await buildSetPiece({ department: n.borrower, name: 'Front door' });
  const assistant = n.as(n.borrowers.assistant, n.borrower);
  await assistant
    .post(`${API}/bookings/`)
    .send({ kind: 'production', item_type: 'prop', item_id: chair.id, production_id: production.id })
    .expect(201);
  await assistant
    .post(`${API}/bookings/`)
    .send({
      kind: 'production',
      item_type: 'set_piece',
      item_id: door.id,
      production_id: production.id,
    })
    .expect(201);
  const cloak = await buildCostume({ department: n.lender, name: 'Velvet cloak' });
  const bell = await buildProp({ department: n.lender, name: 'Brass bell' });
  const file = (body: Record<string, unknown>) =>
    n
      .as(n.borrowers.student, n.borrower)
      .post(`${API}/lending/`)
      .send({
        from_department_id: n.lender.id,
        to_department_id: n.borrower.id,
        lent_date: day(5),
        due_date: day(20),
        production_id: production.id,
        ...body,
      })
      .expect(201);
  const borrowed = await file({ item_type: 'costume_piece', costume_piece_id: cloak.id });
  await n
    .as(n.lenders.director, n.lender)
    .put(`${API}/lending/${borrowed.body.id}`)
    .send({ status: 'approved' })
    .expect(200);
  const requested = await file({ item_type: 'prop', prop_id: n.prop.id });
  const withdrawn = await file({ item_type: 'prop', prop_id: bell.id });
  await n
    .as(n.borrowers.student, n.borrower)
    .put(`${API}/lending/${withdrawn.body.id}`)
    .send({ status: 'cancelled' })
    .expect(200);
  // A loan of the same department for no production stays off the list.
  await file({
    item_type: 'prop',
    prop_id: bell.id,
    production_id: null,
    lent_date: day(30),
    due_date: day(31),
  });
  return {
    production,
    chair,
    door,
    cloak,
    borrowed: borrowed.body.id as number,
    requested: requested.body.id as number,
  };
}

describe('GET /productions/{id}/pull-list', () => {
  it('ours first, then borrowed, then requested, each with its days; returned and cancelled loans left out', async () => {
    const n = await network();
    const s = await show(n);
    const res = await n
      .as(n.borrowers.student, n.borrower)
      .get(`${API}/productions/${s.production.id}/pull-list`)
      .expect(200);
    expect(res.body.production).toEqual({
      id: s.production.id,
      title: 'Our Town',
      status: 'active',
      start_date: day(5),
      end_date: day(20),
      venue: 'Main hall',
    });
    expect(
      res.body.entries.map((e: { source: string; item_name: string }) => [e.source, e.item_name]),
    ).toEqual([
      ['ours', 'Front door'],
      ['ours', 'Wooden chair'],
      ['borrowed', 'Velvet cloak'],
      ['requested', 'Storm Lantern'],
    ]);
    const [door, chair, cloak, lantern] = res.body.entries;
    expect(chair).toEqual(
      expect.objectContaining({
        item_type: 'prop',
        item_id: s.chair.id,
        location: 'Shelf B',
        starts_on: day(5),
        ends_on: day(20),
        booking_id: expect.any(Number),
        lending_id: null,
        lending_status: null,
        lender_department_name: null,
      }),
    );
    expect(chair.category).not.toBeNull();
    expect(door.category).toBeNull();
    expect(cloak).toEqual(
      expect.objectContaining({
        item_type: 'costume_piece',
        item_id: null,
        location: null,
        category: null,
        lending_id: s.borrowed,
        lending_status: 'approved',
        lender_department_name: n.lender.name,
        booking_id: null,
        starts_on: day(5),
        ends_on: day(20),
      }),
    );
    expect(lantern).toEqual(
      expect.objectContaining({ lending_id: s.requested, lending_status: 'requested', item_id: null }),
    );
  });

  it('a returned loan leaves the list', async () => {
    const n = await network();
    const s = await show(n);
    const lender = n.as(n.lenders.director, n.lender);
    await lender.put(`${API}/lending/${s.borrowed}`).send({ status: 'active' }).expect(200);
    await lender.put(`${API}/lending/${s.borrowed}`).send({ status: 'returned' }).expect(200);
    const res = await n
      .as(n.borrowers.student, n.borrower)
      .get(`${API}/productions/${s.production.id}/pull-list`)
      .expect(200);
    expect(res.body.entries.map((e: { source: string }) => e.source)).toEqual(['ours', 'ours', 'requested']);
  });

  it("any member reads it; another department's production is a 404 (the lender's too)", async () => {
    const n = await network();
    const s = await show(n);
    for (const role of ['student', 'assistant', 'manager', 'director', 'admin'] as const)
      await n
        .as(n.borrowers[role], n.borrower)
        .get(`${API}/productions/${s.production.id}/pull-list`)
        .expect(200);
    const res = await n
      .as(n.lenders.admin, n.lender)
      .get(`${API}/productions/${s.production.id}/pull-list`)
      .expect(404);
    expect(res.body).toEqual({ detail: 'Production not found', code: 'not_found' });
    await n.as(n.outsider, n.third).get(`${API}/productions/${s.production.id}/pull-list`).expect(404);
    await n.as(n.borrowers.student, n.borrower).get(`${API}/productions/0/pull-list`).expect(422);
    await n.as(n.borrowers.student, n.borrower).get(`${API}/productions/x/pull-list`).expect(422);
  });

  it('an empty production has an empty list', async () => {
    const n = await network();
    const empty = await buildProduction({ department: n.borrower });
    const res = await n
      .as(n.borrowers.student, n.borrower)
      .get(`${API}/productions/${empty.id}/pull-list`)
      .expect(200);
    expect(res.body.entries).toEqual([]);
  });
});
