import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { io as connect } from 'socket.io-client';
import { Notification } from '../models';
import { attachRealtime, closeRealtime } from '../realtime';
import { sessionToken, useTestDatabase, testServer } from '../test/server';
import { buildDepartment, buildMember, buildUser } from '../test/factories';
import { mailsTo } from '../test/outbox';
import { notify } from './notifications';

useTestDatabase();

const API = '/api/v1/notifications';

async function seedFor(userId: number) {
  await notify({
    userId,
    type: 'info',
    category: 'lending',
    title: 'Loan requested',
    message: 'Westbrook asked for the lantern',
  });
  await notify({
    userId,
    type: 'error',
    category: 'import',
    title: 'Import failed',
    message: 'Row 3 is broken',
    importJobId: 7,
  });
  await notify({
    userId,
    type: 'success',
    category: 'production',
    title: 'Production ready',
    message: 'All items assigned',
  });
}

describe('notifications', () => {
  it('lists only your own, newest first, with filters, totals and the unread count', async () => {
    const { user, department } = await buildMember('student');
    const other = await buildUser({ role: 'student', department });
    await seedFor(user.id);
    await notify({ userId: other.id, type: 'info', category: 'system', title: 'Not yours', message: 'x' });
    const api = testServer(user, department);

    const all = await api.get(`${API}/`).expect(200);
    expect(all.body.map((n: { title: string }) => n.title)).toEqual([
      'Production ready',
      'Import failed',
      'Loan requested',
    ]);
    expect(all.headers['x-total-count']).toBe('3');
    expect(all.headers['x-unread-count']).toBe('3');
    expect(all.body[1]).toEqual(
      expect.objectContaining({
        type: 'error',
        category: 'import',
        read: false,
        importJobId: 7,
        actionUrl: null,
        timestamp: expect.any(String),
      }),
    );
    expect((await api.get(`${API}/?type=error`).expect(200)).body).toHaveLength(1);
    expect((await api.get(`${API}/?category=lending`).expect(200)).body[0].title).toBe('Loan requested');
    expect((await api.get(`${API}/?search=lantern`).expect(200)).body).toHaveLength(1);
    expect((await api.get(`${API}/?since=2999-01-01T00:00:00Z`).expect(200)).body).toHaveLength(0);
    await api.get(`${API}/?type=urgent`).expect(422);
  });

  it('marks one or all read, deletes one and clears all; never touches another user’s', async () => {
    const { user, department } = await buildMember('student');
    const stranger = await buildUser();
    await seedFor(user.id);
    await notify({ userId: stranger.id, type: 'info', category: 'system', title: 'Theirs', message: 'x' });
    const theirs = await Notification.findOne({ where: { user_id: stranger.id } });
    const api = testServer(user, department);
    const [first, second] = (await api.get(`${API}/`).expect(200)).body as { id: number }[];

    expect((await api.put(`${API}/${first.id}/read`).expect(200)).body.read).toBe(true);
    expect((await api.get(`${API}/?read=false`).expect(200)).headers['x-unread-count']).toBe('2');
    const denied = await api.put(`${API}/${theirs!.id}/read`).expect(404);
    expect(denied.body.detail).toBe('Notification not found');
    await api.delete(`${API}/${theirs!.id}`).expect(404);

    expect((await api.put(`${API}/read-all`).expect(200)).body).toEqual({ updated: 2 });
    await api.delete(`${API}/${second.id}`).expect(204);
    expect((await api.delete(`${API}/`).expect(200)).body).toEqual({ deleted: 2 });
    expect(await Notification.count({ where: { user_id: user.id } })).toBe(0);
    expect((await Notification.findByPk(theirs!.id))!.read).toBe(false);
  });

  it('keeps settings per user, all on by default, partial updates keeping the rest', async () => {
    const { user, department } = await buildMember('student');
    const api = testServer(user, department);
    expect((await api.get(`${API}/settings`).expect(200)).body).toEqual({
      desktopNotifications: true,
      soundEnabled: true,
      showLendingNotifications: true,
      showProductionNotifications: true,
      showImportNotifications: true,
      emailLendingNotifications: true,
      emailProductionNotifications: false,
      emailImportNotifications: false,
    });
    const saved = await api.put(`${API}/settings`).send({ soundEnabled: false }).expect(200);
    expect(saved.body).toEqual(expect.objectContaining({ soundEnabled: false, desktopNotifications: true }));
    expect((await api.get(`${API}/settings`).expect(200)).body.soundEnabled).toBe(false);
    await api.put(`${API}/settings`).send({ soundEnabled: 'loud' }).expect(422);
    await api.put(`${API}/settings`).send({ volume: 3 }).expect(422);
    await api.put(`${API}/settings`).set('Content-Type', 'application/json').send('[true]').expect(422);
    // Refused input changed nothing.
    expect((await api.get(`${API}/settings`).expect(200)).body).toEqual(saved.body);
  });

  it('keeps every preference when several devices save different ones at once', async () => {
    const { user, department } = await buildMember('student');
    const api = testServer(user, department);
    const keys = [
      'desktopNotifications',
      'soundEnabled',
      'showLendingNotifications',
      'showProductionNotifications',
      'showImportNotifications',
      'emailLendingNotifications',
    ] as const;
    const answers = await Promise.all(keys.map((key) => api.put(`${API}/settings`).send({ [key]: false })));
    expect(answers.map((a) => a.status)).toEqual(keys.map(() => 200));
    const settings = (await api.get(`${API}/settings`).expect(200)).body as Record<string, boolean>;
    for (const key of keys) expect(settings[key]).toBe(false);
  });

  it('leaves the kinds a person hides out of the list and the counts, and shows them again when asked', async () => {
    const { user, department } = await buildMember('student');
    await seedFor(user.id);
    await notify({ userId: user.id, type: 'info', category: 'user', title: 'Role changed', message: 'x' });
    const api = testServer(user, department);
    await api.put(`${API}/settings`).send({ showImportNotifications: false }).expect(200);
    // A hidden kind is still kept: new ones arrive while it is hidden.
    await notify({
      userId: user.id,
      type: 'success',
      category: 'import',
      title: 'Import done',
      message: 'x',
    });

    const shown = await api.get(`${API}/`).expect(200);
    expect(shown.body.map((n: { title: string }) => n.title)).toEqual([
      'Role changed',
      'Production ready',
      'Loan requested',
    ]);
    expect(shown.headers['x-total-count']).toBe('3');
    expect(shown.headers['x-unread-count']).toBe('3');
    expect((await api.get(`${API}/?category=import`).expect(200)).body).toEqual([]);

    await api.put(`${API}/settings`).send({ showImportNotifications: true }).expect(200);
    const again = await api.get(`${API}/`).expect(200);
    expect(again.headers['x-unread-count']).toBe('5');
    expect(again.body[0].title).toBe('Import done');
  });

  it('emails the kinds a person asked for by email (lending by default), after the commit', async () => {
    const { user, department } = await buildMember('student');
    const email = (user as { email: string }).email;
    await seedFor(user.id);
    const arrived = async (count: number) => {
      for (let i = 0; i < 100 && mailsTo(email).length < count; i += 1)
        await new Promise((resolve) => setTimeout(resolve, 20));
      return mailsTo(email);
    };
    // Lending only, by default: the import and production ones stayed in the app.
    const [lending] = await arrived(1);
    expect(lending.subject).toBe('[Scenedock] Loan requested');
    expect(lending.text).toContain('Westbrook asked for the lantern');
    expect(lending.text).toContain('/notifications');

    const api = testServer(user, department);
    await api
      .put(`${API}/settings`)
      .send({ emailLendingNotifications: false, emailImportNotifications: true })
      .expect(200);
    await notify({
      userId: user.id,
      type: 'info',
      category: 'lending',
      title: 'Loan approved',
      message: 'x',
    });
    await notify({
      userId: user.id,
      type: 'success',
      category: 'import',
      title: 'Import completed',
      message: '12 props imported',
      actionUrl: '/import-history?job=9',
    });
    const mails = await arrived(2);
    expect(mails.map((m) => m.subject)).toEqual([
      '[Scenedock] Loan requested',
      '[Scenedock] Import completed',
    ]);
    expect(mails[1].text).toContain('/import-history?job=9');
  });

  it('sends you a test notification', async () => {
    const { user, department } = await buildMember('student');
    const api = testServer(user, department);
    await api.post(`${API}/simulate?type=warning&category=lending`).expect(201);
    const [row] = (await api.get(`${API}/`).expect(200)).body;
    expect(row).toEqual(
      expect.objectContaining({
        type: 'warning',
        category: 'lending',
        title: 'Test notification',
        department_id: department.id,
      }),
    );
  });

  it('emails only department contacts, with replies to the sender, at most 10 an hour', async () => {
    const { user, department } = await buildMember('student');
    const lender = await buildDepartment({ contact_email: `props-${department.id}@lender.example` });
    const api = testServer(user, department);
    const refused = await api
      .post(`${API}/email`)
      .send({ to: 'anyone@elsewhere.example', subject: 'Hi', message: 'Spam' })
      .expect(400);
    expect(refused.body.detail).toBe('Email can only be sent to the contact of a department');
    await api
      .post(`${API}/email`)
      .send({ to: lender.contact_email, subject: 'Lantern', message: 'May we borrow it?' })
      .expect(200);
    const mail = mailsTo(lender.contact_email!).at(-1) as { subject: string; text: string; replyTo?: string };
    expect(mail.subject).toBe('[Scenedock] Lantern');
    expect(mail.text).toContain('May we borrow it?');
    expect(mail.replyTo).toBe(user.email);
    for (let i = 0; i < 9; i++)
      await api
        .post(`${API}/email`)
        .send({ to: lender.contact_email, subject: 'x', message: 'y' })
        .expect(200);
    await api.post(`${API}/email`).send({ to: lender.contact_email, subject: 'x', message: 'y' }).expect(429);
  });

  it('tells people about their role changes, invitations and removals', async () => {
    const { user: admin, department } = await buildMember('admin');
    const member = await buildUser({ role: 'student', department });
    const api = testServer(admin, department);
    await api
      .put(`/api/v1/departments/${department.id}/users/${member.id}`)
      .send({ role: 'manager' })
      .expect(200);
    const other = await buildUser();
    await api
      .post(`/api/v1/departments/${department.id}/invite`)
      .send({ email: other.email, role: 'student' })
      .expect(201);
    await api.delete(`/api/v1/departments/${department.id}/users/${member.id}`).expect(204);
    const titles = async (id: number) =>
      (await Notification.findAll({ where: { user_id: id }, order: [['id', 'ASC']] })).map((n) => n.title);
    expect(await titles(member.id)).toEqual(['Your role changed', `Removed from ${department.name}`]);
    expect(await titles(other.id)).toEqual([`Invitation to ${department.name}`]);
  });

  it('refuses callers without a token', async () => {
    await testServer().get(`${API}/`).expect(401);
  });
});

