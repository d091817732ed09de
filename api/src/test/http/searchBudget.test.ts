/**
 * The searches' cost ceiling (services/search/budget.ts, db/fullText.ts): bounded input, a per-person
 * allowance, a few slots per process, and a time limit the database enforces.
 */
import { execFileSync } from 'node:child_process';
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Actor } from '../../domain/actor';
import { SHORT_WORD_DEPARTMENTS } from '../../db/fullText';
import { readRows, TimeLimitExceeded, underTimeLimit } from '../../db/read';
import { isSqlite } from '../../db/sequelize';
import {
  chargeSearchTime,
  HEAVY_SEARCH_MS,
  KNOWN_AFTER,
  LIGHT_TIME_LIMIT_MS,
  PER_PERSON_AT_ONCE,
  REFUSAL_PACE_MS,
  SEARCH_BURST,
  SEARCH_SLOTS,
  SEARCHES_BUSY,
  searchesWaiting,
  TOO_MANY_AT_ONCE,
  withinSearchBudget,
} from '../../services/search/budget';
import {
  startSharedAllowance,
  stopSharedAllowance,
  takeInstallationSlot,
} from '../../services/search/sharedAllowance';
import { createClient } from 'redis';
import { createApp } from '../../app';
import { buildDepartment, buildMember, buildProp } from '../factories';
import { until } from '../processes';
import { testServer, useTestDatabase } from '../server';

useTestDatabase();

const API = '/api/v1/search';
let nextPerson = 1_000_000;
const person = () => ({ user: { id: nextPerson++ } }) as Actor;

/** A person whose searches took `ms` in all lately, as this process counts them. */
async function personWhoSearched(ms: number): Promise<Actor> {
  const actor = person();
  await withinSearchBudget(actor, () => Promise.resolve());
  chargeSearchTime(actor.user.id, ms);
  return actor;
}
/** A person who searches costly: the shared slot is theirs only. */
const heavyPerson = () => personWhoSearched(HEAVY_SEARCH_MS * 10);

/** A search that runs until `finish` is called. */
function heldSearch(actor: Actor) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  const answer = withinSearchBudget(actor, () => done);
  return { answer, finish };
}

/** Sends an advanced search to `server`; answers how to hang up before its answer. */
function searchThenHangUp(server: http.Server, headers: Record<string, string>): () => void {
  const { port } = server.address() as AddressInfo;
  const req = http.request({ host: '127.0.0.1', port, method: 'POST', path: `${API}/advanced`, headers });
  req.on('error', () => undefined);
  req.end('{}');
  return () => req.destroy();
}

async function student() {
  const { user, department } = await buildMember('student', await buildDepartment());
  return testServer(user, department);
}

describe('the borrowing search refuses input past its ceiling', () => {
  it('answers 422 for too many words or tags, and a tag too short to look up, naming the field', async () => {
    const api = await student();
    const words = Array.from({ length: 66 }, (_, i) => `${'abcdefghij'[i % 10]}${i % 7}`).join(' ');
    const refused = async (body: Record<string, unknown>, loc: string[], msg: string) => {
      const res = await api.post(`${API}/inter-department`).send(body).expect(422);
      expect(res.body.detail).toEqual([expect.objectContaining({ loc, msg })]);
    };
    await refused({ query: words.slice(0, 200) }, ['body', 'query'], 'Search for at most 8 words');
    const sixty = Array.from({ length: 60 }, (_, i) => `t${i}`).join(',');
    await refused({ tags: sixty.slice(0, 200) }, ['body', 'tags'], 'Filter by at most 10 tags');
    await refused(
      { tags: 'lamp,a' },
      ['body', 'tags'],
      'The tag "a" is too short to search for: use a word of two or more letters or digits',
    );
    await refused({ query: 'x'.repeat(201) }, ['body', 'query'], 'Must be no more than 200 characters');
    // The same limits hold for the department's own search.
    const res = await api
      .post(`${API}/advanced`)
      .send({ query: words.slice(0, 200) })
      .expect(422);
    expect(res.body.detail[0].msg).toBe('Search for at most 8 words');
  });

  it('finds two-letter words and tags through the index in other departments', async () => {
    // Nearby departments only: on MySQL/MariaDB two-letter words are looked up in a few at most.
    const me = await buildDepartment({ latitude: 20, longitude: 20 });
    const api = testServer((await buildMember('student', me)).user, me);
    const lender = await buildDepartment({ latitude: 20.01, longitude: 20 });
    await buildProp({ department: lender, name: 'TV stand', tags: 'av,living room' });
    await buildProp({ department: lender, name: 'Radio', tags: 'av' });
    const names = async (body: Record<string, unknown>) =>
      (
        (
          await api
            .post(`${API}/inter-department`)
            .send({ ...body, max_distance: 5 })
            .expect(200)
        ).body as { name: string }[]
      )
        .filter((hit) => ['TV stand', 'Radio'].includes(hit.name))
        .map((hit) => hit.name)
        .sort();
    expect(await names({ query: 'tv' })).toEqual(['TV stand']);
    expect(await names({ query: 'tv st' })).toEqual(['TV stand']);
    expect(await names({ tags: 'av' })).toEqual(['Radio', 'TV stand']);
    expect(await names({ tags: 'living room' })).toEqual(['TV stand']);
    // A tag is matched whole: "living" alone is not the tag "living room".
    expect(await names({ tags: 'living' })).toEqual([]);
  });
});

