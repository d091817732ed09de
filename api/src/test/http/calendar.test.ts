import { buildProduction, buildProp } from '../factories';
import { testServer, useTestDatabase } from '../server';
import { day, network, type Network } from '../lending';

useTestDatabase();

const API = '/api/v1';

/** The lender's month: a production, a block, loans out (approved, requested, declined), a loan in. */
async function month(n: Network) {
  const macbeth = await buildProduction({
    department: n.lender,
    title: 'Macbeth',
    start_date: day(2),
    end_date: day(10),
    status: 'active',
  });
  const later = await buildProduction({
    department: n.lender,
    title: 'Hamlet',
    start_date: day(40),
    end_date: day(50),
  });
  await buildProduction({ department: n.lender, title: 'Undated' });
  const bench = await buildProp({ department: n.lender, name: 'Garden bench' });
  const block = await n
    .as(n.lenders.assistant, n.lender)
    .post(`${API}/bookings/`)
    .send({
      kind: 'block',
      item_type: 'prop',
      item_id: bench.id,
      reason: 'repair',
      starts_on: day(3),
      ends_on: day(4),
    })
    .expect(201);
  const borrow = (body: Record<string, unknown>) =>
    n
      .as(n.borrowers.student, n.borrower)
      .post(`${API}/lending/`)
      .send({
        from_department_id: n.lender.id,
        to_department_id: n.borrower.id,
        item_type: 'prop',
        ...body,
      })
      .expect(201);
  const approved = await borrow({ prop_id: n.prop.id, lent_date: day(5), due_date: day(8) });
  await n
    .as(n.lenders.director, n.lender)
    .put(`${API}/lending/${approved.body.id}`)
    .send({ status: 'approved' })
    .expect(200);
  const asked = await borrow({ prop_id: bench.id, lent_date: day(12), due_date: day(14) });
  const declined = await borrow({ prop_id: n.prop.id, lent_date: day(20), due_date: day(22) });
  await n
    .as(n.lenders.director, n.lender)
    .put(`${API}/lending/${declined.body.id}`)
    .send({ status: 'cancelled' })
    .expect(200);
  // The lender borrows too, from the third department, for Macbeth.
  const cloak = await buildProp({ department: n.third, name: 'Velvet cloak' });
  const loanIn = await n
    .as(n.lenders.student, n.lender)
    .post(`${API}/lending/`)
    .send({
      from_department_id: n.third.id,
      to_department_id: n.lender.id,
      item_type: 'prop',
      prop_id: cloak.id,
      lent_date: day(2),
      due_date: day(9),
      production_id: macbeth.id,
    })
    .expect(201);
  return {
    macbeth,
    later,
    bench,
    block: block.body.id as number,
    approved: approved.body.id as number,
    asked: asked.body.id as number,
    declined: declined.body.id as number,
    loanIn: loanIn.body.id as number,
  };
}

const get = (n: Network, query: string, user = n.lenders.student, department = n.lender) =>
  n.as(user, department).get(`${API}/calendar?${query}`);

