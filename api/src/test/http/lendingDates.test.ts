/**
 * No stale or impossible dates (docs/lending.md, docs/bookings.md, docs/calendar.md): other dates
 * the item can no longer keep are withdrawn, a loan tied to a production whose days it misses asks
 * first, and the calendars and feeds show a loan on the days it really ran.
 */
import ICAL from 'ical.js';
import { AuditLog, Booking, LendingRecord, Notification, PersonLoan } from '../../models';
import { buildProduction, buildProp } from '../factories';
import { testServer, useTestDatabase } from '../server';
import { day, dd, network, type Network } from '../lending';

useTestDatabase();

const API = '/api/v1';

/** A request of the borrower for days 5–7, and the lender's other dates, days 20–22. */
async function suggested(n: Network) {
  const loan = await n
    .as(n.borrowers.student, n.borrower)
    .post(`${API}/lending/`)
    .send({
      item_type: 'prop',
      prop_id: n.prop.id,
      from_department_id: n.lender.id,
      to_department_id: n.borrower.id,
      lent_date: day(5),
      due_date: day(7),
    })
    .expect(201);
  await n
    .as(n.lenders.director, n.lender)
    .post(`${API}/lending/${loan.body.id}/counter-proposal`)
    .send({ lent_date: day(20), due_date: day(22) })
    .expect(200);
  return loan.body.id as number;
}

const block = (n: Network, body: Record<string, unknown> = {}, user = n.lenders.assistant) =>
  n
    .as(user, n.lender)
    .post(`${API}/bookings/`)
    .send({
      kind: 'block',
      item_type: 'prop',
      item_id: n.prop.id,
      reason: 'repair',
      starts_on: day(21),
      ends_on: day(21),
      ...body,
    });

const proposalOf = async (id: number) => {
  const loan = await LendingRecord.findByPk(id);
  return { lent: loan!.proposed_lent_date, due: loan!.proposed_due_date, status: loan!.status };
};

async function noticesOf(userIds: number[]) {
  return (await Notification.findAll({ where: { user_id: userIds, category: 'lending' } }))
    .map((row) => ({ user: row.user_id, title: row.title, message: row.message }))
    .filter((note) => note.title.startsWith('Suggested dates withdrawn'));
}

