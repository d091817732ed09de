import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, type RouteObject } from './router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from 'react-hot-toast';
import { createEmbeddedClient } from '@scenedock/openapi';
import { PlatformProvider } from './platform';
import { ErrorBoundary } from './components/ErrorBoundary';

/** The `./mount` contract every micro-frontend offers to pages that are not ours. */
export interface MountOptions {
  /** e.g. https://scenedock.example/api/v1 */
  apiBaseUrl: string;
  getAccessToken: () => string | null | Promise<string | null>;
  departmentId: number | null;
  /** The path the micro-frontend's routes live under in the host page, e.g. /theatre */
  basename?: string;
}

export type Unmount = () => void;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 10_000 } },
  });
}

/**
 * Renders a micro-frontend's routes into an element of a foreign page, with everything the shell
 * would otherwise provide: API client, query cache, router, toasts.
 */
export function mountRoutes(routes: RouteObject[], element: HTMLElement, options: MountOptions): Unmount {
  const client = createEmbeddedClient(options);
  const apiOrigin = new URL(options.apiBaseUrl, window.location.href).origin;
  const queryClient = createQueryClient();
  const router = createBrowserRouter(routes, { basename: options.basename });
  const root = createRoot(element);
  root.render(
    <StrictMode>
      <PlatformProvider
        value={{
          client,
          apiOrigin: apiOrigin === window.location.origin ? '' : apiOrigin,
          apiBaseUrl: options.apiBaseUrl,
          departmentId: options.departmentId,
          getAccessToken: options.getAccessToken,
          inShell: false,
        }}
      >
        <QueryClientProvider client={queryClient}>
          <div className="scenedock-root">
            <ErrorBoundary>
              <RouterProvider router={router} />
            </ErrorBoundary>
            <Toaster position="top-right" />
          </div>
        </QueryClientProvider>
      </PlatformProvider>
    </StrictMode>,
  );
  return () => {
    root.unmount();
    router.dispose();
    queryClient.clear();
  };
}
