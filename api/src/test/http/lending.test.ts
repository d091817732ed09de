import { AuditLog, Booking, LendingRecord, Notification } from '../../models';
import { useTestDatabase, testServer } from '../server';
import {
  buildCostume,
  buildDepartment,
  buildMember,
  buildProduction,
  buildSetPiece,
  buildUser,
  productionHolding,
} from '../factories';
import { runLendingClock } from '../../services/lending/reminders';

import { day, dd, network, type Network } from '../lending';

useTestDatabase();

const API = '/api/v1/lending';

function request(n: Network, overrides: Record<string, unknown> = {}) {
  return n
    .as(n.borrowers.student, n.borrower)
    .post(`${API}/`)
    .send({
      item_type: 'prop',
      prop_id: n.prop.id,
      from_department_id: n.lender.id,
      to_department_id: n.borrower.id,
      lent_date: day(1),
      due_date: day(10),
      message: 'We need it for Act 2',
      ...overrides,
    });
}

describe('lending: filing', () => {
  it('a student asks to borrow another department’s prop: requested, both names, the first message, the lender’s deciders told', async () => {
    const n = await network();
    const res = await request(n).expect(201);
    expect(res.body).toEqual(
      expect.objectContaining({
        status: 'requested',
        item_type: 'prop',
        prop_id: n.prop.id,
        item_name: 'Storm Lantern',
        from_department_name: n.lender.name,
        to_department_name: n.borrower.name,
        direction: 'incoming',
        initiated_by: 'borrower',
        lent_date: day(1),
        due_date: day(10),
        unread_count: 0,
        allowed_actions: expect.arrayContaining(['cancel', 'edit', 'delete', 'message']),
      }),
    );
    expect(res.body.allowed_actions).not.toContain('approve');
    const lenderIds = Object.values(n.lenders).map((u) => u.id);
    const told = await Notification.findAll({ where: { category: 'lending', user_id: lenderIds } });
    expect(told.map((t) => t.user_id).sort()).toEqual([n.lenders.director.id, n.lenders.admin.id].sort());
    expect(told[0].title).toBe('Loan request: Storm Lantern');
    expect(told[0].action_url).toBe(`/lending?loan=${res.body.id}`);
    expect(
      await AuditLog.count({ where: { action: 'lending_requested', department_id: n.borrower.id } }),
    ).toBe(1);

    // The lender's director sees it as outgoing, with the message unread and approve allowed.
    const seen = await n.as(n.lenders.director, n.lender).get(`${API}/${res.body.id}`).expect(200);
    expect(seen.body).toEqual(
      expect.objectContaining({
        direction: 'outgoing',
        unread_count: 1,
        allowed_actions: expect.arrayContaining(['approve', 'decline']),
      }),
    );
  });

  it('refuses bad input with the rule’s message and stores nothing', async () => {
    const n = await network();
    const bad = [
      [{ due_date: day(-2) }, 422, 'Due date cannot be in the past'],
      [{ lent_date: day(-2) }, 422, 'Start date cannot be in the past'],
      [{ lent_date: day(5), due_date: day(4) }, 422, 'Due date cannot be before the start date'],
      [{ due_date: '2026-02-30' }, 422, 'Invalid date format: use YYYY-MM-DD'],
      [{ prop_id: undefined }, 422, 'Please choose the item'],
      [{ to_department_id: n.lender.id }, 403, 'A lending record must be from or to your current department'],
      [{ from_department_id: n.borrower.id }, 400, 'A department cannot lend to itself'],
      [{ from_department_id: n.third.id }, 404, 'Prop not found'],
      [{ status: 'approved' }, 422, ''],
      [{ item_type: 'chair' }, 422, ''],
      [{ notes: 'x'.repeat(2001) }, 422, 'Must be no more than 2000 characters'],
      [{ contact_email: 'not-an-email' }, 400, 'Invalid email address'],
    ] as const;
    for (const [change, status, message] of bad) {
      const res = await request(n, change);
      expect([res.status, JSON.stringify(change)]).toEqual([status, JSON.stringify(change)]);
      if (message) expect(JSON.stringify(res.body)).toContain(message);
    }
    expect(await LendingRecord.count({ where: { prop_id: n.prop.id } })).toBe(0);
  });

  it('offers are for managers and up of the lending department', async () => {
    const n = await network();
    const offer = (user: typeof n.outsider) =>
      n
        .as(user, n.lender)
        .post(`${API}/`)
        .send({
          item_type: 'prop',
          prop_id: n.prop.id,
          from_department_id: n.lender.id,
          to_department_id: n.borrower.id,
          due_date: day(7),
        });
    for (const role of ['student', 'assistant'] as const) {
      const res = await offer(n.lenders[role]).expect(403);
      expect(res.body.detail).toBe('You do not have permission to offer items to other departments');
    }
    const made = await offer(n.lenders.manager).expect(201);
    expect(made.body).toEqual(
      expect.objectContaining({ initiated_by: 'lender', lent_date: day(0), direction: 'outgoing' }),
    );
    // The borrower's managers and up hear of it.
    const told = await Notification.findAll({
      where: {
        category: 'lending',
        title: 'Loan offer: Storm Lantern',
        user_id: Object.values(n.borrowers).map((u) => u.id),
      },
    });
    expect(told.map((t) => t.user_id).sort()).toEqual(
      [n.borrowers.manager.id, n.borrowers.director.id, n.borrowers.admin.id].sort(),
    );
  });

  it('one request per department, item and days; other kinds work too', async () => {
    const n = await network();
    await request(n).expect(201);
    const twin = await request(n, { lent_date: day(5), due_date: day(6) }).expect(409);
    expect(twin.body.detail).toBe(
      `There is already a request for "Storm Lantern" from ${dd(1)} to ${dd(10)}`,
    );
    await request(n, { lent_date: day(11), due_date: day(12) }).expect(201);
    const set = await buildSetPiece({ department: n.lender });
    const costume = await buildCostume({ department: n.lender });
    await request(n, { item_type: 'set_piece', prop_id: undefined, set_piece_id: set.id }).expect(201);
    const c = await request(n, {
      item_type: 'costume_piece',
      prop_id: undefined,
      costume_piece_id: costume.id,
    }).expect(201);
    expect(c.body.item_name).toBe(costume.name);
  });
});