describe('other dates the item can no longer keep are withdrawn', () => {
  it('a block for a repair on the suggested days withdraws them, tells both sides, and Accept says why', async () => {
    const n = await network();
    const id = await suggested(n);
    await block(n).expect(201);
    expect(await proposalOf(id)).toEqual({ lent: null, due: null, status: 'requested' });
    // The borrower's people who act on it, and the lender's directors, are told what took the days.
    const told = await noticesOf([n.borrowers.student.id, n.borrowers.manager.id, n.lenders.director.id]);
    expect(told.map((t) => t.user).sort()).toEqual(
      [n.borrowers.student.id, n.borrowers.manager.id, n.lenders.director.id].sort(),
    );
    expect(told[0].message).toBe(
      `The other dates suggested for Storm Lantern (${dd(20)} to ${dd(22)}) were withdrawn: it is blocked for repair from ${dd(21)} to ${dd(21)}. The request for ${dd(5)} to ${dd(7)} stands as it was.`,
    );
    // The one who made the block is not told of it.
    expect(await noticesOf([n.lenders.assistant.id])).toEqual([]);
    const audit = await AuditLog.findOne({
      where: { action: 'lending_counter_withdrawn', department_id: n.lender.id },
    });
    expect(audit).toEqual(expect.objectContaining({ department_id: n.lender.id, item_id: n.prop.id }));
    expect(JSON.parse(audit!.details!)).toEqual(
      expect.objectContaining({ lending_id: id, proposed_lent_date: day(20), proposed_due_date: day(22) }),
    );
    // The borrower's screen no longer offers Accept; a stale Accept is a 409 saying why.
    const seen = await n.as(n.borrowers.student, n.borrower).get(`${API}/lending/${id}`).expect(200);
    expect(seen.body.proposed_lent_date).toBeNull();
    expect(seen.body.allowed_actions).not.toContain('answer_counter_proposal');
    const refused = await n
      .as(n.borrowers.student, n.borrower)
      .put(`${API}/lending/${id}/counter-proposal`)
      .send({ accept: true })
      .expect(409);
    expect(refused.body.detail).toBe(
      'No other dates are waiting for an answer: they were answered, or withdrawn because the item was booked on them',
    );
    // The lender may suggest other days again.
    expect(
      (await n.as(n.lenders.director, n.lender).get(`${API}/lending/${id}`).expect(200)).body.allowed_actions,
    ).toContain('counter_propose');
  });

  it('a block on other days, or a block moved away from them, leaves the suggestion alone', async () => {
    const n = await network();
    const id = await suggested(n);
    const made = await block(n, { starts_on: day(23), ends_on: day(25) }).expect(201);
    expect(await proposalOf(id)).toEqual({ lent: day(20), due: day(22), status: 'requested' });
    // Moving the block onto the days withdraws it.
    await n
      .as(n.lenders.assistant, n.lender)
      .put(`${API}/bookings/${made.body.id}`)
      .send({ starts_on: day(22) })
      .expect(200);
    expect(await proposalOf(id)).toEqual(expect.objectContaining({ lent: null }));
  });

  it("a production's booking, another loan approved, and a loan to a person each withdraw it", async () => {
    // A production booking.
    let n = await network();
    let id = await suggested(n);
    const show = await buildProduction({ department: n.lender, title: 'Our Town', start_date: day(18) });
    await n
      .as(n.lenders.assistant, n.lender)
      .post(`${API}/bookings/`)
      .send({ kind: 'production', item_type: 'prop', item_id: n.prop.id, production_id: show.id })
      .expect(201);
    expect(await proposalOf(id)).toEqual(expect.objectContaining({ lent: null }));
    expect((await noticesOf([n.borrowers.student.id]))[0].message).toMatch(
      /it is booked for the production "Our Town"/,
    );

    // Another department's request approved on those days.
    n = await network();
    id = await suggested(n);
    const other = await n
      .as(n.outsider, n.third)
      .post(`${API}/lending/`)
      .send({
        item_type: 'prop',
        prop_id: n.prop.id,
        from_department_id: n.lender.id,
        to_department_id: n.third.id,
        lent_date: day(22),
        due_date: day(24),
      })
      .expect(201);
    await n
      .as(n.lenders.director, n.lender)
      .put(`${API}/lending/${other.body.id}`)
      .send({ status: 'approved' })
      .expect(200);
    expect(await proposalOf(id)).toEqual(expect.objectContaining({ lent: null, status: 'requested' }));
    expect((await noticesOf([n.borrowers.student.id]))[0].message).toMatch(
      new RegExp(`it is promised to ${n.third.name} from`),
    );

    // A loan to a person.
    n = await network();
    id = await suggested(n);
    await n
      .as(n.lenders.assistant, n.lender)
      .post(`${API}/person-loans/`)
      .send({
        item_type: 'prop',
        item_id: n.prop.id,
        borrower_name: 'Sam Rivera',
        starts_on: day(19),
        due_on: day(20),
      })
      .expect(201);
    expect(await proposalOf(id)).toEqual(expect.objectContaining({ lent: null }));
    expect((await noticesOf([n.borrowers.student.id]))[0].message).toMatch(/it is promised to Sam Rivera/);
  });

  it('accepting its own suggestion does not withdraw another loan’s suggestion for other days', async () => {
    const n = await network();
    const id = await suggested(n);
    await n
      .as(n.borrowers.student, n.borrower)
      .put(`${API}/lending/${id}/counter-proposal`)
      .send({ accept: true })
      .expect(200);
    expect(await proposalOf(id)).toEqual({ lent: null, due: null, status: 'approved' });
    expect(
      await AuditLog.count({ where: { action: 'lending_counter_withdrawn', department_id: n.lender.id } }),
    ).toBe(0);
  });

  it('another department, a lower role and junk change nothing', async () => {
    const n = await network();
    const id = await suggested(n);
    // Another department cannot block the lender's item: not found.
    await n
      .as(n.outsider, n.third)
      .post(`${API}/bookings/`)
      .send({ kind: 'block', item_type: 'prop', item_id: n.prop.id, reason: 'repair', starts_on: day(21) })
      .expect(404);
    // A student may not block.
    const denied = await block(n, {}, n.lenders.student).expect(403);
    expect(denied.body.detail).toBe('You do not have permission to block items');
    // Junk days.
    for (const junk of [{ starts_on: 'tomorrow' }, { ends_on: '2026-13-40' }, { reason: 'party' }]) {
      const res = await block(n, junk).expect(422);
      expect(res.body.detail[0].loc[0]).toBe('body');
    }
    expect(await proposalOf(id)).toEqual({ lent: day(20), due: day(22), status: 'requested' });
    expect(
      await AuditLog.count({ where: { action: 'lending_counter_withdrawn', department_id: n.lender.id } }),
    ).toBe(0);
    expect(await noticesOf([n.borrowers.student.id])).toEqual([]);
  });

  it('a block and an Accept in parallel: one of them stands, the other is a 409 that says why, never a 500', async () => {
    for (let round = 0; round < 3; round++) {
      const n = await network();
      const id = await suggested(n);
      const [blocked, accepted] = await Promise.all([
        block(n),
        n
          .as(n.borrowers.student, n.borrower)
          .put(`${API}/lending/${id}/counter-proposal`)
          .send({ accept: true }),
      ]);
      expect([201, 409]).toContain(blocked.status);
      expect([200, 409]).toContain(accepted.status);
      const loan = await LendingRecord.findByPk(id);
      if (blocked.status === 201) {
        expect(accepted.status).toBe(409);
        expect(loan).toEqual(expect.objectContaining({ status: 'requested', proposed_lent_date: null }));
      } else {
        expect(blocked.status).toBe(409);
        expect(blocked.body.code).toBe('item_in_use');
        expect(accepted.status).toBe(200);
        expect(loan).toEqual(expect.objectContaining({ status: 'approved', lent_date: day(20) }));
      }
    }
  });
});

