import {
  AuditLog,
  ConditionPhoto,
  ConditionReport,
  DamageReport,
  LendingRecord,
  Notification,
  Prop,
  UploadRecord,
} from '../../models';
import { config } from '../../config';
import { isWorse } from '../../services/condition';
import { sweepUploads } from '../../services/uploadSweep';
import { storage } from '../../services/storage';
import { buildMember } from '../factories';
import { testServer, useTestDatabase } from '../server';
import { API, approvedLoan, director, jpeg, move, photos, uploadPhoto } from '../condition';

useTestDatabase();

const HOUR = 3600 * 1000;

describe('condition order', () => {
  it('poor is worse than fair, fair than good, good than excellent; the same is not worse', () => {
    expect(isWorse('poor', 'fair')).toBe(true);
    expect(isWorse('fair', 'good')).toBe(true);
    expect(isWorse('good', 'excellent')).toBe(true);
    expect(isWorse('good', 'good')).toBe(false);
    expect(isWorse('excellent', 'poor')).toBe(false);
  });
});

describe('condition photos', () => {
  it('answers the photo’s id, url and size, counted in the department’s uploads', async () => {
    const { user, department } = await buildMember('assistant');
    const api = testServer(user, department);
    const res = await api
      .post(`${API}/condition-photos`)
      .attach('file', jpeg(4000, 3000), 'p.jpg')
      .expect(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      url: expect.stringContaining('/uploads/'),
      width: 4000,
      height: 3000,
    });
    const row = await ConditionPhoto.findByPk(res.body.id);
    expect(row).toMatchObject({ department_id: department.id, report_id: null, width: 4000, height: 3000 });
    expect(
      await UploadRecord.count({ where: { department_id: department.id, filename: row!.file_key } }),
    ).toBe(1);
    expect(await storage.exists(row!.file_key)).toBe(true);
  });

  it('401 without a session, 403 for a student, 400 for what is not an image, 422 without a file', async () => {
    const { user, department } = await buildMember('student');
    await testServer().post(`${API}/condition-photos`).attach('file', jpeg(), 'p.jpg').expect(401);
    const student = await testServer(user, department)
      .post(`${API}/condition-photos`)
      .attach('file', jpeg(), 'p.jpg')
      .expect(403);
    expect(student.body.detail).toBe('You do not have permission to upload files');
    const { user: a, department: d } = await buildMember('assistant');
    const api = testServer(a, d);
    const junk = await api
      .post(`${API}/condition-photos`)
      .attach('file', Buffer.from('not an image at all'), 'p.jpg');
    expect(junk.status).toBe(400);
    expect(junk.body.detail).toBe('File type must be an image (JPEG, PNG, WebP or GIF)');
    const cut = await api
      .post(`${API}/condition-photos`)
      .attach('file', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 4, 1, 2, 3, 4, 5, 6]), 'p.jpg');
    expect(cut.status).toBe(400);
    const none = await api.post(`${API}/condition-photos`).field('x', 'y');
    expect(none.status).toBe(422);
    expect(none.body.detail[0].loc).toEqual(['body', 'file']);
    const big = await api
      .post(`${API}/condition-photos`)
      .attach('file', Buffer.concat([jpeg(), Buffer.alloc(5 * 1024 * 1024)]), 'p.jpg');
    expect(big.status).toBe(413);
    expect(big.body.detail).toBe('File size must be less than 5MB');
  });

  it('a photo no move named is swept after the grace period; one a report took is kept', async () => {
    const { n, id } = await approvedLoan();
    const api = director(n);
    const [used] = await photos(api, 1);
    const waiting = await uploadPhoto(api);
    await move(n, id, 'active', { condition: 'good', photo_ids: [used] }).expect(200);
    const usedRow = await ConditionPhoto.findByPk(used);
    const waitingRow = await ConditionPhoto.findByPk(waiting.id);
    const later = new Date(Date.now() + config.uploadGraceMs + 2 * HOUR);
    await sweepUploads(later);
    await sweepUploads(new Date(later.getTime() + config.uploadGraceMs + 2 * HOUR));
    expect(await ConditionPhoto.findByPk(waiting.id)).toBeNull();
    expect(await storage.exists(waitingRow!.file_key)).toBe(false);
    expect(await ConditionPhoto.findByPk(used)).not.toBeNull();
    expect(await storage.exists(usedRow!.file_key)).toBe(true);
  });
});

