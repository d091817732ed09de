/**
 * Damage reports of both kinds of loan, seen in full (docs/lending.md, "Damage reports"): the list's
 * filters, the reports of loans to people, the comments of both sides, a resolution that sets the
 * item's condition, where every notification and mail opens the report, and migration 0027.
 */
import fc from 'fast-check';
import * as damageComments from '../../db/migrations/0027-damage-comments';
import { sequelize } from '../../db/sequelize';
import { backgroundTasksSettled } from '../../lib/background';
import { AuditLog, DamageComment, DamageReport, Notification, Prop, type Role } from '../../models';
import { ValidationFailed } from '../../errors';
import { CONDITION_SETTING_RESOLUTIONS, resolvedConditionOf } from '../../services/condition/damage';
import { API, director, move } from '../condition';
import { buildDepartment, buildProp, buildUser, unique } from '../factories';
import { mailsTo } from '../outbox';
import { day, network, ROLES } from '../lending';
import { testServer, useTestDatabase } from '../server';

useTestDatabase();

type Api = ReturnType<typeof testServer>;

/**
 * A loan between departments handed over excellent and back poor: its report is open. Filed from
 * tomorrow and handed over early (it starts today), so no clock's "today" decides the test.
 */
async function damagedLoan() {
  const n = await network();
  await Prop.update({ condition: 'excellent' }, { where: { id: n.prop.id } });
  const filed = await n
    .as(n.borrowers.student, n.borrower)
    .post(`${API}/lending`)
    .send({
      item_type: 'prop',
      prop_id: n.prop.id,
      from_department_id: n.lender.id,
      to_department_id: n.borrower.id,
      lent_date: day(1),
      due_date: day(5),
    })
    .expect(201);
  const id = filed.body.id as number;
  await director(n).put(`${API}/lending/${id}`).send({ status: 'approved' }).expect(200);
  await move(n, id, 'active', { condition: 'excellent' }).expect(200);
  const back = await move(n, id, 'returned', { condition: 'poor', note: 'Handle snapped' }).expect(200);
  return { n, id, reportId: back.body.damage_report.id as number };
}

/** A department lending its picnic basket (recorded Poor) to its student Sam Rivera. */
async function wardrobe(condition: 'excellent' | 'good' | 'fair' | 'poor' = 'poor') {
  const department = await buildDepartment({ name: unique('Riverside High') });
  const other = await buildDepartment({ name: unique('Westbrook High') });
  const people = {} as Record<Role, Awaited<ReturnType<typeof buildUser>>>;
  for (const role of ROLES) people[role] = await buildUser({ role, department });
  const sam = await buildUser({ role: 'student', department, first_name: 'Sam', last_name: 'Rivera' });
  const outsider = await buildUser({ role: 'admin', department: other });
  const prop = await buildProp({ department, name: 'Picnic basket' });
  await Prop.update({ condition }, { where: { id: prop.id } });
  const as = (user: typeof sam, dept = department) => testServer(user, dept);
  return { department, other, people, sam, outsider, prop, as };
}
type Wardrobe = Awaited<ReturnType<typeof wardrobe>>;

/** Lends the basket to Sam and hands it over; answers the loan as the hand-over answered it. */
async function lentToSam(w: Wardrobe, handover?: string) {
  const made = await w
    .as(w.people.assistant)
    .post(`${API}/person-loans`)
    .send({
      item_type: 'prop',
      item_id: w.prop.id,
      borrower_user_id: w.sam.id,
      starts_on: day(1),
      due_on: day(4),
    });
  if (made.status !== 201) throw new Error(`${made.status} ${JSON.stringify(made.body)}`);
  const out = await w
    .as(w.people.assistant)
    .put(`${API}/person-loans/${made.body.id}`)
    .send({ status: 'out', ...(handover ? { condition: { condition: handover } } : {}) })
    .expect(200);
  return { made, out, id: made.body.id as number };
}

/** The basket handed over as recorded, back worse: a person loan's damage report. */
async function damagedPersonLoan() {
  const w = await wardrobe('good');
  const { id } = await lentToSam(w, 'good');
  const back = await w
    .as(w.people.assistant)
    .put(`${API}/person-loans/${id}`)
    .send({ status: 'returned', condition: { condition: 'poor', note: 'Lid torn' } })
    .expect(200);
  return { w, loanId: id, reportId: back.body.damage_report.id as number };
}

