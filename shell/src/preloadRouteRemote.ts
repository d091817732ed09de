import { REMOTE_OF_PATH } from '@scenedock/ui/remote';

/**
 * Runs before anything else in the page: asks at once for the manifest and remoteEntry.js of the
 * remote whose screen the address shows, which the federation runtime would otherwise ask for only
 * after the shell's startup chunks have arrived and run (seconds on a phone's connection). Both at
 * the page's own low priority, so they do not delay the first paint. Every remote's entry is
 * `remoteEntry.js` beside its manifest (shell/build/frontend.rspack.js builds them all).
 */
export function preloadRouteRemote(remotes: Record<string, string | undefined>, pathname: string): void {
  const remote = REMOTE_OF_PATH[pathname.split('/')[1] ?? ''];
  const manifest = remote ? remotes[remote] : undefined;
  if (!manifest) return;
  const entry = new URL('remoteEntry.js', new URL(manifest, document.baseURI)).href;
  for (const [href, as] of [
    [manifest, 'fetch'],
    [entry, 'script'],
  ] as const) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = as;
    link.href = href;
    // The runtime fetches the manifest with fetch() (CORS mode) and the entry with a plain script
    // tag: each preload must match its request, or the browser fetches twice.
    if (as === 'fetch') link.crossOrigin = 'anonymous';
    link.setAttribute('fetchpriority', 'low');
    document.head.append(link);
  }
}
