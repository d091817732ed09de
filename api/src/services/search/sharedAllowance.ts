/**
 * A person's search allowance kept in Redis, so that every API instance draws from one bucket
 * (docs/concurrency-and-limits.md, "Searches"): two instances give the same allowance as one.
 * Without Redis there is one instance, and budget.ts keeps the allowance in its memory.
 *
 * One script takes a search atomically: it brings the person's tokens up to Redis's own clock (the
 * instances' clocks never disagree about it), refuses when SEARCH-at-once searches are in flight or
 * no token is left, and otherwise takes a token and records the search as in flight until it ends
 * or, should its instance stop meanwhile, until it could no longer be running.
 */
import { createClient, type RedisClientType } from 'redis';
import { config } from '../../config';
import { logger } from '../../logger';

const TAKE = `
local tokensKey, flightKey = KEYS[1], KEYS[2]
local burst, refillMs, atOnce, flightMs, id =
  tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4]), ARGV[5]
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
redis.call('ZREMRANGEBYSCORE', flightKey, '-inf', now)
if redis.call('ZCARD', flightKey) >= atOnce then return {0, 0} end
local state = redis.call('HMGET', tokensKey, 'tokens', 'at')
local tokens = tonumber(state[1]) or burst
local at = tonumber(state[2]) or now
tokens = math.min(burst, tokens + math.max(0, now - at) / refillMs)
if tokens < 1 then return {-1, math.ceil((1 - tokens) * refillMs)} end
redis.call('HSET', tokensKey, 'tokens', tostring(tokens - 1), 'at', tostring(now))
redis.call('PEXPIRE', tokensKey, math.ceil(burst * refillMs))
redis.call('ZADD', flightKey, now + flightMs, id)
redis.call('PEXPIRE', flightKey, flightMs)
return {1, 0}
`;

export type SharedTake =
  | { ok: true; release: () => Promise<void> }
  | { ok: false; reason: 'at_once' }
  | { ok: false; reason: 'tokens'; retryAfterMs: number };

export interface AllowanceRules {
  burst: number;
  refillMs: number;
  atOnce: number;
  /** how long a search can possibly last (waiting for a slot, then its time limit twice) */
  flightMs: number;
}

let client: RedisClientType | null = null;
let sequence = 0;

/** Connects when REDIS_URL is set (main.ts); until then, and while Redis is away, budget.ts counts alone. */
export async function startSharedAllowance(): Promise<void> {
  if (!config.redisUrl || client) return;
  const redis = createClient({ url: config.redisUrl }) as RedisClientType;
  redis.on('error', (err) => logger.warn({ err }, 'search allowance: redis error'));
  await redis.connect();
  client = redis;
}

export async function stopSharedAllowance(): Promise<void> {
  const redis = client;
  client = null;
  await redis?.quit().catch(() => undefined);
}

/** Whether searches are counted across instances right now. */
export const sharedAllowanceReady = (): boolean => client?.isReady === true;

/** Takes one search of `userId` across all instances; null when Redis cannot answer (count in memory). */
export async function takeSharedSearch(userId: number, rules: AllowanceRules): Promise<SharedTake | null> {
  const redis = client;
  if (!redis?.isReady) return null;
  const flightKey = `search:flight:${userId}`;
  const id = `${process.pid}:${++sequence}:${Date.now()}`;
  try {
    const [outcome, wait] = (await redis.eval(TAKE, {
      keys: [`search:tokens:${userId}`, flightKey],
      arguments: [rules.burst, rules.refillMs, rules.atOnce, rules.flightMs, id].map(String),
    })) as [number, number];
    if (outcome === 0) return { ok: false, reason: 'at_once' };
    if (outcome === -1) return { ok: false, reason: 'tokens', retryAfterMs: Number(wait) };
    return {
      ok: true,
      release: async () => {
        // Best effort: a search left in flight leaves it by itself when flightMs has passed.
        await redis.zRem(flightKey, id).catch(() => undefined);
      },
    };
  } catch (err) {
    logger.warn({ err }, 'search allowance: counted in this process, Redis did not answer');
    return null;
  }
}

/**
 * The slot heavy searches share (budget.ts) is one in the whole installation: each instance's
 * shared slot also holds this lease while its search runs, so two instances never run two costly
 * statements at once. The lease lasts `holdMs` at most, so an instance that stops while holding it
 * frees it by itself; only its holder can give it back.
 */
const SHARED_SLOT_KEY = 'search:shared-slot';
const GIVE_BACK = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`;

/**
 * Takes the installation's shared search slot for up to `holdMs`: how to give it back, false while
 * another search holds it, null when Redis cannot answer (this instance's own slot must do).
 */
export async function takeInstallationSlot(holdMs: number): Promise<(() => Promise<void>) | false | null> {
  const redis = client;
  if (!redis?.isReady) return null;
  const holder = `${process.pid}:${++sequence}:${Date.now()}`;
  try {
    const taken = await redis.set(SHARED_SLOT_KEY, holder, { NX: true, PX: holdMs });
    if (taken === null) return false;
    return async () => {
      await redis.eval(GIVE_BACK, { keys: [SHARED_SLOT_KEY], arguments: [holder] }).catch(() => undefined);
    };
  } catch (err) {
    logger.warn({ err }, 'search slot: held in this process only, Redis did not answer');
    return null;
  }
}
