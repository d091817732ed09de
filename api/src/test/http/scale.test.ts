/**
 * Several API processes and a worker process as one system, as deployed behind a load balancer:
 * two API instances (RUN_WORKERS=false) and one worker on one database and one Redis. Whatever one
 * instance does, the other sees at once: sessions, rate limits, realtime events, imports and roles.
 * Then Redis goes away and comes back under them.
 *
 * The processes use a Redis server of their own, started here on a free port, because the test
 * stops it: the shared one (REDIS_URL) must keep running for everyone else.
 */
import { io as connect, type Socket } from 'socket.io-client';
import { Notification, Prop } from '../../models';
import type { ImportProgress } from '../../presenters/imports';
import type { NotificationOut } from '../../presenters/notifications';
import { buildMember, buildProp, buildUser, TEST_PASSWORD } from '../factories';
import { csvText } from '../imports';
import { SEARCH_BURST, SEARCH_REFILL_MS } from '../../services/search/budget';
import { sessionToken, spentLongAgo, useTestDatabase } from '../server';
import { describeScaled, PrivateRedis, startApi, startNode, type Instance } from '../scaled';
import { running, stop, stopAll, until, type Child, callApi, type CallOptions } from '../processes';

useTestDatabase();

// A failed or timed-out test still leaves no process behind.
afterAll(stopAll);

const redis = new PrivateRedis();

const call = (instance: Instance, method: string, url: string, options?: CallOptions) =>
  callApi(instance.origin, method, url, options);

let ipCounter = 0;
/** A client address of its own per test, so one test's rate limits never touch another's. */
const nextIp = () => `10.77.${Math.floor(Math.random() * 250)}.${++ipCounter}`;

const signIn = (instance: Instance, email: string, password: string, ip: string) =>
  call(instance, 'POST', '/api/v1/auth/login', { form: { username: email, password }, ip });

const sockets: Socket[] = [];
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
});

