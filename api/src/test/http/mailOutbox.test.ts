import { Op } from 'sequelize';
import * as mailOutboxMigration from '../../db/migrations/0030-mail-outbox';
import { sequelize } from '../../db/sequelize';
import { backgroundTasksSettled } from '../../lib/background';
import { DepartmentMembership, MailOutbox, Notification, RateLimitHit } from '../../models';
import { sendDueMails } from '../../services/mailOutbox';
import { bucketOf } from '../../services/rateLimit';
import { buildDepartment, buildMember, buildProp, buildUser, unique } from '../factories';
import { mailsTo } from '../outbox';
import { testServer, useTestDatabase } from '../server';
import { day } from '../lending';

useTestDatabase();

const API = '/api/v1';
const HOUR = 3600 * 1000;

/** The hour has passed for these buckets: their hits leave the window. */
async function ageBuckets(...buckets: string[]) {
  await RateLimitHit.update(
    { created_at: new Date(Date.now() - HOUR - 60_000) },
    { where: { bucket: buckets } },
  );
}

/** A moment after every waiting mail's `not_before`, as the job's clock would read it later. */
const inAnHour = () => new Date(Date.now() + HOUR + 60_000);

describe('invitations over the inviter’s hourly mail allowance', () => {
  it('inviting 105 in an hour makes all 105; 100 mails go at once, 5 wait and go later once each', async () => {
    const { user: admin, department } = await buildMember('admin');
    const api = testServer(admin, department);
    const prefix = unique('class');
    const emails = Array.from({ length: 105 }, (_, i) => `${prefix}-${i}@school.example`);
    const answers = [];
    for (const email of emails) {
      const res = await api
        .post(`${API}/departments/${department.id}/invite`)
        .send({ email, role: 'student' })
        .expect(201);
      answers.push(res.body as { message: string; mail_waiting: boolean });
    }
    for (const [i, answer] of answers.slice(0, 100).entries())
      expect(answer).toEqual({
        message: `An invitation was sent to ${emails[i]}. They will receive an email with setup instructions.`,
        mail_waiting: false,
      });
    for (const [i, answer] of answers.slice(100).entries()) {
      expect(answer.mail_waiting).toBe(true);
      expect(answer.message).toMatch(
        new RegExp(
          `^Invitation to ${emails[100 + i].replace(/[.]/g, '\\.')} created\\. The email will be sent within the next hour`,
        ),
      );
    }
    expect(answers[100].message).toContain(
      'when your hourly email allowance has room (1 email of yours waiting).',
    );
    expect(answers[104].message).toContain('(5 emails of yours waiting)');

    // every invitation stands
    expect(await DepartmentMembership.count({ where: { department_id: department.id } })).toBe(106);
    await backgroundTasksSettled();
    const sentCount = (list: string[]) => list.map((email) => mailsTo(email).length);
    expect(sentCount(emails.slice(0, 100))).toEqual(Array(100).fill(1));
    expect(sentCount(emails.slice(100))).toEqual(Array(5).fill(0));
    const waiting = await MailOutbox.findAll({ where: { caused_by: admin.id }, order: [['id', 'ASC']] });
    expect(waiting.map((row) => row.recipient)).toEqual(emails.slice(100));
    for (const row of waiting) {
      expect(row.not_before.getTime()).toBeGreaterThan(Date.now());
      expect(row.not_before.getTime()).toBeLessThanOrEqual(Date.now() + HOUR + 1000);
    }

    // not due yet: nothing goes
    expect(await sendDueMails()).toBe(0);
    expect(await MailOutbox.count({ where: { caused_by: admin.id } })).toBe(5);

    // an hour later, two processes sweep at once: each mail goes once
    await ageBuckets(bucketOf('mail:from', String(admin.id)));
    const later = inAnHour();
    const [a, b] = await Promise.all([sendDueMails(later), sendDueMails(later)]);
    expect(a + b).toBe(5);
    expect(sentCount(emails)).toEqual(Array(105).fill(1));
    expect(await MailOutbox.count({ where: { caused_by: admin.id } })).toBe(0);
    // the waiting mail is the invitation itself, setup link included
    const late = mailsTo(emails[104])[0];
    expect(late.subject).toBe(`You are invited to ${department.name} on Scenedock`);
    expect(late.link).toMatch(/\/setup-password\/[A-Za-z0-9_-]+$/);
    // and the mail counted in the hour it went out
    expect(
      await RateLimitHit.count({
        where: {
          bucket: bucketOf('mail:from', String(admin.id)),
          created_at: { [Op.gt]: new Date(Date.now() - HOUR) },
        },
      }),
    ).toBe(5);
  });

  it('answers alike for a new and an existing address while mail waits', async () => {
    const { user: admin, department } = await buildMember('admin');
    const existing = await buildUser({ first_name: 'Stored' });
    const bucket = bucketOf('mail:from', String(admin.id));
    await RateLimitHit.bulkCreate(Array.from({ length: 100 }, () => ({ bucket })));
    const api = testServer(admin, department);
    const fresh = `${unique('new')}@elsewhere.example`;
    const password = 'Opening-Night-9!';
    const first = await api.post(`${API}/users/`).send({ email: fresh, role: 'student', password });
    const old = await api.post(`${API}/users/`).send({ email: existing.email, role: 'student', password });
    expect(first.status).toBe(201);
    expect(old.status).toBe(201);
    expect(Object.keys(old.body)).toEqual(['message', 'mail_waiting']);
    expect(old.body.mail_waiting).toBe(true);
    // the count of waiting mail aside (one more for the second), the same words
    const same = (body: { message: string }, email: string) =>
      body.message.replace(email, '<email>').replace(/\(\d+ emails? of yours waiting\)/, '(<n>)');
    expect(same(old.body, existing.email)).toBe(same(first.body, fresh));
    expect(first.body.message).toMatch(/The email will be sent within the next hour/);
    expect(await MailOutbox.count({ where: { caused_by: admin.id } })).toBe(2);
  });

  it('mail waiting for the address’s allowance is not told: that would say the address gets mail', async () => {
    const { user: admin, department } = await buildMember('admin');
    const person = await buildUser();
    const bucket = bucketOf('mail:to', person.email);
    await RateLimitHit.bulkCreate(Array.from({ length: 30 }, () => ({ bucket })));
    const res = await testServer(admin, department)
      .post(`${API}/users/`)
      .send({ email: person.email, role: 'student' })
      .expect(201);
    expect(res.body).toEqual({
      message: `An invitation was sent to ${person.email}. They will receive an email with setup instructions.`,
      mail_waiting: false,
    });
    await backgroundTasksSettled();
    expect(mailsTo(person.email)).toHaveLength(0);
    expect(await MailOutbox.count({ where: { recipient: person.email } })).toBe(1);
    await ageBuckets(bucket);
    expect(await sendDueMails(inAnHour())).toBe(1);
    expect(mailsTo(person.email)).toHaveLength(1);
  });

  it('a sweep while the allowance is still full moves the mail later and keeps it', async () => {
    const { user: admin, department } = await buildMember('admin');
    const bucket = bucketOf('mail:from', String(admin.id));
    await RateLimitHit.bulkCreate(Array.from({ length: 100 }, () => ({ bucket })));
    const email = `${unique('late')}@elsewhere.example`;
    await testServer(admin, department).post(`${API}/users/`).send({ email, role: 'student' }).expect(201);
    const before = (await MailOutbox.findOne({ where: { recipient: email } }))!;
    // the clock says it is due, but the hits have not left the window
    const due = new Date(before.not_before.getTime() + 1000);
    expect(await sendDueMails(due)).toBe(0);
    const after = (await MailOutbox.findOne({ where: { recipient: email } }))!;
    expect(after.not_before.getTime()).toBeGreaterThan(due.getTime());
    expect(after.claimed_until).toBeNull();
    expect(after.attempts).toBe(1);
    expect(mailsTo(email)).toHaveLength(0);
    await ageBuckets(bucket);
    expect(await sendDueMails(new Date(after.not_before.getTime() + 1000))).toBe(1);
    expect(mailsTo(email)).toHaveLength(1);
  });

  it('a row another process holds is left to it until its claim lapses', async () => {
    const someone = await buildUser();
    const row = await MailOutbox.create({
      recipient: `${unique('held')}@elsewhere.example`,
      subject: 'Held',
      text: 'Hello,\n',
      html: null,
      link: null,
      reply_to: null,
      caused_by: someone.id,
      not_before: new Date(Date.now() - 1000),
      claimed_until: new Date(Date.now() + 60_000),
    });
    expect(await sendDueMails()).toBe(0);
    expect(mailsTo(row.recipient)).toHaveLength(0);
    // the holder died: after its claim the next sweep sends it
    expect(await sendDueMails(new Date(Date.now() + 2 * 60_000))).toBe(1);
    expect(mailsTo(row.recipient)).toHaveLength(1);
    expect(await MailOutbox.count({ where: { id: row.id } })).toBe(0);
  });
});

