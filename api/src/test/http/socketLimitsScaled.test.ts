/**
 * The open-socket limits (SOCKET_LIMITS) across two API processes on one database and one Redis:
 * handshakes made at the same instant on both count against one allowance, and a closed socket on
 * one frees its place for the other. Then Redis goes away, and handshakes are still admitted.
 *
 * The processes use a Redis server of their own, started here on a free port, because the test
 * stops it: the shared one (REDIS_URL) must keep running for everyone else.
 */
import crypto from 'node:crypto';
import { SOCKET_LIMITS } from '../../realtime';
import { buildMember } from '../factories';
import { sessionToken, useTestDatabase } from '../server';
import { describeScaled, PrivateRedis, startApi, type Instance } from '../scaled';
import { stop, stopAll, until } from '../processes';
import { closeOpened, openSocket } from '../sockets';

useTestDatabase();

afterAll(stopAll);

const redis = new PrivateRedis();

afterEach(closeOpened);

/** One connection of its own to `instance`. */
const open = (instance: Instance, auth: Record<string, unknown>) => openSocket(instance.origin, auth);

describeScaled('open sockets per session and per person across two API processes', () => {
  let a: Instance;
  let b: Instance;

  beforeAll(async () => {
    await redis.start();
    // One after another: each start runs the migrations and settles the superuser.
    a = await startApi('A', redis);
    b = await startApi('B', redis);
  }, 240_000);

  it(`admits exactly ${SOCKET_LIMITS.session} of one session's handshakes made at once on both`, async () => {
    const { user, department } = await buildMember('student');
    const auth = { token: await sessionToken(user), department_id: department.id };
    const all = await Promise.all(Array.from({ length: 12 }, (_, i) => open(i % 2 ? b : a, auth)));
    expect(all.filter((o) => !o.error)).toHaveLength(SOCKET_LIMITS.session);
    const refused = all.filter((o) => o.error);
    expect(refused.map((o) => o.error?.data)).toEqual([
      { code: 'too_many_connections', scope: 'session', limit: 10 },
      { code: 'too_many_connections', scope: 'session', limit: 10 },
    ]);
    expect(refused[0].error?.message).toMatch(/^Too many open connections for this session \(at most 10\)/);
  });

  it(`admits exactly ${SOCKET_LIMITS.user} of one person's handshakes made at once across sessions and both`, async () => {
    const { user, department } = await buildMember('student');
    // Four sessions of 8: no session is full, the person is.
    const tokens = await Promise.all(
      Array.from({ length: 4 }, () => sessionToken(user, crypto.randomUUID())),
    );
    const all = await Promise.all(
      Array.from({ length: 32 }, (_, i) =>
        open(i % 2 ? b : a, { token: tokens[i % 4], department_id: department.id }),
      ),
    );
    expect(all.filter((o) => !o.error)).toHaveLength(SOCKET_LIMITS.user);
    expect(all.filter((o) => o.error).map((o) => o.error?.data)).toEqual([
      { code: 'too_many_connections', scope: 'user', limit: 30 },
      { code: 'too_many_connections', scope: 'user', limit: 30 },
    ]);
  });

  it("frees a socket's place on every process once it closes", async () => {
    const { user, department } = await buildMember('student');
    const auth = { token: await sessionToken(user), department_id: department.id };
    const onA = await Promise.all(Array.from({ length: SOCKET_LIMITS.session }, () => open(a, auth)));
    expect(onA.filter((o) => o.error)).toEqual([]);
    expect((await open(b, auth)).error?.data?.scope).toBe('session');
    onA[0].socket.close();
    // The place comes back once A has seen the socket close.
    await until('B to admit in the freed place', async () => {
      const next = await open(b, auth);
      return !next.error;
    });
    expect((await open(b, auth)).error?.data?.scope).toBe('session');
  });

  it('still admits handshakes while Redis is away (each process counts as it can)', async () => {
    const { user, department } = await buildMember('student');
    const auth = { token: await sessionToken(user), department_id: department.id };
    await stop(redis.process!, 'SIGKILL');
    const [onA, onB] = await Promise.all([open(a, auth), open(b, auth)]);
    expect(onA.error).toBeUndefined();
    expect(onB.error).toBeUndefined();
  }, 30_000);
});
