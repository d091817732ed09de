import { lazy, Suspense, useMemo, type ComponentType, type ReactNode } from 'react';
import { ErrorBoundary, type AddDialogProps, type RemoteModules } from '@scenedock/ui';
import { loadRemoteModule } from './remotes';

type DialogId = {
  [K in keyof RemoteModules]: RemoteModules[K] extends { default: ComponentType<AddDialogProps> } ? K : never;
}[keyof RemoteModules];

type PanelId = {
  [K in keyof RemoteModules]: RemoteModules[K] extends { default: ComponentType } ? K : never;
}[keyof RemoteModules];

// One lazy component per exposed module, so reopening a dialog does not refetch or remount it.
const cache = new Map<string, unknown>();

function lazyRemote<P extends object>(id: DialogId | PanelId): ComponentType<P> {
  if (!cache.has(id))
    cache.set(
      id,
      lazy(() => loadRemoteModule(id) as Promise<{ default: ComponentType<P> }>),
    );
  return cache.get(id) as ComponentType<P>;
}

/** A dialog another micro-frontend exposes; its code is fetched the first time it opens. */
export function RemoteDialog({ id, open, onClose }: { id: DialogId } & AddDialogProps) {
  const Dialog = useMemo(() => lazyRemote<AddDialogProps>(id), [id]);
  return (
    <ErrorBoundary>
      <Suspense fallback={null}>
        <Dialog open={open} onClose={onClose} />
      </Suspense>
    </ErrorBoundary>
  );
}

/** A panel another micro-frontend exposes, e.g. the dashboard's upcoming productions. */
export function RemotePanel({ id, fallback }: { id: PanelId; fallback: ReactNode }) {
  const Panel = useMemo(() => lazyRemote<object>(id), [id]);
  return (
    <ErrorBoundary>
      <Suspense fallback={fallback}>
        <Panel />
      </Suspense>
    </ErrorBoundary>
  );
}
