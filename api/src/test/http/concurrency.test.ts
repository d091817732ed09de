/**
 * Requests that race each other: counted writes in one department (and that department's
 * deletion), the case-insensitive department name, and the sign-in, reset and current-password
 * limits. Every answer must be a 2xx or a clear 4xx, and the kept counts must equal the rows.
 *
 * `CONCURRENCY_REPORT=<file>` writes each scenario's figures (requests, status histogram, counts
 * check) to that file as Markdown.
 */
import fs from 'node:fs';
import { col, fn, where } from 'sequelize';
import type request from 'supertest';
import { CostumePiece, Department, Production, Prop, SetPiece, User } from '../../models';
import { useTestDatabase, testServer } from '../server';
import {
  TEST_PASSWORD,
  buildCostume,
  buildDepartment,
  buildMember,
  buildProduction,
  buildProp,
  buildSetPiece,
  buildUser,
  unique,
} from '../factories';

useTestDatabase();
// Bursts of scrypt hashing (32 MiB each) take a while on a busy machine.
jest.setTimeout(120_000);

const API = '/api/v1';

interface Figures {
  scenario: string;
  requests: number;
  statuses: Record<number, number>;
  counts: string;
}
const report: Figures[] = [];

afterAll(() => {
  const file = process.env.CONCURRENCY_REPORT;
  if (!file) return;
  const lines = [
    '| scenario | requests | statuses | counts check |',
    '| --- | --- | --- | --- |',
    ...report.map(
      (f) =>
        `| ${f.scenario} | ${f.requests} | ${Object.entries(f.statuses)
          .map(([status, n]) => `${status}×${n}`)
          .join(', ')} | ${f.counts} |`,
    ),
  ];
  fs.appendFileSync(file, `${lines.join('\n')}\n`);
});

type Call = () => PromiseLike<request.Response>;

/**
 * Fires every call at once and waits for all answers. Fails when any status is outside `allowed`
 * (the body is shown, so a 500 says why); returns the answers in call order.
 */
async function fireParallel(scenario: string, calls: Call[], allowed: number[]) {
  const responses = await Promise.all(calls.map((call) => call()));
  const statuses: Record<number, number> = {};
  for (const res of responses) statuses[res.status] = (statuses[res.status] ?? 0) + 1;
  const unexpected = responses
    .filter((res) => !allowed.includes(res.status))
    .map((res) => `${res.status} ${JSON.stringify(res.body)}`);
  report.push({ scenario, requests: calls.length, statuses, counts: '' });
  expect(unexpected).toEqual([]);
  return responses;
}

function note(counts: string) {
  report[report.length - 1].counts = counts;
}

/** The department's kept counts next to the real row counts. */
async function countsOf(departmentId: number) {
  const department = await Department.findByPk(departmentId);
  const where = { department_id: departmentId };
  return {
    kept: department && {
      props: department.prop_count,
      sets: department.set_piece_count,
      costumes: department.costume_piece_count,
      productions: department.production_count,
    },
    real: {
      props: await Prop.count({ where }),
      sets: await SetPiece.count({ where }),
      costumes: await CostumePiece.count({ where }),
      productions: await Production.count({ where }),
    },
  };
}

async function expectCountsExact(departmentId: number) {
  const { kept, real } = await countsOf(departmentId);
  expect(kept).toEqual(real);
  note(`kept = rows ${JSON.stringify(real)}`);
  return real;
}

const sizes = [2, 8, 16];