const comment = (api: Api, id: number, body: unknown) =>
  api.post(`${API}/damage-reports/${id}/comments`).send({ body });
const resolve = (api: Api, id: number, body: Record<string, unknown>) =>
  api.put(`${API}/damage-reports/${id}`).send(body);

describe('loans to people: the hand-over starts from the item’s recorded condition', () => {
  it('answers item_condition; a Poor item handed over and taken back Poor opens no damage report', async () => {
    const w = await wardrobe('poor');
    const { made, id } = await lentToSam(w);
    expect(made.body.item_condition).toBe('poor');
    expect(made.body.damage_report).toBeNull();
    // The form sends what it starts from: the recorded condition.
    await w
      .as(w.people.assistant)
      .put(`${API}/person-loans/${id}`)
      .send({ status: 'returned', condition: { condition: 'poor' } });
    expect(await DamageReport.count({ where: { subject_type: 'person_loan', subject_id: id } })).toBe(0);
    expect(
      await Notification.count({ where: { user_id: w.sam.id, title: 'Damage reported: Picnic basket' } }),
    ).toBe(0);
  });

  it('a worse return links the report everywhere: the loan, the bell and the mail open /lending/damage?report=ID', async () => {
    const { w, loanId, reportId } = await damagedPersonLoan();
    const loan = await w.as(w.sam).get(`${API}/person-loans/${loanId}`).expect(200);
    expect(loan.body.damage_report).toEqual({
      id: reportId,
      status: 'open',
      condition_before: 'good',
      condition_after: 'poor',
      url: `/lending/damage?report=${reportId}`,
    });
    const told = await Notification.findAll({ where: { title: 'Damage reported: Picnic basket' } });
    expect(told.map((n) => n.user_id)).toEqual(
      expect.arrayContaining([w.sam.id, w.people.manager.id, w.people.admin.id]),
    );
    expect(new Set(told.map((n) => n.action_url))).toEqual(new Set([`/lending/damage?report=${reportId}`]));
    await backgroundTasksSettled();
    const mail = mailsTo(w.sam.email).find((m) => m.subject === '[Scenedock] Damage reported: Picnic basket');
    expect(mail?.text).toContain(`Open it: http`);
    expect(mail?.text).toContain(`/lending/damage?report=${reportId}`);
  });
});

