import { LendingRecord } from '../../models';
import { buildDepartment, buildProp } from '../factories';
import { testServer, useTestDatabase } from '../server';
import { day, network, type Network } from '../lending';

useTestDatabase();

const API = '/api/v1/dashboard/week';

/** YYYY-MM-DD `days` after `date`. */
const plus = (date: string, days: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
/** This week's Monday and Sunday, counted apart from the service. */
const monday = plus(day(0), -((new Date(`${day(0)}T00:00:00Z`).getUTCDay() + 6) % 7));
const sunday = plus(monday, 6);

/** A loan as its moves would have left it, written directly: the week only reads. */
async function loan(
  n: Network,
  name: string,
  fields: Partial<LendingRecord['_creationAttributes']>,
  from = n.lender,
  to = n.borrower,
) {
  const prop = await buildProp({ department: from, name });
  return LendingRecord.create({
    item_type: 'prop',
    prop_id: prop.id,
    set_piece_id: null,
    costume_piece_id: null,
    item_name: name,
    from_department_id: from.id,
    to_department_id: to.id,
    initiated_by: 'borrower',
    created_by: null,
    status: 'requested',
    lent_date: day(1),
    due_date: day(5),
    contact_person: null,
    contact_email: null,
    notes: null,
    ...fields,
  });
}

async function week(n: Network) {
  const dueBack = await loan(n, 'Due back', { status: 'active', lent_date: day(-5), due_date: sunday });
  const goingOut = await loan(n, 'Going out', {
    status: 'approved',
    lent_date: sunday,
    due_date: plus(sunday, 3),
  });
  const late = await loan(n, 'Late', { status: 'active', lent_date: day(-9), due_date: day(-2) });
  const request = await loan(n, 'Asked for', {
    status: 'requested',
    lent_date: plus(sunday, 10),
    due_date: plus(sunday, 12),
  });
  const extension = await loan(n, 'Longer', {
    status: 'active',
    lent_date: day(-3),
    due_date: plus(sunday, 20),
    requested_due_date: plus(sunday, 30),
  });
  const counter = await loan(n, 'Other days', {
    status: 'requested',
    lent_date: plus(sunday, 10),
    due_date: plus(sunday, 12),
    proposed_lent_date: plus(sunday, 14),
    proposed_due_date: plus(sunday, 16),
  });
  const offer = await loan(n, 'Offered', {
    status: 'offered',
    initiated_by: 'lender',
    lent_date: plus(sunday, 10),
    due_date: plus(sunday, 12),
  });
  // Loans of other departments, and cancelled or returned ones, stay off.
  const fourth = await buildDepartment();
  await loan(n, 'Elsewhere', { status: 'active', lent_date: day(-5), due_date: sunday }, n.third, fourth);
  await loan(n, 'Cancelled', { status: 'cancelled', lent_date: day(-5), due_date: sunday });
  await loan(n, 'Returned', {
    status: 'returned',
    lent_date: day(-5),
    due_date: sunday,
    return_date: day(-1),
  });
  return { dueBack, goingOut, late, request, extension, counter, offer };
}

const names = (list: { item_name: string }[]) => list.map((l) => l.item_name);

describe('GET /dashboard/week', () => {
  it("the lender's director: this week's lists and the decisions it may take", async () => {
    const n = await network();
    const w = await week(n);
    const res = await n.as(n.lenders.director, n.lender).get(API).expect(200);
    expect(res.body.from).toBe(monday);
    expect(res.body.to).toBe(sunday);
    expect(res.body.due_back).toEqual([
      {
        lending_id: w.dueBack.id,
        item_type: 'prop',
        item_id: w.dueBack.prop_id,
        item_name: 'Due back',
        side: 'lender',
        other_department_name: n.borrower.name,
        status: 'active',
        lent_date: day(-5),
        due_date: sunday,
      },
    ]);
    expect(names(res.body.going_out)).toEqual(['Going out']);
    expect(res.body.going_out[0].status).toBe('approved');
    expect(names(res.body.overdue)).toEqual(['Late']);
    expect(res.body.overdue[0].status).toBe('overdue');
    expect(res.body.waiting).toEqual([
      {
        lending_id: w.request.id,
        item_name: 'Asked for',
        kind: 'request',
        other_department_name: n.borrower.name,
        lent_date: plus(sunday, 10),
        due_date: plus(sunday, 12),
      },
      expect.objectContaining({ lending_id: w.extension.id, kind: 'extension' }),
    ]);
  });

  it('the borrower sees the same loans from its side, with no item ids, and its own decisions', async () => {
    const n = await network();
    const w = await week(n);
    const res = await n.as(n.borrowers.director, n.borrower).get(API).expect(200);
    expect(names(res.body.due_back)).toEqual(['Due back']);
    expect(res.body.due_back[0]).toEqual(
      expect.objectContaining({ side: 'borrower', item_id: null, other_department_name: n.lender.name }),
    );
    expect(names(res.body.overdue)).toEqual(['Late']);
    expect(res.body.waiting.map((d: { lending_id: number; kind: string }) => [d.lending_id, d.kind])).toEqual(
      [
        [w.counter.id, 'counter_proposal'],
        [w.offer.id, 'offer'],
      ],
    );
  });

  it('students and assistants see the lists but no decisions they cannot take', async () => {
    const n = await network();
    const w = await week(n);
    for (const role of ['student', 'assistant', 'manager'] as const) {
      const res = await n.as(n.lenders[role], n.lender).get(API).expect(200);
      expect(names(res.body.due_back)).toEqual(['Due back']);
      expect(res.body.waiting).toEqual([]);
    }
    // The borrower's students may answer other days (domain/lendingMoves.ts), not an offer.
    const student = await n.as(n.borrowers.student, n.borrower).get(API).expect(200);
    expect(student.body.waiting.map((d: { kind: string }) => d.kind)).toEqual(['counter_proposal']);
    expect(student.body.waiting[0].lending_id).toBe(w.counter.id);
  });

  it("another department's loans are absent; a non-member is refused", async () => {
    const n = await network();
    await week(n);
    // "Elsewhere" is the third department's, lent to a fourth: only the third sees it.
    const third = await n.as(n.outsider, n.third).get(API).expect(200);
    expect(names(third.body.due_back)).toEqual(['Elsewhere']);
    expect(third.body.waiting).toEqual([]);
    const borrower = await n.as(n.borrowers.admin, n.borrower).get(API).expect(200);
    expect(names(borrower.body.due_back)).toEqual(['Due back']);
    await n.as(n.outsider, n.lender).get(API).expect(403);
    await testServer().get(API).expect(401);
  });
});
