import type { RemoteName } from '@scenedock/ui';

/** What the server tells the shell at run time (GET /app-config.json), so remotes move without a rebuild. */
export interface RuntimeConfig {
  /** e.g. /api/v1 or https://api.scenedock.example/api/v1 */
  apiBaseUrl: string;
  /** manifest URL per deployed micro-frontend; a remote that is not deployed is absent */
  remotes: Partial<Record<RemoteName, string>>;
}

/**
 * The server writes the configuration into the page (`<script type="application/json"
 * id="app-config">`), saving a round trip; a page served some other way (the dev server) asks for it.
 */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const inline = inlineRuntimeConfig();
  if (inline) return inline;
  const response = await fetch('/app-config.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`Could not load /app-config.json (${response.status})`);
  return (await response.json()) as RuntimeConfig;
}

/** The configuration written into the page, if it was. */
export function inlineRuntimeConfig(): RuntimeConfig | null {
  const inline = document.getElementById('app-config')?.textContent;
  return inline ? (JSON.parse(inline) as RuntimeConfig) : null;
}