describe('counted writes in one department', () => {
  it.each(sizes)('%i parallel prop creates all succeed and the kept count is exact', async (n) => {
    const { user, department } = await buildMember('assistant');
    const api = testServer(user, department);
    const calls = Array.from(
      { length: n },
      (_, i) => () => api.post(`${API}/props/`).send({ name: `P${i}`, category: 'other' }),
    );
    await fireParallel(`${n} × POST /props`, calls, [201]);
    expect((await expectCountsExact(department.id)).props).toBe(n);
  });

  it.each(sizes)(
    '%i parallel mixed writers (create, edit, assign, delete of every kind) give 2xx and exact counts',
    async (n) => {
      const { user, department } = await buildMember('director');
      const api = testServer(user, department);
      const production = await buildProduction({ department });
      const props = await Promise.all(Array.from({ length: n }, () => buildProp({ department })));
      const sets = await Promise.all(Array.from({ length: n }, () => buildSetPiece({ department })));
      const costumes = await Promise.all(Array.from({ length: n }, () => buildCostume({ department })));
      const doomed = await Promise.all(Array.from({ length: n }, () => buildProduction({ department })));
      const creates: Call[] = [
        () => api.post(`${API}/props/`).send({ name: unique('New prop'), category: 'other' }),
        () => api.post(`${API}/sets/`).send({ name: unique('New set') }),
        () =>
          api.post(`${API}/costumes/`).send({ name: unique('New costume'), category: 'other', size: 'm' }),
        () => api.post(`${API}/productions/`).send({ title: unique('New show') }),
      ];
      // Eight kinds of writer in turn; the k-th writer of a kind takes row k, so none steps on another.
      const calls: Call[] = Array.from({ length: n }, (_, i) => {
        const k = Math.floor(i / 8);
        switch (i % 8) {
          case 4:
            return () => api.put(`${API}/props/${props[k].id}`).send({ location: unique('Shelf') });
          case 5:
            return () => api.put(`${API}/sets/${sets[k].id}`).send({ current_production_id: production.id });
          case 6:
            return () =>
              api.put(`${API}/costumes/${costumes[k].id}`).send({ current_production_id: production.id });
          case 7:
            return () => api.delete(`${API}/productions/${doomed[k].id}`);
          default:
            return creates[i % 8];
        }
      });
      // … and every other writer deletes an item from the back half, which no writer above touches.
      for (let i = 1; i < n; i += 2) {
        const item = [props, sets, costumes][i % 3][n - 1 - Math.floor(i / 2)];
        const path = ['props', 'sets', 'costumes'][i % 3];
        calls.push(() => api.delete(`${API}/${path}/${item.id}`));
      }
      await fireParallel(`${calls.length} × mixed writers`, calls, [200, 201, 204]);
      await expectCountsExact(department.id);
    },
  );

  it.each([
    [2, 'first'],
    [8, 'first'],
    [8, 'middle'],
    [16, 'first'],
    [16, 'middle'],
  ] as const)(
    '%i parallel writers and a delete of their department (delete %s): 2xx or a clear 4xx, nothing half done',
    async (n, position) => {
      const department = await buildDepartment();
      const superuser = await buildUser({ superuser: true });
      const writers = await Promise.all(
        Array.from({ length: n - 1 }, () => buildMember('director', department)),
      );
      const kinds = [
        ['props', { name: 'Racing prop', category: 'other' }],
        ['sets', { name: 'Racing set' }],
        ['costumes', { name: 'Racing costume', category: 'other', size: 'm' }],
        ['productions', { title: 'Racing show' }],
      ] as const;
      const calls: Call[] = writers.map(({ user }, i) => () => {
        const [path, body] = kinds[i % kinds.length];
        return testServer(user, department).post(`${API}/${path}/`).send(body);
      });
      // The delete goes out first or in the middle of the writers.
      const middle = position === 'first' ? 0 : Math.floor(calls.length / 2);
      calls.splice(middle, 0, () => testServer(superuser).delete(`${API}/departments/${department.id}`));
      const responses = await fireParallel(
        `${calls.length} × create + DELETE /departments/{id} (${position})`,
        calls,
        [201, 204, 400, 403, 404],
      );
      const deleteRes = responses[middle];
      const writes = responses.filter((_, i) => i !== middle);
      for (const res of writes.filter((r) => r.status >= 400)) {
        expect(res.body.detail).toMatch(/Department not found|not a member of this department/);
      }
      if (deleteRes.status === 204) {
        expect(await Department.findByPk(department.id)).toBeNull();
        const { real } = await countsOf(department.id);
        expect(real).toEqual({ props: 0, sets: 0, costumes: 0, productions: 0 });
        note(`department deleted; rows left ${JSON.stringify(real)}`);
      } else {
        expect(deleteRes.status).toBe(400);
        expect(deleteRes.body.detail).toMatch(/Cannot delete department with existing data/);
        expect(deleteRes.body.code).toBe('department_not_empty');
        const real = await expectCountsExact(department.id);
        const created = writes.filter((r) => r.status === 201).length;
        expect(real.props + real.sets + real.costumes + real.productions).toBe(created);
      }
    },
  );

  it('a department delete refused while writers run leaves the department whole', async () => {
    const department = await buildDepartment();
    const superuser = await buildUser({ superuser: true });
    const { user } = await buildMember('director', department);
    await buildProp({ department });
    const api = testServer(user, department);
    const calls: Call[] = [
      ...Array.from(
        { length: 7 },
        (_, i) => () => api.post(`${API}/props/`).send({ name: `Q${i}`, category: 'other' }),
      ),
      () => testServer(superuser).delete(`${API}/departments/${department.id}`),
    ];
    const responses = await fireParallel(
      '8 × create + DELETE /departments/{id} (holds a prop)',
      calls,
      [201, 400],
    );
    expect(responses.slice(0, 7).map((r) => r.status)).toEqual(Array(7).fill(201));
    expect(responses[7].status).toBe(400);
    expect((await expectCountsExact(department.id)).props).toBe(8);
  });
});

describe('department names', () => {
  it('20 parallel creates of one name in different cases make exactly one department', async () => {
    const superuser = await buildUser({ superuser: true });
    const base = unique('Riverside Players');
    const spellings = [base, base.toUpperCase(), base.toLowerCase(), base.replace(/^r/i, 'r')];
    const calls: Call[] = Array.from(
      { length: 20 },
      (_, i) => () =>
        testServer(superuser)
          .post(`${API}/departments/`)
          .send({ name: spellings[i % spellings.length] }),
    );
    const responses = await fireParallel('20 × POST /departments (one name, 4 spellings)', calls, [201, 400]);
    expect(responses.filter((r) => r.status === 201)).toHaveLength(1);
    for (const res of responses.filter((r) => r.status === 400)) {
      expect(res.body).toEqual({
        detail: 'A department with this name already exists',
        code: 'department_name_taken',
      });
    }
    const stored = await Department.count({ where: where(fn('LOWER', col('name')), base.toLowerCase()) });
    expect(stored).toBe(1);
    note(`departments named so: ${stored}`);
  });
});