describe('live notifications', () => {
  let server: http.Server;
  beforeAll(async () => {
    server = http.createServer();
    await attachRealtime(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await closeRealtime();
    server.close();
  });

  it('pushes a notification to the user once the change is committed', async () => {
    const { user: admin, department } = await buildMember('admin');
    const member = await buildUser({ role: 'student', department });
    const { port } = server.address() as AddressInfo;
    const socket = connect(`http://127.0.0.1:${port}/notifications`, {
      auth: { token: await sessionToken(member) },
      transports: ['websocket'],
      reconnection: false,
    });
    await new Promise<void>((resolve, reject) => {
      socket.on('connect', () => resolve());
      socket.on('connect_error', reject);
    });
    const received = new Promise<{ title: string; category: string }>((resolve) =>
      socket.once('notification', resolve),
    );
    await testServer(admin, department)
      .put(`/api/v1/departments/${department.id}/users/${member.id}`)
      .send({ role: 'assistant' })
      .expect(200);
    expect(await received).toEqual(expect.objectContaining({ title: 'Your role changed', category: 'user' }));
    socket.close();
  });

  async function socketOf(user: Parameters<typeof sessionToken>[0]) {
    const { port } = server.address() as AddressInfo;
    const socket = connect(`http://127.0.0.1:${port}/notifications`, {
      auth: { token: await sessionToken(user) },
      transports: ['websocket'],
      reconnection: false,
    });
    await new Promise<void>((resolve, reject) => {
      socket.on('connect', () => resolve());
      socket.on('connect_error', reject);
    });
    return socket;
  }

  it('sends a settings change to the person’s other sessions, and tells them when the list changes', async () => {
    const { user, department } = await buildMember('student');
    const otherDevice = await socketOf(user);
    const settings = new Promise<Record<string, boolean>>((resolve) =>
      otherDevice.once('notification_settings', resolve),
    );
    const api = testServer(user, department);
    await api.put(`${API}/settings`).send({ soundEnabled: false }).expect(200);
    expect(await settings).toEqual(
      expect.objectContaining({ soundEnabled: false, desktopNotifications: true }),
    );

    await notify({ userId: user.id, type: 'info', category: 'system', title: 'Hello', message: 'x' });
    const changed = new Promise<void>((resolve) =>
      otherDevice.once('notifications_changed', () => resolve()),
    );
    await api.put(`${API}/read-all`).expect(200);
    await changed;
    otherDevice.close();
  });

  it('does not push the kinds a person hides', async () => {
    const { user, department } = await buildMember('student');
    await testServer(user, department)
      .put(`${API}/settings`)
      .send({ showLendingNotifications: false })
      .expect(200);
    const socket = await socketOf(user);
    const titles: string[] = [];
    socket.on('notification', (n: { title: string }) => titles.push(n.title));
    await notify({ userId: user.id, type: 'info', category: 'lending', title: 'Hidden loan', message: 'x' });
    await notify({ userId: user.id, type: 'info', category: 'system', title: 'Shown', message: 'x' });
    for (let i = 0; i < 100 && titles.length === 0; i += 1) await new Promise((r) => setTimeout(r, 10));
    expect(titles).toEqual(['Shown']);
    socket.close();
  });
});