describe('two-letter words across many departments', () => {
  it(`are looked up within ${SHORT_WORD_DEPARTMENTS} departments on MySQL/MariaDB, else refused saying how to search`, async () => {
    const me = await buildDepartment({ latitude: 10, longitude: 10 });
    const { user } = await buildMember('student', me);
    const api = testServer(user, me);
    const near = await buildDepartment({ latitude: 10.01, longitude: 10 });
    await buildProp({ department: near, name: 'TV cabinet' });
    for (let i = 0; i <= SHORT_WORD_DEPARTMENTS; i++) await buildDepartment();
    const names = (res: { body: { name: string }[] }) => res.body.map((hit) => hit.name);
    // Near enough to take in a few departments: found on every database.
    const nearby = await api
      .post(`${API}/inter-department`)
      .send({ query: 'tv', max_distance: 5 })
      .expect(200);
    expect(names(nearby)).toEqual(['TV cabinet']);
    const everywhere = await api.post(`${API}/inter-department`).send({ query: 'tv cab' });
    if (isSqlite) {
      expect(everywhere.status).toBe(200);
      expect(names(everywhere)).toContain('TV cabinet');
    } else {
      expect(everywhere.status).toBe(400);
      expect(everywhere.body.code).toBe('search_too_broad');
      expect(everywhere.body.detail).toMatch(
        new RegExp(
          `^"tv" is too short to look for in \\d+ departments at once: use words of 3 letters or more, or a distance that takes in at most ${SHORT_WORD_DEPARTMENTS} departments$`,
        ),
      );
    }
    // Longer words are looked up anywhere.
    const longer = await api.post(`${API}/inter-department`).send({ query: 'cabinet' }).expect(200);
    expect(names(longer)).toContain('TV cabinet');
  });
});

describe("a person's searches", () => {
  it(`allow ${SEARCH_BURST} at once, then answer 429 with when to try again; others are not held back`, async () => {
    const api = await student();
    // The bucket refills one a second as the searches run: count how many pass before the first 429.
    const started = Date.now();
    let passed = 0;
    let res = await api.post(`${API}/advanced`).send({});
    let asked = performance.now();
    while (res.status === 200 && passed < SEARCH_BURST * 3) {
      passed++;
      asked = performance.now();
      res = await api.post(`${API}/advanced`).send({});
    }
    // The refusal is paced: a client asking again at once asks about once a second.
    expect(performance.now() - asked).toBeGreaterThanOrEqual(REFUSAL_PACE_MS * 0.9);
    expect(res.status).toBe(429);
    expect(passed).toBeGreaterThanOrEqual(SEARCH_BURST);
    expect(passed).toBeLessThanOrEqual(SEARCH_BURST + Math.ceil((Date.now() - started) / 1000));
    expect(res.body.detail).toMatch(/^Too many searches: try again in \d+ seconds?$/);
    expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    await (await student()).post(`${API}/inter-department`).send({}).expect(200);
  });

  it(`run at most ${PER_PERSON_AT_ONCE} at once per person`, async () => {
    const actor = person();
    const held = Array.from({ length: PER_PERSON_AT_ONCE }, () => heldSearch(actor));
    await expect(withinSearchBudget(actor, () => Promise.resolve('ran'))).rejects.toMatchObject({
      status: 429,
      message: TOO_MANY_AT_ONCE,
    });
    for (const h of held) h.finish();
    await Promise.all(held.map((h) => h.answer));
    await expect(withinSearchBudget(actor, () => Promise.resolve('ran'))).resolves.toBe('ran');
  });
});

