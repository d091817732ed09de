/**
 * What one person's searches may cost (docs/concurrency-and-limits.md, "Searches"). The borrowing
 * search reads every department's items, so it is the one call a single account could use to slow
 * down everybody. Its input is bounded (db/fullText.ts: words, tags, no word read row by row), and
 * here its running:
 *
 * - **Per person**: SEARCH_BURST searches at once, then one more every SEARCH_REFILL_MS (a bucket of
 *   tokens), and at most PER_PERSON_AT_ONCE running or waiting; beyond either, 429. Taken as the
 *   request comes in, before its body is read (http/searchAllowance.ts: a SearchTicket), and given
 *   back when its answer is sent; a search whose client went away first is stopped where it is.
 * - **Per process**: a few searches run at once, each in a slot. One slot is for anybody; the others
 *   (LIGHT_SLOTS) only for light people: those whose searches typically take less than
 *   HEAVY_SEARCH_MS (a moving average) and took less than LIGHT_USAGE_MS in all lately (decaying
 *   over USAGE_DECAY_MS). So however many accounts send costly searches back to back, together they
 *   hold one slot, which is one core at most, and everybody else's searches go past them. A
 *   search waits for a slot for at most SEARCH_WAIT_MS (then 429), the one of the person who
 *   searched least lately first, less the time it waited; for the shared slot the costly searches
 *   first (giveBack). On SQLite each slot reads on a connection of its own, so searches never take
 *   the connections that lists, sign-ins and /health read on.
 * - **In the database**: each search has SEARCH_TIME_LIMIT_MS in all (db/read.ts, underTimeLimit);
 *   past it the database stops the statement and the answer is 400 `search_too_broad`.
 *
 * A person's allowance (the tokens and the searches at once) is counted in Redis when it is
 * configured (sharedAllowance.ts), so several API instances give one allowance, not one each; on
 * the embedded default there is one instance and it is counted in memory (a search is a read, and
 * counting it in the database would make every search a write). The light slots are each
 * instance's own: they share out that instance's connections. The shared slot is the installation's
 * (sharedAllowance.ts, takeInstallationSlot): with two instances, heavy searches still run one at a
 * time in the whole installation, on one of the database's cores, not one per instance.
 */
import { config } from '../../config';
import { isSqlite } from '../../db/sequelize';
import { TimeLimitExceeded, underTimeLimit } from '../../db/read';
import { BadRequest, TooManyRequests } from '../../errors';
import type { Actor } from '../../domain/actor';
import { observeSearchRun, observeSearchWait, type SearchTurnOutcome } from '../metrics';
import { takeInstallationSlot, takeSharedSearch } from './sharedAllowance';

/** Searches one person may start at once before the refill paces them. */
export const SEARCH_BURST = 20;
/** One more search per this many ms (60 a minute, sustained). */
export const SEARCH_REFILL_MS = 1000;
/** Searches of one person running or waiting at once (a search box that fires while typing needs 2). */
export const PER_PERSON_AT_ONCE = 2;
/**
 * Slots only for people who have searched little lately, beside the one for anybody. On SQLite each
 * is a connection of its own, read on Node's thread pool (4 threads, shared with every other read):
 * three searches at once fill both cores and leave a thread to lists, sign-ins and /health. On
 * MySQL/MariaDB each holds one of the pool's 10 connections while it runs, and the database's own
 * threads do the work.
 */
export const LIGHT_SLOTS = isSqlite ? 2 : 5;
/** Searches running at once in this process: on SQLite, its search connections. */
export const SEARCH_SLOTS = 1 + LIGHT_SLOTS;
/**
 * A person is light while their searches typically take less than this (a moving average: an
 * ordinary search takes tens of ms, the costliest a search can be made several hundred) ...
 */
export const HEAVY_SEARCH_MS = 250;
/**
 * ... and their searches' time, decaying over USAGE_DECAY_MS, is below this: a person who searches
 * every few seconds, each search a few hundred ms, stays light; one searching back to back does not.
 */
export const LIGHT_USAGE_MS = 5000;
export const USAGE_DECAY_MS = 30_000;
/**
 * A search in a light slot that runs longer than this goes on in the shared slot instead, unless
 * its person is known here to be light: KNOWN_AFTER searches answered, and none of theirs ran past
 * this in the last USAGE_DECAY_MS. A new account's first costly search holds a light slot for a
 * moment only, and one known light gets one long search per USAGE_DECAY_MS at most, while people
 * who search every few seconds are not sent behind the heavy ones when the machine is busy.
 */