describe('GET /damage-reports: both kinds of loan, filtered', () => {
  it('lists a person loan’s report to the department; filters by status, side, kind and item', async () => {
    const { w, reportId } = await damagedPersonLoan();
    const list = await w.as(w.people.student).get(`${API}/damage-reports`).expect(200);
    expect(list.headers['x-total-count']).toBe('1');
    expect(list.body[0]).toMatchObject({
      id: reportId,
      subject_type: 'person_loan',
      borrower_department_id: null,
      borrower_person_name: 'Sam Rivera',
      department_name: w.department.name,
      can_resolve: false,
      can_comment: true,
      url: `/lending/damage?report=${reportId}`,
    });
    const q = (query: Record<string, unknown>) =>
      w.as(w.people.manager).get(`${API}/damage-reports`).query(query).expect(200);
    expect((await q({ status: 'open' })).body.map((r: { id: number }) => r.id)).toEqual([reportId]);
    expect((await q({ status: 'resolved' })).body).toEqual([]);
    expect((await q({ side: 'lender' })).body).toHaveLength(1);
    expect((await q({ side: 'borrower' })).body).toEqual([]);
    expect((await q({ subject_type: 'person_loan' })).body).toHaveLength(1);
    expect((await q({ subject_type: 'lending' })).body).toEqual([]);
    expect((await q({ item_type: 'prop', item_id: w.prop.id })).body).toHaveLength(1);
    expect((await q({ item_type: 'prop', item_id: w.prop.id + 100000 })).body).toEqual([]);
    expect((await q({ item_type: 'set_piece', item_id: w.prop.id })).body).toEqual([]);
    const bare = await w
      .as(w.people.manager)
      .get(`${API}/damage-reports`)
      .query({ item_id: w.prop.id })
      .expect(422);
    expect(bare.body.detail[0]).toMatchObject({
      loc: ['query', 'item_type'],
      msg: 'Name the kind of item with its id',
    });
    await w.as(w.people.manager).get(`${API}/damage-reports`).query({ side: 'both' }).expect(422);
    await w
      .as(w.people.manager)
      .get(`${API}/damage-reports`)
      .query({ item_type: 'prop', item_id: 'x' })
      .expect(422);
    expect((await w.as(w.outsider, w.other).get(`${API}/damage-reports`).expect(200)).body).toEqual([]);
  });

  it('a loan between departments: the borrower finds it under side=borrower, the lender under side=lender', async () => {
    const { n, reportId } = await damagedLoan();
    const borrower = await n
      .as(n.borrowers.student, n.borrower)
      .get(`${API}/damage-reports`)
      .query({ side: 'borrower' })
      .expect(200);
    expect(borrower.body.map((r: { id: number }) => r.id)).toEqual([reportId]);
    expect(borrower.body[0]).toMatchObject({
      can_comment: true,
      can_resolve: false,
      borrower_person_name: null,
    });
    const lenderAsBorrower = await n
      .as(n.lenders.manager, n.lender)
      .get(`${API}/damage-reports`)
      .query({ side: 'borrower' })
      .expect(200);
    expect(lenderAsBorrower.body).toEqual([]);
    const byItem = await n
      .as(n.lenders.student, n.lender)
      .get(`${API}/damage-reports`)
      .query({ item_type: 'prop', item_id: n.prop.id, subject_type: 'lending' })
      .expect(200);
    expect(byItem.body.map((r: { id: number }) => r.id)).toEqual([reportId]);
    // The damage notifications open the report too.
    // Only this test's people: on MariaDB the database is shared by the whole file.
    const told = await Notification.findAll({
      where: {
        title: 'Damage reported: Storm Lantern',
        user_id: [n.lenders.admin.id, n.lenders.manager.id, n.borrowers.manager.id, n.borrowers.student.id],
      },
    });
    expect(told.length).toBeGreaterThan(0);
    expect(new Set(told.map((row) => row.action_url))).toEqual(
      new Set([`/lending/damage?report=${reportId}`]),
    );
  });
});