describe('condition at hand-over and return', () => {
  it('hand-over with 3 photos, a worse return: damage report, both sides told, history, item condition', async () => {
    const { n, id } = await approvedLoan('good');
    const api = director(n);
    const ids = await photos(api, 3);
    const out = await move(n, id, 'active', {
      condition: 'good',
      note: ' Small scratch on the base ',
      photo_ids: ids,
    }).expect(200);
    expect(out.body.status).toBe('active');
    expect(out.body.handover_condition).toEqual({
      id: expect.any(Number),
      stage: 'handover',
      condition: 'good',
      note: 'Small scratch on the base',
      photos: ids.map((photoId) => ({
        id: photoId,
        url: expect.stringContaining('/uploads/'),
        width: 2048,
        height: 1536,
      })),
      recorded_by_name: `${n.lenders.director.first_name} ${n.lenders.director.last_name}`,
      recorded_at: expect.any(String),
    });
    expect(out.body.return_condition).toBeNull();
    expect(out.body.damage_report).toBeNull();
    const before = await Notification.count();

    const back = await move(n, id, 'returned', {
      condition: 'poor',
      note: 'Glass cracked',
      photo_ids: await photos(api, 1),
    }).expect(200);
    expect(back.body.status).toBe('returned');
    expect(back.body.return_condition).toMatchObject({
      stage: 'return',
      condition: 'poor',
      note: 'Glass cracked',
    });
    expect(back.body.return_condition.photos).toHaveLength(1);
    expect(back.body.damage_report).toMatchObject({
      status: 'open',
      item_name: 'Storm Lantern',
      department_name: n.lender.name,
      borrower_department_name: n.borrower.name,
      condition_before: 'good',
      condition_after: 'poor',
      subject_type: 'lending',
      subject_id: id,
      resolution: null,
      can_resolve: true,
    });
    expect(back.body.damage_report.handover.photos).toHaveLength(3);

    // Stored: the report, the item's new condition, audited.
    const damage = await DamageReport.findOne({ where: { subject_type: 'lending', subject_id: id } });
    expect(damage).toMatchObject({
      department_id: n.lender.id,
      borrower_department_id: n.borrower.id,
      status: 'open',
    });
    expect((await Prop.findByPk(n.prop.id))!.condition).toBe('poor');
    expect(await ConditionReport.count({ where: { subject_type: 'lending', subject_id: id } })).toBe(2);

    // Both departments told: the lender's admin, the borrower's manager; never the director who did it.
    const damageNotes = await Notification.findAll({ where: { title: 'Damage reported: Storm Lantern' } });
    const told = damageNotes.map((note) => note.user_id);
    expect(told).toEqual(
      expect.arrayContaining([n.lenders.admin.id, n.borrowers.manager.id, n.borrowers.director.id]),
    );
    expect(told).not.toContain(n.lenders.director.id);
    expect(damageNotes.find((note) => note.user_id === n.borrowers.manager.id)!.message).toBe(
      `"Storm Lantern" came back from ${n.borrower.name} poor (it went out good): ${n.lender.name} opened a damage report`,
    );
    expect(await Notification.count()).toBeGreaterThan(before);

    // The borrower sees the same conditions and the report, read only.
    const seen = await n.as(n.borrowers.director, n.borrower).get(`${API}/lending/${id}`).expect(200);
    expect(seen.body.handover_condition.photos).toHaveLength(3);
    expect(seen.body.damage_report).toMatchObject({ id: damage!.id, can_resolve: false });

    // The item's history: the condition rows, the damage report, the change of condition.
    const history = await n
      .as(n.lenders.student, n.lender)
      .get(`${API}/bookings/history`)
      .query({ item_type: 'prop', item_id: n.prop.id })
      .expect(200);
    const actions = history.body.map((e: { action: string }) => e.action);
    expect(actions).toEqual(
      expect.arrayContaining(['damage_reported', 'condition_recorded', 'prop_updated']),
    );
    const event = history.body.find((e: { action: string }) => e.action === 'damage_reported');
    expect(event.description).toBe('"Storm Lantern" came back poor (went out good): damage report opened');
    expect(event.lending_id).toBe(id);
    const changed = await AuditLog.findOne({ where: { action: 'prop_updated', item_id: n.prop.id } });
    expect(JSON.parse(changed!.details!)).toMatchObject({ fields: ['condition'], from: 'good', to: 'poor' });
  });

  it('an equal or better return opens no report; the item takes the better condition', async () => {
    const same = await approvedLoan('fair');
    await move(same.n, same.id, 'active', { condition: 'fair' }).expect(200);
    const back = await move(same.n, same.id, 'returned', { condition: 'fair' }).expect(200);
    expect(back.body.damage_report).toBeNull();

    const better = await approvedLoan('fair');
    await move(better.n, better.id, 'active', { condition: 'fair' }).expect(200);
    await move(better.n, better.id, 'returned', { condition: 'excellent' }).expect(200);
    expect(
      await DamageReport.count({ where: { subject_id: [same.id, better.id], subject_type: 'lending' } }),
    ).toBe(0);
    expect((await Prop.findByPk(better.n.prop.id))!.condition).toBe('excellent');
  });

  it('without a hand-over report, the return compares with the item’s recorded condition', async () => {
    const { n, id } = await approvedLoan('excellent');
    await move(n, id, 'active').expect(200);
    const back = await move(n, id, 'returned', { condition: 'good' }).expect(200);
    expect(back.body.handover_condition).toBeNull();
    expect(back.body.damage_report).toMatchObject({
      condition_before: 'excellent',
      condition_after: 'good',
      handover: null,
    });
  });

  it('moves without a condition keep working, and record nothing', async () => {
    const { n, id } = await approvedLoan();
    await move(n, id, 'active').expect(200);
    const back = await move(n, id, 'returned').expect(200);
    expect(back.body).toMatchObject({
      handover_condition: null,
      return_condition: null,
      damage_report: null,
    });
    expect(await ConditionReport.count({ where: { subject_id: id, subject_type: 'lending' } })).toBe(0);
  });

  it('junk is a 422 with loc, and the loan does not move', async () => {
    const { n, id } = await approvedLoan();
    const api = director(n);
    const seven = await photos(api, 7);
    const tooMany = await move(n, id, 'active', { condition: 'good', photo_ids: seven }).expect(422);
    expect(tooMany.body.detail[0].loc).toEqual(expect.arrayContaining(['body', 'condition']));
    const unknown = await move(n, id, 'active', { condition: 'shiny' }).expect(422);
    expect(unknown.body.detail[0].loc).toEqual(expect.arrayContaining(['body', 'condition']));
    const longNote = await move(n, id, 'active', { condition: 'good', note: 'x'.repeat(1001) }).expect(422);
    expect(longNote.body.detail[0].loc).toEqual(expect.arrayContaining(['body', 'condition']));
    await move(n, id, 'active', { condition: 'good', photo_ids: ['a'] }).expect(422);
    await move(n, id, 'active', { condition: 'good', photo_ids: [seven[0], seven[0]] }).expect(422);

    // Another department's photo: the borrower's.
    const theirs = await uploadPhoto(n.as(n.borrowers.director, n.borrower));
    const foreign = await move(n, id, 'active', {
      condition: 'good',
      photo_ids: [seven[0], theirs.id],
    }).expect(422);
    expect(foreign.body.detail[0]).toMatchObject({
      loc: ['body', 'condition', 'photo_ids', 1],
      msg: `Must be a photo uploaded by ${n.lender.name}`,
    });
    const missing = await move(n, id, 'active', { condition: 'good', photo_ids: [2147483000] }).expect(422);
    expect(missing.body.detail[0].loc).toEqual(['body', 'condition', 'photo_ids', 0]);

    // The condition goes with a hand-over or a return only.
    const onEdit = await director(n)
      .put(`${API}/lending/${id}`)
      .send({ status: 'cancelled', condition: { condition: 'good' } });
    expect(onEdit.status).toBe(422);
    expect(onEdit.body.detail[0].loc).toEqual(['body', 'condition']);

    expect((await LendingRecord.findByPk(id))!.status).toBe('approved');
    expect(await ConditionReport.count({ where: { subject_id: id, subject_type: 'lending' } })).toBe(0);

    // A photo already used by one report cannot join another.
    await move(n, id, 'active', { condition: 'good', photo_ids: [seven[0]] }).expect(200);
    const again = await move(n, id, 'returned', { condition: 'good', photo_ids: [seven[0]] }).expect(422);
    expect(again.body.detail[0]).toMatchObject({
      loc: ['body', 'condition', 'photo_ids', 0],
      msg: 'This photo is already part of another condition report',
    });
    expect((await LendingRecord.findByPk(id))!.status).toBe('active');
  });

  it('only the lender’s directors and admins hand over with a condition; others 403, strangers 404, no session 401', async () => {
    const { n, id } = await approvedLoan();
    await testServer()
      .put(`${API}/lending/${id}`)
      .send({ status: 'active', condition: { condition: 'good' } })
      .expect(401);
    await n
      .as(n.lenders.manager, n.lender)
      .put(`${API}/lending/${id}`)
      .send({ status: 'active', condition: { condition: 'good' } })
      .expect(403);
    await n
      .as(n.borrowers.admin, n.borrower)
      .put(`${API}/lending/${id}`)
      .send({ status: 'active', condition: { condition: 'good' } })
      .expect(403);
    await n
      .as(n.outsider, n.third)
      .put(`${API}/lending/${id}`)
      .send({ status: 'active', condition: { condition: 'good' } })
      .expect(404);
    expect(await ConditionReport.count({ where: { subject_id: id, subject_type: 'lending' } })).toBe(0);
  });

  it('many parallel returns make one report', async () => {
    const { n, id } = await approvedLoan('excellent');
    await move(n, id, 'active', { condition: 'excellent' }).expect(200);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => move(n, id, 'returned', { condition: 'poor' })),
    );
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
    expect(await DamageReport.count({ where: { subject_type: 'lending', subject_id: id } })).toBe(1);
    expect(
      await ConditionReport.count({ where: { subject_type: 'lending', subject_id: id, stage: 'return' } }),
    ).toBe(1);
  });
});