export const LIGHT_TIME_LIMIT_MS = 250;
/** Searches this process must have answered of a person before it trusts them with a light slot's whole time. */
export const KNOWN_AFTER = 3;
/** How much of the moving average each search's own time makes. */
const TYPICAL_WEIGHT = 0.3;
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
  /** when `tokens` and `usage` were last worked out */
  at: number;
  /** searches running or waiting */
  running: number;
  /** ms of search time lately: each search adds its time, and the sum decays over USAGE_DECAY_MS */
  usage: number;
  /** ms a search of this person typically takes (a moving average) */
  typical: number;
  /** searches of this person answered here */
  searches: number;
  /** when a search of theirs last ran past LIGHT_TIME_LIMIT_MS in a light slot (performance.now) */
  overranAt: number;
  /** when a search of theirs was last taken back from a light slot's short leash (performance.now) */
  movedAt: number;
}
const allowances = new Map<number, Allowance>();

/** The person's allowance in this process, brought up to `now`. */
function allowanceOf(userId: number, now: number): Allowance {
  const allowance = allowances.get(userId) ?? {
    tokens: SEARCH_BURST,
    at: now,
    running: 0,
    usage: 0,
    typical: 0,
    searches: 0,
    overranAt: -Infinity,
    movedAt: -Infinity,
  };
  settle(allowance, now);
  allowances.set(userId, allowance);
  return allowance;
}

/** Takes one token of the person's bucket in this process, or refuses with 429 and when the next one comes. */
function takeToken(allowance: Allowance): void {
  if (allowance.running >= PER_PERSON_AT_ONCE) throw new TooManyRequests(TOO_MANY_AT_ONCE, 1);
  if (allowance.tokens < 1) {
    const seconds = Math.max(1, Math.ceil(((1 - allowance.tokens) * SEARCH_REFILL_MS) / 1000));
    throw new TooManyRequests(tooManySearches(seconds), seconds);
  }
  allowance.tokens -= 1;
}

/**
 * Takes one search of the person's allowance: across every instance when Redis counts it
 * (sharedAllowance.ts), else in this process. Answers how to give back its place in flight.
 */
async function takeSearch(userId: number, allowance: Allowance): Promise<() => Promise<void>> {
  const shared = await takeSharedSearch(userId, {
    burst: SEARCH_BURST,
    refillMs: SEARCH_REFILL_MS,
    atOnce: PER_PERSON_AT_ONCE,
    // waiting for a slot, a light slot's try and the whole time limit, and a margin
    flightMs: SEARCH_WAIT_MS * 2 + LIGHT_TIME_LIMIT_MS + config.searchTimeLimitMs + 5000,
  });
  if (shared === null) {
    takeToken(allowance);
    allowance.running += 1; // in the same turn as the check, so parallel searches cannot both pass it
    return async () => {};
  }
  if (shared.ok) {
    allowance.running += 1;
    return shared.release;
  }
  if (shared.reason === 'at_once') throw new TooManyRequests(TOO_MANY_AT_ONCE, 1);
  const seconds = Math.max(1, Math.ceil(shared.retryAfterMs / 1000));
  throw new TooManyRequests(tooManySearches(seconds), seconds);
}

/** Brings the tokens and the usage up to `now`. */
function settle(allowance: Allowance, now: number): void {
  const since = now - allowance.at;
  allowance.tokens = Math.min(SEARCH_BURST, allowance.tokens + since / SEARCH_REFILL_MS);
  allowance.usage *= Math.exp(-since / USAGE_DECAY_MS);
  allowance.at = now;
}

/** Counts a search of `ms` in the person's usage and typical time (the time a search took, or a test's). */
export function chargeSearchTime(userId: number, ms: number): void {
  const allowance = allowances.get(userId);
  if (!allowance) return;
  settle(allowance, performance.now());
  allowance.usage += ms;
  allowance.typical += TYPICAL_WEIGHT * (ms - allowance.typical);
}

function usageOf(allowance: Allowance): number {
  return allowance.usage * Math.exp(-(performance.now() - allowance.at) / USAGE_DECAY_MS);
}

