import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@scenedock/ui/router';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient, ErrorBoundary, Toasts } from '@scenedock/ui';
import { loadRuntimeConfig } from './runtimeConfig';
import { registerConfiguredRemotes } from './remotes';
import { createAppRouter } from './router';
import { SessionProvider } from './session/SessionProvider';

async function start() {
  const config = await loadRuntimeConfig();
  registerConfiguredRemotes(config.remotes);
  const queryClient = createQueryClient();
  const router = createAppRouter();
  const root = createRoot(document.getElementById('root')!);
  // As a transition, the first render yields to the browser every few milliseconds instead of
  // holding a phone's main thread for all of it at once (one long task, felt as a frozen page).
  startTransition(() =>
    root.render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <SessionProvider apiBaseUrl={config.apiBaseUrl}>
            <ErrorBoundary>
              <RouterProvider router={router} />
            </ErrorBoundary>
          </SessionProvider>
          <Toasts />
        </QueryClientProvider>
      </StrictMode>,
    ),
  );
}

void start();
