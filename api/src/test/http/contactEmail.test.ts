import { backgroundTasksSettled } from '../../lib/background';
import { Department, DepartmentMembership } from '../../models';
import { buildDepartment, buildMember, buildUser, unique } from '../factories';
import { lastTokenFor, mailsTo } from '../outbox';
import { testServer, useTestDatabase } from '../server';

useTestDatabase();

const API = '/api/v1';

describe('a department contact address receives mail only once confirmed', () => {
  it('setting it mails one confirmation; until confirmed, mail to it is refused and nothing is sent', async () => {
    const { user: admin, department } = await buildMember('admin');
    const contact = `${unique('contact')}@school.example`;
    const put = await testServer(admin, department)
      .put(`${API}/departments/${department.id}`)
      .send({ contact_email: contact })
      .expect(200);
    expect(put.body).toEqual(
      expect.objectContaining({ contact_email: contact, contact_email_confirmed: false }),
    );
    await backgroundTasksSettled();
    const confirmation = mailsTo(contact);
    expect(confirmation).toHaveLength(1);
    expect(confirmation[0].subject).toBe(`Confirm the contact address of ${department.name} on Scenedock`);
    expect(confirmation[0].link).toMatch(/\/confirm-contact-email\?token=/);
    const stored = await Department.findByPk(department.id);
    expect(stored!.contact_email_token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(confirmation[0].link).not.toContain(stored!.contact_email_token_hash!);

    const sender = await buildMember('student');
    const asSender = testServer(sender.user, sender.department);
    const refused = await asSender
      .post(`${API}/notifications/email`)
      .send({ to: contact, subject: 'Lantern', message: 'May we borrow it?' })
      .expect(400);
    expect(refused.body.detail).toBe(`${department.name} has not confirmed its contact address yet`);
    await backgroundTasksSettled();
    expect(mailsTo(contact)).toHaveLength(1);

    // the owner follows the link (no sign-in)
    const token = lastTokenFor(contact);
    const confirmed = await testServer()
      .post(`${API}/departments/contact-confirmation`)
      .send({ token })
      .expect(200);
    expect(confirmed.body).toEqual({
      message: `The contact address of ${department.name} is confirmed.`,
      department_name: department.name,
    });
    const read = await asSender.get(`${API}/departments/${department.id}`).expect(200);
    expect(read.body.contact_email_confirmed).toBe(true);
    // a link works once
    await testServer().post(`${API}/departments/contact-confirmation`).send({ token }).expect(400);

    await asSender
      .post(`${API}/notifications/email`)
      .send({ to: contact, subject: 'Lantern', message: 'May we borrow it?' })
      .expect(200);
    await backgroundTasksSettled();
    expect(mailsTo(contact)).toHaveLength(2);

    // changing the address starts over
    const next = `${unique('contact')}@school.example`;
    const changed = await testServer(admin, department)
      .put(`${API}/departments/${department.id}`)
      .send({ contact_email: next })
      .expect(200);
    expect(changed.body.contact_email_confirmed).toBe(false);
    await asSender
      .post(`${API}/notifications/email`)
      .send({ to: next, subject: 'x', message: 'y' })
      .expect(400);
    await backgroundTasksSettled();
    expect(mailsTo(next)).toHaveLength(1);
    // saving other fields leaves it as it is: no second confirmation
    await testServer(admin, department)
      .put(`${API}/departments/${department.id}`)
      .send({ address: '2 Wing St' })
      .expect(200);
    await backgroundTasksSettled();
    expect(mailsTo(next)).toHaveLength(1);
  });

  it('an unknown or expired link is a 400 that confirms nothing', async () => {
    const { user: admin, department } = await buildMember('admin');
    const contact = `${unique('contact')}@school.example`;
    await testServer(admin, department)
      .put(`${API}/departments/${department.id}`)
      .send({ contact_email: contact })
      .expect(200);
    await backgroundTasksSettled();
    const bad = await testServer()
      .post(`${API}/departments/contact-confirmation`)
      .send({ token: 'nope' })
      .expect(400);
    expect(bad.body.detail).toBe('This confirmation link is invalid or has expired');
    await Department.update(
      { contact_email_token_expires_at: new Date(Date.now() - 1000) },
      { where: { id: department.id } },
    );
    await testServer()
      .post(`${API}/departments/contact-confirmation`)
      .send({ token: lastTokenFor(contact) })
      .expect(400);
    expect((await Department.findByPk(department.id))!.contact_email_confirmed_at).toBeNull();
  });

  it('its admins send the confirmation again; others may not; a confirmed address needs none', async () => {
    const { user: admin, department } = await buildMember('admin');
    const manager = await buildUser({ role: 'manager', department });
    const outsider = await buildMember('admin');
    const contact = `${unique('contact')}@school.example`;
    await testServer(admin, department)
      .put(`${API}/departments/${department.id}`)
      .send({ contact_email: contact })
      .expect(200);
    await backgroundTasksSettled();
    const first = lastTokenFor(contact);
    await testServer(manager, department)
      .post(`${API}/departments/${department.id}/contact-confirmation`)
      .expect(403);
    await testServer(outsider.user, outsider.department)
      .post(`${API}/departments/${department.id}/contact-confirmation`)
      .expect(403);
    const again = await testServer(admin, department)
      .post(`${API}/departments/${department.id}/contact-confirmation`)
      .expect(200);
    expect(again.body.message).toBe(`We sent a confirmation link to ${contact}.`);
    await backgroundTasksSettled();
    expect(mailsTo(contact)).toHaveLength(2);
    // the earlier link stopped working; the new one works
    await testServer().post(`${API}/departments/contact-confirmation`).send({ token: first }).expect(400);
    await testServer()
      .post(`${API}/departments/contact-confirmation`)
      .send({ token: lastTokenFor(contact) })
      .expect(200);
    const done = await testServer(admin, department)
      .post(`${API}/departments/${department.id}/contact-confirmation`)
      .expect(400);
    expect(done.body.detail).toBe(`The contact address of ${department.name} is already confirmed`);
    // 3 confirmation mails a day per address: the third is refused
    const other = `${unique('contact')}@school.example`;
    const api = testServer(admin, department);
    await api.put(`${API}/departments/${department.id}`).send({ contact_email: other }).expect(200);
    await api.post(`${API}/departments/${department.id}/contact-confirmation`).expect(200);
    await api.post(`${API}/departments/${department.id}/contact-confirmation`).expect(200);
    const tooMany = await api.post(`${API}/departments/${department.id}/contact-confirmation`).expect(429);
    expect(tooMany.body.detail).toMatch(
      /^Too many confirmation emails for this contact address\. Please try again in \d+ hours\.$/,
    );
  });
});

describe('only active members email a department contact', () => {
  it('an account whose only membership is pending gets 403 and sends nothing', async () => {
    const lender = await buildDepartment({ contact_email: `${unique('props')}@lender.example` });
    const { department } = await buildMember('admin');
    const pending = await buildUser();
    await DepartmentMembership.create({
      department_id: department.id,
      user_id: pending.id,
      role: 'student',
      status: 'pending',
    });
    for (const api of [testServer(pending), testServer(pending, department)]) {
      const res = await api
        .post(`${API}/notifications/email`)
        .send({ to: lender.contact_email, subject: 'Free', message: 'prizes' });
      expect(res.status).toBe(403);
    }
    const res = await testServer(pending)
      .post(`${API}/notifications/email`)
      .send({ to: lender.contact_email, subject: 'Free', message: 'prizes' })
      .expect(403);
    expect(res.body.detail).toBe(
      'Only active members of a department can email other departments. Accept your invitation first.',
    );
    // inactive membership: the same
    const inactive = await buildUser();
    await DepartmentMembership.create({
      department_id: department.id,
      user_id: inactive.id,
      role: 'manager',
      status: 'inactive',
    });
    await testServer(inactive)
      .post(`${API}/notifications/email`)
      .send({ to: lender.contact_email, subject: 'x', message: 'y' })
      .expect(403);
    await backgroundTasksSettled();
    expect(mailsTo(lender.contact_email!)).toHaveLength(0);
    // an active member of a department may
    const member = await buildMember('student');
    await testServer(member.user, member.department)
      .post(`${API}/notifications/email`)
      .send({ to: lender.contact_email, subject: 'Lantern', message: 'May we?' })
      .expect(200);
  });
});