describe('a loan tied to a production whose days it misses', () => {
  const ask = (n: Network, body: Record<string, unknown>) =>
    n
      .as(n.borrowers.student, n.borrower)
      .post(`${API}/lending/`)
      .send({
        item_type: 'prop',
        prop_id: n.prop.id,
        from_department_id: n.lender.id,
        to_department_id: n.borrower.id,
        lent_date: day(1),
        due_date: day(4),
        ...body,
      });

  it('filing asks first (409 outside_production, the question in words); confirming ties it', async () => {
    const n = await network();
    const show = await buildProduction({
      department: n.borrower,
      title: 'Our Town',
      start_date: day(10),
      end_date: day(20),
    });
    const asked = await ask(n, { production_id: show.id }).expect(409);
    expect(asked.body).toEqual({
      code: 'outside_production',
      detail: `"Storm Lantern" (${dd(1)} to ${dd(4)}) is outside Our Town's days (${dd(10)} to ${dd(20)}); tie it anyway?`,
    });
    expect(await LendingRecord.count({ where: { to_department_id: n.borrower.id } })).toBe(0);
    const made = await ask(n, { production_id: show.id, confirm_outside_production: true }).expect(201);
    expect(made.body.production_title).toBe('Our Town');
    // Days that touch the show's (rehearsals before it), a show without dates, no production: no question.
    const touching = await ask(n, { production_id: show.id, lent_date: day(8), due_date: day(10) });
    expect(touching.status).toBe(201);
    const undated = await buildProduction({ department: n.borrower, title: 'Undated' });
    await ask(n, { production_id: undated.id, lent_date: day(30), due_date: day(31) }).expect(201);
    const openEnded = await buildProduction({ department: n.borrower, title: 'Revue', start_date: day(3) });
    await ask(n, { production_id: openEnded.id, lent_date: day(40), due_date: day(41) }).expect(201);
  });

  it('linking a filed loan asks the same; unlinking and the same production never ask', async () => {
    const n = await network();
    const show = await buildProduction({
      department: n.borrower,
      title: 'Our Town',
      start_date: day(10),
      end_date: day(20),
    });
    const loan = await ask(n, {}).expect(201);
    const borrower = n.as(n.borrowers.student, n.borrower);
    const asked = await borrower
      .put(`${API}/lending/${loan.body.id}`)
      .send({ production_id: show.id })
      .expect(409);
    expect(asked.body.code).toBe('outside_production');
    expect((await LendingRecord.findByPk(loan.body.id))!.production_id).toBeNull();
    await borrower
      .put(`${API}/lending/${loan.body.id}`)
      .send({ production_id: show.id, confirm_outside_production: true })
      .expect(200);
    await borrower.put(`${API}/lending/${loan.body.id}`).send({ production_id: show.id }).expect(200);
    await borrower.put(`${API}/lending/${loan.body.id}`).send({ production_id: null }).expect(200);
    // Days moved into the show in the same change: no question.
    await borrower
      .put(`${API}/lending/${loan.body.id}`)
      .send({ production_id: show.id, lent_date: day(9), due_date: day(12) })
      .expect(200);
  });

  it('another department, the lender, junk: 404, 403, 422, nothing tied', async () => {
    const n = await network();
    const show = await buildProduction({ department: n.borrower, start_date: day(10), end_date: day(20) });
    const theirs = await buildProduction({ department: n.third, start_date: day(1), end_date: day(20) });
    const loan = await ask(n, {}).expect(201);
    await n
      .as(n.borrowers.student, n.borrower)
      .put(`${API}/lending/${loan.body.id}`)
      .send({ production_id: theirs.id, confirm_outside_production: true })
      .expect(404);
    await n
      .as(n.outsider, n.third)
      .put(`${API}/lending/${loan.body.id}`)
      .send({ production_id: theirs.id, confirm_outside_production: true })
      .expect(404);
    const lender = await n
      .as(n.lenders.admin, n.lender)
      .put(`${API}/lending/${loan.body.id}`)
      .send({ production_id: show.id, confirm_outside_production: true })
      .expect(403);
    expect(lender.body.detail).toBe(
      'Only the borrowing department can link a loan to one of its productions',
    );
    for (const junk of ['yes', 1, { a: 1 }]) {
      const res = await n
        .as(n.borrowers.student, n.borrower)
        .put(`${API}/lending/${loan.body.id}`)
        .send({ production_id: show.id, confirm_outside_production: junk })
        .expect(422);
      expect(res.body.detail[0].loc).toEqual(['body', 'confirm_outside_production']);
    }
    expect((await LendingRecord.findByPk(loan.body.id))!.production_id).toBeNull();
  });

  it('parallel links, confirmed or not, end tied once and never answer 500', async () => {
    const n = await network();
    const show = await buildProduction({ department: n.borrower, start_date: day(10), end_date: day(20) });
    const loan = await ask(n, {}).expect(201);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        n
          .as(n.borrowers.student, n.borrower)
          .put(`${API}/lending/${loan.body.id}`)
          .send({ production_id: show.id, ...(i % 2 ? { confirm_outside_production: true } : {}) }),
      ),
    );
    for (const res of answers) expect([200, 409]).toContain(res.status);
    expect(answers.filter((res) => res.status === 200).length).toBeGreaterThanOrEqual(3);
    expect((await LendingRecord.findByPk(loan.body.id))!.production_id).toBe(show.id);
    expect(await AuditLog.count({ where: { action: 'lending_updated', department_id: n.borrower.id } })).toBe(
      1,
    );
  });

  it("the pull list marks a loan outside the show's days", async () => {
    const n = await network();
    const show = await buildProduction({
      department: n.borrower,
      title: 'Our Town',
      start_date: day(10),
      end_date: day(20),
    });
    const outside = await ask(n, { production_id: show.id, confirm_outside_production: true }).expect(201);
    const bench = await buildProp({ department: n.lender, name: 'Garden bench' });
    const inside = await ask(n, {
      prop_id: bench.id,
      production_id: show.id,
      lent_date: day(9),
      due_date: day(12),
    }).expect(201);
    const list = await n
      .as(n.borrowers.student, n.borrower)
      .get(`${API}/productions/${show.id}/pull-list`)
      .expect(200);
    const flags = Object.fromEntries(
      list.body.entries.map((e: { lending_id: number; outside_production: boolean }) => [
        e.lending_id,
        e.outside_production,
      ]),
    );
    expect(flags).toEqual({ [outside.body.id]: true, [inside.body.id]: false });
  });
});

