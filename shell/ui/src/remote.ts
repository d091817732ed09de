import type { ComponentType } from 'react';
import type { RouteObject } from './router';
import type { MountOptions, Unmount } from './mount';

/**
 * The contract between the shell and its micro-frontends, written down once so both sides are
 * type-checked against it: what each remote exposes and what shape each exposed module has.
 */

/** `./routes`: the remote's screens, as children of the shell's signed-in frame. */
export interface RoutesModule {
  routes: RouteObject[];
}

/** `./mount`: for pages that are not ours. */
export interface MountModule {
  mount: (element: HTMLElement, options: MountOptions) => Unmount;
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

export const REMOTE_NAMES = ['inventory', 'productions', 'lending', 'admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

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

/** Which remote owns each top-level path of spec part 1 §2. */
export const REMOTE_OF_PATH: Record<string, RemoteName> = {
  props: 'inventory',
  sets: 'inventory',
  costumes: 'inventory',
  'import-history': 'inventory',
  productions: 'productions',
  lending: 'lending',
  borrowing: 'lending',
  departments: 'admin',
  users: 'admin',
};

/** The dashboard's figures: a remote whose change moves them (an add, a delete) invalidates this. */
export const dashboardQueryKey = ['dashboard'] as const;
