import type { ComponentType } from 'react';
import type { RouteObject } from './router';
import type { MountedScreen, MountOptions } from './embed/contract';

/**
 * The contract between the shell and its micro-frontends, written down once so both sides are
 * type-checked against it: what each remote exposes and what shape each exposed module has.
 */

/** `./routes`: the remote's screens, as children of the shell's signed-in frame. */
export interface RoutesModule {
  routes: RouteObject[];
}

/** `./mount`: for pages that are not ours (docs/embedding.md). */
export interface MountModule {
  mount: (element: HTMLElement, options: MountOptions) => MountedScreen;
}

/** A dialog another screen can open, e.g. the dashboard's add buttons. */
export interface AddDialogProps {
  open: boolean;
  onClose: () => void;
}

export interface AddDialogModule {
  default: ComponentType<AddDialogProps>;
}

export interface PanelModule {
  default: ComponentType;
}

/**
 * Every micro-frontend, by name: the one list of them. The API passes on whichever are deployed
 * (`MFE_<NAME>_URL`, or the `mfe-<name>` build it serves) and the shell loads only those.
 */
export const REMOTE_NAMES = ['inventory', 'productions', 'lending', 'admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/**
 * What each remote exposes, as its rspack config's `exposes` names them (without './'). The
 * contract test (shell/src/contract.test.ts) fails when a remote's config, this list and
 * `RemoteModules` below disagree.
 */
export const REMOTE_EXPOSES = {
  admin: ['routes', 'mount', 'InviteUserDialog'],
  inventory: ['routes', 'mount', 'AddPropDialog', 'AddSetDialog', 'AddCostumeDialog'],
  productions: ['routes', 'mount', 'AddProductionDialog', 'UpcomingProductions'],
  lending: ['routes', 'mount'],
} as const satisfies Record<RemoteName, readonly string[]>;

/** `<remote>/<expose>` for every exposed module, as the shell loads it. */
export type ExposedModuleId = {
  [R in RemoteName]: `${R}/${(typeof REMOTE_EXPOSES)[R][number]}`;
}[RemoteName];

/** Every module a remote exposes, by `<remote>/<expose>` as the shell loads it. */
export interface RemoteModules {
  'admin/routes': RoutesModule;
  'admin/mount': MountModule;
  'admin/InviteUserDialog': AddDialogModule;
  'inventory/routes': RoutesModule;
  'inventory/mount': MountModule;
  'inventory/AddPropDialog': AddDialogModule;
  'inventory/AddSetDialog': AddDialogModule;
  'inventory/AddCostumeDialog': AddDialogModule;
  'productions/routes': RoutesModule;
  'productions/mount': MountModule;
  'productions/AddProductionDialog': AddDialogModule;
  'productions/UpcomingProductions': PanelModule;
  'lending/routes': RoutesModule;
  'lending/mount': MountModule;
}

/**
 * Which remote owns each top-level path: the shell loads that remote's `./routes` the first time
 * one of its paths is visited. Only paths a remote routes are mapped (the contract test checks it);
 * a remote's new screen adds its path here in the same change.
 */
export const REMOTE_OF_PATH: Record<string, RemoteName> = {
  props: 'inventory',
  sets: 'inventory',
  costumes: 'inventory',
  'import-history': 'inventory',
  scan: 'inventory',
  productions: 'productions',
  calendar: 'productions',
  lending: 'lending',
  borrowing: 'lending',
  departments: 'admin',
  users: 'admin',
  webhooks: 'admin',
};

/**
 * The shell's own screens for pages that are not ours. The shell is the host, not a remote, but
 * it exposes `./mount` too (a `MountModule`), and the embed loader finds its manifest beside
 * itself. The contract test checks these against the shell's rspack `exposes` and its mount.
 */
export const SHELL_SCREENS = ['notification-bell', 'notifications'] as const;
export type ShellScreen = (typeof SHELL_SCREENS)[number];

/** What the shell exposes, as its rspack config names it (without './'). */
export const SHELL_EXPOSES = ['mount'] as const;