describe('GET /calendar', () => {
  it('the range holds productions, loans out and in (requested too, declined not) and blocks, by first day', async () => {
    const n = await network();
    const m = await month(n);
    const res = await get(n, `from=${day(0)}&to=${day(30)}`).expect(200);
    expect(res.body.map((e: { key: string }) => e.key)).toEqual([
      `production-${m.macbeth.id}`,
      `loan-${m.loanIn}`,
      `booking-${m.block}`,
      `loan-${m.approved}`,
      `loan-${m.asked}`,
    ]);
    const byKey = Object.fromEntries(res.body.map((e: { key: string }) => [e.key, e]));
    expect(byKey[`production-${m.macbeth.id}`]).toEqual({
      key: `production-${m.macbeth.id}`,
      kind: 'production',
      title: 'Macbeth',
      starts_on: day(2),
      ends_on: day(10),
      status: 'active',
      production_id: m.macbeth.id,
      lending_id: null,
      item_type: null,
      item_id: null,
      other_department_name: null,
    });
    expect(byKey[`loan-${m.approved}`]).toEqual(
      expect.objectContaining({
        kind: 'loan_out',
        title: `Storm Lantern → ${n.borrower.name}`,
        status: 'approved',
        starts_on: day(5),
        ends_on: day(8),
        item_type: 'prop',
        item_id: n.prop.id,
        other_department_name: n.borrower.name,
        production_id: null,
      }),
    );
    expect(byKey[`loan-${m.asked}`].status).toBe('requested');
    expect(byKey[`loan-${m.loanIn}`]).toEqual(
      expect.objectContaining({
        kind: 'loan_in',
        title: `Velvet cloak ← ${n.third.name}`,
        item_id: null,
        production_id: m.macbeth.id,
        other_department_name: n.third.name,
      }),
    );
    expect(byKey[`booking-${m.block}`]).toEqual(
      expect.objectContaining({
        kind: 'block',
        title: 'Garden bench: repair',
        item_id: m.bench.id,
        status: null,
      }),
    );
  });

  it('the range cuts: only what overlaps it', async () => {
    const n = await network();
    const m = await month(n);
    const res = await get(n, `from=${day(10)}&to=${day(12)}`).expect(200);
    expect(res.body.map((e: { key: string }) => e.key)).toEqual([
      `production-${m.macbeth.id}`,
      `loan-${m.asked}`,
    ]);
    const late = await get(n, `from=${day(45)}&to=${day(45)}`).expect(200);
    expect(late.body.map((e: { key: string }) => e.key)).toEqual([`production-${m.later.id}`]);
  });

  it('kind keeps some kinds; production_id keeps the production and its loans', async () => {
    const n = await network();
    const m = await month(n);
    const blocks = await get(n, `from=${day(0)}&to=${day(30)}&kind=block`).expect(200);
    expect(blocks.body.map((e: { kind: string }) => e.kind)).toEqual(['block']);
    const loans = await get(n, `from=${day(0)}&to=${day(30)}&kind=loan_out,loan_in`).expect(200);
    expect(loans.body.map((e: { key: string }) => e.key)).toEqual([
      `loan-${m.loanIn}`,
      `loan-${m.approved}`,
      `loan-${m.asked}`,
    ]);
    const show = await get(n, `from=${day(0)}&to=${day(30)}&production_id=${m.macbeth.id}`).expect(200);
    expect(show.body.map((e: { key: string }) => e.key)).toEqual([
      `production-${m.macbeth.id}`,
      `loan-${m.loanIn}`,
    ]);
  });

  it('the borrower sees the same loan as a loan in', async () => {
    const n = await network();
    const m = await month(n);
    const res = await get(n, `from=${day(0)}&to=${day(30)}`, n.borrowers.student, n.borrower).expect(200);
    expect(res.body.map((e: { key: string; kind: string }) => [e.key, e.kind])).toEqual([
      [`loan-${m.approved}`, 'loan_in'],
      [`loan-${m.asked}`, 'loan_in'],
    ]);
    expect(res.body[0].title).toBe(`Storm Lantern ← ${n.lender.name}`);
  });

  it('junk input is a 422 with loc; more than 366 days too; another department’s production a 404', async () => {
    const n = await network();
    const m = await month(n);
    const cases: [string, string][] = [
      [`to=${day(1)}`, 'from'],
      [`from=${day(1)}`, 'to'],
      [`from=2026-02-30&to=${day(1)}`, 'from'],
      [`from=${day(1)}&to=tomorrow`, 'to'],
      [`from=${day(5)}&to=${day(4)}`, 'to'],
      [`from=${day(0)}&to=${day(367)}`, 'to'],
      [`from=${day(0)}&to=${day(1)}&kind=production,party`, 'kind'],
      [`from=${day(0)}&to=${day(1)}&production_id=0`, 'production_id'],
      [`from=${day(0)}&to=${day(1)}&production_id=x`, 'production_id'],
    ];
    for (const [query, field] of cases) {
      const res = await get(n, query).expect(422);
      expect(res.body.detail[0].loc).toEqual(['query', field]);
    }
    await get(n, `from=${day(0)}&to=${day(366)}`).expect(200);
    const theirs = await buildProduction({ department: n.borrower });
    const res = await get(n, `from=${day(0)}&to=${day(1)}&production_id=${theirs.id}`).expect(404);
    expect(res.body.detail).toBe('Production not found');
    // The borrower cannot read the lender's production either.
    await get(
      n,
      `from=${day(0)}&to=${day(1)}&production_id=${m.macbeth.id}`,
      n.borrowers.admin,
      n.borrower,
    ).expect(404);
  });

  it('any member may read it; a non-member of the department may not', async () => {
    const n = await network();
    await month(n);
    for (const role of ['student', 'assistant', 'manager', 'director', 'admin'] as const)
      await get(n, `from=${day(0)}&to=${day(30)}`, n.lenders[role]).expect(200);
    await get(n, `from=${day(0)}&to=${day(30)}`, n.outsider, n.lender).expect(403);
    await testServer()
      .get(`${API}/calendar?from=${day(0)}&to=${day(30)}`)
      .expect(401);
  });
});