describe('a search over its allowance', () => {
  it('is refused before its body is read, and a search whose client hangs up gives its place back', async () => {
    const { user, department } = await buildMember('student', await buildDepartment());
    const api = testServer(user, department);
    const me = { user: { id: user.id } } as Actor;
    const held = Array.from({ length: PER_PERSON_AT_ONCE }, () => heldSearch(me));
    // Not JSON at all: parsed, it would be a 400; the allowance answers first.
    const refused = await api
      .post(`${API}/inter-department`)
      .set('Content-Type', 'application/json')
      .send('{"query": "lantern"');
    expect(refused.status).toBe(429);
    expect(refused.body.detail).toBe(TOO_MANY_AT_ONCE);
    for (const h of held) h.finish();
    await Promise.all(held.map((h) => h.answer));
    await api
      .post(`${API}/inter-department`)
      .set('Content-Type', 'application/json')
      .send('{"query": "lantern"')
      .expect(400);

    // Every slot held: this person's searches wait, and their client gives up on them.
    const slots = Array.from({ length: SEARCH_SLOTS }, () => heldSearch(person()));
    const server = http.createServer(createApp()).listen(0, '127.0.0.1');
    await once(server, 'listening');
    const headers = {
      Authorization: `Bearer ${api.token}`,
      'X-Current-Department': String(department.id),
      'Content-Type': 'application/json',
    };
    const hangUps = Array.from({ length: PER_PERSON_AT_ONCE }, () => searchThenHangUp(server, headers));
    await until('the searches to wait for a slot', () => searchesWaiting() === PER_PERSON_AT_ONCE);
    for (const hangUp of hangUps) hangUp();
    // They leave the queue, and their places in flight are free: the person's next search is not
    // refused for searches at once but waits for a slot too, and runs when one frees.
    await until('the abandoned searches to leave the queue', () => searchesWaiting() === 0);
    server.close();
    const next = api.post(`${API}/advanced`).send({});
    const answered = next.then((res) => (res.status === 200 ? 200 : `${res.status} ${res.body.detail}`));
    await until('the next search to wait for a slot', () => searchesWaiting() === 1);
    for (const h of slots) h.finish();
    await Promise.all(slots.map((h) => h.answer));
    expect(await answered).toBe(200);
  });
});

