import express from 'express';
import request from 'supertest';
import { MulterError } from 'multer';
import { UniqueConstraintError } from 'sequelize';
import {
  BadRequest,
  Conflict,
  ERROR_CODES,
  Forbidden,
  Gone,
  InsufficientStorage,
  NotFound,
  ServiceUnavailable,
  TooManyRequests,
  Unauthorized,
  ValidationFailed,
  type ErrorCode,
  type HttpError,
} from '../../errors';
import { errorHandler } from '../../http/errors';
import { useTestDatabase, testServer } from '../server';
import { buildMember, buildUser, TEST_PASSWORD } from '../factories';

useTestDatabase();

const API = '/api/v1';

/** An app whose one route throws what it is given, answered by the API's error handler. */
function throwing(error: () => unknown) {
  const app = express();
  app.get('/fail', () => {
    throw error();
  });
  app.use(errorHandler);
  return request(app).get('/fail');
}

describe('every error answer carries a code beside its detail', () => {
  it.each<[string, () => HttpError, number, ErrorCode]>([
    ['BadRequest', () => new BadRequest('Give both latitude and longitude, or neither'), 400, 'bad_request'],
    ['Unauthorized', () => new Unauthorized(), 401, 'not_authenticated'],
    ['Forbidden', () => new Forbidden(), 403, 'forbidden'],
    ['NotFound', () => new NotFound(), 404, 'not_found'],
    ['Conflict', () => new Conflict('This loan is returned'), 409, 'conflict'],
    ['Gone', () => new Gone('No longer here'), 410, 'gone'],
    ['TooManyRequests', () => new TooManyRequests('Too many tries', 30), 429, 'rate_limited'],
    ['InsufficientStorage', () => new InsufficientStorage(), 507, 'insufficient_storage'],
    [
      'ServiceUnavailable',
      () => new ServiceUnavailable('Google sign-in is not reachable'),
      503,
      'provider_unavailable',
    ],
  ])('%s: its status and its class’s code', async (_, error, status, code) => {
    const res = await throwing(error).expect(status);
    expect(res.body).toEqual({ detail: error().message, code });
  });

  it('a specific code given where the error is thrown', async () => {
    const res = await throwing(() => new BadRequest('Invalid role', 'invalid_role')).expect(400);
    expect(res.body).toEqual({ detail: 'Invalid role', code: 'invalid_role' });
  });

  it('a 422 of a rule the schema cannot express', async () => {
    const issue = { loc: ['body', 'due_date'], msg: 'Due date cannot be in the past', type: 'value_error' };
    const res = await throwing(() => new ValidationFailed([issue])).expect(422);
    expect(res.body).toEqual({ detail: [issue], code: 'validation_failed' });
  });

  it('errors that are not the API’s own: a unique index, multer, anything unexpected', async () => {
    const unique = await throwing(() => new UniqueConstraintError({})).expect(409);
    expect(unique.body).toEqual({ detail: 'This record already exists', code: 'conflict' });
    const tooBig = await throwing(() => new MulterError('LIMIT_FILE_SIZE')).expect(413);
    expect(tooBig.body).toEqual({ detail: 'File size must be less than 5MB', code: 'payload_too_large' });
    const unexpected = await throwing(() => new Error('a bug')).expect(500);
    expect(unexpected.body).toEqual({ detail: 'Internal server error', code: 'internal_error' });
  });

  it('a request that fails validation (422)', async () => {
    const { user, department } = await buildMember('admin');
    const res = await testServer(user, department)
      .put(`${API}/departments/${department.id}`)
      .send({ latitude: 'north' })
      .expect(422);
    expect(res.body).toEqual({
      detail: [expect.objectContaining({ loc: ['body', 'latitude'] })],
      code: 'validation_failed',
    });
  });

  it('an unknown route (404)', async () => {
    const res = await testServer().get(`${API}/nothing-here`).expect(404);
    expect(res.body).toEqual({ detail: 'Not Found', code: 'route_not_found' });
  });

  it('a call without a token (401)', async () => {
    const res = await testServer().get(`${API}/users/me`).expect(401);
    expect(res.body).toEqual({ detail: 'Could not validate credentials', code: 'not_authenticated' });
  });

  it('a malformed JSON body (400), a body over the limit (413), a charset other than UTF-8 (415)', async () => {
    const { user, department } = await buildMember('admin');
    const api = () => testServer(user, department).put(`${API}/departments/${department.id}`);
    const malformed = await api().set('Content-Type', 'application/json').send('{"name": ').expect(400);
    expect(malformed.body).toEqual({ detail: 'The request body is not valid JSON', code: 'malformed_body' });
    const huge = await api()
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ description: 'x'.repeat(1024 * 1024) }))
      .expect(413);
    expect(huge.body).toEqual({ detail: 'The request body is too large', code: 'payload_too_large' });
    const charset = await api()
      .set('Content-Type', 'application/json; charset=foo')
      .send('{"name": "Renamed"}')
      .expect(415);
    expect(charset.body).toEqual({
      detail: 'Unsupported charset "foo": send UTF-8',
      code: 'unsupported_encoding',
    });
  });

  it('an upload over its size limit (413)', async () => {
    const { user, department } = await buildMember('assistant');
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const res = await testServer(user, department)
      .post(`${API}/files/upload`)
      .field('file_type', 'prop')
      .attach('file', Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]), 'big.png')
      .expect(413);
    expect(res.body).toEqual({ detail: 'File size must be less than 5MB', code: 'payload_too_large' });
  });

  it('a rate limit (429), with Retry-After', async () => {
    const user = await buildUser();
    const attacker = testServer();
    const login = (password: string) =>
      attacker.post(`${API}/auth/login`).type('form').send({ username: user.email, password });
    const wrong = await login('Wrong-Password-1').expect(401);
    expect(wrong.body).toEqual({ detail: 'Incorrect email or password', code: 'invalid_credentials' });
    for (let i = 1; i < 10; i++) await login('Wrong-Password-1').expect(401);
    const limited = await login(TEST_PASSWORD).expect(429);
    expect(limited.body).toEqual({
      detail: 'Too many failed sign-in attempts. Please try again in 15 minutes.',
      code: 'rate_limited',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('only codes the OpenAPI document lists and describes', async () => {
    const spec = (await testServer().get('/openapi.json').expect(200)).body as {
      components: { schemas: Record<string, { enum?: string[]; description?: string }> };
    };
    const documented = spec.components.schemas.ErrorCode;
    expect([...(documented.enum ?? [])].sort()).toEqual(Object.keys(ERROR_CODES).sort());
    for (const code of Object.keys(ERROR_CODES)) expect(documented.description).toContain(`\`${code}\``);
  });
});