const login =
  (email: string, password: string, server = testServer()) =>
  () =>
    server.post(`${API}/auth/login`).type('form').send({ username: email, password });

describe('limits under parallel requests', () => {
  it('40 parallel wrong passwords: 10 answered 401, the rest 429; then the right one is refused there too', async () => {
    const user = await buildUser();
    const attacker = testServer();
    const wrong = await fireParallel(
      '40 × wrong password (one account, one address)',
      Array.from({ length: 40 }, () => login(user.email, 'Wrong-Password-1', attacker)),
      [401, 429],
    );
    expect(wrong.filter((r) => r.status === 401)).toHaveLength(10);
    const limited = wrong.find((r) => r.status === 429)!;
    expect(limited.body.detail).toMatch(/Too many failed sign-in attempts/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    const right = await fireParallel(
      '10 × right password after the limit (same address)',
      Array.from({ length: 10 }, () => login(user.email, TEST_PASSWORD, attacker)),
      [429],
    );
    expect(right).toHaveLength(10);
    // The owner, elsewhere, still gets in.
    await login(user.email, TEST_PASSWORD)().expect(200);
  });

  it('100 parallel guesses with the right one last: at most 10 are checked, none gets in', async () => {
    const user = await buildUser();
    const attacker = testServer();
    // Arrival order is not guaranteed: the right one goes out when the first refusal comes back,
    // while most wrong guesses are still in flight.
    let answered = 0;
    let refused!: () => void;
    const firstRefusal = new Promise<void>((resolve) => (refused = resolve));
    const calls: Call[] = Array.from(
      { length: 99 },
      (_, i) => () =>
        login(user.email, `Wrong-Password-${i}`, attacker)().then((res) => {
          // Without any refusal (the bug) the right one still goes, after the last wrong answer.
          if (res.status === 429 || ++answered === 99) refused();
          return res;
        }),
    );
    calls.push(async () => {
      await firstRefusal;
      return login(user.email, TEST_PASSWORD, attacker)();
    });
    const responses = await fireParallel(
      '99 wrong + 1 right password, in parallel (one account, one address)',
      calls,
      [401, 429],
    );
    expect(responses.filter((r) => r.status === 401)).toHaveLength(10);
    expect(responses[99].status).toBe(429);
  });

  it('the per-address limit counts parallel failures across accounts exactly', async () => {
    const attacker = testServer();
    const responses = await fireParallel(
      '70 × wrong password (70 accounts, one address)',
      Array.from({ length: 70 }, (_, i) =>
        login(`ghost-${i}-${unique('x')}@test.example`, 'Wrong-1!', attacker),
      ),
      [401, 429],
    );
    expect(responses.filter((r) => r.status === 401)).toHaveLength(50);
  });

  it('parallel reset requests: 3 answered, the rest 429', async () => {
    const user = await buildUser();
    const server = testServer();
    const responses = await fireParallel(
      '12 × POST /auth/request-password-reset (one account)',
      Array.from(
        { length: 12 },
        () => () => server.post(`${API}/auth/request-password-reset`).send({ email: user.email }),
      ),
      [200, 429],
    );
    expect(responses.filter((r) => r.status === 200)).toHaveLength(3);
  });

  it('parallel wrong current passwords on PUT /users/me: 10 answered 400, the rest 429', async () => {
    const user = await buildUser();
    const api = testServer(user);
    const change = (current: string) => () =>
      api.put(`${API}/users/me`).send({ current_password: current, password: 'Brand-New-Pass-9!' });
    const responses = await fireParallel(
      '30 × PUT /users/me with a wrong current_password',
      Array.from({ length: 30 }, (_, i) => change(`Guess-${i}-Pass!`)),
      [400, 429],
    );
    expect(responses.filter((r) => r.status === 400)).toHaveLength(10);
    const limited = responses.find((r) => r.status === 429)!;
    expect(limited.body.detail).toMatch(/Too many wrong current passwords/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // The right one is refused too while the limit holds: guessing cannot go on.
    await change(TEST_PASSWORD)().expect(429);
    const stored = await User.findByPk(user.id);
    expect(stored!.password_hash).toBe(user.password_hash);
  });

  it('parallel contact mails: 10 sent, the rest 429', async () => {
    const { user, department } = await buildMember('student');
    const lender = await buildDepartment({ contact_email: `props-${department.id}@lender.example` });
    const api = testServer(user, department);
    const responses = await fireParallel(
      '16 × POST /notifications/email (one sender)',
      Array.from(
        { length: 16 },
        () => () =>
          api
            .post(`${API}/notifications/email`)
            .send({ to: lender.contact_email, subject: 'x', message: 'y' }),
      ),
      [200, 204, 429],
    );
    expect(responses.filter((r) => r.status !== 429)).toHaveLength(10);
  });
});
