import express from 'express';
import request from 'supertest';
import { responseContract, takeContractViolations } from '../responseContractCheck';
import { useTestDatabase, testServer } from '../server';
import { buildDepartment, buildProp, buildUser } from '../factories';
import { API } from '../condition';
import { STATE_COOKIE } from '../../http/cookies';

useTestDatabase();

/** A one-operation document whose answer has a `thing` field described by `thing`. */
function documentWith(openapi: string, thing: object) {
  return {
    openapi,
    info: { title: 'probe', version: '1' },
    paths: {
      '/things': {
        get: {
          responses: {
            '200': {
              description: 'ok',
              content: {
                'application/json': {
                  schema: {
                    type: 'object',
                    required: ['thing'],
                    properties: { thing },
                  },
                },
              },
            },
          },
        },
      },
    },
    components: {
      schemas: {
        Thing: { type: 'object', required: ['id'], properties: { id: { type: 'integer' } } },
      },
    },
  };
}

/** The violations the check records for one answer of `body` against `document`. */
async function violationsOf(document: object, body: unknown): Promise<string[]> {
  const app = express();
  app.use('/api/v1', responseContract(document as never));
  app.get('/api/v1/things', (_req, res) => {
    res.json(body);
  });
  takeContractViolations();
  await request(app).get('/api/v1/things').expect(200);
  return takeContractViolations();
}

describe('the test-time check is as strict as a third-party validator', () => {
  const ref = { $ref: '#/components/schemas/Thing' };

  it('refuses null for a $ref that does not allow it', async () => {
    const problems = await violationsOf(documentWith('3.1.0', ref), { thing: null });
    expect(problems).toEqual([
      expect.stringContaining('GET /things → 200: body does not match the document'),
    ]);
  });

  it("refuses null for OpenAPI 3.0's `allOf` + `nullable` (nullable adds null only to a type, the allOf still wants the object)", async () => {
    const tsoasOldForm = { allOf: [ref], nullable: true, type: 'object' };
    const problems = await violationsOf(documentWith('3.1.0', tsoasOldForm), { thing: null });
    expect(problems).toHaveLength(1);
  });

  it('takes null where the document says it: anyOf of the object and null', async () => {
    const nullable = { anyOf: [ref, { type: 'null' }], description: 'the thing, or null' };
    expect(await violationsOf(documentWith('3.1.0', nullable), { thing: null })).toEqual([]);
    expect(await violationsOf(documentWith('3.1.0', nullable), { thing: { id: 3 } })).toEqual([]);
    const wrong = await violationsOf(documentWith('3.1.0', nullable), { thing: { id: 'three' } });
    expect(wrong).toHaveLength(1);
  });
});

describe('the served document', () => {
  it('is OpenAPI 3.1 and says no nullable the 3.0 way', async () => {
    const res = await testServer().get('/openapi.json').expect(200);
    expect(res.body.openapi).toBe('3.1.0');
    const text = JSON.stringify(res.body);
    expect(text).not.toContain('"nullable"');
    const availability = res.body.components.schemas.ItemAvailabilityOut.properties.current;
    expect(availability.anyOf).toEqual([{ $ref: '#/components/schemas/BookingOut' }, { type: 'null' }]);
  });

  it("an item's availability answers null where nothing holds it, and the check accepts it", async () => {
    const department = await buildDepartment();
    const admin = await buildUser({ role: 'admin', department });
    const prop = await buildProp({ department });
    const res = await testServer(admin, department).get(`${API}/props/${prop.id}`).expect(200);
    expect(res.body.availability).toMatchObject({ current: null, next: null });
  });
});

describe('GET /auth/oidc/callback answers the 303 it documents, whatever it is sent', () => {
  const cases: [string, string][] = [
    ['no query at all', ''],
    ['an empty state', '?state='],
    ['a code without a sign-in under way', '?code=abc&state=xyz'],
    ["a provider's error", '?error=access_denied&state=xyz'],
    ['junk', '?%zz=%&&&state=%E0%A4%A'],
    ['an oversized query', `?state=${'x'.repeat(6000)}`],
  ];
  it.each(cases)('%s', async (_what, query) => {
    const res = await testServer().get(`${API}/auth/oidc/callback${query}`).redirects(0);
    expect(res.status).toBe(303);
    expect(res.headers.location).toMatch(/^\/login\?sign_in_error=(expired|cancelled|failed)$/);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('with a junk flow cookie too', async () => {
    const res = await testServer()
      .get(`${API}/auth/oidc/callback?code=a&state=b`)
      .set('Cookie', `${STATE_COOKIE}=%%%not-a-flow`)
      .redirects(0);
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/login?sign_in_error=expired');
  });
});