/**
 * People this process remembers before it forgets the idle (each a few hundred bytes): what it
 * knows of a person (light, known light) lasts while they search now and then, not 20 s.
 */
const REMEMBERED = 50_000;
/** A person who has searched nothing for this long is forgotten, once REMEMBERED are remembered. */
const FORGET_AFTER_MS = 10 * 60_000;
let forgotAt = -Infinity;

/** Forgets people idle for FORGET_AFTER_MS, at most once a minute: the map stays the active set's size. */
function forgetIdle(now: number): void {
  if (allowances.size < REMEMBERED || now - forgotAt < 60_000) return;
  forgotAt = now;
  for (const [id, a] of allowances)
    if (a.running === 0 && now - a.at > FORGET_AFTER_MS) allowances.delete(id);
}

/** Slot 0 is for anybody; the others for light people only. */
const freeSlots = new Set(Array.from({ length: SEARCH_SLOTS }, (_, i) => i));
const SHARED_SLOT = 0;
interface Waiting {
  allowance: Allowance;
  /** the one slot it waits for, if only one will do */
  only?: number;
  /** when it began to wait (performance.now) */
  since: number;
  admit: (slot: number) => void;
}
const waiting: Waiting[] = [];

/** Searches of this process waiting for a slot now. */
export const searchesWaiting = (): number => waiting.length;

const isLight = (allowance: Allowance) =>
  allowance.typical < HEAVY_SEARCH_MS && usageOf(allowance) < LIGHT_USAGE_MS;

/** Light, seen here long enough to know it, and no long search lately (LIGHT_TIME_LIMIT_MS). */
const isKnownLight = (allowance: Allowance) =>
  allowance.searches >= KNOWN_AFTER &&
  performance.now() - allowance.overranAt > USAGE_DECAY_MS &&
  isLight(allowance);

/**
 * Whether the person may start a search in a light slot: light, and none of theirs taken back from
 * a light slot in the last USAGE_DECAY_MS. A search that was is known to be costly: the person's
 * next ones go to the shared slot at once rather than each holding a light slot for
 * LIGHT_TIME_LIMIT_MS first (their moving average, fed leash-cut times, would take several
 * searches to tell).
 */
const mayTakeLightSlot = (allowance: Allowance) =>
  isLight(allowance) && performance.now() - allowance.movedAt > USAGE_DECAY_MS;

/** A free slot `allowance`'s person may take now: a light one first, so the shared one stays free. */
function freeSlotFor(allowance: Allowance): number | undefined {
  if (mayTakeLightSlot(allowance)) for (const slot of freeSlots) if (slot !== SHARED_SLOT) return slot;
  return freeSlots.has(SHARED_SLOT) ? SHARED_SLOT : undefined;
}

/**
 * A slot (`only` that one, when given), at once or in turn, or 429 after SEARCH_WAIT_MS; given up
 * at once, with SearchCancelled, when `signal` says the client went away meanwhile.
 */
function takeSlot(allowance: Allowance, signal: AbortSignal, only?: number): Promise<number> {
  if (signal.aborted) return Promise.reject(new SearchCancelled());
  const slot = only === undefined ? freeSlotFor(allowance) : freeSlots.has(only) ? only : undefined;
  if (slot !== undefined) {
    freeSlots.delete(slot);
    return Promise.resolve(slot);
  }
  return new Promise((resolve, reject) => {
    const leave = (error: Error) => {
      clearTimeout(timer);
      signal.removeEventListener('abort', cancel);
      waiting.splice(waiting.indexOf(entry), 1);
      reject(error);
    };
    const cancel = () => leave(new SearchCancelled());
    const entry: Waiting = {
      allowance,
      only,
      since: performance.now(),
      admit: (s: number) => {
        clearTimeout(timer);
        signal.removeEventListener('abort', cancel);
        resolve(s);
      },
    };
    const timer = setTimeout(() => leave(new TooManyRequests(SEARCHES_BUSY, 1)), SEARCH_WAIT_MS);
    signal.addEventListener('abort', cancel, { once: true });
    waiting.push(entry);
  });
}

/** How often a search holding this instance's shared slot asks again for the installation's. */
const INSTALLATION_SLOT_POLL_MS = 20;