describe('calendars show a loan on its real days', () => {
  /** A loan approved for days 5–8, then handed over and the days as they happened set. */
  async function lent(n: Network, facts: Partial<LendingRecord>) {
    const res = await n
      .as(n.borrowers.student, n.borrower)
      .post(`${API}/lending/`)
      .send({
        item_type: 'prop',
        prop_id: n.prop.id,
        from_department_id: n.lender.id,
        to_department_id: n.borrower.id,
        lent_date: day(5),
        due_date: day(8),
      })
      .expect(201);
    await n
      .as(n.lenders.director, n.lender)
      .put(`${API}/lending/${res.body.id}`)
      .send({ status: 'approved' })
      .expect(200);
    await LendingRecord.update(facts, { where: { id: res.body.id } });
    return res.body.id as number;
  }

  const eventOf = async (
    n: Network,
    side: 'lender' | 'borrower',
    id: number,
    from = day(-40),
    to = day(40),
  ) => {
    const [user, department] =
      side === 'lender' ? [n.lenders.student, n.lender] : [n.borrowers.student, n.borrower];
    const res = await n.as(user, department).get(`${API}/calendar?from=${from}&to=${to}`).expect(200);
    return res.body.find((e: { key: string }) => e.key === `loan-${id}`) as
      { starts_on: string; ends_on: string; status: string } | undefined;
  };

  it('picked up early and returned early: from the pick-up to the return, on both sides', async () => {
    const n = await network();
    const id = await lent(n, {
      status: 'returned',
      lent_date: day(-10),
      due_date: day(-2),
      picked_up_date: day(-12),
      return_date: day(-6),
    });
    for (const side of ['lender', 'borrower'] as const)
      expect(await eventOf(n, side, id)).toEqual(
        expect.objectContaining({ starts_on: day(-12), ends_on: day(-6), status: 'returned' }),
      );
    // A range after its return no longer shows it.
    expect(await eventOf(n, 'lender', id, day(-5), day(-1))).toBeUndefined();
  });

  it('picked up late: from the day it went', async () => {
    const n = await network();
    const id = await lent(n, {
      status: 'active',
      lent_date: day(-4),
      due_date: day(3),
      picked_up_date: day(-1),
    });
    expect(await eventOf(n, 'borrower', id)).toEqual(
      expect.objectContaining({ starts_on: day(-1), ends_on: day(3), status: 'active' }),
    );
  });

  it('overdue: stays through today until it is back, even when its due date is before the range', async () => {
    const n = await network();
    const id = await lent(n, {
      status: 'active',
      lent_date: day(-30),
      due_date: day(-20),
      picked_up_date: day(-30),
    });
    for (const side of ['lender', 'borrower'] as const) {
      expect(await eventOf(n, side, id, day(-3), day(10))).toEqual(
        expect.objectContaining({ starts_on: day(-30), ends_on: day(0), status: 'overdue' }),
      );
    }
    // A range wholly after today does not show it.
    expect(await eventOf(n, 'lender', id, day(1), day(10))).toBeUndefined();
  });

  it('the feeds say the same days (DTSTART the first, DTEND the day after the last)', async () => {
    const n = await network();
    const id = await lent(n, {
      status: 'overdue',
      lent_date: day(-30),
      due_date: day(-20),
      picked_up_date: day(-31),
    });
    for (const [user, department] of [
      [n.lenders.student, n.lender],
      [n.borrowers.student, n.borrower],
    ] as const) {
      const feed = await n.as(user, department).post(`${API}/calendar/feeds`).send({}).expect(201);
      const text = (await testServer().get(new URL(feed.body.url).pathname).expect(200)).text;
      const calendar = new ICAL.Component(ICAL.parse(text));
      const event = calendar
        .getAllSubcomponents('vevent')
        .find((v) => String(v.getFirstPropertyValue('uid')).startsWith(`loan-${id}@`));
      expect(String(event!.getFirstPropertyValue('dtstart'))).toBe(day(-31));
      expect(String(event!.getFirstPropertyValue('dtend'))).toBe(day(1));
    }
  });

  it('loans to people: handed over late starts that day; out and late runs through today', async () => {
    const n = await network();
    const made = await n
      .as(n.lenders.assistant, n.lender)
      .post(`${API}/person-loans/`)
      .send({
        item_type: 'prop',
        item_id: n.prop.id,
        borrower_name: 'Sam Rivera',
        starts_on: day(1),
        due_on: day(3),
      })
      .expect(201);
    const id = made.body.id as number;
    await n
      .as(n.lenders.assistant, n.lender)
      .put(`${API}/person-loans/${id}`)
      .send({ status: 'out' })
      .expect(200);
    // As time would have it: planned for days −20 to −10, handed over on day −15.
    await PersonLoan.update(
      {
        starts_on: day(-20),
        due_on: day(-10),
        handed_over_at: new Date(`${day(-15)}T23:00:00Z`),
      },
      { where: { id } },
    );
    await Booking.update({ starts_on: day(-20), ends_on: day(-10) }, { where: { person_loan_id: id } });
    const res = await n
      .as(n.lenders.student, n.lender)
      .get(`${API}/calendar?from=${day(-2)}&to=${day(5)}`)
      .expect(200);
    expect(res.body.find((e: { key: string }) => e.key === `person-loan-${id}`)).toEqual(
      expect.objectContaining({ starts_on: day(-15), ends_on: day(0), status: 'overdue' }),
    );
  });
});
