/**
 * /embed.js: every Scenedock screen for a page that is not ours, through one script tag.
 *
 *   <script src="https://scenedock.example/embed.js"></script>
 *   const screen = await Scenedock.mount(element, { screen: 'props', getAccessToken, departmentId });
 *   const screen = await Scenedock.mount(element, { screen: 'props', getPortalToken }); // a portal's user
 *
 * It reads where the remotes are from the server that served it (/app-config.json), loads each
 * remote's entry once, on first use, and initialises every remote with the same share scope, so
 * React and the kit load once however many screens the page mounts. The shell's own screens (the
 * notification bell and page) come the same way, from the shell's manifest beside this file.
 * docs/embedding.md explains it from the outside. Kept free of React and of the kit's components:
 * it must stay small.
 */
import {
  checkTokenSource,
  embedFailure,
  type EmbedFailure,
  type MountedScreen,
  type MountOptions,
} from '@scenedock/ui/embed';
import { REMOTE_OF_PATH, SHELL_SCREENS, type MountModule, type RemoteName } from '@scenedock/ui/remote';

/** `Scenedock.mount`'s options: the remote's, with the API address defaulting to this server's.
 * `getPortalToken` passes through: the mounted screen exchanges and keeps the session. */
export type LoaderMountOptions = Omit<MountOptions, 'apiBaseUrl' | 'screen'> & {
  screen: string;
  apiBaseUrl?: string;
};

interface Container {
  init: (shareScope: object) => unknown;
  get: (module: string) => Promise<() => unknown>;
}

interface RuntimeConfig {
  apiBaseUrl: string;
  remotes: Partial<Record<RemoteName, string>>;
}

/** Who serves a screen's code: a remote, or the shell itself. */
type Source = RemoteName | 'shell';

interface Manifest {
  metaData: { globalName: string; remoteEntry: { path: string; name: string } };
}

/** The screens `Scenedock.mount` knows, e.g. ['props', 'sets', …, 'notification-bell']. */
const screens = [...Object.keys(REMOTE_OF_PATH), ...SHELL_SCREENS];

const loaderUrl = (document.currentScript as HTMLScriptElement | null)?.src ?? window.location.href;
// One share scope for every remote this page loads: the first to offer React provides it to all.
const shareScope: Record<string, unknown> = {};

/** Remembers a load that worked; a failed one is tried again next time. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    }));
}

async function fetchJson<T>(url: URL): Promise<T> {
  const response = await fetch(url, { credentials: 'omit' });
  if (!response.ok) throw new Error(`${url.href} answered ${response.status}`);
  return (await response.json()) as T;
}

function loadScript(url: URL): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url.href;
    script.crossOrigin = 'anonymous';
    // The code stays once run: the tag goes, so the page's <head> is as it was.
    script.onload = () => {
      script.remove();
      resolve();
    };
    script.onerror = () => {
      script.remove();
      reject(new Error(`Could not load ${url.href}`));
    };
    document.head.append(script);
  });
}

const configUrl = new URL('app-config.json', loaderUrl);
const runtimeConfig = once(() => fetchJson<RuntimeConfig>(configUrl));

/** Where a source's manifest is: the shell's is built beside this loader, a remote's is configured. */
async function manifestUrlOf(source: Source): Promise<URL> {
  if (source === 'shell') return new URL('mf-manifest.json', loaderUrl);
  const manifestAddress = (await runtimeConfig()).remotes[source];
  if (!manifestAddress) throw new Error(`This Scenedock serves no ${source} screens`);
  return new URL(manifestAddress, configUrl);
}

const mountModules = new Map<Source, () => Promise<MountModule>>();

function mountModuleOf(source: Source): Promise<MountModule> {
  let load = mountModules.get(source);
  if (!load) {
    load = once(async () => {
      const manifestUrl = await manifestUrlOf(source);
      const { metaData } = await fetchJson<Manifest>(manifestUrl);
      const entry = metaData.remoteEntry;
      await loadScript(new URL(entry.path ? `${entry.path}/${entry.name}` : entry.name, manifestUrl));
      const container = (window as unknown as Record<string, Container | undefined>)[metaData.globalName];
      if (!container) throw new Error(`${entry.name} did not define ${metaData.globalName}`);
      await container.init(shareScope);
      return (await container.get('./mount'))() as MountModule;
    });
    mountModules.set(source, load);
  }
  return load();
}

/** What stands in for a screen whose code could not be loaded: the message, plain, and Try Again. */
function showFailure(element: HTMLElement, failure: EmbedFailure, retry: () => void): MountedScreen {
  const host = document.createElement('scenedock-screen');
  const root = host.attachShadow({ mode: 'open' });
  const box = document.createElement('div');
  box.setAttribute('role', 'alert');
  box.style.cssText =
    'font:16px/1.5 system-ui,sans-serif;color:#991b1b;background:#fef2f2;padding:16px;border-radius:8px;text-align:center';
  const title = document.createElement('strong');
  title.textContent = failure.title;
  const message = document.createElement('p');
  message.textContent = failure.message;
  message.style.margin = '8px 0';
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = 'Try Again';
  button.style.font = 'inherit';
  button.addEventListener('click', retry);
  box.append(title, message, button);
  root.append(box);
  element.append(host);
  return { unmount: () => host.remove(), navigate: () => undefined };
}

/**
 * Mounts one screen into `element`. Answers the mounted screen once its code is loaded; rejects
 * only for a screen name that does not exist, or options without exactly one of getAccessToken
 * and getPortalToken. A server that cannot be reached shows its message
 * in the element and tells `onAuthError` (reason 'unreachable'), as a refused token does.
 */
async function mount(element: HTMLElement, options: LoaderMountOptions): Promise<MountedScreen> {
  if (!(element instanceof HTMLElement))
    throw new TypeError('Scenedock.mount needs an element to render into');
  const screen = String(options.screen ?? '').replace(/^\/+/, '');
  const top = screen.split(/[/?#]/)[0];
  const source: Source | undefined = (SHELL_SCREENS as readonly string[]).includes(top)
    ? 'shell'
    : Object.prototype.hasOwnProperty.call(REMOTE_OF_PATH, top)
      ? REMOTE_OF_PATH[top]
      : undefined;
  if (!source) {
    throw new Error(`There is no Scenedock screen '${screen}'. Screens: ${screens.join(', ')}`);
  }
  checkTokenSource(options);
  let current: MountedScreen | null = null;
  let unmounted = false;
  const attempt = async () => {
    try {
      const [config, module] = await Promise.all([runtimeConfig(), mountModuleOf(source)]);
      if (unmounted) return;
      current = module.mount(element, {
        ...options,
        screen,
        apiBaseUrl: options.apiBaseUrl ?? new URL(config.apiBaseUrl, configUrl).href,
      });
    } catch {
      if (unmounted) return;
      const failure = embedFailure('unreachable');
      current = showFailure(element, failure, () => {
        current?.unmount();
        current = null;
        void attempt();
      });
      options.onAuthError?.(failure);
    }
  };
  await attempt();
  return {
    unmount() {
      unmounted = true;
      current?.unmount();
      current = null;
    },
    navigate(path) {
      current?.navigate(path);
    },
  };
}

declare global {
  interface Window {
    Scenedock?: { mount: typeof mount; screens: string[] };
  }
}

window.Scenedock = { mount, screens };
