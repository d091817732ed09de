import { AuditLog, Booking, DepartmentMembership, LendingRecord, Notification } from '../../models';
import { useTestDatabase } from '../server';
import { buildDepartment, buildProp, buildUser, unique } from '../factories';
import { runLendingClock } from '../../services/lending/reminders';

import { day, dd, network, type Network } from '../lending';

useTestDatabase();

const API = '/api/v1/lending';

/** Everyone of the two sides (the database may hold other tests' rows: every check is scoped). */
const everyone = (n: Network) =>
  [...Object.values(n.lenders), ...Object.values(n.borrowers)].map((u) => u.id);

/** The lender's manager offers the prop to the borrower. */
function offer(n: Network, overrides: Record<string, unknown> = {}) {
  return n
    .as(n.lenders.manager, n.lender)
    .post(`${API}/`)
    .send({
      item_type: 'prop',
      prop_id: n.prop.id,
      from_department_id: n.lender.id,
      to_department_id: n.borrower.id,
      lent_date: day(1),
      due_date: day(10),
      ...overrides,
    });
}

const put = (
  n: Network,
  user: Network['outsider'],
  department: Network['lender'],
  id: number,
  status: string,
) => n.as(user, department).put(`${API}/${id}`).send({ status });

describe('lending offers: waiting for the borrower', () => {
  it('an offer is filed `offered`: it holds nothing, the borrower’s managers and up are told, only its directors may answer', async () => {
    const n = await network();
    const res = await offer(n).expect(201);
    expect(res.body).toEqual(
      expect.objectContaining({ status: 'offered', initiated_by: 'lender', direction: 'outgoing' }),
    );
    expect(res.body.allowed_actions).toEqual(['withdraw_offer', 'edit', 'delete', 'message']);
    const booking = await Booking.findOne({ where: { lending_id: res.body.id } });
    expect(booking?.state).toBe('requested');
    expect(await AuditLog.count({ where: { action: 'lending_offered', department_id: n.lender.id } })).toBe(
      1,
    );
    const told = await Notification.findAll({
      where: { category: 'lending', title: 'Loan offer: Storm Lantern', user_id: everyone(n) },
    });
    expect(told.map((t) => t.user_id).sort()).toEqual(
      [n.borrowers.manager.id, n.borrowers.director.id, n.borrowers.admin.id].sort(),
    );
    expect(told[0].message).toContain('A director or admin of your department can accept or decline it.');

    // What each person may do now, as the buttons show.
    const actions = async (user: Network['outsider'], department: Network['lender']) =>
      (await n.as(user, department).get(`${API}/${res.body.id}`).expect(200)).body.allowed_actions;
    for (const role of ['student', 'assistant', 'manager'] as const)
      expect(await actions(n.borrowers[role], n.borrower)).toEqual(['message']);
    for (const role of ['director', 'admin'] as const)
      expect(await actions(n.borrowers[role], n.borrower)).toEqual([
        'accept_offer',
        'decline_offer',
        'message',
      ]);
    for (const role of ['student', 'assistant'] as const)
      expect(await actions(n.lenders[role], n.lender)).toEqual(['message']);
    for (const role of ['manager', 'director', 'admin'] as const)
      expect(await actions(n.lenders[role], n.lender)).toEqual([
        'withdraw_offer',
        'edit',
        'delete',
        'message',
      ]);

    // It is counted and filtered as offered, on both sides.
    const counts = await n.as(n.borrowers.student, n.borrower).get(`${API}/counts`).expect(200);
    expect(counts.body).toEqual(expect.objectContaining({ offered: 1, requested: 0 }));
    const listed = await n.as(n.borrowers.student, n.borrower).get(`${API}/?status=offered`).expect(200);
    expect(listed.body.map((l: { id: number }) => l.id)).toEqual([res.body.id]);
    const requested = await n.as(n.lenders.director, n.lender).get(`${API}/?status=requested`).expect(200);
    expect(requested.body).toEqual([]);
  });

  it('the lender cannot approve or hand over an offer before the borrower accepts it', async () => {
    const n = await network();
    const { body } = await offer(n).expect(201);
    for (const role of ['director', 'admin'] as const) {
      for (const status of ['approved', 'active', 'returned']) {
        const res = await put(n, n.lenders[role], n.lender, body.id, status).expect(409);
        expect(res.body.detail).toBe(
          `This loan is offered: ${n.borrower.name} has not accepted it yet, so it cannot be set to ${status}`,
        );
      }
      // Accepting is the borrower's move, whoever asks on the lender's side.
      const accept = await put(n, n.lenders[role], n.lender, body.id, 'requested').expect(403);
      expect(accept.body.detail).toBe(
        'Only a director or admin of the borrowing department can accept this offer',
      );
    }
    const manager = await put(n, n.lenders.manager, n.lender, body.id, 'approved').expect(403);
    expect(manager.body.detail).toBe(
      'Only a director or admin of the lending department can approve this request',
    );
    expect((await LendingRecord.findByPk(body.id))!.status).toBe('offered');
    expect(await AuditLog.count({ where: { action: 'lending_approved', department_id: n.lender.id } })).toBe(
      0,
    );
  });

  it('the borrower’s students, assistants and managers cannot accept or decline; its directors and admins can', async () => {
    const n = await network();
    const { body } = await offer(n).expect(201);
    for (const role of ['student', 'assistant', 'manager'] as const) {
      const accept = await put(n, n.borrowers[role], n.borrower, body.id, 'requested').expect(403);
      expect(accept.body.detail).toBe(
        'Only a director or admin of the borrowing department can accept this offer',
      );
      const decline = await put(n, n.borrowers[role], n.borrower, body.id, 'cancelled').expect(403);
      expect(decline.body.detail).toBe(
        'Only a director or admin of the borrowing department can decline this offer',
      );
      // Nor may they change or delete what the lender filed.
      await n.as(n.borrowers[role], n.borrower).delete(`${API}/${body.id}`).expect(403);
      await n.as(n.borrowers[role], n.borrower).put(`${API}/${body.id}`).send({ notes: 'mine' }).expect(403);
    }
    expect((await LendingRecord.findByPk(body.id))!.status).toBe('offered');

    for (const role of ['director', 'admin'] as const) {
      const item = await buildProp({ department: n.lender, name: `Lantern for the ${role}` });
      const made = (await offer(n, { prop_id: item.id }).expect(201)).body;
      const accepted = await put(n, n.borrowers[role], n.borrower, made.id, 'requested').expect(200);
      expect(accepted.body).toEqual(expect.objectContaining({ status: 'requested', initiated_by: 'lender' }));
      // Accepted, it waits for the lender's approval as a request does.
      const lenderView = await n.as(n.lenders.director, n.lender).get(`${API}/${made.id}`).expect(200);
      expect(lenderView.body.allowed_actions).toEqual(['approve', 'decline', 'message']);
      const told = await Notification.findAll({
        where: {
          category: 'lending',
          title: `Offer accepted: Lantern for the ${role}`,
          user_id: everyone(n),
        },
      });
      // The lender's deciders and the manager who offered it.
      expect(told.map((t) => t.user_id).sort()).toEqual(
        [n.lenders.manager.id, n.lenders.director.id, n.lenders.admin.id].sort(),
      );
    }
    expect(
      await AuditLog.count({ where: { action: 'lending_offer_accepted', department_id: n.borrower.id } }),
    ).toBe(2);
  });

  it('after acceptance the loan goes on as any: approved, picked up, returned; the borrower may still cancel before approval', async () => {
    const n = await network();
    const { body } = await offer(n).expect(201);
    await put(n, n.borrowers.director, n.borrower, body.id, 'requested').expect(200);
    // The days the borrower accepted are kept: the lender may no longer change or delete them.
    const edit = await n
      .as(n.lenders.manager, n.lender)
      .put(`${API}/${body.id}`)
      .send({ due_date: day(20) })
      .expect(409);
    expect(edit.body.detail).toBe(
      'This loan is requested: only an offer waiting for an answer can be changed',
    );
    const del = await n.as(n.lenders.admin, n.lender).delete(`${API}/${body.id}`).expect(409);
    expect(del.body.detail).toBe(
      'This loan is requested: only an offer waiting for an answer can be deleted',
    );

    expect((await put(n, n.lenders.director, n.lender, body.id, 'approved').expect(200)).body.status).toBe(
      'approved',
    );
    expect((await Booking.findOne({ where: { lending_id: body.id } }))?.state).toBe('held');
    expect((await put(n, n.lenders.director, n.lender, body.id, 'active').expect(200)).body.status).toBe(
      'active',
    );
    const back = await put(n, n.lenders.director, n.lender, body.id, 'returned').expect(200);
    expect(back.body).toEqual(
      expect.objectContaining({ status: 'returned', return_date: expect.any(String) }),
    );
    expect(await Booking.count({ where: { lending_id: body.id } })).toBe(0);

    // Another offer, accepted: its borrower can still cancel it before the lender approves.
    const second = (await offer(n, { lent_date: day(11), due_date: day(12) }).expect(201)).body;
    await put(n, n.borrowers.admin, n.borrower, second.id, 'requested').expect(200);
    const cancelled = await put(n, n.borrowers.student, n.borrower, second.id, 'cancelled').expect(200);
    expect(cancelled.body).toEqual(
      expect.objectContaining({ status: 'cancelled', cancelled_by: 'borrower' }),
    );
  });

  it('declining ends the offer: cancelled by the borrower, nothing held, the lender told, no further answer', async () => {
    const n = await network();
    const { body } = await offer(n).expect(201);
    const declined = await put(n, n.borrowers.director, n.borrower, body.id, 'cancelled').expect(200);
    expect(declined.body).toEqual(
      expect.objectContaining({
        status: 'cancelled',
        cancelled_by: 'borrower',
        allowed_actions: ['message'],
      }),
    );
    expect(await Booking.count({ where: { lending_id: body.id } })).toBe(0);
    expect(
      await AuditLog.count({ where: { action: 'lending_offer_declined', department_id: n.borrower.id } }),
    ).toBe(1);
    const told = await Notification.findAll({
      where: { title: 'Offer declined: Storm Lantern', user_id: everyone(n) },
    });
    expect(told.map((t) => t.user_id).sort()).toEqual(
      [n.lenders.manager.id, n.lenders.director.id, n.lenders.admin.id].sort(),
    );
    const late = await put(n, n.borrowers.director, n.borrower, body.id, 'requested').expect(409);
    expect(late.body.detail).toBe('This loan is cancelled: it cannot be set to requested');
    await put(n, n.lenders.director, n.lender, body.id, 'approved').expect(409);
  });

  it('the lender withdraws (managers and up), changes or deletes an offer while it waits', async () => {
    const n = await network();
    const { body } = await offer(n).expect(201);
    for (const role of ['student', 'assistant'] as const) {
      const res = await put(n, n.lenders[role], n.lender, body.id, 'cancelled').expect(403);
      expect(res.body.detail).toBe(
        'Only a manager, director or admin of the lending department can withdraw this offer',
      );
    }
    const changed = await n
      .as(n.lenders.manager, n.lender)
      .put(`${API}/${body.id}`)
      .send({ due_date: day(12), notes: 'With spare bulbs' })
      .expect(200);
    expect(changed.body).toEqual(expect.objectContaining({ status: 'offered', due_date: day(12) }));
    expect((await Booking.findOne({ where: { lending_id: body.id } }))?.ends_on).toBe(day(12));

    const withdrawn = await put(n, n.lenders.manager, n.lender, body.id, 'cancelled').expect(200);
    expect(withdrawn.body).toEqual(expect.objectContaining({ status: 'cancelled', cancelled_by: 'lender' }));
    expect(
      await AuditLog.count({ where: { action: 'lending_offer_withdrawn', department_id: n.lender.id } }),
    ).toBe(1);
    const told = await Notification.findAll({
      where: { title: 'Offer withdrawn: Storm Lantern', user_id: everyone(n) },
    });
    expect(told.map((t) => t.user_id).sort()).toEqual(
      [n.borrowers.manager.id, n.borrowers.director.id, n.borrowers.admin.id].sort(),
    );
    await put(n, n.borrowers.director, n.borrower, body.id, 'requested').expect(409);

    const other = (await offer(n, { lent_date: day(20), due_date: day(22) }).expect(201)).body;
    await n.as(n.lenders.student, n.lender).delete(`${API}/${other.id}`).expect(403);
    await n.as(n.lenders.manager, n.lender).delete(`${API}/${other.id}`).expect(204);
    expect(await LendingRecord.count({ where: { id: other.id } })).toBe(0);
  });

  it('a third department can neither see nor answer an offer', async () => {
    const n = await network();
    const { body } = await offer(n).expect(201);
    const outsider = n.as(n.outsider, n.third);
    await outsider.get(`${API}/${body.id}`).expect(404);
    for (const status of ['requested', 'cancelled', 'approved'])
      expect((await outsider.put(`${API}/${body.id}`).send({ status }).expect(404)).body.detail).toBe(
        'Lending record not found',
      );
    await outsider.delete(`${API}/${body.id}`).expect(404);
    expect((await outsider.get(`${API}/`).expect(200)).body).toEqual([]);
    expect((await outsider.get(`${API}/counts`).expect(200)).body.offered).toBe(0);
    // A borrower's director acting for another department of theirs is not the borrower.
    const elsewhere = await buildDepartment();
    const both = await buildUser({ role: 'director', department: n.borrower });
    await DepartmentMembership.create({ user_id: both.id, department_id: elsewhere.id, role: 'director' });
    await n.as(both, elsewhere).put(`${API}/${body.id}`).send({ status: 'requested' }).expect(404);
    expect((await LendingRecord.findByPk(body.id))!.status).toBe('offered');
  });

  it('accepting is refused once the days are gone or something holds the item then', async () => {
    const n = await network();
    const stale = (await offer(n, { lent_date: day(0), due_date: day(2) }).expect(201)).body;
    await LendingRecord.update({ lent_date: day(-5), due_date: day(-1) }, { where: { id: stale.id } });
    const gone = await put(n, n.borrowers.director, n.borrower, stale.id, 'requested').expect(409);
    expect(gone.body.detail).toBe(`This offer ended on ${dd(-1)}: ask ${n.lender.name} for new dates`);

    const { body } = await offer(n, { lent_date: day(3), due_date: day(8) }).expect(201);
    // Meanwhile another department asks for some of those days and is approved.
    const other = await buildDepartment();
    const student = await buildUser({ role: 'student', department: other });
    const theirs = (
      await n
        .as(student, other)
        .post(`${API}/`)
        .send({
          item_type: 'prop',
          prop_id: n.prop.id,
          from_department_id: n.lender.id,
          to_department_id: other.id,
          lent_date: day(6),
          due_date: day(9),
        })
        .expect(201)
    ).body;
    await put(n, n.lenders.director, n.lender, theirs.id, 'approved').expect(200);
    const held = await put(n, n.borrowers.director, n.borrower, body.id, 'requested').expect(409);
    expect(held.body.detail).toBe(
      `Prop "Storm Lantern" is promised to ${other.name} from ${dd(6)} to ${dd(9)}; it is free from ${dd(10)}`,
    );
    expect((await LendingRecord.findByPk(body.id))!.status).toBe('offered');
  });

  it('an offer waiting counts as asked for: no second request or offer for those days; a new offer starts offered', async () => {
    const n = await network();
    const bad = await offer(n, { status: 'requested' }).expect(400);
    expect(bad.body.detail).toBe('A new offer always starts as offered');
    await offer(n, { status: 'offered' }).expect(201);
    const twice = await offer(n, { lent_date: day(5), due_date: day(6) }).expect(409);
    expect(twice.body.detail).toBe(
      `"Storm Lantern" is already offered to ${n.borrower.name} from ${dd(1)} to ${dd(10)}`,
    );
    const asked = await n
      .as(n.borrowers.student, n.borrower)
      .post(`${API}/`)
      .send({
        item_type: 'prop',
        prop_id: n.prop.id,
        from_department_id: n.lender.id,
        to_department_id: n.borrower.id,
        lent_date: day(2),
        due_date: day(4),
      })
      .expect(409);
    expect(asked.body.detail).toBe(
      `"Storm Lantern" is already offered to ${n.borrower.name} from ${dd(1)} to ${dd(10)}`,
    );
    const request = await n
      .as(n.borrowers.student, n.borrower)
      .post(`${API}/`)
      .send({
        item_type: 'prop',
        prop_id: n.prop.id,
        from_department_id: n.lender.id,
        to_department_id: n.borrower.id,
        lent_date: day(1),
        due_date: day(3),
        status: 'offered',
      })
      .expect(400);
    expect(request.body.detail).toBe('A new request always starts as requested');

    // The borrowing search shows an item offered for those days as asked for, so nobody asks twice.
    const word = unique('zephyr');
    const offered = await buildProp({ department: n.lender, name: `${word} lamp` });
    await offer(n, { prop_id: offered.id }).expect(201);
    const found = await n
      .as(n.borrowers.student, n.borrower)
      .post('/api/v1/search/inter-department')
      .send({ query: word, available_only: false, date_range: { start: day(2), end: day(3) } })
      .expect(200);
    expect(
      found.body.map((h: { id: number; available: boolean; requested_by_you: boolean }) => [
        h.id,
        h.available,
        h.requested_by_you,
      ]),
    ).toEqual([[offered.id, false, true]]);
  });
});

