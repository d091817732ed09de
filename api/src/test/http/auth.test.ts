import { RefreshToken, User, UserToken } from '../../models';
import { spentLongAgo, useTestDatabase, testServer } from '../server';
import { REFRESH_REUSE_GRACE_MS } from '../../services/auth';
import { buildDepartment, buildMember, buildUser, TEST_PASSWORD } from '../factories';
import { lastTokenFor, mailsTo } from '../outbox';
import { backgroundTasksSettled } from '../../lib/background';

useTestDatabase();

const login = (email: string, password: string, server = testServer()) =>
  server.post('/api/v1/auth/login').type('form').send({ username: email, password });

describe('POST /auth/login', () => {
  it('signs in with form fields and answers both tokens', async () => {
    const user = await buildUser();
    const res = await login(user.email, TEST_PASSWORD).expect(200);
    expect(res.body).toEqual({
      access_token: expect.any(String),
      refresh_token: expect.any(String),
      token_type: 'bearer',
    });
    await user.reload();
    expect(user.last_login).not.toBeNull();
    const me = await testServer()
      .get('/api/v1/users/me')
      .set('Authorization', `Bearer ${res.body.access_token}`)
      .expect(200);
    expect(me.body.email).toBe(user.email);
  });

  it('answers an unknown email and a wrong password with the same message', async () => {
    const user = await buildUser();
    const wrong = await login(user.email, 'Not-The-Password-1').expect(401);
    const unknown = await login('nobody-here@test.example', TEST_PASSWORD).expect(401);
    expect(wrong.body).toEqual({ detail: 'Incorrect email or password', code: 'invalid_credentials' });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('refuses pending and inactive users even with the right password', async () => {
    const pending = await buildUser({ status: 'pending' });
    const inactive = await buildUser({ status: 'inactive' });
    const notYet = await login(pending.email, TEST_PASSWORD).expect(403);
    expect(notYet.body.detail).toMatch(/not activated/);
    expect(notYet.body.code).toBe('account_pending');
    const closed = await login(inactive.email, TEST_PASSWORD).expect(403);
    expect(closed.body.detail).toMatch(/inactive/);
    expect(closed.body.code).toBe('account_inactive');
  });

  it('limits failed sign-ins per account and address with 429; the owner elsewhere still signs in', async () => {
    const user = await buildUser();
    const attacker = testServer();
    for (let i = 0; i < 10; i++) await login(user.email, 'Wrong-Password-1', attacker).expect(401);
    const limited = await login(user.email, TEST_PASSWORD, attacker).expect(429);
    expect(limited.body.detail).toBe('Too many failed sign-in attempts. Please try again in 15 minutes.');
    expect(limited.body.code).toBe('rate_limited');
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(840);
    expect(retryAfter).toBeLessThanOrEqual(900);
    // Ten wrong passwords from one address no longer lock the real owner out.
    await login(user.email, TEST_PASSWORD).expect(200);
  });

  it('limits failed sign-ins per account from every address at a ten times higher ceiling', async () => {
    const user = await buildUser();
    for (let a = 0; a < 10; a++) {
      const address = testServer();
      await Promise.all(
        Array.from({ length: 10 }, () => login(user.email, 'Wrong-Password-1', address).expect(401)),
      );
    }
    const limited = await login(user.email, TEST_PASSWORD).expect(429);
    expect(limited.body.detail).toMatch(/Too many failed sign-in attempts/);
  }, 120_000); // a hundred scrypt hashes

  it('a right password forgives earlier typos from the same address', async () => {
    const user = await buildUser();
    const owner = testServer();
    for (let i = 0; i < 9; i++) await login(user.email, 'Wrong-Password-1', owner).expect(401);
    await login(user.email, TEST_PASSWORD, owner).expect(200);
    for (let i = 0; i < 10; i++) await login(user.email, 'Wrong-Password-1', owner).expect(401);
    await login(user.email, 'Wrong-Password-1', owner).expect(429);
  });

  it('limits failed sign-ins per client address with 429', async () => {
    const server = testServer();
    for (let i = 0; i < 50; i++)
      await login(`ghost${i}@test.example`, 'Wrong-Password-1', server).expect(401);
    const user = await buildUser();
    await login(user.email, TEST_PASSWORD, server).expect(429);
    await login(user.email, TEST_PASSWORD).expect(200); // another address is not affected
  });
});

describe('POST /auth/refresh', () => {
  it('rotates the refresh token on every use', async () => {
    const user = await buildUser();
    const first = (await login(user.email, TEST_PASSWORD)).body;
    const second = (
      await testServer().post('/api/v1/auth/refresh').send({ refresh_token: first.refresh_token }).expect(200)
    ).body;
    expect(second.refresh_token).not.toBe(first.refresh_token);
    await testServer()
      .get('/api/v1/users/me')
      .set('Authorization', `Bearer ${second.access_token}`)
      .expect(200);
    const third = await testServer()
      .post('/api/v1/auth/refresh')
      .send({ refresh_token: second.refresh_token })
      .expect(200);
    expect(third.body.refresh_token).toBeDefined();
  });

  it('revokes the whole family when a rotated token is presented again', async () => {
    const user = await buildUser();
    const first = (await login(user.email, TEST_PASSWORD)).body;
    const second = (
      await testServer().post('/api/v1/auth/refresh').send({ refresh_token: first.refresh_token })
    ).body;
    await spentLongAgo(first.refresh_token);
    const reuse = await testServer()
      .post('/api/v1/auth/refresh')
      .send({ refresh_token: first.refresh_token })
      .expect(401);
    expect(reuse.body.detail).toMatch(/already used/);
    // The thief's reuse also ends the legitimate holder's newer token.
    await testServer().post('/api/v1/auth/refresh').send({ refresh_token: second.refresh_token }).expect(401);
  });

  it(`answers a spent token presented again within ${REFRESH_REUSE_GRACE_MS / 1000} s with a new one: the same browser asking twice`, async () => {
    const user = await buildUser();
    const first = (await login(user.email, TEST_PASSWORD)).body;
    // A page left while its refresh was answered: the new token never arrived.
    const lost = await testServer()
      .post('/api/v1/auth/refresh')
      .send({ refresh_token: first.refresh_token })
      .expect(200);
    const again = await testServer()
      .post('/api/v1/auth/refresh')
      .send({ refresh_token: first.refresh_token })
      .expect(200);
    expect(again.body.refresh_token).not.toBe(lost.body.refresh_token);
    await testServer()
      .get('/api/v1/users/me')
      .set('Authorization', `Bearer ${again.body.access_token}`)
      .expect(200);
    // Two tabs refreshing at once: both go on.
    const both = await Promise.all(
      [0, 1].map(() =>
        testServer().post('/api/v1/auth/refresh').send({ refresh_token: again.body.refresh_token }),
      ),
    );
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    // After signing out, no spent token of the session opens it again.
    await testServer()
      .post('/api/v1/auth/logout')
      .send({ refresh_token: both[0].body.refresh_token })
      .expect(204);
    await testServer().post('/api/v1/auth/refresh').send({ refresh_token: first.refresh_token }).expect(401);
    await testServer()
      .post('/api/v1/auth/refresh')
      .send({ refresh_token: both[1].body.refresh_token })
      .expect(401);
  });

  it('refuses unknown tokens and tokens of deactivated users', async () => {
    await testServer().post('/api/v1/auth/refresh').send({ refresh_token: 'made-up' }).expect(401);
    const user = await buildUser();
    const pair = (await login(user.email, TEST_PASSWORD)).body;
    await user.update({ status: 'inactive' });
    await testServer().post('/api/v1/auth/refresh').send({ refresh_token: pair.refresh_token }).expect(401);
  });

  it('stores refresh tokens only as hashes', async () => {
    const user = await buildUser();
    const pair = (await login(user.email, TEST_PASSWORD)).body;
    const rows = await RefreshToken.findAll({ where: { user_id: user.id } });
    expect(rows).toHaveLength(1);
    expect(rows[0].token_hash).not.toContain(pair.refresh_token);
    expect(rows[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('POST /auth/logout', () => {
  it('ends the session so its refresh token stops working', async () => {
    const user = await buildUser();
    const pair = (await login(user.email, TEST_PASSWORD)).body;
    await testServer().post('/api/v1/auth/logout').send({ refresh_token: pair.refresh_token }).expect(204);
    await testServer().post('/api/v1/auth/refresh').send({ refresh_token: pair.refresh_token }).expect(401);
  });
});

describe('POST /auth/test-token and the department header', () => {
  it('answers the user with departments and the role in the current department', async () => {
    const first = await buildDepartment();
    const second = await buildDepartment();
    const user = await buildUser({ role: 'manager', department: first });
    const { DepartmentMembership } = await import('../../models');
    await DepartmentMembership.create({ department_id: second.id, user_id: user.id, role: 'student' });

    const inFirst = await testServer(user, first).post('/api/v1/auth/test-token').expect(200);
    expect(inFirst.body.departments).toEqual(
      expect.arrayContaining([
        { id: first.id, name: first.name, role: 'manager', time_zone: 'UTC' },
        { id: second.id, name: second.name, role: 'student', time_zone: 'UTC' },
      ]),
    );
    expect(inFirst.body.departmentRole).toBe('manager');
    expect(inFirst.body).not.toHaveProperty('password_hash');
    const inSecond = await testServer(user, second).post('/api/v1/auth/test-token').expect(200);
    expect(inSecond.body.departmentRole).toBe('student');
    // Without the header the first department is current.
    const noHeader = await testServer(user).post('/api/v1/auth/test-token').expect(200);
    expect(noHeader.body.departmentRole).toBe('manager');
  });

  it('refuses a department the user is not a member of, but lets a superuser in', async () => {
    const { user } = await buildMember('admin');
    const other = await buildDepartment();
    const refused = await testServer(user, other).post('/api/v1/auth/test-token').expect(403);
    expect(refused.body.detail).toBe('You are not a member of this department');
    expect(refused.body.code).toBe('not_a_member');
    const superuser = await buildUser({ superuser: true });
    const res = await testServer(superuser, other).post('/api/v1/auth/test-token').expect(200);
    expect(res.body.departmentRole).toBeNull();
    await testServer(superuser, 99999999).post('/api/v1/auth/test-token').expect(404);
  });

  it('refuses expired, forged and missing tokens', async () => {
    await testServer().post('/api/v1/auth/test-token').expect(401);
    await testServer().post('/api/v1/auth/test-token').set('Authorization', 'Bearer not.a.jwt').expect(401);
    const jwt = await import('jsonwebtoken');
    const user = await buildUser();
    const expired = jwt.sign({ typ: 'access', sid: 'x' }, 'test-signing-key', {
      subject: String(user.id),
      expiresIn: -10,
    });
    await testServer().post('/api/v1/auth/test-token').set('Authorization', `Bearer ${expired}`).expect(401);
    const forged = jwt.sign({ typ: 'access', sid: 'x' }, 'another-key', { subject: String(user.id) });
    await testServer().post('/api/v1/auth/test-token').set('Authorization', `Bearer ${forged}`).expect(401);
  });
});

describe('password reset', () => {
  it('mails a single-use link and sets the new password, ending every session', async () => {
    const user = await buildUser();
    const session = (await login(user.email, TEST_PASSWORD)).body;
    const res = await testServer()
      .post('/api/v1/auth/request-password-reset')
      .send({ email: user.email })
      .expect(200);
    expect(res.body.message).toMatch(/If an account exists/);
    await backgroundTasksSettled(); // the link is mailed after the answer
    const mail = mailsTo(user.email).at(-1)!;
    expect(mail.link).toMatch(/^http:\/\/localhost:3000\/reset-password\?token=/);
    const token = lastTokenFor(user.email);
    expect(await UserToken.count({ where: { token_hash: token } })).toBe(0); // stored only hashed

    const valid = await testServer().get(`/api/v1/auth/validate-password-reset-token/${token}`).expect(200);
    expect(valid.body).toEqual({ valid: true, email: user.email });

    const weak = await testServer()
      .post('/api/v1/auth/reset-password')
      .send({ token, new_password: 'short' })
      .expect(400);
    expect(weak.body.detail).toMatch(
      /uppercase letter, one lowercase letter, one number, and one special character/,
    );
    expect(weak.body.code).toBe('weak_password');

    await testServer()
      .post('/api/v1/auth/reset-password')
      .send({ token, new_password: 'Brand-New-Pass-9' })
      .expect(200);
    await login(user.email, TEST_PASSWORD).expect(401);
    await login(user.email, 'Brand-New-Pass-9').expect(200);
    await testServer()
      .post('/api/v1/auth/refresh')
      .send({ refresh_token: session.refresh_token })
      .expect(401);

    const again = await testServer()
      .post('/api/v1/auth/reset-password')
      .send({ token, new_password: 'Another-Pass-9' })
      .expect(400);
    expect(again.body.detail).toBe('Invalid or expired reset token');
    expect(again.body.code).toBe('invalid_reset_token');
    await testServer().get(`/api/v1/auth/validate-password-reset-token/${token}`).expect(400);
  });

  it('answers 200 for an unknown email and sends nothing', async () => {
    await testServer()
      .post('/api/v1/auth/request-password-reset')
      .send({ email: 'no-account@test.example' })
      .expect(200);
    await backgroundTasksSettled();
    expect(mailsTo('no-account@test.example')).toHaveLength(0);
  });

  it('refuses a link older than one hour', async () => {
    const user = await buildUser();
    await testServer().post('/api/v1/auth/request-password-reset').send({ email: user.email }).expect(200);
    await backgroundTasksSettled();
    const token = lastTokenFor(user.email);
    await UserToken.update(
      { expires_at: new Date(Date.now() - 1000) },
      { where: { user_id: user.id, purpose: 'password_reset' } },
    );
    const res = await testServer()
      .post('/api/v1/auth/reset-password')
      .send({ token, new_password: 'Brand-New-Pass-9' })
      .expect(400);
    expect(res.body.detail).toBe('Invalid or expired reset token');
    const reloaded = await User.findByPk(user.id);
    expect(reloaded!.password_hash).toBe(user.password_hash);
  });

  it('limits reset requests per account with 429', async () => {
    const user = await buildUser();
    const server = testServer();
    for (let i = 0; i < 3; i++)
      await server.post('/api/v1/auth/request-password-reset').send({ email: user.email }).expect(200);
    const res = await server
      .post('/api/v1/auth/request-password-reset')
      .send({ email: user.email })
      .expect(429);
    expect(res.body.detail).toMatch(/Too many password reset requests/);
    await backgroundTasksSettled();
    expect(mailsTo(user.email)).toHaveLength(3);
  });
});