describe('lending: the state machine', () => {
  it('lender approves, hands over and takes back; each move audited and told to the borrower', async () => {
    const n = await network();
    const { body } = await request(n).expect(201);
    const director = n.as(n.lenders.director, n.lender);
    expect(
      (await director.put(`${API}/${body.id}`).send({ status: 'approved' }).expect(200)).body.status,
    ).toBe('approved');
    expect((await director.put(`${API}/${body.id}`).send({ status: 'active' }).expect(200)).body.status).toBe(
      'active',
    );
    const returned = await director.put(`${API}/${body.id}`).send({ status: 'returned' }).expect(200);
    expect(returned.body).toEqual(
      expect.objectContaining({ status: 'returned', return_date: expect.any(String) }),
    );
    for (const action of ['lending_approved', 'lending_picked_up', 'lending_returned'] as const)
      expect(await AuditLog.count({ where: { action, department_id: n.lender.id } })).toBe(1);
    const titles = (await Notification.findAll({ where: { user_id: n.borrowers.student.id } })).map(
      (t) => t.title,
    );
    expect(titles).toEqual([
      'Loan approved: Storm Lantern',
      'Picked up: Storm Lantern',
      'Returned: Storm Lantern',
    ]);
  });

  it('refuses every move by the wrong side or role, and every move the machine does not allow, naming the status', async () => {
    const n = await network();
    const { body } = await request(n).expect(201);
    const put = (user: typeof n.outsider, department: typeof n.lender, status: string) =>
      n.as(user, department).put(`${API}/${body.id}`).send({ status });
    // Below director on the lender's side.
    for (const role of ['student', 'assistant', 'manager'] as const) {
      for (const [status, message] of [
        ['approved', 'Only a director or admin of the lending department can approve this request'],
        ['cancelled', 'Only a director or admin of the lending department can decline this request'],
      ])
        expect((await put(n.lenders[role], n.lender, status).expect(403)).body.detail).toBe(message);
    }
    // The borrower's side, whatever its role, cannot decide.
    for (const role of ['director', 'admin'] as const)
      expect((await put(n.borrowers[role], n.borrower, 'approved').expect(403)).body.detail).toBe(
        'Only a director or admin of the lending department can approve this request',
      );
    // A third department does not see it at all.
    await put(n.outsider, n.third, 'approved').expect(404);
    await n.as(n.outsider, n.third).get(`${API}/${body.id}`).expect(404);
    // Not allowed from requested.
    expect((await put(n.lenders.director, n.lender, 'returned').expect(409)).body.detail).toBe(
      'This loan is requested: it cannot be set to returned',
    );
    expect((await put(n.lenders.director, n.lender, 'active').expect(409)).body.detail).toBe(
      'This loan is requested: it cannot be set to active',
    );
    expect((await put(n.lenders.director, n.lender, 'overdue').expect(409)).body.detail).toBe(
      'This loan is requested: it cannot be set to overdue',
    );
    await put(n.lenders.director, n.lender, 'approved').expect(200);
    // Only a requested loan can be cancelled by the borrower, or changed.
    expect((await put(n.borrowers.student, n.borrower, 'cancelled').expect(409)).body.detail).toBe(
      'This loan is approved: it cannot be set to cancelled',
    );
    const edit = await n
      .as(n.borrowers.student, n.borrower)
      .put(`${API}/${body.id}`)
      .send({ notes: 'later' })
      .expect(409);
    expect(edit.body.detail).toBe('This loan is approved: only a requested loan can be changed');
    await n.as(n.borrowers.student, n.borrower).delete(`${API}/${body.id}`).expect(409);
    expect((await LendingRecord.findByPk(body.id))!.status).toBe('approved');
  });

  it('the borrower cancels its request; the lender declines; deleting is for the side that filed it', async () => {
    const n = await network();
    const first = (await request(n).expect(201)).body;
    const cancelled = await n
      .as(n.borrowers.student, n.borrower)
      .put(`${API}/${first.id}`)
      .send({ status: 'cancelled' })
      .expect(200);
    expect(cancelled.body).toEqual(
      expect.objectContaining({ status: 'cancelled', cancelled_by: 'borrower' }),
    );

    const second = (await request(n, { lent_date: day(20), due_date: day(22) }).expect(201)).body;
    const declined = await n
      .as(n.lenders.director, n.lender)
      .put(`${API}/${second.id}`)
      .send({ status: 'cancelled' })
      .expect(200);
    expect(declined.body.cancelled_by).toBe('lender');

    const third = (await request(n, { lent_date: day(30), due_date: day(32) }).expect(201)).body;
    const denied = await n.as(n.lenders.admin, n.lender).delete(`${API}/${third.id}`).expect(403);
    expect(denied.body.detail).toBe('Only the department that filed this request can delete it');
    await n.as(n.outsider, n.third).delete(`${API}/${third.id}`).expect(404);
    await n.as(n.borrowers.assistant, n.borrower).delete(`${API}/${third.id}`).expect(204);
    expect(await LendingRecord.findByPk(third.id)).toBeNull();
    expect(await AuditLog.count({ where: { action: 'lending_deleted', department_id: n.borrower.id } })).toBe(
      1,
    );
  });

  it('the filer edits a requested loan’s dates and notes; the other side may not', async () => {
    const n = await network();
    const { body } = await request(n).expect(201);
    const edited = await n
      .as(n.borrowers.student, n.borrower)
      .put(`${API}/${body.id}`)
      .send({ due_date: day(14), notes: 'Two weeks' })
      .expect(200);
    expect(edited.body).toEqual(
      expect.objectContaining({ due_date: day(14), notes: 'Two weeks', status: 'requested' }),
    );
    const bad = await n
      .as(n.borrowers.student, n.borrower)
      .put(`${API}/${body.id}`)
      .send({ due_date: day(0) })
      .expect(422);
    expect(JSON.stringify(bad.body)).toContain('Due date cannot be before the start date');
    const other = await n
      .as(n.lenders.admin, n.lender)
      .put(`${API}/${body.id}`)
      .send({ notes: 'mine' })
      .expect(403);
    expect(other.body.detail).toBe('Only the department that filed this request can change it');
  });
});

