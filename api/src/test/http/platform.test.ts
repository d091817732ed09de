import fs from 'node:fs';
import path from 'node:path';
import { useTestDatabase, testServer } from '../server';
import { buildMember } from '../factories';
import { config } from '../../config';
import { sequelize } from '../../db/sequelize';
import { LATEST_SCHEMA } from '../../db/migrator';

useTestDatabase();

describe('platform', () => {
  it('answers /health with database, Redis, queue and websocket state', async () => {
    const res = await testServer().get('/health').expect(200);
    expect(res.body.database.status).toBe('up');
    expect(res.body).toHaveProperty('websocket.enabled');
    if (process.env.REDIS_URL) {
      // Redis down is "degraded" (scale.test.ts takes it away under running instances).
      expect(res.body.queue.backend).toBe('redis');
      expect(['up', 'down']).toContain(res.body.redis);
      expect(res.body.status).toBe(res.body.redis === 'up' ? 'healthy' : 'degraded');
    } else {
      expect(res.body).toMatchObject({ status: 'healthy', redis: 'off', queue: { backend: 'in-process' } });
    }
  });

  it('reports the version and the schema version on /health', async () => {
    const { version } = JSON.parse(fs.readFileSync(path.join(config.rootDir, 'package.json'), 'utf8')) as {
      version: string;
    };
    const res = await testServer().get('/health').expect(200);
    expect(res.body.version).toBe(version);
    expect(res.body.database).toMatchObject({
      schema: LATEST_SCHEMA,
      schema_latest: LATEST_SCHEMA,
      pending_migrations: 0,
    });
  });

  it('has a CHANGELOG entry for the version it reports, and the workspace carries the same version', () => {
    const changelog = fs.readFileSync(path.join(config.rootDir, 'CHANGELOG.md'), 'utf8');
    expect(changelog).toMatch(
      new RegExp(`^## ${config.version.replace(/\./g, '\\.')} \\(\\d{4}-\\d{2}-\\d{2}\\)$`, 'm'),
    );
    const api = JSON.parse(fs.readFileSync(path.join(config.rootDir, 'api', 'package.json'), 'utf8')) as {
      version: string;
    };
    expect(api.version).toBe(config.version);
  });

  it('answers liveness and readiness apart; readiness fails while the schema is behind the code', async () => {
    expect((await testServer().get('/health/live').expect(200)).body).toEqual({
      status: 'live',
      version: config.version,
    });
    expect((await testServer().get('/health/ready').expect(200)).body.status).toBe('ready');
    // As if this version had been started on a database an older version migrated.
    await sequelize.query('DELETE FROM schema_migrations WHERE name = ?', { replacements: [LATEST_SCHEMA] });
    try {
      const behind = await testServer().get('/health/ready').expect(503);
      expect(behind.body).toEqual({ status: 'not ready', reason: 'schema behind: 1 migration(s) pending' });
      // Liveness checks nothing outside the process: no restart loop for a database matter.
      await testServer().get('/health/live').expect(200);
      expect((await testServer().get('/health').expect(200)).body.database.pending_migrations).toBe(1);
    } finally {
      await sequelize.query('INSERT INTO schema_migrations (name) VALUES (?)', {
        replacements: [LATEST_SCHEMA],
      });
    }
    await testServer().get('/health/ready').expect(200);
  });

  it('serves the OpenAPI document and Swagger UI', async () => {
    const spec = await testServer().get('/openapi.json').expect(200);
    expect(spec.body.openapi).toMatch(/^3\./);
    expect(spec.body.paths['/auth/login']).toBeDefined();
    const docs = await testServer().get('/docs/').expect(200);
    expect(docs.text).toContain('swagger-ui');
  });

  it('names every operation once, so generated clients can call each of them', async () => {
    const spec = (await testServer().get('/openapi.json').expect(200)).body as {
      paths: Record<string, Record<string, { operationId: string }>>;
    };
    const ids = Object.values(spec.paths).flatMap((ops) => Object.values(ops).map((op) => op.operationId));
    expect(ids.length).toBeGreaterThan(50);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('answers unknown API paths with a JSON detail', async () => {
    const res = await testServer().get('/api/v1/nothing-here').expect(404);
    expect(res.body).toEqual({ detail: 'Not Found', code: 'route_not_found' });
  });

  it('sends a request id and security headers', async () => {
    const res = await testServer().get('/health').set('X-Request-Id', 'abc-123');
    expect(res.headers['x-request-id']).toBe('abc-123');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const generated = await testServer().get('/health');
    expect(generated.headers['x-request-id']).toMatch(/[0-9a-f-]{36}/);
  });

  it('refuses calls without a token with 401', async () => {
    const res = await testServer().get('/api/v1/users/me').expect(401);
    expect(res.body.detail).toBe('Could not validate credentials');
  });

  it('answers a malformed JSON body with 400', async () => {
    const { user, department } = await buildMember('admin');
    const res = await testServer(user, department)
      .put(`/api/v1/departments/${department.id}`)
      .set('Content-Type', 'application/json')
      .send('{"name": ')
      .expect(400);
    expect(res.body.detail).toBe('The request body is not valid JSON');
  });

  it('answers request validation failures with 422 and loc/msg/type', async () => {
    const { user, department } = await buildMember('admin');
    const wrongType = await testServer(user, department)
      .put(`/api/v1/departments/${department.id}`)
      .send({ latitude: 'north' })
      .expect(422);
    expect(wrongType.body.detail[0]).toEqual(
      expect.objectContaining({
        loc: ['body', 'latitude'],
        msg: expect.any(String),
        type: expect.any(String),
      }),
    );
    const extra = await testServer(user, department)
      .put(`/api/v1/departments/${department.id}`)
      .send({ colour: 'red' })
      .expect(422);
    expect(extra.body.detail[0].loc).toEqual(['body', 'colour']);
    const limit = await testServer(user, department).get('/api/v1/users/?limit=5000').expect(422);
    expect(limit.body.detail[0].loc).toEqual(['query', 'limit']);
  });
});
