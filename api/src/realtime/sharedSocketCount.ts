/**
 * Open sockets per session and per person counted in Redis, so that every API instance admits
 * against one count: two handshakes at the same instant on two instances cannot both take the last
 * place. Without Redis there is one instance, and ./index.ts counts its own rooms exactly.
 *
 * Each count is a sorted set of socket entries scored by when their lease ends, on Redis's own clock
 * (the instances' clocks never disagree about it). One script takes a place atomically; a closed
 * socket gives it back; each instance renews the leases of its live sockets, so the sockets of an
 * instance that stopped without closing them leave the count by themselves within one lease.
 */
import { createClient, type RedisClientType } from 'redis';
import { logger } from '../logger';

const TAKE = `
local leaseMs, member = tonumber(ARGV[1]), ARGV[2]
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
for i, key in ipairs(KEYS) do
  redis.call('ZREMRANGEBYSCORE', key, '-inf', now)
  if redis.call('ZCARD', key) >= tonumber(ARGV[2 + i]) then return i end
end
for _, key in ipairs(KEYS) do
  redis.call('ZADD', key, now + leaseMs, member)
  redis.call('PEXPIRE', key, leaseMs)
end
return 0
`;

/** KEYS[i] holds member ARGV[i + 1]; added back if Redis lost it (it restarted, or the lease ran out). */
const RENEW = `
local leaseMs = tonumber(ARGV[1])
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
for i, key in ipairs(KEYS) do
  redis.call('ZADD', key, now + leaseMs, ARGV[i + 1])
  redis.call('PEXPIRE', key, leaseMs)
end
return 0
`;

export type SocketScope = 'session' | 'user';

export interface SocketOwner {
  /** unique across instances */
  member: string;
  userId: number;
  sessionId: string | null;
}

export interface SharedSocketCountOptions {
  url: string;
  /** how long a socket counts without its instance renewing it */
  leaseMs?: number;
  /** how often the live sockets' leases are renewed (0: never, for tests) */
  renewEveryMs?: number;
}

const LEASE_MS = 60_000;
/** A handshake waits no longer for Redis than this, then counts as without it. */
const ANSWER_MS = 2_000;
/** Entries renewed per script call: a large instance renews in a few calls, none of them long. */
const RENEW_BATCH = 500;

let client: RedisClientType | null = null;
let leaseMs = LEASE_MS;
let renewTimer: NodeJS.Timeout | null = null;
/** The sockets of this instance that count, by member: renewed until they close. */
const live = new Map<string, string[]>();
/** Redis failing is said once, until it answers again. */
let warned = false;

const keysOf = (owner: SocketOwner) => [
  ...(owner.sessionId ? [`sockets:session:${owner.sessionId}`] : []),
  `sockets:user:${owner.userId}`,
];

function failed(err: unknown, what: string): void {
  if (warned) return;
  warned = true;
  logger.warn({ err }, `open sockets: ${what}; each instance counts its own and asks the others`);
}

function withinTime<T>(promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Redis did not answer within ${ANSWER_MS} ms`)), ANSWER_MS);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** Connects (./index.ts, when REDIS_URL is set); until then, and while Redis is away, takeSocket answers null. */
export async function startSharedSocketCount(options: SharedSocketCountOptions): Promise<void> {
  if (client) return;
  const redis = createClient({ url: options.url }) as RedisClientType;
  redis.on('error', (err) => failed(err, 'redis error'));
  await redis.connect();
  client = redis;
  leaseMs = options.leaseMs ?? LEASE_MS;
  const every = options.renewEveryMs ?? Math.floor(leaseMs / 3);
  if (every > 0) {
    renewTimer = setInterval(() => void renewLeases(), every);
    renewTimer.unref();
  }
}

export async function stopSharedSocketCount(): Promise<void> {
  const redis = client;
  client = null;
  if (renewTimer) clearInterval(renewTimer);
  renewTimer = null;
  live.clear();
  warned = false;
  await redis?.quit().catch(() => undefined);
}

/**
 * Takes a place for one socket in its session's and its person's counts, across all instances: the
 * scope that is full ('session' checked first), 'admitted', or null when Redis cannot answer.
 */
export async function takeSocket(
  owner: SocketOwner,
  limits: Record<SocketScope, number>,
): Promise<'admitted' | SocketScope | null> {
  const redis = client;
  if (!redis?.isReady) return null;
  const keys = keysOf(owner);
  const scopes: SocketScope[] = owner.sessionId ? ['session', 'user'] : ['user'];
  try {
    const full = Number(
      await withinTime(
        redis.eval(TAKE, {
          keys,
          arguments: [String(leaseMs), owner.member, ...scopes.map((scope) => String(limits[scope]))],
        }),
      ),
    );
    warned = false;
    if (full > 0) return scopes[full - 1];
    live.set(owner.member, keys);
    return 'admitted';
  } catch (err) {
    failed(err, 'Redis did not answer');
    // Should the script still run after all, its entry goes again (the commands keep their order).
    void redis.zRem(keys[0], owner.member).catch(() => undefined);
    if (keys[1]) void redis.zRem(keys[1], owner.member).catch(() => undefined);
    return null;
  }
}

/**
 * Counts a socket admitted while Redis could not answer: the next renewal puts it in the counts, so
 * that once Redis is back the sockets it missed are counted too.
 */
export function keepSocket(owner: SocketOwner): void {
  if (client) live.set(owner.member, keysOf(owner));
}

/** Gives a socket's place back (closed, or dropped or refused after taking it); safe to call twice. */
export function releaseSocket(member: string): void {
  const keys = live.get(member);
  if (!keys) return;
  live.delete(member);
  // Best effort (sent once Redis is back, should it be away): an entry left behind leaves the
  // count when its lease ends.
  for (const key of keys) void client?.zRem(key, member).catch(() => undefined);
}

/** Renews the leases of this instance's live sockets (exported for tests). */
export async function renewLeases(): Promise<void> {
  const redis = client;
  if (!redis?.isReady || live.size === 0) return;
  const entries = [...live].flatMap(([member, keys]) => keys.map((key) => [key, member] as const));
  try {
    for (let at = 0; at < entries.length; at += RENEW_BATCH) {
      // A socket closed while an earlier batch ran is not added back.
      const batch = entries.slice(at, at + RENEW_BATCH).filter(([, member]) => live.has(member));
      if (batch.length === 0) continue;
      await redis.eval(RENEW, {
        keys: batch.map(([key]) => key),
        arguments: [String(leaseMs), ...batch.map(([, member]) => member)],
      });
    }
    warned = false;
  } catch (err) {
    failed(err, 'renewing leases failed');
  }
}