describe('comments on a damage report', () => {
  it('the borrower answers, the lender replies: listed with author, side and time; the other side told', async () => {
    const { n, reportId } = await damagedLoan();
    const answer = await comment(
      n.as(n.borrowers.student, n.borrower),
      reportId,
      '  It was cracked when we got it  ',
    ).expect(201);
    expect(answer.body).toMatchObject({
      damage_report_id: reportId,
      body: 'It was cracked when we got it',
      author_name: `${n.borrowers.student.first_name} ${n.borrowers.student.last_name}`,
      department_id: n.borrower.id,
      department_name: n.borrower.name,
      side: 'borrower',
    });
    expect(new Date(answer.body.created_at).getTime()).toBeGreaterThan(Date.now() - 60_000);
    const toLender = await Notification.findAll({
      where: { title: 'New comment on the damage report: Storm Lantern' },
    });
    expect(toLender.map((row) => row.user_id)).toEqual(
      expect.arrayContaining([n.lenders.manager.id, n.lenders.director.id, n.lenders.admin.id]),
    );
    expect(toLender.map((row) => row.user_id)).not.toContain(n.borrowers.student.id);
    expect(toLender.map((row) => row.user_id)).not.toContain(n.lenders.student.id);
    expect(toLender[0].action_url).toBe(`/lending/damage?report=${reportId}`);
    expect(toLender[0].message).toContain('It was cracked when we got it');

    await Notification.destroy({ where: { title: 'New comment on the damage report: Storm Lantern' } });
    await comment(n.as(n.lenders.student, n.lender), reportId, 'The photos say otherwise').expect(201);
    const toBorrower = (
      await Notification.findAll({ where: { title: 'New comment on the damage report: Storm Lantern' } })
    ).map((row) => row.user_id);
    // The borrower's managers and up, and the student who wrote before.
    expect(toBorrower).toEqual(
      expect.arrayContaining([n.borrowers.manager.id, n.borrowers.admin.id, n.borrowers.student.id]),
    );
    expect(toBorrower).not.toContain(n.lenders.student.id);

    const list = await n
      .as(n.lenders.manager, n.lender)
      .get(`${API}/damage-reports/${reportId}/comments`)
      .expect(200);
    expect(list.headers['x-total-count']).toBe('2');
    expect(list.body.map((c: { body: string; side: string }) => [c.side, c.body])).toEqual([
      ['borrower', 'It was cracked when we got it'],
      ['lender', 'The photos say otherwise'],
    ]);
    const audit = await AuditLog.findOne({
      where: { action: 'damage_commented', department_id: n.lender.id },
    });
    expect(JSON.parse(audit!.details!)).toMatchObject({ damage_report_id: reportId, name: 'Storm Lantern' });
  });

  it('another department: 404 on reading and writing; no session 401; nothing stored', async () => {
    const { n, reportId } = await damagedLoan();
    const outsider = n.as(n.outsider, n.third);
    const read = await outsider.get(`${API}/damage-reports/${reportId}/comments`).expect(404);
    expect(read.body.detail).toBe('Damage report not found');
    await comment(outsider, reportId, 'Not mine').expect(404);
    await comment(testServer(), reportId, 'Who am I').expect(401);
    await testServer().get(`${API}/damage-reports/${reportId}/comments`).expect(401);
    await comment(n.as(n.lenders.admin, n.lender), 2147483000, 'Nowhere').expect(404);
    expect(await DamageComment.count({ where: { damage_report_id: reportId } })).toBe(0);
  });

  it('junk and oversized bodies are 422s with loc, and store nothing', async () => {
    const { n, reportId } = await damagedLoan();
    const api = n.as(n.borrowers.student, n.borrower);
    for (const body of ['', '   ', 'x'.repeat(2001)]) {
      const res = await comment(api, reportId, body).expect(422);
      expect(res.body.detail[0].loc).toEqual(['body', 'body']);
    }
    const blank = await comment(api, reportId, '   \n ').expect(422);
    expect(blank.body.detail[0].msg).toBe('Comment cannot be empty');
    await comment(api, reportId, 42).expect(422);
    await comment(api, reportId, null).expect(422);
    await api.post(`${API}/damage-reports/${reportId}/comments`).send({}).expect(422);
    await api.post(`${API}/damage-reports/abc/comments`).send({ body: 'Hi' }).expect(422);
    expect(await DamageComment.count({ where: { damage_report_id: reportId } })).toBe(0);
    // A comment of exactly 2000 characters is fine.
    await comment(api, reportId, 'y'.repeat(2000)).expect(201);
  });

  it('many comments at once: every one stored, each answered 201, never a 500', async () => {
    const { n, reportId } = await damagedLoan();
    const writers = [
      n.as(n.borrowers.student, n.borrower),
      n.as(n.borrowers.admin, n.borrower),
      n.as(n.lenders.student, n.lender),
      n.as(n.lenders.manager, n.lender),
    ];
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => comment(writers[i % writers.length], reportId, `Note ${i}`)),
    );
    expect(results.map((r) => r.status)).toEqual(Array(8).fill(201));
    const list = await writers[0].get(`${API}/damage-reports/${reportId}/comments`).expect(200);
    expect(list.body.map((c: { body: string }) => c.body).sort()).toEqual(
      Array.from({ length: 8 }, (_, i) => `Note ${i}`).sort(),
    );
  });

  it('a loan to a person: Sam (the borrower, a student) answers; the lender’s managers are told', async () => {
    const { w, reportId } = await damagedPersonLoan();
    const sam = await comment(w.as(w.sam), reportId, 'The dog got to it, sorry').expect(201);
    expect(sam.body).toMatchObject({
      side: 'borrower',
      author_name: 'Sam Rivera',
      department_name: w.department.name,
    });
    const told = (
      await Notification.findAll({ where: { title: 'New comment on the damage report: Picnic basket' } })
    ).map((row) => row.user_id);
    expect(told).toEqual(
      expect.arrayContaining([w.people.manager.id, w.people.director.id, w.people.admin.id]),
    );
    expect(told).not.toContain(w.sam.id);
    await Notification.destroy({ where: { title: 'New comment on the damage report: Picnic basket' } });
    const reply = await comment(w.as(w.people.manager), reportId, 'Thanks for telling us').expect(201);
    expect(reply.body.side).toBe('lender');
    const toSam = (
      await Notification.findAll({ where: { title: 'New comment on the damage report: Picnic basket' } })
    ).map((row) => row.user_id);
    expect(toSam).toContain(w.sam.id);
    await comment(w.as(w.outsider, w.other), reportId, 'Hm').expect(404);
  });
});