describe('mail of other actions over a limit', () => {
  it('a loan request’s mail over the recipient’s limit waits in the outbox, then goes', async () => {
    const lender = await buildDepartment();
    const borrower = await buildDepartment();
    const director = await buildUser({ role: 'director', department: lender });
    const manager = await buildUser({ role: 'manager', department: borrower });
    const prop = await buildProp({ department: lender });
    const bucket = bucketOf('mail:to', director.email);
    await RateLimitHit.bulkCreate(Array.from({ length: 30 }, () => ({ bucket })));
    const res = await testServer(manager, borrower)
      .post(`${API}/lending/`)
      .send({
        item_type: 'prop',
        prop_id: prop.id,
        from_department_id: lender.id,
        to_department_id: borrower.id,
        lent_date: day(1),
        due_date: day(10),
      })
      .expect(201);
    await backgroundTasksSettled();
    expect(
      await Notification.count({
        where: { user_id: director.id, action_url: `/lending?loan=${res.body.id}` },
      }),
    ).toBe(1);
    expect(mailsTo(director.email)).toHaveLength(0);
    const waiting = await MailOutbox.findAll({ where: { recipient: director.email } });
    expect(waiting).toHaveLength(1);
    expect(waiting[0].caused_by).toBe(manager.id);
    expect(waiting[0].subject).toContain(prop.name);

    await ageBuckets(bucket);
    const later = inAnHour();
    await Promise.all([sendDueMails(later), sendDueMails(later)]);
    const mails = mailsTo(director.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe(waiting[0].subject);
    expect(mails[0].text).toBe(waiting[0].text);
    expect(await MailOutbox.count({ where: { recipient: director.email } })).toBe(0);
  });
});

describe('migration 0030: the mail outbox', () => {
  it('goes down and up again', async () => {
    const qi = sequelize.getQueryInterface();
    await mailOutboxMigration.down(qi);
    try {
      expect(await qi.tableExists('mail_outbox')).toBe(false);
    } finally {
      await mailOutboxMigration.up(qi);
    }
    expect(Object.keys(await qi.describeTable('mail_outbox'))).toEqual(
      expect.arrayContaining(['recipient', 'caused_by', 'not_before', 'claimed_until', 'attempts']),
    );
    const indexes = (await qi.showIndex('mail_outbox')) as { name: string }[];
    expect(indexes.map((i) => i.name)).toContain('mail_outbox_due');
  });
});