/** A socket to one instance; resolves once connected (rejects with the handshake's error). */
async function openSocket(instance: Instance, namespace: string, auth: Record<string, unknown>) {
  const socket = connect(`${instance.origin}${namespace}`, { auth, transports: ['websocket'] });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

describeScaled('two API instances and a worker on one database and one Redis', () => {
  let a: Instance;
  let b: Instance;
  let worker: Child;

  beforeAll(async () => {
    await redis.start();
    // One after another: each start runs the migrations and settles the superuser.
    a = await startApi('A', redis);
    b = await startApi('B', redis);
    worker = startNode('worker', 'worker', redis, { IMPORT_BATCH_SIZE: '200' });
  }, 240_000);

  it('signs in on A and refreshes on B; the spent refresh token is then refused on A', async () => {
    const { user, department } = await buildMember('manager');
    const ip = nextIp();
    const signedIn = await signIn(a, user.email, TEST_PASSWORD, ip);
    expect(signedIn.status).toBe(200);
    const first = signedIn.body as { access_token: string; refresh_token: string };

    const me = await call(b, 'GET', '/api/v1/users/me', { token: first.access_token });
    expect(me.status).toBe(200);
    expect(me.body.email).toBe(user.email);

    const refreshed = await call(b, 'POST', '/api/v1/auth/refresh', {
      json: { refresh_token: first.refresh_token },
    });
    expect(refreshed.status).toBe(200);
    const second = refreshed.body as { access_token: string; refresh_token: string };
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(
      (await call(a, 'GET', '/api/v1/props', { token: second.access_token, department: department.id }))
        .status,
    ).toBe(200);

    await spentLongAgo(first.refresh_token);
    const reused = await call(a, 'POST', '/api/v1/auth/refresh', {
      json: { refresh_token: first.refresh_token },
    });
    expect(reused.status).toBe(401);
  });

  it('counts failed sign-ins of one account and address across both instances', async () => {
    const user = await buildUser();
    const ip = nextIp();
    // The account-and-address limit is 10 failures in 15 minutes on one instance; split 5 + 5 here.
    for (let i = 0; i < 10; i++) {
      const wrong = await signIn(i % 2 === 0 ? a : b, user.email, 'Wrong-Password-1', ip);
      expect(wrong.status).toBe(401);
    }
    // The 11th attempt is refused on either instance, even with the right password.
    const onA = await signIn(a, user.email, TEST_PASSWORD, ip);
    expect(onA.status).toBe(429);
    expect(String(onA.body.detail)).toMatch(/Too many failed sign-in attempts/);
    expect((await signIn(b, user.email, TEST_PASSWORD, ip)).status).toBe(429);
    // The owner from another address is not locked out.
    expect((await signIn(b, user.email, TEST_PASSWORD, nextIp())).status).toBe(200);
  });

  it('delivers a notification created through A to a socket on B', async () => {
    const { user, department } = await buildMember('student');
    const token = await sessionToken(user);
    const socket = await openSocket(b, '/notifications', { token, department_id: department.id });
    const arrived = new Promise<NotificationOut>((resolve) => socket.once('notification', resolve));

    const sent = await call(a, 'POST', '/api/v1/notifications/simulate', {
      token,
      department: department.id,
    });
    expect(sent.status).toBe(201);
    const note = await arrived;
    expect(note).toMatchObject({ title: 'Test notification', type: 'info', category: 'system' });
    expect(await Notification.count({ where: { user_id: user.id } })).toBe(1);
  });

  it("works an import started on A in the worker, its progress and end seen on B's sockets", async () => {
    const TOTAL = 2000;
    const { user, department } = await buildMember('manager');
    const token = await sessionToken(user);
    const notifications = await openSocket(b, '/notifications', { token, department_id: department.id });
    const pushed: ImportProgress[] = [];
    const stored: NotificationOut[] = [];
    notifications.on('import_progress', (p: ImportProgress) => pushed.push(p));
    notifications.on('notification', (n: NotificationOut) => stored.push(n));

    const rows = Array.from({ length: TOTAL }, (_, i) => [`Scaled ${i + 1}`, '', 'other', 'good', '', '']);
    const file = csvText([['Name', 'Description', 'Category', 'Condition', 'Location', 'Tags'], ...rows]);
    const form = new FormData();
    form.append('file', new Blob([file], { type: 'text/csv' }), 'scaled.csv');
    const started = await call(a, 'POST', '/api/v1/props/bulk-import', {
      token,
      department: department.id,
      body: form,
    });
    expect(started.status).toBe(202);
    const id = started.body.id as number;

    const progress = await openSocket(b, '/import-progress', {
      token,
      job_id: started.body.job_id,
      department_id: department.id,
    });
    const statuses: ImportProgress[] = [];
    progress.on('status', (s: ImportProgress) => statuses.push(s));

    await until('the completed status on B', () => statuses.at(-1)?.status === 'completed', {
      timeoutMs: 60_000,
      alive: [worker, a.process, b.process],
    });
    await until('the completed import_progress on B', () => pushed.at(-1)?.status === 'completed');
    await until('the stored notification on B', () => stored.some((n) => n.importJobId === id));

    expect(statuses.at(-1)).toMatchObject({ id, progress_percentage: 100, items_successful: TOTAL });
    // Pushes while it ran, not only its end. (How far each got depends on the machine's speed: pushes
    // closer than 250 ms apart are dropped, and a fast worker finishes 2,000 rows within that.)
    expect(pushed.some((p) => p.id === id && p.status === 'processing')).toBe(true);
    expect(await Prop.count({ where: { department_id: department.id } })).toBe(TOTAL);
  }, 90_000);

  it('refuses on B at once a role taken away on A, and a member removed on A', async () => {
    const { user: admin, department } = await buildMember('admin');
    const manager = await buildUser({ role: 'manager', department });
    const [first, second, third] = await Promise.all([1, 2, 3].map(() => buildProp({ department })));
    const adminToken = await sessionToken(admin);
    const managerToken = await sessionToken(manager);
    const asManager = { token: managerToken, department: department.id };
    const asAdmin = { token: adminToken, department: department.id };

    expect((await call(b, 'DELETE', `/api/v1/props/${first.id}`, asManager)).status).toBe(204);

    const demoted = await call(a, 'PUT', `/api/v1/departments/${department.id}/users/${manager.id}`, {
      ...asAdmin,
      json: { role: 'student' },
    });
    expect(demoted.status).toBe(200);
    expect((await call(b, 'DELETE', `/api/v1/props/${second.id}`, asManager)).status).toBe(403);
    expect(await Prop.count({ where: { id: second.id } })).toBe(1);

    const removed = await call(
      a,
      'DELETE',
      `/api/v1/departments/${department.id}/users/${manager.id}`,
      asAdmin,
    );
    expect(removed.status).toBe(204);
    const refused = await call(b, 'GET', `/api/v1/props/${third.id}`, asManager);
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toBe('You are not a member of this department');
  });

  it("counts one person's searches across both instances: two instances give the allowance of one", async () => {
    const { user, department } = await buildMember('student');
    const as = { token: await sessionToken(user), department: department.id, json: { query: 'lantern' } };
    // One after another, alternately on A and B, until one is refused: with an allowance per
    // instance that would be after about twice SEARCH_BURST; shared, after SEARCH_BURST and the
    // tokens that came back meanwhile (one a second).
    const started = Date.now();
    let answered = 0;
    let refusal: { status: number; body: { detail?: unknown } } | null = null;
    while (!refusal && answered < 4 * SEARCH_BURST) {
      const res = await call(answered % 2 === 0 ? a : b, 'POST', '/api/v1/search/inter-department', as);
      if (res.status === 200) answered += 1;
      else refusal = res;
    }
    const refilled = Math.ceil((Date.now() - started) / SEARCH_REFILL_MS);
    expect(refusal).toMatchObject({
      status: 429,
      body: { detail: expect.stringMatching(/^Too many searches/) },
    });
    expect(answered).toBeGreaterThanOrEqual(SEARCH_BURST);
    expect(answered).toBeLessThanOrEqual(SEARCH_BURST + refilled);
  });

  describe('when Redis goes away and comes back', () => {
    it('keeps every notification, reports Redis down in /health, and delivers live again after', async () => {
      const { user, department } = await buildMember('student');
      const token = await sessionToken(user);
      const asUser = { token, department: department.id };
      const socket = await openSocket(b, '/notifications', { token, department_id: department.id });
      const live: NotificationOut[] = [];
      socket.on('notification', (n: NotificationOut) => live.push(n));
      let refetchAsked = 0;
      socket.on('notifications_changed', () => (refetchAsked += 1));

      const healthy = await call(a, 'GET', '/health');
      expect(healthy.status).toBe(200);
      expect(healthy.body).toMatchObject({ status: 'healthy', redis: 'up' });
      // What the instances' adapters listen on, to know when they listen again.
      const patterns = redis.cli('PUBSUB', 'NUMPAT');
      const channels = redis.cli('PUBSUB', 'CHANNELS').split('\n').filter(Boolean).sort();

      await stop(redis.process!, 'SIGKILL');

      for (const instance of [a, b]) {
        const down = await until(`${instance.name} to report Redis down`, async () => {
          const health = await call(instance, 'GET', '/health');
          return health.body.redis === 'down' ? health : null;
        });
        // The instance still serves requests: a degraded answer, not a failed one.
        expect(down.status).toBe(200);
        expect(down.body).toMatchObject({ status: 'degraded', database: { status: 'up' }, redis: 'down' });
      }

      const whileDown = await call(a, 'POST', '/api/v1/notifications/simulate', asUser);
      expect(whileDown.status).toBe(201);
      const listed = await call(b, 'GET', '/api/v1/notifications', asUser);
      expect(listed.status).toBe(200);
      expect(listed.body).toEqual(
        expect.arrayContaining([expect.objectContaining({ title: 'Test notification' })]),
      );

      expect(refetchAsked).toBe(0);
      await redis.start();
      for (const instance of [a, b]) {
        await until(`${instance.name} to report Redis up`, async () => {
          const health = await call(instance, 'GET', '/health');
          return health.status === 200 && health.body.status === 'healthy' && health.body.redis === 'up';
        });
      }
      await until('the adapters to listen again', () => {
        const now = redis.cli('PUBSUB', 'CHANNELS').split('\n').filter(Boolean).sort();
        return redis.cli('PUBSUB', 'NUMPAT') === patterns && JSON.stringify(now) === JSON.stringify(channels);
      });
      // The socket to B never dropped (B itself stayed up), so no reconnect refetches the lists; B
      // asks its sockets to refetch once Redis is back, and the list holds what was missed live.
      expect(socket.connected).toBe(true);
      await until('B to ask its sockets to refetch', () => refetchAsked > 0);
      const missed = await call(b, 'GET', '/api/v1/notifications', asUser);
      expect(missed.body).toHaveLength(1);

      const before = live.length;
      const after = await call(a, 'POST', '/api/v1/notifications/simulate', asUser);
      expect(after.status).toBe(201);
      await until('the notification created after Redis came back, live on B', () => live.length > before);
      expect(live.at(-1)).toMatchObject({ title: 'Test notification' });
      // Both are stored, whatever reached the socket.
      expect(await Notification.count({ where: { user_id: user.id } })).toBe(2);
      // Every process is still up.
      for (const c of [a.process, b.process, worker]) expect(running(c)).toBe(true);
    }, 60_000);
  });
});
