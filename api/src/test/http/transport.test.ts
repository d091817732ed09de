/**
 * Any address, any scheme: a district serves Scenedock over plain HTTP at a bare address as often as
 * over TLS behind a proxy. Telling a browser to upgrade to https (CSP `upgrade-insecure-requests`)
 * or to use https only (HSTS) over plain HTTP leaves a blank page, so both go out only when the
 * deployment is https: PUBLIC_URL is https, or HTTPS_ONLY says so.
 */
import type { Express } from 'express';
import request from 'supertest';
import { loadConfig } from '../../config';
import type * as AppModule from '../../app';

/** The app built with the configuration these variables give (config is read once per module graph). */
function appWith(env: Record<string, string>): Express {
  const saved = { ...process.env };
  Object.assign(process.env, env);
  try {
    let app: Express | undefined;
    jest.isolateModules(() => {
      app = jest.requireActual<typeof AppModule>('../../app').createApp();
    });
    return app!;
  } finally {
    process.env = saved;
  }
}

/** Headers of an answer that needs no database: helmet sets them on every answer alike. */
async function headersOf(app: Express) {
  const res = await request(app).get('/api/not-a-call').expect(404);
  return {
    csp: String(res.headers['content-security-policy']),
    hsts: res.headers['strict-transport-security'],
  };
}

describe('transport security headers follow the deployment', () => {
  it('over plain HTTP at any address: no upgrade to https, no HSTS, the rest of the policy stays', async () => {
    const { csp, hsts } = await headersOf(appWith({ PUBLIC_URL: 'http://10.20.30.40:3000', HTTPS_ONLY: '' }));
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(hsts).toBeUndefined();
  });

  it("lets WebAssembly compile (the scan screen's decoder) but not eval", async () => {
    const { csp } = await headersOf(appWith({ PUBLIC_URL: 'http://scenedock.lan', HTTPS_ONLY: '' }));
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc).toContain("'wasm-unsafe-eval'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    expect(scriptSrc).not.toContain("'unsafe-inline'");
  });

  it('with an https PUBLIC_URL: both are sent', async () => {
    const { csp, hsts } = await headersOf(
      appWith({ PUBLIC_URL: 'https://scenedock.district.example', HTTPS_ONLY: '' }),
    );
    expect(csp).toContain('upgrade-insecure-requests');
    expect(hsts).toBe('max-age=15552000');
  });

  it('HTTPS_ONLY overrides the guess either way', async () => {
    const forced = await headersOf(appWith({ PUBLIC_URL: 'http://scenedock.lan', HTTPS_ONLY: 'true' }));
    expect(forced.csp).toContain('upgrade-insecure-requests');
    expect(forced.hsts).toBe('max-age=15552000');
    const off = await headersOf(appWith({ PUBLIC_URL: 'https://scenedock.lan', HTTPS_ONLY: 'false' }));
    expect(off.csp).not.toContain('upgrade-insecure-requests');
    expect(off.hsts).toBeUndefined();
  });

  it('reads HTTPS_ONLY from PUBLIC_URL by default', () => {
    const base = { NODE_ENV: 'test', JWT_SECRET: 'x' };
    expect(loadConfig({ ...base, PUBLIC_URL: 'https://a.example' }).httpsOnly).toBe(true);
    expect(loadConfig({ ...base, PUBLIC_URL: 'http://a.example' }).httpsOnly).toBe(false);
    expect(loadConfig({ ...base }).httpsOnly).toBe(false);
  });
});