describe('lending: no double promise', () => {
  it('an overlapping approved loan or a production blocks approval and hand-over, naming it; a production cannot take a lent item', async () => {
    const n = await network();
    const director = n.as(n.lenders.director, n.lender);
    const a = (await request(n, { lent_date: day(1), due_date: day(10) }).expect(201)).body;
    const other = await buildDepartment();
    const otherStudent = await buildUser({ role: 'student', department: other });
    const b = (
      await n
        .as(otherStudent, other)
        .post(`${API}/`)
        .send({
          item_type: 'prop',
          prop_id: n.prop.id,
          from_department_id: n.lender.id,
          to_department_id: other.id,
          lent_date: day(5),
          due_date: day(15),
        })
        .expect(201)
    ).body;
    await director.put(`${API}/${a.id}`).send({ status: 'approved' }).expect(200);
    const clash = await director.put(`${API}/${b.id}`).send({ status: 'approved' }).expect(409);
    expect(clash.body.detail).toBe(
      `Prop "Storm Lantern" is promised to ${n.borrower.name} from ${dd(1)} to ${dd(10)}; it is free from ${dd(11)}`,
    );

    const production = await buildProduction({ department: n.lender, title: 'Macbeth' });
    const taken = await director
      .put(`/api/v1/props/${n.prop.id}`)
      .send({ current_production_id: production.id })
      .expect(409);
    expect(taken.body.detail).toBe(
      `Prop "Storm Lantern" is promised to ${n.borrower.name} from ${dd(1)} to ${dd(10)}; it is free from ${dd(11)}`,
    );
    await director.put(`${API}/${a.id}`).send({ status: 'active' }).expect(200);
    const out = await director
      .put(`/api/v1/props/${n.prop.id}`)
      .send({ current_production_id: production.id })
      .expect(409);
    expect(out.body.detail).toBe(
      `Prop "Storm Lantern" is on loan to ${n.borrower.name} until ${dd(10)}; it is free from ${dd(11)}`,
    );
    await director.put(`${API}/${a.id}`).send({ status: 'returned' }).expect(200);
    await director
      .put(`/api/v1/props/${n.prop.id}`)
      .send({ current_production_id: production.id })
      .expect(200);
    const held = await director.put(`${API}/${b.id}`).send({ status: 'approved' }).expect(409);
    expect(held.body.detail).toBe(
      `Prop "Storm Lantern" is booked for the production "Macbeth" from ${dd(0)} until it is released`,
    );
    // Deleting an item with an open loan is refused.
    const gone = await director.delete(`/api/v1/props/${n.prop.id}`).expect(409);
    expect(gone.body.detail).toBe(
      `"Storm Lantern" has a requested loan with ${other.name}: finish or cancel it before deleting`,
    );
  });

  it('an item still out past its due date is held through today until it is returned', async () => {
    const n = await network();
    const director = n.as(n.lenders.director, n.lender);
    const out = (await request(n, { lent_date: day(0), due_date: day(2) }).expect(201)).body;
    await director.put(`${API}/${out.id}`).send({ status: 'approved' }).expect(200);
    await director.put(`${API}/${out.id}`).send({ status: 'active' }).expect(200);
    await LendingRecord.update({ lent_date: day(-9), due_date: day(-3) }, { where: { id: out.id } });
    await Booking.update({ starts_on: day(-9), ends_on: day(-3) }, { where: { lending_id: out.id } });
    // Asking for days it is out is refused at once, naming the borrower and the day it is free.
    const held = await request(n, { lent_date: day(0), due_date: day(4) }).expect(409);
    expect(held.body.detail).toBe(
      `Prop "Storm Lantern" is on loan to ${n.borrower.name} until ${dd(0)}; it is free from ${dd(1)}`,
    );
    // A later booking may be promised: handing it over checks again on the day.
    const later = (await request(n, { lent_date: day(20), due_date: day(25) }).expect(201)).body;
    await director.put(`${API}/${later.id}`).send({ status: 'approved' }).expect(200);
    await director.put(`${API}/${out.id}`).send({ status: 'returned' }).expect(200);
    // Back today: today is free again.
    const now = (await request(n, { lent_date: day(0), due_date: day(4) }).expect(201)).body;
    await director.put(`${API}/${now.id}`).send({ status: 'approved' }).expect(200);
  });

  it('20 parallel approvals of overlapping requests for one item leave exactly one approved', async () => {
    const n = await network();
    const ids: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      const department = await buildDepartment();
      const student = await buildUser({ role: 'student', department });
      const res = await n
        .as(student, department)
        .post(`${API}/`)
        .send({
          item_type: 'prop',
          prop_id: n.prop.id,
          from_department_id: n.lender.id,
          to_department_id: department.id,
          lent_date: day(1 + (i % 3)),
          due_date: day(8 + (i % 4)),
        })
        .expect(201);
      ids.push(res.body.id);
    }
    const director = n.as(n.lenders.director, n.lender);
    const answers = await Promise.all(
      ids.map((id) => director.put(`${API}/${id}`).send({ status: 'approved' })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(19);
    expect(await LendingRecord.count({ where: { prop_id: n.prop.id, status: 'approved' } })).toBe(1);
  });

  it('parallel hand-over and production assignment: one wins', async () => {
    const n = await network();
    const { body } = await request(n, { lent_date: day(0), due_date: day(3) }).expect(201);
    const director = n.as(n.lenders.director, n.lender);
    await director.put(`${API}/${body.id}`).send({ status: 'approved' }).expect(200);
    // Approved loans block assignment already; after a decline race the two writers still never both win.
    const production = await buildProduction({ department: n.lender });
    const [handOver, assign] = await Promise.all([
      director.put(`${API}/${body.id}`).send({ status: 'active' }),
      director.put(`/api/v1/props/${n.prop.id}`).send({ current_production_id: production.id }),
    ]);
    expect([handOver.status, assign.status].sort()).toEqual([200, 409]);
    const holder = await productionHolding('prop', n.prop.id);
    const loan = await LendingRecord.findByPk(body.id);
    expect(holder !== null && loan!.status === 'active').toBe(false);
  });
});

describe('lending: lists and counters', () => {
  it('lists by direction, status, type and search with X-Total-Count; counters in one call; overdue shows on read', async () => {
    const n = await network();
    const director = n.as(n.lenders.director, n.lender);
    const a = (await request(n).expect(201)).body;
    const costume = await buildCostume({ department: n.lender, name: 'Velvet Cape' });
    const b = (
      await request(n, {
        item_type: 'costume_piece',
        prop_id: undefined,
        costume_piece_id: costume.id,
      }).expect(201)
    ).body;
    await director.put(`${API}/${a.id}`).send({ status: 'approved' }).expect(200);
    await director.put(`${API}/${a.id}`).send({ status: 'active' }).expect(200);
    // Past its due date without the clock having run: shows overdue at once.
    await LendingRecord.update({ lent_date: day(-10), due_date: day(-2) }, { where: { id: a.id } });

    const borrowerSide = n.as(n.borrowers.student, n.borrower);
    const all = await borrowerSide.get(`${API}/`).expect(200);
    expect(all.headers['x-total-count']).toBe('2');
    expect(all.body.map((r: { id: number }) => r.id)).toEqual([b.id, a.id]);
    expect(all.body[1].status).toBe('overdue');
    expect((await borrowerSide.get(`${API}/?direction=outgoing`).expect(200)).body).toEqual([]);
    expect(
      (await borrowerSide.get(`${API}/?direction=incoming&status=overdue`).expect(200)).body.map(
        (r: { id: number }) => r.id,
      ),
    ).toEqual([a.id]);
    expect((await borrowerSide.get(`${API}/?status=active`).expect(200)).body).toEqual([]);
    expect(
      (await borrowerSide.get(`${API}/?type=costume_piece`).expect(200)).body.map(
        (r: { id: number }) => r.id,
      ),
    ).toEqual([b.id]);
    expect(
      (await borrowerSide.get(`${API}/?search=velvet`).expect(200)).body.map((r: { id: number }) => r.id),
    ).toEqual([b.id]);
    expect(
      (await borrowerSide.get(`${API}/?search=${encodeURIComponent(n.lender.name)}`).expect(200)).body,
    ).toHaveLength(2);
    expect((await borrowerSide.get(`${API}/counts`).expect(200)).body).toEqual({
      offered: 0,
      requested: 1,
      approved: 0,
      active: 0,
      returned: 0,
      overdue: 1,
      cancelled: 0,
    });
    expect((await director.get(`${API}/counts?direction=incoming`).expect(200)).body.requested).toBe(0);
    expect((await n.as(n.outsider, n.third).get(`${API}/`).expect(200)).body).toEqual([]);
    await borrowerSide.get(`${API}/?status=lost`).expect(422);
    await borrowerSide.get(`${API}/?direction=sideways`).expect(422);
  });
});

describe('lending: conversations', () => {
  it('members of the two departments only; blank refused; reading clears unread_count', async () => {
    const n = await network();
    const { body } = await request(n).expect(201);
    const lenderSide = n.as(n.lenders.director, n.lender);
    const borrowerSide = n.as(n.borrowers.student, n.borrower);
    const blank = await lenderSide.post(`${API}/${body.id}/messages`).send({ content: '   ' }).expect(422);
    expect(JSON.stringify(blank.body)).toContain('Message cannot be empty');
    await lenderSide
      .post(`${API}/${body.id}/messages`)
      .send({ content: 'x'.repeat(2001) })
      .expect(422);
    const sent = await lenderSide
      .post(`${API}/${body.id}/messages`)
      .send({ content: 'Pick it up Monday' })
      .expect(201);
    expect(sent.body).toEqual(
      expect.objectContaining({
        content: 'Pick it up Monday',
        is_from_current_user: true,
        sender_department_id: n.lender.id,
      }),
    );
    await n.as(n.outsider, n.third).get(`${API}/${body.id}/messages`).expect(404);
    await n.as(n.outsider, n.third).post(`${API}/${body.id}/messages`).send({ content: 'hi' }).expect(404);

    expect((await borrowerSide.get(`${API}/${body.id}`).expect(200)).body.unread_count).toBe(1);
    const read = await borrowerSide.get(`${API}/${body.id}/messages`).expect(200);
    expect(read.headers['x-total-count']).toBe('2');
    expect(
      read.body.map((m: { content: string; is_from_current_user: boolean }) => [
        m.content,
        m.is_from_current_user,
      ]),
    ).toEqual([
      ['We need it for Act 2', true],
      ['Pick it up Monday', false],
    ]);
    expect((await borrowerSide.get(`${API}/${body.id}`).expect(200)).body.unread_count).toBe(0);
    // The other side hears of it: the student who asked, and the borrower's managers and up.
    const told = await Notification.findAll({
      where: { title: 'New message: Storm Lantern', user_id: Object.values(n.borrowers).map((u) => u.id) },
    });
    expect(told.map((t) => t.user_id).sort()).toEqual(
      [n.borrowers.student.id, n.borrowers.manager.id, n.borrowers.director.id, n.borrowers.admin.id].sort(),
    );
  });
});

describe('lending: time', () => {
  it('extension: the borrower asks, the lender accepts against other bookings or declines', async () => {
    const n = await network();
    const director = n.as(n.lenders.director, n.lender);
    const borrowerSide = n.as(n.borrowers.student, n.borrower);
    const a = (await request(n, { lent_date: day(0), due_date: day(5) }).expect(201)).body;
    await director.put(`${API}/${a.id}`).send({ status: 'approved' }).expect(200);
    await director.put(`${API}/${a.id}`).send({ status: 'active' }).expect(200);
    const other = await buildDepartment();
    const student = await buildUser({ role: 'student', department: other });
    const b = (
      await n
        .as(student, other)
        .post(`${API}/`)
        .send({
          item_type: 'prop',
          prop_id: n.prop.id,
          from_department_id: n.lender.id,
          to_department_id: other.id,
          lent_date: day(8),
          due_date: day(12),
        })
        .expect(201)
    ).body;
    await director.put(`${API}/${b.id}`).send({ status: 'approved' }).expect(200);

    await director
      .post(`${API}/${a.id}/extension`)
      .send({ due_date: day(9) })
      .expect(403);
    const early = await borrowerSide
      .post(`${API}/${a.id}/extension`)
      .send({ due_date: day(4) })
      .expect(422);
    expect(JSON.stringify(early.body)).toContain('The new due date must be after the current one');
    const asked = await borrowerSide
      .post(`${API}/${a.id}/extension`)
      .send({ due_date: day(9) })
      .expect(200);
    expect(asked.body.requested_due_date).toBe(day(9));
    await borrowerSide
      .post(`${API}/${a.id}/extension`)
      .send({ due_date: day(7) })
      .expect(409);
    await borrowerSide.put(`${API}/${a.id}/extension`).send({ accept: true }).expect(403);
    const clash = await director.put(`${API}/${a.id}/extension`).send({ accept: true }).expect(409);
    expect(clash.body.detail).toBe(
      `Prop "Storm Lantern" is promised to ${other.name} from ${dd(8)} to ${dd(12)}; it is free from ${dd(13)}`,
    );
    const declined = await director.put(`${API}/${a.id}/extension`).send({ accept: false }).expect(200);
    expect(declined.body).toEqual(expect.objectContaining({ requested_due_date: null, due_date: day(5) }));
    await borrowerSide
      .post(`${API}/${a.id}/extension`)
      .send({ due_date: day(7) })
      .expect(200);
    const accepted = await director.put(`${API}/${a.id}/extension`).send({ accept: true }).expect(200);
    expect(accepted.body).toEqual(expect.objectContaining({ requested_due_date: null, due_date: day(7) }));
    await director.put(`${API}/${a.id}/extension`).send({ accept: true }).expect(409);
  });

  it('the clock marks overdue and reminds a day ahead, each once, however often it runs', async () => {
    const n = await network();
    const director = n.as(n.lenders.director, n.lender);
    const late = (await request(n, { lent_date: day(0), due_date: day(3) }).expect(201)).body;
    const soon = (await request(n, { lent_date: day(4), due_date: day(6) }).expect(201)).body;
    for (const id of [late.id, soon.id])
      await director.put(`${API}/${id}`).send({ status: 'approved' }).expect(200);
    await director.put(`${API}/${late.id}`).send({ status: 'active' }).expect(200);
    await LendingRecord.update({ lent_date: day(-5), due_date: day(-1) }, { where: { id: late.id } });
    await LendingRecord.update({ due_date: day(1) }, { where: { id: soon.id } });

    // Three workers at once, then a later run: each notice still goes out once (checked per person below).
    await Promise.all([runLendingClock(), runLendingClock(), runLendingClock()]);
    expect(await runLendingClock()).toEqual({ overdue: 0, reminded: 0, expired: 0 });
    expect((await LendingRecord.findByPk(late.id))!.status).toBe('overdue');

    const everyone = [...Object.values(n.borrowers), ...Object.values(n.lenders)].map((u) => u.id);
    const overdue = await Notification.findAll({
      where: { title: 'Overdue: Storm Lantern', user_id: everyone },
    });
    expect(overdue.map((t) => t.user_id).sort()).toEqual(
      [
        n.borrowers.student.id,
        n.borrowers.manager.id,
        n.borrowers.director.id,
        n.borrowers.admin.id,
        n.lenders.director.id,
        n.lenders.admin.id,
      ].sort(),
    );
    const reminders = await Notification.findAll({
      where: { title: 'Due tomorrow: Storm Lantern', user_id: everyone },
    });
    expect(reminders.map((t) => t.user_id).sort()).toEqual(
      [n.borrowers.student.id, n.borrowers.manager.id, n.borrowers.director.id, n.borrowers.admin.id].sort(),
    );
    expect(await AuditLog.count({ where: { action: 'lending_overdue', department_id: n.lender.id } })).toBe(
      1,
    );
    // Returning an overdue loan is the lender's move.
    expect(
      (await director.put(`${API}/${late.id}`).send({ status: 'returned' }).expect(200)).body.status,
    ).toBe('returned');
  });
});

describe('lending: junk', () => {
  it('answers 4xx, never 500, to junk ids and bodies', async () => {
    const n = await network();
    const api = n.as(n.borrowers.student, n.borrower);
    for (const path of ['0', 'abc', '99999999999', '2147483647']) {
      const res = await api.get(`${API}/${path}`);
      expect([404, 422]).toContain(res.status);
    }
    for (const body of [null, [], 'x', { item_type: 'prop', prop_id: 'one' }, { due_date: 12 }]) {
      const res = await api
        .post(`${API}/`)
        .set('Content-Type', 'application/json')
        .send(JSON.stringify(body));
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
    const noDepartment = await buildUser();
    await testServer(noDepartment).get(`${API}/`).expect(400);
    await testServer().get(`${API}/`).expect(401);
    void buildMember;
  });
});