describe('resolving sets the item’s condition', () => {
  it('repaired and replaced need a condition (422, nothing changed); accepted and charged refuse one', async () => {
    const { n, reportId } = await damagedLoan();
    const api = director(n);
    for (const resolution of CONDITION_SETTING_RESOLUTIONS) {
      const missing = await resolve(api, reportId, { resolution }).expect(422);
      expect(missing.body.detail[0]).toMatchObject({
        loc: ['body', 'condition'],
        msg: `Choose the condition the item is in after it was ${resolution}`,
      });
    }
    const junk = await resolve(api, reportId, { resolution: 'repaired', condition: 'shiny' }).expect(422);
    expect(junk.body.detail[0].loc).toEqual(['body', 'condition']);
    const refused = await resolve(api, reportId, { resolution: 'accepted', condition: 'good' }).expect(422);
    expect(refused.body.detail[0].loc).toEqual(['body', 'condition']);
    expect((await DamageReport.findByPk(reportId))!.status).toBe('open');
    expect((await Prop.findByPk(n.prop.id))!.condition).toBe('poor');
  });

  it('repaired as good: the item is good again, an audited edit in its history, both sides told', async () => {
    const { n, id, reportId } = await damagedLoan();
    const res = await resolve(n.as(n.lenders.manager, n.lender), reportId, {
      resolution: 'repaired',
      condition: 'good',
      note: 'Glued the handle',
    }).expect(200);
    expect(res.body).toMatchObject({
      status: 'resolved',
      resolution: 'repaired',
      resolved_condition: 'good',
    });
    expect((await Prop.findByPk(n.prop.id))!.condition).toBe('good');
    const history = await n
      .as(n.lenders.student, n.lender)
      .get(`${API}/bookings/history`)
      .query({ item_type: 'prop', item_id: n.prop.id })
      .expect(200);
    const lines = history.body.map((row: { description: string }) => row.description);
    // Newest first: the resolution, then the item's edit it made.
    expect(lines.slice(0, 2)).toEqual([
      '"Storm Lantern": damage report resolved (repaired, now good)',
      'Prop "Storm Lantern" updated',
    ]);
    const edit = await AuditLog.findOne({
      where: { action: 'prop_updated', item_id: n.prop.id },
      order: [['id', 'DESC']],
    });
    expect(JSON.parse(edit!.details!)).toMatchObject({
      fields: ['condition'],
      from: 'poor',
      to: 'good',
      damage_report_id: reportId,
    });
    const told = await Notification.findAll({
      where: {
        title: 'Damage report resolved: Storm Lantern',
        user_id: [n.borrowers.manager.id, n.lenders.admin.id, n.lenders.manager.id],
      },
    });
    expect(told.map((row) => row.user_id)).toEqual(
      expect.arrayContaining([n.borrowers.manager.id, n.lenders.admin.id]),
    );
    expect(told[0].action_url).toBe(`/lending/damage?report=${reportId}`);
    expect(told[0].message).toContain('repaired, now good');
    // The loan shows it resolved.
    const loan = await n.as(n.borrowers.student, n.borrower).get(`${API}/lending/${id}`).expect(200);
    expect(loan.body.damage_report).toMatchObject({ status: 'resolved', resolved_condition: 'good' });
    // A resolved report may still be answered.
    await comment(n.as(n.borrowers.student, n.borrower), reportId, 'Thank you').expect(201);
  });

  it('a loan to a person: the student borrower and an assistant get the 403; the manager resolves as replaced', async () => {
    const { w, reportId } = await damagedPersonLoan();
    const who = `Only a manager, director or admin of ${w.department.name} can resolve this damage report`;
    for (const user of [w.sam, w.people.student, w.people.assistant]) {
      const res = await resolve(w.as(user), reportId, {
        resolution: 'replaced',
        condition: 'excellent',
      }).expect(403);
      expect(res.body.detail).toBe(who);
    }
    await resolve(w.as(w.outsider, w.other), reportId, {
      resolution: 'replaced',
      condition: 'excellent',
    }).expect(404);
    expect((await Prop.findByPk(w.prop.id))!.condition).toBe('poor');
    const done = await resolve(w.as(w.people.manager), reportId, {
      resolution: 'replaced',
      condition: 'excellent',
    }).expect(200);
    expect(done.body).toMatchObject({
      resolution: 'replaced',
      resolved_condition: 'excellent',
      borrower_person_name: 'Sam Rivera',
    });
    expect((await Prop.findByPk(w.prop.id))!.condition).toBe('excellent');
    const toSam = await Notification.findOne({
      where: { user_id: w.sam.id, title: 'Damage report resolved: Picnic basket' },
    });
    expect(toSam?.action_url).toBe(`/lending/damage?report=${reportId}`);
  });

  it('parallel resolutions: one wins, the others are 409s; the item takes the winner’s condition', async () => {
    const { n, reportId } = await damagedLoan();
    const conditions = ['excellent', 'good', 'fair', 'good', 'excellent'] as const;
    const apis = [
      n.lenders.manager,
      n.lenders.director,
      n.lenders.admin,
      n.lenders.manager,
      n.lenders.director,
    ];
    const results = await Promise.all(
      conditions.map((condition, i) =>
        resolve(n.as(apis[i], n.lender), reportId, { resolution: 'repaired', condition }),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409]);
    const winner = results.find((r) => r.status === 200)!;
    expect((await Prop.findByPk(n.prop.id))!.condition).toBe(winner.body.resolved_condition);
    for (const loser of results.filter((r) => r.status === 409))
      expect(loser.body.detail).toBe('The damage report for "Storm Lantern" is already resolved (repaired)');
    expect(await AuditLog.count({ where: { action: 'damage_resolved', item_id: n.prop.id } })).toBe(1);
  });
});

