import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startIdp } from '../../api/src/test/idp';
import { API_PORT, IDP_CLIENT, STATE_FILE, type E2eState } from './server';

const root = path.resolve(__dirname, '..', '..');
const PORTAL_PORT = API_PORT + 1;

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * Builds what is stale, starts the API on a fresh SQLite database with demo data (it serves the
 * shell and the remotes, as `npm start` does), and a plain static "portal" on another origin.
 */
export default async function globalSetup(): Promise<void> {
  // E2E_SKIP_BUILD=1 runs against the builds as they are (while other frontends are mid-change).
  if (!process.env.E2E_SKIP_BUILD)
    execFileSync('node', ['shell/build/ensure-built.js'], { cwd: root, stdio: 'inherit' });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scenedock-e2e-'));
  const baseUrl = `http://localhost:${API_PORT}`;
  const portalUrl = `http://127.0.0.1:${PORTAL_PORT}`;
  const superuser = { email: 'admin@scenedock.local', password: 'E2e-Super-2026!' };
  // A school's identity provider (a real OpenID Connect provider, api/src/test/idp) and the
  // portal's key, both trusted by the server under test.
  const idp = await startIdp([
    {
      client_id: IDP_CLIENT.id,
      client_secret: IDP_CLIENT.secret,
      redirect_uris: [`${baseUrl}/api/v1/auth/oidc/callback`],
    },
  ]);
  const apiEnv = {
    NODE_ENV: 'development',
    PORT: String(API_PORT),
    DATA_DIR: dataDir,
    DATABASE_URL: `sqlite:${path.join(dataDir, 'e2e.sqlite')}`,
    REDIS_URL: '',
    SMTP_URL: '',
    ADMIN_EMAIL: superuser.email,
    ADMIN_PASSWORD: superuser.password,
    SEED_DEMO: 'true',
    PUBLIC_URL: baseUrl,
    CORS_ORIGINS: portalUrl,
    LOG_LEVEL: 'warn',
    OIDC_PROVIDERS: 'school',
    OIDC_SCHOOL_NAME: 'Lakeside School',
    OIDC_SCHOOL_ISSUER: idp.issuer,
    OIDC_SCHOOL_CLIENT_ID: IDP_CLIENT.id,
    OIDC_SCHOOL_CLIENT_SECRET: IDP_CLIENT.secret,
    TRUSTED_PORTALS: 'district',
    PORTAL_DISTRICT_ISSUER: portalUrl,
    PORTAL_DISTRICT_JWKS_URL: `${portalUrl}/.well-known/jwks.json`,
    // webhooks.e2e.ts: its receiver listens on http://127.0.0.1.
    WEBHOOKS_ALLOW_HTTP: 'true',
    WEBHOOKS_ALLOW_PRIVATE_NETWORKS: 'true',
  };
  const api = spawn('node', ['api/dist/main.js'], {
    cwd: root,
    env: { ...process.env, ...apiEnv },
    stdio: ['ignore', 'ignore', 'inherit'],
  });

  // The foreign portal (support/portalServer.js): its pages, its keys and its token endpoint.
  const page = (name: string) =>
    fs
      .readFileSync(path.join(__dirname, name), 'utf8')
      .replaceAll('{{API_WS}}', baseUrl.replace(/^http/, 'ws'))
      .replaceAll('{{API}}', baseUrl);
  const pagesFile = path.join(dataDir, 'portal-pages.json');
  fs.writeFileSync(
    pagesFile,
    JSON.stringify({
      loader: page('portal.html'),
      raw: page('raw-portal.html'),
      sso: fs.existsSync(path.join(__dirname, 'sso-portal.html')) ? page('sso-portal.html') : '',
      audience: baseUrl,
    }),
  );
  const portal = spawn('node', [path.join(__dirname, 'portalServer.js'), String(PORTAL_PORT), pagesFile], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });

  await waitFor(`${baseUrl}/health`, 60_000);
  await waitFor(portalUrl, 10_000);
  // Once the API has migrated: a department with a long list, for the props screen's first paint.
  const seeded = execFileSync('npx', ['tsx', path.join(__dirname, 'seedLargeDepartment.ts')], {
    cwd: root,
    env: { ...process.env, ...apiEnv, LOG_LEVEL: 'silent' },
    encoding: 'utf8',
  });
  const largeDepartment = JSON.parse(seeded.trim().split('\n').pop()!) as E2eState['largeDepartment'];
  const state: E2eState = {
    baseUrl,
    portalUrl,
    dataDir,
    pids: [api.pid!, portal.pid!, idp.pid],
    idpIssuer: idp.issuer,
    superuser,
    largeDepartment,
  };
  fs.writeFileSync(STATE_FILE, JSON.stringify(state));
}
