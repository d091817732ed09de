import { createContext, useCallback, useContext, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ScenedockClient, components } from '@scenedock/openapi';
import { currentUserQuery } from './queryKeys';

export type CurrentUser = components['schemas']['UserOut'];

/** What every screen needs from its surroundings, whether the shell or a foreign page hosts it. */
export interface Platform {
  client: ScenedockClient;
  /** The API's origin, for uploaded images: '' when same-origin. */
  apiOrigin: string;
  /** The API's base address (e.g. /api/v1), for the one call the typed client cannot make: uploads. */
  apiBaseUrl: string;
  departmentId: number | null;
  /** The current access token, for the one call the typed client cannot make: uploads with progress. */
  getAccessToken: () => string | null | Promise<string | null>;
  /** Inside the shell: links to other micro-frontends' screens work. */
  inShell: boolean;
  /** Embedded (`./mount`): the top-level paths its remote routes (`props`, `sets`, …); the only links that open there. */
  screens?: readonly string[];
}

const PlatformContext = createContext<Platform | null>(null);

export function PlatformProvider({ value, children }: { value: Platform; children: ReactNode }) {
  return <PlatformContext.Provider value={value}>{children}</PlatformContext.Provider>;
}

export function usePlatform(): Platform {
  const platform = useContext(PlatformContext);
  if (!platform) throw new Error('usePlatform() needs a <PlatformProvider> above it');
  return platform;
}

/** The shorthand every data hook uses. */
export function useApi(): ScenedockClient {
  return usePlatform().client;
}

/** The signed-in user with their departments and their role in the current one. */
export function useCurrentUser() {
  return useQuery(currentUserQuery(useApi()));
}

/** The current department as the user's membership list names it. */
export function useCurrentDepartment(): { id: number; name: string } | null {
  const { departmentId } = usePlatform();
  const { data: user } = useCurrentUser();
  const membership = user?.departments.find((d) => d.id === departmentId);
  return membership ? { id: membership.id, name: membership.name } : null;
}

/** An uploaded file's address as an <img> can use it. */
export function useAssetUrl(): (path: string | null | undefined) => string | undefined {
  const { apiOrigin } = usePlatform();
  return (path) => (path ? (/^https?:/.test(path) ? path : `${apiOrigin}${path}`) : undefined);
}

/** Whether `href` (a path of the app) opens where it is shown: anything in the shell; only its own remote's pages in a mount. */
export function isReachable(platform: Pick<Platform, 'inShell' | 'screens'>, href: string): boolean {
  if (platform.inShell) return true;
  const first = href.replace(/^\/+/, '').split(/[/?#]/)[0];
  return (platform.screens ?? []).includes(first);
}

/** `href` when it opens where the screen is shown (isReachable), else undefined: the screen shows the words without a link. */
export function useReachableHref(): (href: string | null | undefined) => string | undefined {
  const { inShell, screens } = usePlatform();
  return useCallback(
    (href) => (href && isReachable({ inShell, screens }, href) ? href : undefined),
    [inShell, screens],
  );
}
