/**
 * The Redis count of open sockets on its own: places, scopes, and leases that end unless renewed.
 * Needs Redis (REDIS_URL); the default run has none and skips this file.
 */
import crypto from 'node:crypto';
import {
  releaseSocket,
  renewLeases,
  startSharedSocketCount,
  stopSharedSocketCount,
  takeSocket,
  type SocketOwner,
} from './sharedSocketCount';

const redisUrl = process.env.REDIS_URL;
const describeRedis = redisUrl ? describe : describe.skip;

const LIMITS = { session: 3, user: 5 };
const LEASE_MS = 400;

/** A person no other test (or test run on the same Redis) uses. */
const someone = () => 2_000_000_000 + crypto.randomInt(100_000_000);
const owner = (userId: number, sessionId: string | null): SocketOwner => ({
  member: `test:${crypto.randomUUID()}`,
  userId,
  sessionId,
});
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describeRedis('open sockets counted in Redis', () => {
  beforeEach(async () => {
    // Renewed only when a test says so: a lease then ends as an instance's that stopped.
    await startSharedSocketCount({ url: redisUrl ?? '', leaseMs: LEASE_MS, renewEveryMs: 0 });
  });
  afterEach(stopSharedSocketCount);

  it('admits up to the session limit, then names the full scope; a released place is free again', async () => {
    const userId = someone();
    const session = crypto.randomUUID();
    const taken = Array.from({ length: LIMITS.session }, () => owner(userId, session));
    expect(await Promise.all(taken.map((o) => takeSocket(o, LIMITS)))).toEqual([
      'admitted',
      'admitted',
      'admitted',
    ]);
    expect(await takeSocket(owner(userId, session), LIMITS)).toBe('session');
    releaseSocket(taken[0].member);
    releaseSocket(taken[0].member); // twice gives back one place only
    expect(await takeSocket(owner(userId, session), LIMITS)).toBe('admitted');
    expect(await takeSocket(owner(userId, session), LIMITS)).toBe('session');
  });

  it("counts a person across sessions; a refused socket takes no place in its session's count", async () => {
    const userId = someone();
    const [first, second] = [crypto.randomUUID(), crypto.randomUUID()];
    const inFirst = Array.from({ length: 3 }, () => owner(userId, first));
    for (const o of inFirst) expect(await takeSocket(o, LIMITS)).toBe('admitted');
    for (let i = 0; i < 2; i++) expect(await takeSocket(owner(userId, second), LIMITS)).toBe('admitted');
    expect(await takeSocket(owner(userId, second), LIMITS)).toBe('user');
    expect(await takeSocket(owner(userId, null), LIMITS)).toBe('user');
    releaseSocket(inFirst[0].member);
    // The second session holds 2 (not 3): one more fits before it is full.
    expect(await takeSocket(owner(userId, second), LIMITS)).toBe('admitted');
    expect(await takeSocket(owner(userId, second), LIMITS)).toBe('session');
    // A full session stays full whoever asks; another person's own session is not affected.
    expect(await takeSocket(owner(someone(), second), LIMITS)).toBe('session');
    expect(await takeSocket(owner(someone(), crypto.randomUUID()), LIMITS)).toBe('admitted');
  });

  it('does not count a socket whose lease has passed: an instance that stopped gives its places back', async () => {
    const userId = someone();
    const session = crypto.randomUUID();
    for (let i = 0; i < LIMITS.session; i++)
      expect(await takeSocket(owner(userId, session), LIMITS)).toBe('admitted');
    expect(await takeSocket(owner(userId, session), LIMITS)).toBe('session');
    await sleep(LEASE_MS + 100);
    expect(await takeSocket(owner(userId, session), LIMITS)).toBe('admitted');
  });

  it('keeps counting a live socket whose lease is renewed, and one released is not added back', async () => {
    const userId = someone();
    const session = crypto.randomUUID();
    const taken = Array.from({ length: LIMITS.session }, () => owner(userId, session));
    for (const o of taken) expect(await takeSocket(o, LIMITS)).toBe('admitted');
    for (let i = 0; i < 3; i++) {
      await sleep(LEASE_MS / 2);
      await renewLeases();
    }
    // Well past the first lease: still counted.
    expect(await takeSocket(owner(userId, session), LIMITS)).toBe('session');
    releaseSocket(taken[0].member);
    await renewLeases();
    const next = owner(userId, session);
    expect(await takeSocket(next, LIMITS)).toBe('admitted');
    expect(await takeSocket(owner(userId, session), LIMITS)).toBe('session');
  });

  it('answers null (count without Redis) when it is not connected', async () => {
    await stopSharedSocketCount();
    expect(await takeSocket(owner(someone(), crypto.randomUUID()), LIMITS)).toBeNull();
  });
});
