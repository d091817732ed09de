import { LendingRecord } from '../../models';
import { useTestDatabase } from '../server';
import { buildProduction } from '../factories';
import { day, network, type Network } from '../lending';

useTestDatabase();

const API = '/api/v1/lending';

function ask(n: Network, overrides: Record<string, unknown> = {}) {
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
      ...overrides,
    });
}

describe('loans for a production', () => {
  it('a borrower files a request for one of its productions: both sides see its title', async () => {
    const n = await network();
    const show = await buildProduction({ department: n.borrower, title: 'Our Town' });
    const res = await ask(n, { production_id: show.id }).expect(201);
    expect(res.body).toEqual(
      expect.objectContaining({ production_id: show.id, production_title: 'Our Town' }),
    );
    const lenderView = await n.as(n.lenders.director, n.lender).get(`${API}/${res.body.id}`).expect(200);
    expect(lenderView.body.production_title).toBe('Our Town');
    const list = await n.as(n.borrowers.student, n.borrower).get(`${API}/`).expect(200);
    expect(list.body[0]).toEqual(
      expect.objectContaining({ production_id: show.id, production_title: 'Our Town' }),
    );
  });

  it('without a production both fields are null', async () => {
    const n = await network();
    const res = await ask(n).expect(201);
    expect(res.body.production_id).toBeNull();
    expect(res.body.production_title).toBeNull();
  });

  it("another department's production is not found, and nothing is filed", async () => {
    const n = await network();
    const theirs = await buildProduction({ department: n.lender, title: 'Macbeth' });
    const res = await ask(n, { production_id: theirs.id }).expect(404);
    expect(res.body).toEqual({ detail: 'Production not found', code: 'not_found' });
    expect(await LendingRecord.count({ where: { to_department_id: n.borrower.id } })).toBe(0);
    await ask(n, { production_id: 2147483000 }).expect(404);
  });

  it('junk production ids are a 422 with loc', async () => {
    const n = await network();
    for (const junk of ['x', 0, -1, 1.5, 2147483648]) {
      const res = await ask(n, { production_id: junk }).expect(422);
      expect(res.body.detail[0].loc).toEqual(['body', 'production_id']);
    }
  });

  it('an offer cannot name a production (the lender does not know the borrower’s)', async () => {
    const n = await network();
    const show = await buildProduction({ department: n.borrower });
    await n
      .as(n.lenders.manager, n.lender)
      .post(`${API}/`)
      .send({
        item_type: 'prop',
        prop_id: n.prop.id,
        from_department_id: n.lender.id,
        to_department_id: n.borrower.id,
        lent_date: day(1),
        due_date: day(10),
        production_id: show.id,
      })
      .expect(403);
  });

  it('the borrower links, moves and unlinks in any status; the lender cannot; deleting the production unlinks', async () => {
    const n = await network();
    const a = await buildProduction({ department: n.borrower, title: 'Our Town' });
    const b = await buildProduction({ department: n.borrower, title: 'The Crucible' });
    const res = await ask(n).expect(201);
    const id = res.body.id as number;
    const borrower = n.as(n.borrowers.student, n.borrower);
    const linked = await borrower.put(`${API}/${id}`).send({ production_id: a.id }).expect(200);
    expect(linked.body.production_title).toBe('Our Town');
    // approved: the filer may no longer edit the days, but the production is the borrower's own
    await n.as(n.lenders.director, n.lender).put(`${API}/${id}`).send({ status: 'approved' }).expect(200);
    const moved = await borrower.put(`${API}/${id}`).send({ production_id: b.id }).expect(200);
    expect(moved.body.production_title).toBe('The Crucible');
    await n.as(n.lenders.director, n.lender).put(`${API}/${id}`).send({ production_id: null }).expect(403);
    const foreign = await buildProduction({ department: n.third });
    await borrower.put(`${API}/${id}`).send({ production_id: foreign.id }).expect(404);
    await n.as(n.borrowers.director, n.borrower).delete(`/api/v1/productions/${b.id}`).expect(204);
    const after = await borrower.get(`${API}/${id}`).expect(200);
    expect(after.body.production_id).toBeNull();
    expect(after.body.production_title).toBeNull();
    const unlinked = await borrower.put(`${API}/${id}`).send({ production_id: a.id }).expect(200);
    expect(unlinked.body.production_id).toBe(a.id);
    const cleared = await borrower.put(`${API}/${id}`).send({ production_id: null }).expect(200);
    expect(cleared.body.production_id).toBeNull();
  });
});