describe('the resolution’s condition rule (resolvedConditionOf)', () => {
  it('takes a known condition exactly with a repair or a replacement, and refuses with loc otherwise', () => {
    const resolutions = ['repaired', 'replaced', 'accepted', 'charged'] as const;
    const condition = fc.oneof(
      fc.constant(null),
      fc.constant(undefined),
      fc.constantFrom('excellent', 'good', 'fair', 'poor'),
      fc.string({ maxLength: 12 }),
    );
    fc.assert(
      fc.property(fc.constantFrom(...resolutions), condition, (resolution, given) => {
        const known = typeof given === 'string' && ['excellent', 'good', 'fair', 'poor'].includes(given);
        const sets = resolution === 'repaired' || resolution === 'replaced';
        const ok = sets ? known : given === null || given === undefined;
        let answer: unknown;
        let refused: ValidationFailed | null = null;
        try {
          answer = resolvedConditionOf({ resolution, condition: given as never });
        } catch (err) {
          if (!(err instanceof ValidationFailed)) throw err;
          refused = err;
        }
        if (ok) return refused === null && answer === (sets ? given : null);
        return refused !== null && JSON.stringify(refused).includes('condition');
      }),
    );
  });
});

describe('migration 0027: damage comments', () => {
  it('goes down and up again', async () => {
    const qi = sequelize.getQueryInterface();
    await damageComments.down(qi);
    try {
      await expect(qi.describeTable('damage_comments')).rejects.toThrow();
      expect(await qi.describeTable('damage_reports')).not.toHaveProperty('resolved_condition');
    } finally {
      await damageComments.up(qi);
    }
    expect(await qi.describeTable('damage_comments')).toHaveProperty('author_name');
    expect(await qi.describeTable('damage_reports')).toHaveProperty('resolved_condition');
    const index = ((await qi.showIndex('damage_comments')) as { name: string }[]).find(
      (i) => i.name === 'damage_comments_report',
    );
    expect(index).toBeDefined();
  });
});