/**
 * The installation's shared slot (sharedAllowance.ts), asked for again every
 * INSTALLATION_SLOT_POLL_MS until `until` (then 429) or the client goes away; without Redis this
 * instance is the installation and its own shared slot is all there is.
 */
async function installationSlot(signal: AbortSignal, until: number): Promise<() => Promise<void>> {
  // Held no longer than a search can run in it, with a margin: the statement is stopped at the limit.
  const holdMs = config.searchTimeLimitMs + 2000;
  for (;;) {
    const taken = await takeInstallationSlot(holdMs);
    if (taken === null) return async () => {};
    if (taken) return taken;
    if (signal.aborted) throw new SearchCancelled();
    if (performance.now() + INSTALLATION_SLOT_POLL_MS > until) throw new TooManyRequests(SEARCHES_BUSY, 1);
    await new Promise((resolve) => setTimeout(resolve, INSTALLATION_SLOT_POLL_MS));
  }
}

/** A slot held by one search: `end` gives it back (and the installation's, for the shared one). */
interface Turn {
  slot: number;
  end: () => void;
}

/**
 * A slot, as takeSlot; the shared one also with the installation's, both within SEARCH_WAIT_MS.
 * The wait is recorded in the metrics by the kind of slot it got.
 */
async function takeTurn(allowance: Allowance, signal: AbortSignal, only?: number): Promise<Turn> {
  const asked = performance.now();
  const slot = await takeSlot(allowance, signal, only);
  if (slot !== SHARED_SLOT) {
    observeSearchWait('light', (performance.now() - asked) / 1000);
    return { slot, end: () => giveBack(slot) };
  }
  let leaveInstallation: () => Promise<void>;
  try {
    leaveInstallation = await installationSlot(signal, asked + SEARCH_WAIT_MS);
  } catch (err) {
    giveBack(slot);
    throw err;
  }
  observeSearchWait('shared', (performance.now() - asked) / 1000);
  // This instance's next heavy search goes on once the installation's slot is free again.
  return { slot, end: () => void leaveInstallation().finally(() => giveBack(slot)) };
}

/** A waiting search that no light slot will take: the shared slot is its only way in. */
const needsSharedSlot = (entry: Waiting) => entry.only === SHARED_SLOT || !mayTakeLightSlot(entry.allowance);

/**
 * How many ms of waiting make up for one ms of search time lately: within SEARCH_WAIT_MS a search
 * makes up for 600 ms, which people searching now and then differ by at most, not the seconds of
 * someone searching back to back.
 */
const WAIT_PER_USAGE = 5;

/**
 * Where a waiting search stands (lowest first): its person's search time lately, less the time it
 * has waited (WAIT_PER_USAGE). So the searches of someone searching back to back (seconds of
 * search time lately) go after an ordinary person's, who searches now and then, and searches of
 * people alike take turns. Ranked by search time alone, a steady stream of searches kept the last
 * in rank waiting until it was turned away.
 */
const waitingRank = (entry: Waiting, now: number) =>
  usageOf(entry.allowance) - (now - entry.since) / WAIT_PER_USAGE;

/**
 * A light slot goes to the light search of least waitingRank. The shared slot goes first to a
 * search no light slot will take (a light search has a light slot in turn), then by waitingRank.
 * Otherwise the slot is free again.
 */
function giveBack(slot: number): void {
  const now = performance.now();
  const before = (a: Waiting, b: Waiting) =>
    slot === SHARED_SLOT && needsSharedSlot(a) !== needsSharedSlot(b)
      ? needsSharedSlot(a)
      : waitingRank(a, now) < waitingRank(b, now);
  let next = -1;
  for (const [i, entry] of waiting.entries()) {
    if (entry.only !== undefined && entry.only !== slot) continue;
    if (slot !== SHARED_SLOT && !mayTakeLightSlot(entry.allowance)) continue;
    if (next < 0 || before(entry, waiting[next])) next = i;
  }
  if (next < 0) {
    freeSlots.add(slot);
    return;
  }
  const [entry] = waiting.splice(next, 1);
  entry.admit(slot);
}

/**
 * How long a search refused for its person's allowance waits before it is answered: a client that
 * asks again at once, back to back, then asks about once a second, and its refusals cost a timer,
 * not the CPU every other request needs.
 */
export const REFUSAL_PACE_MS = 1000;

/**
 * One search taken from its person's allowance: taken before anything else of the request is read
 * (http/searchAllowance.ts), held until its answer is sent.
 */
