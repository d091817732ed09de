import { backgroundTasksSettled } from '../../lib/background';
import { Notification } from '../../models';
import { buildProduction } from '../factories';
import { day, network, type Network } from '../lending';
import { mailsTo } from '../outbox';
import { useTestDatabase } from '../server';

useTestDatabase();

const API = '/api/v1';

interface Event {
  id: number;
  action: string;
  description: string;
  starts_on: string | null;
  ends_on: string | null;
  asked_until: string | null;
  proposed_starts_on: string | null;
  proposed_ends_on: string | null;
  actor_name: string | null;
  department_name: string | null;
  lending_id: number | null;
  production_id: number | null;
  created_at: string;
}

const history = (n: Network, itemId: number, query: Record<string, unknown> = {}) =>
  n
    .as(n.lenders.student, n.lender)
    .get(`${API}/bookings/history`)
    .query({ item_type: 'prop', item_id: itemId, ...query });

const fullName = (user: { first_name: string; last_name: string }) => `${user.first_name} ${user.last_name}`;

/** A prop made through the API, booked for a production, blocked, then lent and back. */
async function lifeOfAProp(n: Network) {
  const assistant = n.as(n.lenders.assistant, n.lender);
  const director = n.as(n.lenders.director, n.lender);
  const prop = (
    await assistant.post(`${API}/props`).send({ name: 'Brass lantern', category: 'other' }).expect(201)
  ).body as { id: number };
  const show = await buildProduction({
    department: n.lender,
    title: 'Our Town',
    start_date: day(20),
    end_date: day(25),
  });
  await assistant
    .post(`${API}/bookings`)
    .send({ item_type: 'prop', item_id: prop.id, kind: 'production', production_id: show.id })
    .expect(201);
  await assistant
    .post(`${API}/bookings`)
    .send({
      item_type: 'prop',
      item_id: prop.id,
      kind: 'block',
      reason: 'repair',
      starts_on: day(30),
      ends_on: day(31),
    })
    .expect(201);
  const loan = (
    await n
      .as(n.borrowers.manager, n.borrower)
      .post(`${API}/lending/`)
      .send({
        item_type: 'prop',
        prop_id: prop.id,
        from_department_id: n.lender.id,
        to_department_id: n.borrower.id,
        lent_date: day(0),
        due_date: day(4),
      })
      .expect(201)
  ).body as { id: number };
  // Picked up today, the first of its days: nothing else holds them.
  for (const status of ['approved', 'active', 'returned'])
    await director.put(`${API}/lending/${loan.id}`).send({ status }).expect(200);
  return { prop, show, loan };
}

