import { AuditLog, Booking, LendingRecord, Notification } from '../../models';
import { useTestDatabase } from '../server';
import { runLendingClock } from '../../services/lending/reminders';
import { day, network, type Network } from '../lending';

useTestDatabase();

const API = '/api/v1/lending';

/** The lender's manager offers the prop for `from`–`to` days from today (filed from today, then aged). */
async function staleOffer(n: Network, from: number, to: number): Promise<number> {
  const { body } = await n
    .as(n.lenders.manager, n.lender)
    .post(`${API}/`)
    .send({
      item_type: 'prop',
      prop_id: n.prop.id,
      from_department_id: n.lender.id,
      to_department_id: n.borrower.id,
      lent_date: day(Math.max(from, 0)),
      due_date: day(to),
    })
    .expect(201);
  // An offer cannot be filed for past days: it is made as if filed a while ago.
  if (from < 0) await LendingRecord.update({ lent_date: day(from) }, { where: { id: body.id } });
  return body.id as number;
}

const everyone = (n: Network) =>
  [...Object.values(n.lenders), ...Object.values(n.borrowers), n.outsider].map((u) => u.id);

/** The expiry notices of this network's loan, as (user, title) pairs. */
async function notices(n: Network) {
  const rows = await Notification.findAll({
    where: { user_id: everyone(n), category: 'lending' },
    order: [['id', 'ASC']],
  });
  return rows.filter((row) => row.title.startsWith('Offer expired:'));
}

const expiryAudits = (n: Network, id: number) =>
  AuditLog.findAll({ where: { action: 'lending_offer_withdrawn', department_id: n.lender.id } }).then(
    (rows) => rows.filter((row) => JSON.parse(row.details ?? '{}').lending_id === id),
  );

describe('the lending clock cancels offers whose days have passed', () => {
  it('an offer whose first day passed unanswered is cancelled, and both sides are told in words', async () => {
    const n = await network();
    const id = await staleOffer(n, -1, 3);
    await runLendingClock();

    const record = (await LendingRecord.findByPk(id))!;
    expect(record.status).toBe('cancelled');
    expect(record.cancelled_by).toBeNull();
    expect(await Booking.count({ where: { lending_id: id } })).toBe(0);

    const audits = await expiryAudits(n, id);
    expect(audits).toHaveLength(1);
    expect(audits[0].actor_id).toBeNull();
    expect(JSON.parse(audits[0].details!)).toEqual(
      expect.objectContaining({
        expired: true,
        reason: 'The offer expired: its days have passed',
        from_status: 'offered',
        to_status: 'cancelled',
      }),
    );

    const told = await notices(n);
    const lenderTitle = `Offer expired: Storm Lantern to ${n.borrower.name}`;
    const borrowerTitle = `Offer expired: Storm Lantern from ${n.lender.name}`;
    // The lender's deciders and the manager who offered it; the borrower's managers and up.
    expect(
      told
        .filter((t) => t.title === lenderTitle)
        .map((t) => t.user_id)
        .sort(),
    ).toEqual([n.lenders.manager.id, n.lenders.director.id, n.lenders.admin.id].sort());
    expect(
      told
        .filter((t) => t.title === borrowerTitle)
        .map((t) => t.user_id)
        .sort(),
    ).toEqual([n.borrowers.manager.id, n.borrowers.director.id, n.borrowers.admin.id].sort());
    expect(told).toHaveLength(6);
    for (const notice of told) {
      expect(notice.message).toContain('The offer expired: its days have passed.');
      expect(notice.action_url).toBe(`/lending?loan=${id}`);
      // Words, never ids.
      expect(`${notice.title} ${notice.message}`).not.toMatch(new RegExp(`#|\\b${id}\\b`));
    }
    expect(told.find((t) => t.title === lenderTitle)!.message).toContain(n.borrower.name);
    expect(told.find((t) => t.title === borrowerTitle)!.message).toContain(n.lender.name);

    // Both sides read it as cancelled; nothing is left to do with it but talk.
    const seen = await n.as(n.borrowers.director, n.borrower).get(`${API}/${id}`).expect(200);
    expect(seen.body.status).toBe('cancelled');
    expect(seen.body.allowed_actions).toEqual(['message']);

    // Run again: nothing more happens.
    await runLendingClock();
    expect(await notices(n)).toHaveLength(6);
    expect(await expiryAudits(n, id)).toHaveLength(1);
  });

  it('an offer starting today or later is left as it is', async () => {
    const n = await network();
    const today = await staleOffer(n, 0, 2);
    const later = await staleOffer(n, 5, 8);
    await runLendingClock();
    for (const id of [today, later]) {
      expect((await LendingRecord.findByPk(id))!.status).toBe('offered');
      expect(await expiryAudits(n, id)).toHaveLength(0);
    }
    expect(await notices(n)).toHaveLength(0);
  });

  it('two clocks at once cancel the offer once and tell each person once', async () => {
    const n = await network();
    const id = await staleOffer(n, -2, 1);
    await Promise.all([runLendingClock(), runLendingClock()]);
    expect((await LendingRecord.findByPk(id))!.status).toBe('cancelled');
    expect(await expiryAudits(n, id)).toHaveLength(1);
    const told = await notices(n);
    expect(told).toHaveLength(6);
    expect(new Set(told.map((t) => t.user_id)).size).toBe(6);
  });

  it('the expired offer frees its days: the borrower can ask for them', async () => {
    const n = await network();
    const id = await staleOffer(n, -1, 4);
    const ask = () =>
      n
        .as(n.borrowers.student, n.borrower)
        .post(`${API}/`)
        .send({
          item_type: 'prop',
          prop_id: n.prop.id,
          from_department_id: n.lender.id,
          to_department_id: n.borrower.id,
          lent_date: day(1),
          due_date: day(3),
        });
    // While it waits, the offer's days are the borrower's to answer, not to ask for again.
    const refused = await ask().expect(409);
    expect(refused.body.detail).toContain('is already offered to');
    await runLendingClock();
    expect((await LendingRecord.findByPk(id))!.status).toBe('cancelled');
    const asked = await ask().expect(201);
    expect(asked.body.status).toBe('requested');
    // ... and the lender can approve it: nothing holds those days.
    await n
      .as(n.lenders.director, n.lender)
      .put(`${API}/${asked.body.id}`)
      .send({ status: 'approved' })
      .expect(200);
  });
});
