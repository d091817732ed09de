import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteModules, RemoteName } from '@scenedock/ui';

let available = new Set<RemoteName>();

/** Registers the micro-frontends the run-time configuration names. */
export function registerConfiguredRemotes(remotes: Partial<Record<RemoteName, string>>): void {
  const entries = Object.entries(remotes) as [RemoteName, string][];
  registerRemotes(entries.map(([name, entry]) => ({ name: `scenedock_${name}`, alias: name, entry })));
  available = new Set(entries.map(([name]) => name));
}

/** Whether a micro-frontend is deployed: screens and buttons that need it are shown only then. */
export function hasRemote(name: RemoteName): boolean {
  return available.has(name);
}

/** Loads an exposed module, typed by the contract in @scenedock/ui. */
export async function loadRemoteModule<K extends keyof RemoteModules>(id: K): Promise<RemoteModules[K]> {
  const module = await loadRemote<RemoteModules[K]>(id);
  if (!module) throw new Error(`Micro-frontend module ${id} did not load`);
  return module;
}
