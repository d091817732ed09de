import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Port of the server under test (E2E_PORT); the portal page takes the next one. */
export const API_PORT = Number(process.env.E2E_PORT ?? 3390);

/** Where the server under test writes its state, shared by global setup and the tests. */
export const STATE_FILE = path.join(os.tmpdir(), `scenedock-e2e-${API_PORT}.json`);

export interface E2eState {
  baseUrl: string;
  /** origin of the plain "foreign portal" page that embeds the micro-frontends */
  portalUrl: string;
  dataDir: string;
  pids: number[];
  superuser: { email: string; password: string };
  /** the school's OpenID Connect provider (api/src/test/idp): any login name signs in */
  idpIssuer: string;
  /** a manager of a department holding 5,000 props (password DEMO_PASSWORD) */
  largeDepartment: { email: string; props: number };
}

export function e2eState(): E2eState {
  return JSON.parse(fs.readFileSync(STATE_FILE, 'utf8')) as E2eState;
}

export const DEMO_PASSWORD = 'Stage-Door-2026!';

/** The server under test's client at the school's identity provider. */
export const IDP_CLIENT = { id: 'scenedock-e2e', secret: 'e2e-idp-client-secret' };