describe('an item’s history', () => {
  it('tells creation, bookings, the block and every move of a loan, newest first, with names', async () => {
    const n = await network();
    const { prop, show, loan } = await lifeOfAProp(n);
    const res = await history(n, prop.id).expect(200);
    expect(res.headers['x-total-count']).toBe('7');
    const events = res.body as Event[];
    expect(events.map((e) => e.action)).toEqual([
      'lending_returned',
      'lending_picked_up',
      'lending_approved',
      'lending_requested',
      'item_blocked',
      'item_assigned',
      'prop_created',
    ]);
    const [returned, , approved, requested, blocked, assigned, created] = events;
    expect(created).toEqual({
      id: expect.any(Number),
      action: 'prop_created',
      description: 'Prop "Brass lantern" added',
      actor_name: fullName(n.lenders.assistant),
      department_name: n.lender.name,
      starts_on: null,
      ends_on: null,
      asked_until: null,
      proposed_starts_on: null,
      proposed_ends_on: null,
      lending_id: null,
      production_id: null,
      created_at: expect.any(String),
    });
    // The days travel as fields, for the screen to write in its reader's words.
    expect(assigned).toEqual(
      expect.objectContaining({
        description: '"Brass lantern" assigned to "Our Town"',
        starts_on: day(20),
        ends_on: day(25),
      }),
    );
    expect(assigned.production_id).toBe(show.id);
    expect(blocked).toEqual(
      expect.objectContaining({
        description: '"Brass lantern" blocked (repair)',
        starts_on: day(30),
        ends_on: day(31),
      }),
    );
    // The borrower's request is in the history, done by the borrower's manager in their department.
    expect(requested).toEqual(
      expect.objectContaining({
        actor_name: fullName(n.borrowers.manager),
        department_name: n.borrower.name,
        lending_id: loan.id,
      }),
    );
    expect(requested.description).toBe(`Lending requested: ${n.lender.name} → ${n.borrower.name}`);
    expect([requested.starts_on, requested.ends_on]).toEqual([day(0), day(4)]);
    expect(approved).toEqual(
      expect.objectContaining({
        actor_name: fullName(n.lenders.director),
        department_name: n.lender.name,
        lending_id: loan.id,
      }),
    );
    expect(returned.description).toMatch(/^Lending returned: /);
  });

  it('pages with skip and limit (at most 100) and counts every event', async () => {
    const n = await network();
    const { prop } = await lifeOfAProp(n);
    const all = (await history(n, prop.id).expect(200)).body as Event[];
    const page = await history(n, prop.id, { skip: 2, limit: 3 }).expect(200);
    expect(page.headers['x-total-count']).toBe('7');
    expect((page.body as Event[]).map((e) => e.id)).toEqual(all.slice(2, 5).map((e) => e.id));
    const tooMany = await history(n, prop.id, { limit: 101 }).expect(422);
    expect(tooMany.body.detail[0].loc).toEqual(['query', 'limit']);
    const junk = await history(n, prop.id, { item_type: 'lamp', skip: -1 }).expect(422);
    expect(junk.body.detail.map((d: { loc: string[] }) => d.loc.join('.'))).toEqual(
      expect.arrayContaining(['query.item_type', 'query.skip']),
    );
    await n
      .as(n.lenders.student, n.lender)
      .get(`${API}/bookings/history`)
      .query({ item_type: 'prop' })
      .expect(422);
  });

  it('answers another department’s item with 404, as its bookings do', async () => {
    const n = await network();
    for (const api of [n.as(n.borrowers.admin, n.borrower), n.as(n.outsider, n.third)]) {
      const query = { item_type: 'prop', item_id: n.prop.id };
      const res = await api.get(`${API}/bookings/history`).query(query).expect(404);
      const bookings = await api.get(`${API}/bookings`).query(query).expect(404);
      expect(res.body.detail).toBe(bookings.body.detail);
      expect(res.body.detail).toBe('Prop not found');
    }
  });
});

describe('loan notifications link the item’s page on the lender’s side', () => {
  it('the lender’s notification and mail carry the item page; the borrower’s do not', async () => {
    const n = await network();
    const { loan, prop } = await lifeOfAProp(n);
    await backgroundTasksSettled();
    // The request told the lender's director; the moves told the borrower's manager.
    const lenderNote = await Notification.findOne({
      where: { user_id: n.lenders.admin.id, action_url: `/lending?loan=${loan.id}` },
    });
    expect(lenderNote!.item_url).toBe(`/props/${prop.id}`);
    const listed = await n.as(n.lenders.admin, n.lender).get(`${API}/notifications`).expect(200);
    expect(listed.body.find((x: { id: number }) => x.id === lenderNote!.id).item_url).toBe(
      `/props/${prop.id}`,
    );
    const lenderMail = mailsTo(n.lenders.admin.email).find((m) =>
      m.text.includes(`/lending?loan=${loan.id}`),
    );
    expect(lenderMail!.text).toContain(`The item: http://localhost:3000/props/${prop.id}`);

    const borrowerNotes = await Notification.findAll({
      where: { user_id: n.borrowers.manager.id, action_url: `/lending?loan=${loan.id}` },
    });
    expect(borrowerNotes.length).toBeGreaterThan(0);
    for (const note of borrowerNotes) expect(note.item_url).toBeNull();
    const borrowerListed = await n
      .as(n.borrowers.manager, n.borrower)
      .get(`${API}/notifications`)
      .expect(200);
    for (const note of borrowerListed.body as { item_url: string | null }[]) expect(note.item_url).toBeNull();
    const borrowerMails = mailsTo(n.borrowers.manager.email).filter((m) =>
      m.text.includes(`/lending?loan=${loan.id}`),
    );
    expect(borrowerMails.length).toBeGreaterThan(0);
    for (const mail of borrowerMails) expect(mail.text).not.toContain('/props/');
  });
});
