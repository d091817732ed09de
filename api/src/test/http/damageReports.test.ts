import { AuditLog, DamageReport, Notification } from '../../models';
import * as conditionReports from '../../db/migrations/0023-condition-reports';
import * as damageComments from '../../db/migrations/0027-damage-comments';
import { sequelize } from '../../db/sequelize';
import { testServer, useTestDatabase } from '../server';
import { API, approvedLoan, director, move } from '../condition';

useTestDatabase();

/** A loan handed over excellent and back poor: its damage report is open. */
async function damaged() {
  const { n, id } = await approvedLoan('excellent');
  await move(n, id, 'active', { condition: 'excellent' }).expect(200);
  const back = await move(n, id, 'returned', { condition: 'poor', note: 'Handle snapped' }).expect(200);
  return { n, id, reportId: back.body.damage_report.id as number };
}

const resolve = (api: ReturnType<typeof testServer>, id: number, body: Record<string, unknown>) =>
  api.put(`${API}/damage-reports/${id}`).send(body);

describe('damage reports', () => {
  it('both departments list it (status filter, X-Total-Count); another department finds nothing', async () => {
    const { n, reportId } = await damaged();
    const lender = await n
      .as(n.lenders.student, n.lender)
      .get(`${API}/damage-reports`)
      .query({ status: 'open' })
      .expect(200);
    expect(lender.headers['x-total-count']).toBe('1');
    expect(lender.body[0]).toMatchObject({
      id: reportId,
      item_name: 'Storm Lantern',
      status: 'open',
      condition_before: 'excellent',
      condition_after: 'poor',
      can_resolve: false,
    });
    expect(lender.body[0].return).toMatchObject({ condition: 'poor', note: 'Handle snapped' });
    const borrower = await n.as(n.borrowers.student, n.borrower).get(`${API}/damage-reports`).expect(200);
    expect(borrower.body.map((r: { id: number }) => r.id)).toEqual([reportId]);
    expect(borrower.body[0].can_resolve).toBe(false);
    const resolvedOnly = await n
      .as(n.lenders.manager, n.lender)
      .get(`${API}/damage-reports`)
      .query({ status: 'resolved' })
      .expect(200);
    expect(resolvedOnly.body).toEqual([]);
    const outsider = await n.as(n.outsider, n.third).get(`${API}/damage-reports`).expect(200);
    expect(outsider.body).toEqual([]);
    await n.as(n.outsider, n.third).get(`${API}/damage-reports/${reportId}`).expect(404);
    const one = await n.as(n.lenders.manager, n.lender).get(`${API}/damage-reports/${reportId}`).expect(200);
    expect(one.body.can_resolve).toBe(true);
    await n
      .as(n.lenders.manager, n.lender)
      .get(`${API}/damage-reports`)
      .query({ status: 'lost' })
      .expect(422);
    await testServer().get(`${API}/damage-reports`).expect(401);
  });

  it('the lender’s manager resolves it: stored, both departments told, in the item’s history; twice is a 409', async () => {
    const { n, id, reportId } = await damaged();
    const manager = n.as(n.lenders.manager, n.lender);
    const res = await resolve(manager, reportId, {
      resolution: 'repaired',
      condition: 'good',
      note: ' Glued the handle ',
    }).expect(200);
    expect(res.body).toMatchObject({
      status: 'resolved',
      resolution: 'repaired',
      resolution_note: 'Glued the handle',
      resolved_by_name: `${n.lenders.manager.first_name} ${n.lenders.manager.last_name}`,
      can_resolve: false,
    });
    const stored = await DamageReport.findByPk(reportId);
    expect(stored).toMatchObject({
      status: 'resolved',
      resolution: 'repaired',
      resolved_by: n.lenders.manager.id,
    });
    expect(stored!.resolved_at).toBeInstanceOf(Date);

    const told = (
      await Notification.findAll({ where: { title: 'Damage report resolved: Storm Lantern' } })
    ).map((row) => row.user_id);
    expect(told).toEqual(
      expect.arrayContaining([n.lenders.director.id, n.lenders.admin.id, n.borrowers.manager.id]),
    );
    expect(told).not.toContain(n.lenders.manager.id);

    const row = await AuditLog.findOne({ where: { action: 'damage_resolved', item_id: n.prop.id } });
    expect(JSON.parse(row!.details!)).toMatchObject({ resolution: 'repaired', lending_id: id });
    const history = await n
      .as(n.lenders.student, n.lender)
      .get(`${API}/bookings/history`)
      .query({ item_type: 'prop', item_id: n.prop.id })
      .expect(200);
    expect(history.body[0].description).toBe('"Storm Lantern": damage report resolved (repaired, now good)');

    // The loan shows it resolved, to both sides.
    const loan = await n.as(n.borrowers.student, n.borrower).get(`${API}/lending/${id}`).expect(200);
    expect(loan.body.damage_report).toMatchObject({ status: 'resolved', resolution: 'repaired' });

    const again = await resolve(n.as(n.lenders.admin, n.lender), reportId, { resolution: 'charged' }).expect(
      409,
    );
    expect(again.body.detail).toBe('The damage report for "Storm Lantern" is already resolved (repaired)');
    expect((await DamageReport.findByPk(reportId))!.resolution).toBe('repaired');
  });

  it('the borrower and the lender’s assistant may not (403 naming who may); strangers 404; no session 401', async () => {
    const { n, reportId } = await damaged();
    const who = `Only a manager, director or admin of ${n.lender.name} can resolve this damage report`;
    const borrower = await resolve(n.as(n.borrowers.admin, n.borrower), reportId, {
      resolution: 'accepted',
    }).expect(403);
    expect(borrower.body.detail).toBe(who);
    const assistant = await resolve(n.as(n.lenders.assistant, n.lender), reportId, {
      resolution: 'accepted',
    }).expect(403);
    expect(assistant.body.detail).toBe(who);
    await resolve(n.as(n.outsider, n.third), reportId, { resolution: 'accepted' }).expect(404);
    await resolve(testServer(), reportId, { resolution: 'accepted' }).expect(401);
    await resolve(director(n), 2147483000, { resolution: 'accepted' }).expect(404);
    expect((await DamageReport.findByPk(reportId))!.status).toBe('open');
  });

  it('junk is a clean 422 with loc', async () => {
    const { n, reportId } = await damaged();
    const api = director(n);
    const unknown = await resolve(api, reportId, { resolution: 'burned' }).expect(422);
    expect(unknown.body.detail[0].loc).toEqual(['body', 'resolution']);
    const missing = await resolve(api, reportId, {}).expect(422);
    expect(missing.body.detail[0].loc).toEqual(['body', 'resolution']);
    const long = await resolve(api, reportId, { resolution: 'accepted', note: 'x'.repeat(1001) }).expect(422);
    expect(long.body.detail[0].loc).toEqual(['body', 'note']);
    await api.put(`${API}/damage-reports/abc`).send({ resolution: 'accepted' }).expect(422);
    expect((await DamageReport.findByPk(reportId))!.status).toBe('open');
  });
});

describe('migration 0023: condition reports', () => {
  it('goes down and up again', async () => {
    const qi = sequelize.getQueryInterface();
    // 0027 builds on its tables: it goes down first and up last, so the schema is whole again for
    // the test files that follow on the same database.
    await damageComments.down(qi);
    await conditionReports.down(qi);
    try {
      const tables = ((await qi.showAllTables()) as (string | { tableName: string })[]).map((t) =>
        typeof t === 'string' ? t : t.tableName,
      );
      expect(tables).not.toEqual(expect.arrayContaining(['condition_reports']));
      expect(tables).not.toEqual(expect.arrayContaining(['damage_reports']));
    } finally {
      await conditionReports.up(qi);
      await damageComments.up(qi);
    }
    const indexes = ((await qi.showIndex('condition_reports')) as { name: string; unique: boolean }[]).find(
      (index) => index.name === 'condition_reports_subject_stage',
    );
    expect(indexes?.unique).toBe(true);
    expect(await qi.describeTable('condition_photos')).toHaveProperty('report_id');
    expect(await qi.describeTable('damage_reports')).toHaveProperty('resolution');
    expect(await qi.describeTable('damage_reports')).toHaveProperty('resolved_condition');
  });
});
