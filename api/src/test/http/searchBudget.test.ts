/**
 * The searches' cost ceiling (services/search/budget.ts, db/fullText.ts): bounded input, a per-person
 * allowance, a few slots per process, and a time limit the database enforces.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Actor } from '../../domain/actor';
import { readRows, TimeLimitExceeded, underTimeLimit } from '../../db/read';
import { isSqlite } from '../../db/sequelize';
import {
  chargeSearchTime,
  HEAVY_SEARCH_MS,
  PER_PERSON_AT_ONCE,
  REFUSAL_PACE_MS,
  SEARCH_BURST,
  SEARCH_SLOTS,
  SEARCHES_BUSY,
  TOO_MANY_AT_ONCE,
  withinSearchBudget,
} from '../../services/search/budget';
import { buildDepartment, buildMember, buildProp } from '../factories';
import { testServer, useTestDatabase } from '../server';

useTestDatabase();

const API = '/api/v1/search';
let nextPerson = 1_000_000;
const person = () => ({ user: { id: nextPerson++ } }) as Actor;

/** A search that runs until `finish` is called. */
function heldSearch(actor: Actor) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  const answer = withinSearchBudget(actor, () => done);
  return { answer, finish };
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
    const api = await student();
    const lender = await buildDepartment();
    await buildProp({ department: lender, name: 'TV stand', tags: 'av,living room' });
    await buildProp({ department: lender, name: 'Radio', tags: 'av' });
    const names = async (body: Record<string, unknown>) =>
      ((await api.post(`${API}/inter-department`).send(body).expect(200)).body as { name: string }[])
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
    /** A person whose searches lately took long. */
    const heavy = async () => {
      const actor = person();
      await withinSearchBudget(actor, () => Promise.resolve());
      chargeSearchTime(actor.user.id, HEAVY_SEARCH_MS * 10);
      return actor;
    };
    const [a, b] = [await heavy(), await heavy()];
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
  process.stdout.write(JSON.stringify({ outcome, ms, after, other }));
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
      const result = JSON.parse(out) as { outcome: string; ms: number; after: unknown; other: unknown };
      expect(result.outcome).toBe('TimeLimitExceeded');
      expect(result.ms).toBeLessThan(1500);
      expect(result.after).toEqual([{ one: 1 }]);
      expect(result.other).toEqual([{ two: 2 }]);
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
  });
});
