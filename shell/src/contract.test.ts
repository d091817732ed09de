/// <reference types="node" />
/**
 * @jest-environment node
 */
// The contract between the shell and its remotes (docs/frontends.md), checked: what each remote's
// rspack config exposes, the kit's REMOTE_EXPOSES and RemoteModules, and REMOTE_OF_PATH against the
// routes each remote really has; and the shell's own ./mount against SHELL_SCREENS.
import fs from 'node:fs';
import path from 'node:path';
import {
  REMOTE_EXPOSES,
  REMOTE_NAMES,
  REMOTE_OF_PATH,
  type ExposedModuleId,
  type RemoteModules,
  type RemoteName,
  type RoutesModule,
} from '@scenedock/ui';
import { SHELL_EXPOSES, SHELL_SCREENS } from '@scenedock/ui/remote';
import { routes as adminRoutes } from '../../mfe-admin/src/routes';
import { routes as inventoryRoutes } from '../../mfe-inventory/src/routes';
import { routes as lendingRoutes } from '../../mfe-lending/src/routes';
import { routes as productionsRoutes } from '../../mfe-productions/src/routes';
import { screens as shellScreens } from './mount';

const root = path.resolve(__dirname, '..', '..');

// The remotes' rspack configs are read for their `exposes` only: the bundler itself is not needed.
jest.mock('@rspack/core', () => ({ rspack: {} }));
jest.mock('@module-federation/enhanced/rspack', () => ({ ModuleFederationPlugin: class {} }));
jest.mock('@rspack/plugin-react-refresh', () => class {});

/** The remotes this repository builds (a remote of the list may exist before its folder does). */
const built = REMOTE_NAMES.filter((name) =>
  fs.existsSync(path.join(root, `mfe-${name}`, 'rspack.config.js')),
);

const ROUTES: Partial<Record<RemoteName, RoutesModule['routes']>> = {
  admin: adminRoutes,
  inventory: inventoryRoutes,
  productions: productionsRoutes,
  lending: lendingRoutes,
};

interface FederationConfig {
  federation: { name: string; exposes: Record<string, string> };
}

function federationOf(dir: string) {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the config is CommonJS
  return (require(path.join(root, dir, 'rspack.config.js')) as FederationConfig).federation;
}

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

describe('the remote contract', () => {
  it('lists in RemoteModules exactly what REMOTE_EXPOSES names (checked by the type-checker)', () => {
    const same: Same<keyof RemoteModules, ExposedModuleId> = true;
    expect(same).toBe(true);
  });

  it('builds every remote it routes to, and every built remote has its routes here', () => {
    expect(built.sort()).toEqual(Object.keys(ROUTES).sort());
  });

  it.each(built)('%s exposes what the kit says it does, from files that exist', (name) => {
    const federation = federationOf(`mfe-${name}`);
    expect(federation.name).toBe(`scenedock_${name}`);
    const exposed = Object.keys(federation.exposes).map((key) => key.replace(/^\.\//, ''));
    expect(exposed.sort()).toEqual([...REMOTE_EXPOSES[name]].sort());
    for (const file of Object.values(federation.exposes))
      expect(fs.existsSync(path.join(root, `mfe-${name}`, file))).toBe(true);
  });

  it('maps to a remote only the paths that remote routes', () => {
    for (const [top, remote] of Object.entries(REMOTE_OF_PATH)) {
      const paths = (ROUTES[remote] ?? []).map((route) => route.path?.split('/')[0]);
      expect({ path: top, routed: paths.includes(top) }).toEqual({ path: top, routed: true });
    }
  });

  it('maps every path a remote routes, so the shell can load it', () => {
    for (const [remote, routes] of Object.entries(ROUTES))
      for (const route of routes ?? []) {
        const top = route.path?.split('/')[0];
        if (top) expect({ path: top, remote: REMOTE_OF_PATH[top] }).toEqual({ path: top, remote });
      }
  });
});

describe('the shell’s own screens for pages that are not ours', () => {
  it('exposes what the kit says it does, from files that exist', () => {
    const federation = federationOf('shell');
    expect(federation.name).toBe('scenedock_shell');
    const exposed = Object.keys(federation.exposes).map((key) => key.replace(/^\.\//, ''));
    expect(exposed.sort()).toEqual([...SHELL_EXPOSES].sort());
    for (const file of Object.values(federation.exposes))
      expect(fs.existsSync(path.join(root, 'shell', file))).toBe(true);
  });

  it('mounts exactly the screens the loader offers', () => {
    expect(shellScreens.map((route) => route.path).sort()).toEqual([...SHELL_SCREENS].sort());
  });

  it('names no screen a remote also has, so the loader knows whose it is', () => {
    for (const screen of SHELL_SCREENS)
      expect({ screen, remote: REMOTE_OF_PATH[screen] }).toEqual({ screen });
  });
});
