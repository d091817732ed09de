import { backgroundTasksSettled } from '../../lib/background';
import { MailDigest, Notification, RateLimitHit, User } from '../../models';
import { QUIET_PERIOD_MS, flushDueDigests } from '../../services/mailDigest';
import { bucketOf } from '../../services/rateLimit';
import { buildDepartment, buildMember, buildProp, buildUser, memberRowId, unique } from '../factories';
import { mailsTo } from '../outbox';
import { testServer, useTestDatabase } from '../server';
import { day } from '../lending';

useTestDatabase();

const API = '/api/v1';

/** A lender with a director (who hears of requests and messages) and a borrower with a manager. */
async function loanNetwork() {
  const lender = await buildDepartment();
  const borrower = await buildDepartment();
  const director = await buildUser({ role: 'director', department: lender });
  const manager = await buildUser({ role: 'manager', department: borrower });
  const prop = await buildProp({ department: lender, name: unique('Lantern') });
  const asManager = testServer(manager, borrower);
  const loan = await asManager
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
  return { lender, borrower, director, manager, prop, asManager, loanId: loan.body.id as number };
}

const notesOf = (userId: number, loanId: number) =>
  Notification.count({ where: { user_id: userId, action_url: `/lending?loan=${loanId}` } });

describe('mail about a loan is batched per person and conversation', () => {
  it('a request mails at once; messages in the quiet period make one summary, not one mail each', async () => {
    const n = await loanNetwork();
    expect(mailsTo(n.director.email)).toHaveLength(1);
    expect(mailsTo(n.director.email)[0].subject).toContain(n.prop.name);

    for (let i = 0; i < 5; i++)
      await n.asManager
        .post(`${API}/lending/${n.loanId}/messages`)
        .send({ content: `Question ${i}` })
        .expect(201);
    await backgroundTasksSettled();
    // one in-app notification per event, still one mail
    expect(await notesOf(n.director.id, n.loanId)).toBe(6);
    expect(mailsTo(n.director.email)).toHaveLength(1);
    const digest = await MailDigest.findOne({
      where: { user_id: n.director.id, thread: `loan:${n.loanId}` },
    });
    expect(digest!.pending).toBe(5);

    // before the quiet period ends nothing more goes out
    await flushDueDigests(new Date(Date.now() + QUIET_PERIOD_MS / 2));
    expect(mailsTo(n.director.email)).toHaveLength(1);

    // when it ends: one summary, claimed once however many processes flush
    const later = new Date(Date.now() + QUIET_PERIOD_MS + 1000);
    await Promise.all([flushDueDigests(later), flushDueDigests(later)]);
    const mails = mailsTo(n.director.email);
    expect(mails).toHaveLength(2);
    expect(mails[1].subject).toBe(`[Scenedock] 5 new messages about ${n.prop.name}`);
    expect(mails[1].text).toContain(`New message: ${n.prop.name}`);
    expect(mails[1].text).not.toContain('Question'); // titles only: the summary carries nobody's text

    // a quiet period with nothing in it closes the batch: the next message mails at once again
    await flushDueDigests(new Date(later.getTime() + QUIET_PERIOD_MS + 1000));
    expect(await MailDigest.count({ where: { user_id: n.director.id, thread: `loan:${n.loanId}` } })).toBe(0);
    await n.asManager
      .post(`${API}/lending/${n.loanId}/messages`)
      .send({ content: 'Still there?' })
      .expect(201);
    await backgroundTasksSettled();
    expect(mailsTo(n.director.email)).toHaveLength(3);
  });

  it('an event after a period nobody closed sends the summary itself', async () => {
    const n = await loanNetwork();
    await n.asManager.post(`${API}/lending/${n.loanId}/messages`).send({ content: 'One' }).expect(201);
    await backgroundTasksSettled();
    // the process that opened the period went away: its end passed without a summary
    await MailDigest.update(
      { quiet_until: new Date(Date.now() - 1000) },
      { where: { user_id: n.director.id, thread: `loan:${n.loanId}` } },
    );
    await n.asManager.post(`${API}/lending/${n.loanId}/messages`).send({ content: 'Two' }).expect(201);
    await backgroundTasksSettled();
    const mails = mailsTo(n.director.email);
    expect(mails).toHaveLength(2);
    expect(mails[1].subject).toBe(`[Scenedock] 2 new messages about ${n.prop.name}`);
  });

  it('the clock clears a backlog larger than one page, the newest batch included', async () => {
    // 501 older batches, due and empty, come first in the clock's order
    const someone = await buildUser();
    const past = new Date(Date.now() - 1000);
    await MailDigest.bulkCreate(
      Array.from({ length: 501 }, (_, i) => ({
        user_id: someone.id,
        thread: unique(`loan:backlog-${i}`),
        about: 'Lantern',
        action_url: null,
        pending: 0,
        quiet_until: past,
      })),
    );
    const n = await loanNetwork();
    await n.asManager.post(`${API}/lending/${n.loanId}/messages`).send({ content: 'One' }).expect(201);
    await backgroundTasksSettled();
    await flushDueDigests(new Date(Date.now() + QUIET_PERIOD_MS + 1000));
    expect(await MailDigest.count({ where: { user_id: someone.id } })).toBe(0);
    const mails = mailsTo(n.director.email);
    expect(mails).toHaveLength(2);
    expect(mails[1].subject).toBe(`[Scenedock] 1 new message about ${n.prop.name}`);
  });
});