describe('lending offers: the clock', () => {
  it('overdue notices and reminders concern accepted, approved loans only, never a waiting or merely accepted offer', async () => {
    const n = await network();
    const waiting = (await offer(n, { lent_date: day(0), due_date: day(2) }).expect(201)).body;
    const item = await buildProp({ department: n.lender, name: 'Thunder Sheet' });
    const accepted = (await offer(n, { prop_id: item.id, lent_date: day(0), due_date: day(2) }).expect(201))
      .body;
    await put(n, n.borrowers.director, n.borrower, accepted.id, 'requested').expect(200);
    const third = await buildProp({ department: n.lender, name: 'Wind Machine' });
    const soon = (await offer(n, { prop_id: third.id, lent_date: day(0), due_date: day(3) }).expect(201))
      .body;
    await LendingRecord.update(
      { lent_date: day(-5), due_date: day(-1) },
      { where: { id: [waiting.id, accepted.id] } },
    );
    await LendingRecord.update({ due_date: day(1) }, { where: { id: soon.id } });

    // (Other tests' loans may share the database: what the clock did is checked on these loans.)
    await runLendingClock();
    // An offer whose days passed unanswered is cancelled, never overdue (lendingOfferExpiry.test.ts).
    expect((await LendingRecord.findByPk(waiting.id))!.status).toBe('cancelled');
    expect((await LendingRecord.findByPk(accepted.id))!.status).toBe('requested');
    for (const id of [waiting.id, accepted.id, soon.id])
      expect(await LendingRecord.findByPk(id)).toEqual(
        expect.objectContaining({ overdue_notice_sent_at: null, reminder_sent_at: null }),
      );
    const borrowerIds = Object.values(n.borrowers).map((u) => u.id);
    expect(
      await Notification.count({
        where: {
          user_id: everyone(n),
          title: ['Overdue: Storm Lantern', 'Overdue: Thunder Sheet', 'Due tomorrow: Wind Machine'],
        },
      }),
    ).toBe(0);
    // An accepted offer past its days still shows as requested, never overdue.
    expect(
      (await n.as(n.borrowers.director, n.borrower).get(`${API}/${accepted.id}`).expect(200)).body.status,
    ).toBe('requested');

    // Once accepted and approved, the clock concerns it as any loan.
    await put(n, n.borrowers.director, n.borrower, soon.id, 'requested').expect(200);
    await put(n, n.lenders.director, n.lender, soon.id, 'approved').expect(200);
    await runLendingClock();
    expect(
      await Notification.count({ where: { user_id: borrowerIds, title: 'Due tomorrow: Wind Machine' } }),
    ).toBe(3);
  });

  it('an offer filed as requested before offers waited for an answer stays as it was: the lender’s directors decide', async () => {
    const n = await network();
    const { body } = await offer(n).expect(201);
    // As such a loan was stored: the offer's status was requested.
    await LendingRecord.update({ status: 'requested' }, { where: { id: body.id } });
    const seen = await n.as(n.lenders.director, n.lender).get(`${API}/${body.id}`).expect(200);
    expect(seen.body.allowed_actions).toEqual(['approve', 'decline', 'message']);
    const borrower = await n.as(n.borrowers.student, n.borrower).get(`${API}/${body.id}`).expect(200);
    expect(borrower.body.allowed_actions).toEqual(['cancel', 'message']);
    await put(n, n.lenders.director, n.lender, body.id, 'approved').expect(200);
  });
});