export interface SearchTicket {
  /** aborted when the client goes away before its answer: the search stops where it is */
  signal: AbortSignal;
  /** gives the search's place in flight back; only the first call counts */
  release: () => Promise<void>;
}

/**
 * Takes one search of `userId`'s allowance, or refuses with 429 after up to REFUSAL_PACE_MS. This is
 * all a refused search costs: no body read, no query run.
 */
export async function takeSearchAllowance(userId: number, signal: AbortSignal): Promise<SearchTicket> {
  const now = performance.now();
  forgetIdle(now);
  const allowance = allowanceOf(userId, now);
  let giveBack: () => Promise<void>;
  try {
    giveBack = await takeSearch(userId, allowance);
  } catch (err) {
    if (err instanceof TooManyRequests)
      await new Promise((resolve) =>
        setTimeout(resolve, Math.min(REFUSAL_PACE_MS, err.retryAfterSeconds * 1000)),
      );
    throw err;
  }
  let released = false;
  return {
    signal,
    release: async () => {
      if (released) return;
      released = true;
      allowance.running -= 1;
      await giveBack();
    },
  };
}

/** The search's client went away before its answer: nothing is left to answer. */
export class SearchCancelled extends Error {
  constructor() {
    super('the search was cancelled: its client went away');
  }
}

/**
 * Runs one search of `actor` within its allowance (`ticket`, taken as the request came in; else
 * taken here), a slot and the time limit.
 */
export async function withinSearchBudget<T>(
  actor: Actor,
  search: () => Promise<T>,
  ticket?: SearchTicket,
): Promise<T> {
  const taken = ticket ?? (await takeSearchAllowance(actor.user.id, new AbortController().signal));
  const { signal } = taken;
  const allowance = allowanceOf(actor.user.id, performance.now());
  try {
    const turn = await takeTurn(allowance, signal);
    const { slot } = turn;
    const light = slot !== SHARED_SLOT;
    const leashed = light && !isKnownLight(allowance);
    const started = performance.now();
    let outcome: SearchTurnOutcome = 'failed';
    try {
      // A light slot is for quick searches: one of a person not known here yet that outlasts
      // LIGHT_TIME_LIMIT_MS there is taken back and run again in the shared slot, with the whole
      // time limit.
      const answer = await underTimeLimit(
        leashed ? Math.min(LIGHT_TIME_LIMIT_MS, config.searchTimeLimitMs) : config.searchTimeLimitMs,
        `search-${slot}`,
        search,
        signal,
      );
      outcome = 'answered';
      allowance.searches += 1;
      return answer;
    } catch (err) {
      if (!(err instanceof TimeLimitExceeded)) throw err;
      if (signal.aborted) {
        outcome = 'cancelled';
        throw new SearchCancelled();
      }
      if (!leashed) {
        outcome = 'too_broad';
        throw new BadRequest(TOO_BROAD, 'search_too_broad');
      }
      outcome = 'moved';
      allowance.movedAt = performance.now();
    } finally {
      const ms = performance.now() - started;
      if (light && ms > LIGHT_TIME_LIMIT_MS) allowance.overranAt = performance.now();
      chargeSearchTime(actor.user.id, ms);
      observeSearchRun(light ? 'light' : 'shared', outcome, ms / 1000);
      turn.end();
    }
    const sharedTurn = await takeTurn(allowance, signal, SHARED_SLOT);
    const again = performance.now();
    let outcomeAgain: SearchTurnOutcome = 'failed';
    try {
      const answer = await underTimeLimit(config.searchTimeLimitMs, `search-${SHARED_SLOT}`, search, signal);
      outcomeAgain = 'answered';
      allowance.searches += 1;
      return answer;
    } catch (err) {
      if (!(err instanceof TimeLimitExceeded)) throw err;
      outcomeAgain = signal.aborted ? 'cancelled' : 'too_broad';
      throw signal.aborted ? new SearchCancelled() : new BadRequest(TOO_BROAD, 'search_too_broad');
    } finally {
      const ms = performance.now() - again;
      chargeSearchTime(actor.user.id, ms);
      observeSearchRun('shared', outcomeAgain, ms / 1000);
      sharedTurn.end();
    }
  } finally {
    if (!ticket) await taken.release();
  }
}