describe('mail limits', () => {
  it('over the recipient’s limit a loan’s mail waits (not sent now); the request and its notification stand', async () => {
    const lender = await buildDepartment();
    const borrower = await buildDepartment();
    const director = await buildUser({ role: 'director', department: lender });
    const manager = await buildUser({ role: 'manager', department: borrower });
    const prop = await buildProp({ department: lender });
    // the director's address has had 30 mails this hour
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
    expect(await notesOf(director.id, res.body.id)).toBe(1);
    expect(mailsTo(director.email)).toHaveLength(0);
  });

  it('over the sender’s own limit a loan’s mail waits too', async () => {
    const n = await loanNetwork();
    expect(mailsTo(n.director.email)).toHaveLength(1);
    await MailDigest.destroy({ where: { user_id: n.director.id } });
    const bucket = bucketOf('mail:from', String(n.manager.id));
    await RateLimitHit.bulkCreate(Array.from({ length: 100 }, () => ({ bucket })));
    await n.asManager.post(`${API}/lending/${n.loanId}/messages`).send({ content: 'Hi' }).expect(201);
    await backgroundTasksSettled();
    expect(await notesOf(n.director.id, n.loanId)).toBe(2);
    expect(mailsTo(n.director.email)).toHaveLength(1);
  });

  it('a test notification is never mailed, keeps its answer, and is limited per person', async () => {
    const { user, department } = await buildMember('student');
    const api = testServer(user, department);
    // lending notifications are emailed by default: the test one of that category still is not
    for (let i = 0; i < 20; i++) {
      const res = await api.post(`${API}/notifications/simulate?type=warning&category=lending`).expect(201);
      expect(res.body).toEqual({ message: 'Test notification sent' });
    }
    await backgroundTasksSettled();
    expect(await Notification.count({ where: { user_id: user.id, title: 'Test notification' } })).toBe(20);
    expect(mailsTo(user.email)).toHaveLength(0);
    const refused = await api.post(`${API}/notifications/simulate`).expect(429);
    expect(refused.body.detail).toMatch(/^Too many test notifications\. Please try again in \d+ minutes?\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('a department contact receives at most 20 an hour, whoever sends', async () => {
    const contact = `${unique('props')}@lender.example`;
    await buildDepartment({ contact_email: contact });
    const bucket = bucketOf('contact-email:address', contact);
    await RateLimitHit.bulkCreate(Array.from({ length: 20 }, () => ({ bucket })));
    const { user, department } = await buildMember('student');
    const res = await testServer(user, department)
      .post(`${API}/notifications/email`)
      .send({ to: contact, subject: 'Lantern', message: 'May we?' })
      .expect(429);
    expect(res.body.detail).toMatch(/^Too many emails sent\. Please try again in \d+ minutes?\.$/);
    expect(mailsTo(contact)).toHaveLength(0);
  });
});

describe('resending an invitation', () => {
  it('is limited per invitee: a cool-down, then 3 a day, 429 saying when', async () => {
    const { user: manager, department } = await buildMember('manager');
    const email = `${unique('outside')}@elsewhere.example`;
    const api = testServer(manager, department);
    await api.post(`${API}/users/`).send({ email, role: 'student' }).expect(201);
    const invitee = (await User.findOne({ where: { email } }))!;
    const row = await memberRowId(department.id, invitee.id);
    await api.post(`${API}/users/${row}/resend-invitation`).expect(200);
    const cooling = await api.post(`${API}/users/${row}/resend-invitation`).expect(429);
    expect(cooling.body.detail).toBe(
      'Too many invitation emails to this address. Please try again in 10 minutes.',
    );
    expect(Number(cooling.headers['retry-after'])).toBeGreaterThan(9 * 60);

    // another manager of another department gets the same answer: the limit is the address's
    const other = await buildMember('admin');
    await testServer(other.user, other.department)
      .post(`${API}/users/`)
      .send({ email, role: 'student' })
      .expect(201);
    await testServer(other.user, other.department)
      .post(`${API}/users/${await memberRowId(other.department.id, invitee.id)}/resend-invitation`)
      .expect(429);

    const age = async () => {
      // the cool-down has passed (the day's count stays)
      await RateLimitHit.update(
        { created_at: new Date(Date.now() - 11 * 60 * 1000) },
        { where: { bucket: bucketOf('invitation-resend:cooldown', email) } },
      );
    };
    await age();
    await api.post(`${API}/users/${row}/resend-invitation`).expect(200);
    await age();
    await api.post(`${API}/users/${row}/resend-invitation`).expect(200);
    await age();
    const daily = await api.post(`${API}/users/${row}/resend-invitation`).expect(429);
    expect(daily.body.detail).toMatch(
      /^Too many invitation emails to this address\. Please try again in \d+ hours\.$/,
    );
    await backgroundTasksSettled();
    // two invitations and three resends, nothing more
    expect(mailsTo(email)).toHaveLength(5);
  });

  it('never carries the inviter’s typed text: "Hello," for an outside address', async () => {
    const { user: manager, department } = await buildMember('manager');
    const email = `${unique('outside')}@elsewhere.example`;
    const api = testServer(manager, department);
    await api
      .post(`${API}/users/`)
      .send({
        email,
        first_name: '<b>Free</b> prizes: http://evil.example',
        last_name: 'Click http://evil.example',
        phone: 'http://evil.example',
        role: 'student',
      })
      .expect(201);
    const invitee = (await User.findOne({ where: { email } }))!;
    await api
      .post(`${API}/users/${await memberRowId(department.id, invitee.id)}/resend-invitation`)
      .expect(200);
    // with a password the inviter sets, the other kind of invitation mail
    const second = `${unique('outside')}@elsewhere.example`;
    await api
      .post(`${API}/users/`)
      .send({ email: second, first_name: '<b>Free</b>', password: 'Opening-Night-9!', role: 'student' })
      .expect(201);
    // a reset asked for the never-set-up account greets alike
    await testServer().post(`${API}/auth/request-password-reset`).send({ email });
    await backgroundTasksSettled();
    const mails = [...mailsTo(email), ...mailsTo(second)];
    expect(mails.length).toBeGreaterThanOrEqual(3);
    for (const mail of mails) {
      expect(mail.text.startsWith('Hello,\n')).toBe(true);
      expect(`${mail.subject}\n${mail.text}`).not.toMatch(/Free|evil|prizes|<b>/);
    }
    expect(mails.filter((m) => m.text.includes(department.name))).toHaveLength(3);
  });

  it('an existing account that signed in is greeted by its own name, not the typed one', async () => {
    const { user: manager, department } = await buildMember('manager');
    const person = await buildUser({ first_name: 'Morgan' });
    await person.update({ last_login: new Date() });
    await testServer(manager, department)
      .post(`${API}/users/`)
      .send({ email: person.email, first_name: 'Typed', role: 'student' })
      .expect(201);
    await backgroundTasksSettled();
    const mail = mailsTo(person.email).at(-1)!;
    expect(mail.text.startsWith('Hello Morgan,\n')).toBe(true);
    expect(mail.text).not.toContain('Typed');
  });
});
