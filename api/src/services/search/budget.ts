/**
 * What one person's searches may cost (docs/concurrency-and-limits.md, "Searches"). The borrowing
 * search reads every department's items, so it is the one call a single account could use to slow
 * down everybody. Its input is bounded (db/fullText.ts: words, tags, no word read row by row), and
 * here its running:
 *
 * - **Per person**: SEARCH_BURST searches at once, then one more every SEARCH_REFILL_MS (a bucket of
 *   tokens), and at most PER_PERSON_AT_ONCE running or waiting; beyond either, 429.
 * - **Per process**: SEARCH_SLOTS searches run at once, the others wait their turn in order for at
 *   most SEARCH_WAIT_MS (then 429). On SQLite each slot reads on a connection of its own, so searches
 *   never take the connections that lists, sign-ins and /health read on.
 * - **In the database**: each search has SEARCH_TIME_LIMIT_MS in all (db/read.ts, underTimeLimit);
 *   past it the database stops the statement and the answer is 400 `search_too_broad`.
 *
 * The counts are this process's own, kept in memory: a search is a read, and counting it in the
 * database (as the sign-in limits do, services/rateLimit.ts) would make every search a write. With
 * several API processes a person's allowance is per process.
 */
import { config } from '../../config';
import { isSqlite } from '../../db/sequelize';
import { TimeLimitExceeded, underTimeLimit } from '../../db/read';
import { BadRequest, TooManyRequests } from '../../errors';
import type { Actor } from '../../domain/actor';

/** Searches one person may start at once before the refill paces them. */
export const SEARCH_BURST = 20;
/** One more search per this many ms (60 a minute, sustained). */
export const SEARCH_REFILL_MS = 1000;
/** Searches of one person running or waiting at once (a search box that fires while typing needs 2). */
export const PER_PERSON_AT_ONCE = 2;
/** Searches running at once in this process: on SQLite, its search connections. */
export const SEARCH_SLOTS = isSqlite ? 2 : 4;
/** How long a search waits for a slot before it is turned away. */
export const SEARCH_WAIT_MS = 3000;

export const TOO_BROAD =
  'This search takes too long: narrow it with more or longer words, a category, a kind or a distance';
export const TOO_MANY_AT_ONCE = 'You have searches running already: wait for their answers';
export const SEARCHES_BUSY = 'Searches are busy right now: try again in a moment';
export const tooManySearches = (seconds: number) =>
  `Too many searches: try again in ${seconds} second${seconds === 1 ? '' : 's'}`;

interface Allowance {
  tokens: number;
  /** when `tokens` was last worked out */
  at: number;
  /** searches running or waiting */
  running: number;
}
const allowances = new Map<number, Allowance>();

/** Takes one token of the person's bucket, or refuses with 429 and when the next one comes. */
function takeToken(userId: number, now: number): Allowance {
  const allowance = allowances.get(userId) ?? { tokens: SEARCH_BURST, at: now, running: 0 };
  allowance.tokens = Math.min(SEARCH_BURST, allowance.tokens + (now - allowance.at) / SEARCH_REFILL_MS);
  allowance.at = now;
  allowances.set(userId, allowance);
  if (allowance.running >= PER_PERSON_AT_ONCE) throw new TooManyRequests(TOO_MANY_AT_ONCE, 1);
  if (allowance.tokens < 1) {
    const seconds = Math.max(1, Math.ceil(((1 - allowance.tokens) * SEARCH_REFILL_MS) / 1000));
    throw new TooManyRequests(tooManySearches(seconds), seconds);
  }
  allowance.tokens -= 1;
  return allowance;
}

/** Forgets people whose buckets are full and who run nothing: the map stays as small as the active set. */
function forgetIdle(now: number): void {
  if (allowances.size < 1000) return;
  for (const [id, a] of allowances)
    if (a.running === 0 && a.tokens + (now - a.at) / SEARCH_REFILL_MS >= SEARCH_BURST) allowances.delete(id);
}

const freeSlots = Array.from({ length: SEARCH_SLOTS }, (_, i) => i);
const waiting: { admit: (slot: number) => void }[] = [];

/** A slot, at once or in turn, or 429 after SEARCH_WAIT_MS. */
function takeSlot(): Promise<number> {
  const slot = freeSlots.pop();
  if (slot !== undefined) return Promise.resolve(slot);
  return new Promise((resolve, reject) => {
    const entry = {
      admit: (s: number) => {
        clearTimeout(timer);
        resolve(s);
      },
    };
    const timer = setTimeout(() => {
      waiting.splice(waiting.indexOf(entry), 1);
      reject(new TooManyRequests(SEARCHES_BUSY, 1));
    }, SEARCH_WAIT_MS);
    waiting.push(entry);
  });
}

function giveBack(slot: number): void {
  const next = waiting.shift();
  if (next) next.admit(slot);
  else freeSlots.push(slot);
}

/** Runs one search of `actor` within its allowance, a slot and the time limit. */
export async function withinSearchBudget<T>(actor: Actor, search: () => Promise<T>): Promise<T> {
  const now = performance.now();
  forgetIdle(now);
  const allowance = takeToken(actor.user.id, now);
  allowance.running += 1;
  try {
    const slot = await takeSlot();
    try {
      return await underTimeLimit(config.searchTimeLimitMs, `search-${slot}`, search);
    } catch (err) {
      if (err instanceof TimeLimitExceeded) throw new BadRequest(TOO_BROAD, 'search_too_broad');
      throw err;
    } finally {
      giveBack(slot);
    }
  } finally {
    allowance.running -= 1;
  }
}