describe('searches in a process', () => {
  it(`run ${SEARCH_SLOTS} at once; the next waits its turn, in order, and is turned away after a while`, async () => {
    const held = Array.from({ length: SEARCH_SLOTS }, () => heldSearch(person()));
    const order: string[] = [];
    const first = withinSearchBudget(person(), () => Promise.resolve(order.push('first')));
    const second = withinSearchBudget(person(), () => Promise.resolve(order.push('second')));
    await new Promise((resolve) => setImmediate(resolve));
    expect(order).toEqual([]);
    held[0].finish();
    await Promise.all([first, second]);
    expect(order).toEqual(['first', 'second']);

    for (const h of held) h.finish();
    await Promise.all(held.map((h) => h.answer));

    // Every slot held: a search gives up after its wait, with 429 and a message.
    const more = Array.from({ length: SEARCH_SLOTS }, () => heldSearch(person()));
    const started = Date.now();
    await expect(withinSearchBudget(person(), () => Promise.resolve('ran'))).rejects.toMatchObject({
      status: 429,
      message: SEARCHES_BUSY,
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(2900);
    for (const h of more) h.finish();
    await Promise.all(more.map((h) => h.answer));
  });
});

describe('people who have searched a lot lately', () => {
  it('share one slot, while everybody else goes past them', async () => {
    const [a, b] = [await heavyPerson(), await heavyPerson()];
    const first = heldSearch(a);
    const order: string[] = [];
    // b waits for the one slot heavy people share, though the others are free ...
    const second = withinSearchBudget(b, () => Promise.resolve(order.push('heavy b')));
    // ... while a light person's search runs at once.
    await withinSearchBudget(person(), () => Promise.resolve(order.push('light')));
    expect(order).toEqual(['light']);
    first.finish();
    await Promise.all([first.answer, second]);
    expect(order).toEqual(['light', 'heavy b']);
  });

  it('go after people who searched less, unless they have waited that much longer', async () => {
    const [a, b] = [await personWhoSearched(100), await personWhoSearched(100)];
    const held = Array.from({ length: SEARCH_SLOTS }, () => heldSearch(person()));
    const order: string[] = [];
    // Asked together, with one slot to come free: the person who searched less goes first.
    const first = withinSearchBudget(a, () => Promise.resolve(order.push('busier')));
    const second = withinSearchBudget(person(), () => Promise.resolve(order.push('newcomer')));
    await new Promise((resolve) => setImmediate(resolve));
    held[0].finish();
    await Promise.all([first, second]);
    expect(order).toEqual(['newcomer', 'busier']);
    // Asked longer before than the difference in search time: the busier person goes first.
    const late = withinSearchBudget(b, () => Promise.resolve(order.push('busier, waited')));
    await new Promise((resolve) => setTimeout(resolve, 700));
    const fresh = withinSearchBudget(person(), () => Promise.resolve(order.push('newcomer, just asked')));
    await new Promise((resolve) => setImmediate(resolve));
    held[1].finish();
    await Promise.all([late, fresh]);
    expect(order).toEqual(['newcomer', 'busier', 'busier, waited', 'newcomer, just asked']);
    for (const h of held) h.finish();
    await Promise.all(held.map((h) => h.answer));
  });

  it('have the shared slot before light people, who will have a light slot in turn', async () => {
    const heavyOne = await heavyPerson();
    // Every slot held by light people: the light ones first, the shared one last.
    const held = Array.from({ length: SEARCH_SLOTS }, () => heldSearch(person()));
    const order: string[] = [];
    const light = withinSearchBudget(person(), () => Promise.resolve(order.push('light')));
    const heavy = withinSearchBudget(heavyOne, () => Promise.resolve(order.push('heavy')));
    await new Promise((resolve) => setImmediate(resolve));
    held[SEARCH_SLOTS - 1].finish();
    await heavy;
    expect(order).toEqual(['heavy']);
    held[0].finish();
    await light;
    expect(order).toEqual(['heavy', 'light']);
    for (const h of held) h.finish();
    await Promise.all(held.map((h) => h.answer));
  });
});

/** Counted in Redis: only where the run has one (the MariaDB and Redis run does). */
const describeWithRedis = process.env.REDIS_URL ? describe : describe.skip;

describeWithRedis('the slot people who searched a lot share, with Redis', () => {
  const SLOT_KEY = 'search:shared-slot';
  let redis: ReturnType<typeof createClient>;
  beforeAll(async () => {
    redis = createClient({ url: process.env.REDIS_URL });
    await redis.connect();
    await startSharedAllowance();
  });
  afterAll(async () => {
    await stopSharedAllowance();
    await redis.del(SLOT_KEY);
    await redis.quit();
  });

  it('is one in the installation: held by another instance, heavy searches here wait for it', async () => {
    const actor = await heavyPerson();
    // Another instance runs a heavy search: it holds the installation's slot.
    await redis.set(SLOT_KEY, 'another instance', { PX: 60_000 });
    let ran = false;
    const started = performance.now();
    await expect(withinSearchBudget(actor, () => Promise.resolve(void (ran = true)))).rejects.toMatchObject({
      status: 429,
      message: SEARCHES_BUSY,
    });
    expect(ran).toBe(false);
    expect(performance.now() - started).toBeGreaterThanOrEqual(2900);
    // A light person's search goes past it, in this instance's own light slot.
    await expect(withinSearchBudget(person(), () => Promise.resolve('light'))).resolves.toBe('light');

    // The other instance's search ends: this one runs, holding the slot while it runs ...
    const order: string[] = [];
    let finish!: () => void;
    const running = withinSearchBudget(actor, () => {
      order.push('heavy');
      return new Promise<void>((resolve) => (finish = resolve));
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(order).toEqual([]);
    await redis.del(SLOT_KEY);
    await until('the heavy search to run', () => order.length === 1);
    const holder = await redis.get(SLOT_KEY);
    expect(holder).toMatch(new RegExp(`^${process.pid}:`));
    // ... which another instance cannot take meanwhile,
    expect(await redis.set(SLOT_KEY, 'another instance', { NX: true, PX: 60_000 })).toBeNull();
    finish();
    await running;
    // and gives it back when it ends.
    await until('the slot to be given back', async () => (await redis.get(SLOT_KEY)) === null);
  });

  it('is freed by itself when its instance stops holding it; only its holder gives it back', async () => {
    const actor = await heavyPerson();
    // An instance that stopped mid-search: its hold ends on its own.
    await redis.set(SLOT_KEY, 'a stopped instance', { PX: 300 });
    await expect(withinSearchBudget(actor, () => Promise.resolve('ran'))).resolves.toBe('ran');
    expect(await redis.get(SLOT_KEY)).toBeNull();

    // A holder whose hold ran out and was taken by another leaves the other's alone.
    const giveBack = await takeInstallationSlot(100);
    expect(giveBack).toBeInstanceOf(Function);
    expect(await takeInstallationSlot(100)).toBe(false);
    await until('the hold to run out', async () => (await redis.get(SLOT_KEY)) === null);
    await redis.set(SLOT_KEY, 'another instance', { PX: 60_000 });
    await (giveBack as () => Promise<void>)();
    expect(await redis.get(SLOT_KEY)).toBe('another instance');
  });
});

describe('a search that outlasts its light slot', () => {
  it(`runs again in the shared slot for a person not known yet, whose next go there at once, and on for one known light after ${KNOWN_AFTER} answered searches, once`, async () => {
    /** A search of two statements with LIGHT_TIME_LIMIT_MS and more between them; its tries counted. */
    const slowSearch = (tries: { n: number }) => async () => {
      tries.n += 1;
      await readRows('SELECT 1 AS one');
      await new Promise((resolve) => setTimeout(resolve, LIGHT_TIME_LIMIT_MS + 100));
      return readRows('SELECT 2 AS two');
    };
    const stranger = { n: 0 };
    const newcomer = person();
    await expect(withinSearchBudget(newcomer, slowSearch(stranger))).resolves.toEqual([{ two: 2 }]);
    expect(stranger.n).toBe(2);
    // Taken back once: for a while the newcomer's searches go to the shared slot at once, with the
    // whole time limit, and wait for it there though light slots are free.
    const costly = { n: 0 };
    await expect(withinSearchBudget(newcomer, slowSearch(costly))).resolves.toEqual([{ two: 2 }]);
    expect(costly.n).toBe(1);
    const holder = heldSearch(newcomer);
    const order: string[] = [];
    const waits = withinSearchBudget(newcomer, () => Promise.resolve(order.push('newcomer')));
    await withinSearchBudget(person(), () => Promise.resolve(order.push('light')));
    expect(order).toEqual(['light']);
    holder.finish();
    await Promise.all([holder.answer, waits]);
    expect(order).toEqual(['light', 'newcomer']);

    const regular = person();
    for (let i = 0; i < KNOWN_AFTER; i++) await withinSearchBudget(regular, () => Promise.resolve());
    const known = { n: 0 };
    await expect(withinSearchBudget(regular, slowSearch(known))).resolves.toEqual([{ two: 2 }]);
    expect(known.n).toBe(1);
    // One long search lately: the next is on the short leash again.
    const again = { n: 0 };
    await expect(withinSearchBudget(regular, slowSearch(again))).resolves.toEqual([{ two: 2 }]);
    expect(again.n).toBe(2);
  });
});

/** A statement that counts a billion rows: seconds of work in either database. */
const SLOW =
  'WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 1000) SELECT COUNT(*) AS n FROM c a, c b, c d';

describe('a time limit on the search statements', () => {
  it('stops a statement past it in the database and frees the connection for the next', async () => {
    if (isSqlite) {
      // An in-memory database has one connection, which no timer may interrupt: the limit is
      // tried where it applies, on a database file, in a process of its own.
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scenedock-time-limit-'));
      const script = path.join(dir, 'limit.ts');
      fs.writeFileSync(
        script,
        `import { migrate } from ${JSON.stringify(path.resolve(__dirname, '../../db/migrator'))};
import { readRows, underTimeLimit } from ${JSON.stringify(path.resolve(__dirname, '../../db/read'))};
(async () => {
  await migrate();
  const started = performance.now();
  const outcome = await underTimeLimit(200, 'search-0', () => readRows(${JSON.stringify(SLOW)})).then(
    () => 'finished',
    (err: Error) => err.constructor.name,
  );
  const ms = performance.now() - started;
  const after = await underTimeLimit(2000, 'search-0', () => readRows('SELECT 1 AS one'));
  const other = await readRows('SELECT 2 AS two');
  const client = new AbortController();
  setTimeout(() => client.abort(), 200);
  const cancelledAt = performance.now();
  const cancelled = await underTimeLimit(20000, 'search-0', () => readRows(${JSON.stringify(SLOW)}), client.signal).then(
    () => 'finished',
    (err: Error) => err.constructor.name,
  );
  const cancelledMs = performance.now() - cancelledAt;
  process.stdout.write(JSON.stringify({ outcome, ms, after, other, cancelled, cancelledMs }));
  process.exit(0);
})();
`,
      );
      const out = execFileSync(process.execPath, ['--import', 'tsx', script], {
        env: { ...process.env, DATABASE_URL: `sqlite:${path.join(dir, 'db.sqlite')}`, NODE_ENV: 'test' },
        encoding: 'utf8',
        timeout: 60_000,
      });
      fs.rmSync(dir, { recursive: true, force: true });
      const result = JSON.parse(out) as {
        outcome: string;
        ms: number;
        after: unknown;
        other: unknown;
        cancelled: string;
        cancelledMs: number;
      };
      expect(result.outcome).toBe('TimeLimitExceeded');
      expect(result.ms).toBeLessThan(1500);
      expect(result.after).toEqual([{ one: 1 }]);
      expect(result.other).toEqual([{ two: 2 }]);
      // A search whose client went away stops where it is, long before its own limit.
      expect(result.cancelled).toBe('TimeLimitExceeded');
      expect(result.cancelledMs).toBeLessThan(1500);
      return;
    }
    const started = performance.now();
    await expect(underTimeLimit(200, 'search-0', () => readRows(SLOW))).rejects.toBeInstanceOf(
      TimeLimitExceeded,
    );
    expect(performance.now() - started).toBeLessThan(1500);
    await expect(underTimeLimit(2000, 'search-0', () => readRows('SELECT 1 AS one'))).resolves.toEqual([
      { one: 1 },
    ]);

    // A search whose client went away stops where it is (KILL QUERY), long before its own limit, and
    // the connection it ran on serves the next statements.
    const client = new AbortController();
    setTimeout(() => client.abort(), 200);
    const cancelledAt = performance.now();
    await expect(
      underTimeLimit(20_000, 'search-0', () => readRows(SLOW), client.signal),
    ).rejects.toBeInstanceOf(TimeLimitExceeded);
    expect(performance.now() - cancelledAt).toBeLessThan(1500);
    const next = await Promise.all(Array.from({ length: 12 }, (_, i) => readRows(`SELECT ${i} AS n`)));
    expect(next.map(([row]) => Number((row as { n: number }).n))).toEqual([...Array(12).keys()]);
  });
});
