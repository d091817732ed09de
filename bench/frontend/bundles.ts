/**
 * Bundle budgets, measured from the production build in a real browser: every script the page
 * fetched, gzipped here (level 9), summed.
 *   - shell: the JavaScript fetched before the first screen is painted (sign-in, and the dashboard
 *     for a signed-in user), React included. Budget 200 KB.
 *   - each remote: its remoteEntry.js plus what it fetched to paint its first route (the shared
 *     React etc. come from the shell and are not counted). Budget 100 KB.
 *   - the notification bell's panel, fetched on its first open: a figure without a budget, but it
 *     must be fetched then (a panel that came with the first screen fails the run).
 *   - the embed loader, /embed.js. Budget 10 KB. And, as figures without a budget, what a portal
 *     fetches to paint three screens of three remotes through it, React included (once), and the
 *     time from its sign-in to the three painted headings; and the same for the bell alone.
 * Run: npm run bench:bundles (builds what is stale first).
 */
import zlib from 'node:zlib';
import type { Browser, Page, Response } from 'playwright-core';
import globalSetup from '../../e2e/support/globalSetup';
import globalTeardown from '../../e2e/support/globalTeardown';
import { launchBrowser } from '../../e2e/support/browser';
import { DEMO_PASSWORD, e2eState } from '../../e2e/support/server';

const KB = 1024;
const SHELL_BUDGET = 200 * KB;
const REMOTE_BUDGET = 100 * KB;
const LOADER_BUDGET = 10 * KB;

const REMOTES = [
  { name: 'admin', path: '/users', ready: 'Users' },
  { name: 'inventory', path: '/props', ready: 'Props Inventory' },
  { name: 'productions', path: '/productions', ready: 'Productions' },
  { name: 'lending', path: '/lending', ready: 'Lending & Transfers' },
];

interface Script {
  url: string;
  gzip: number;
}

/** Records every script response from now on; `stop()` answers them with gzipped sizes. */
function recordScripts(page: Page) {
  const pending: Promise<Script | null>[] = [];
  const onResponse = (response: Response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response
        .body()
        .then((body) => ({
          url: new URL(response.url()).pathname,
          gzip: zlib.gzipSync(body, { level: 9 }).length,
        }))
        .catch(() => null),
    );
  };
  page.on('response', onResponse);
  return async (): Promise<Script[]> => {
    page.off('response', onResponse);
    return (await Promise.all(pending)).filter((s): s is Script => s !== null);
  };
}

/**
 * A page with a stored session and nothing else loaded yet: signing in through the form would land
 * on the dashboard and fetch other remotes' code before the measured navigation.
 */
async function sessionPage(browser: Browser, email: string, password: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: e2eState().baseUrl });
  const page = await context.newPage();
  await page.goto('/app-config.json');
  await page.evaluate(
    async ({ email, password }) => {
      const response = await fetch('/api/v1/auth/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ username: email, password }),
      });
      const tokens = (await response.json()) as { access_token: string; refresh_token: string };
      localStorage.setItem('access_token', tokens.access_token);
      localStorage.setItem('refresh_token', tokens.refresh_token);
    },
    { email, password },
  );
  return page;
}

const sum = (scripts: Script[]) => scripts.reduce((total, s) => total + s.gzip, 0);
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

function report(label: string, scripts: Script[], budget: number): boolean {
  const total = sum(scripts);
  const ok = total <= budget;
  if (process.env.BUNDLE_DETAIL)
    for (const s of [...scripts].sort((a, b) => b.gzip - a.gzip))
      process.stdout.write(`    ${kb(s.gzip).padStart(9)}  ${s.url}\n`);
  process.stdout.write(
    `${label.padEnd(34)} ${kb(total).padStart(9)} gz in ${String(scripts.length).padStart(2)} files  ` +
      `${(total / budget).toFixed(2)} of the ${kb(budget)} budget  ${ok ? 'ok' : 'OVER'}\n`,
  );
  return ok;
}

/** The test portal (e2e/support/portal.html): signs in, then mounts props, users and productions. */
async function measurePortal(browser: Browser): Promise<void> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(`${e2eState().portalUrl}/school/theatre.html`);
  await page.locator('#sign-in input[name=email]').fill('admin@riverside.example');
  await page.locator('#sign-in input[name=password]').fill(DEMO_PASSWORD);
  const stop = recordScripts(page);
  const started = Date.now();
  await page.locator('#sign-in button[type=submit]').click();
  for (const [screen, heading] of [
    ['props', 'Props Inventory'],
    ['users', 'Users'],
    ['productions', 'Productions'],
  ]) {
    const region = page.getByRole('region', { name: `Theatre ${screen}` });
    await region.getByRole('heading', { name: heading, level: 1 }).waitFor();
  }
  const painted = Date.now() - started;
  const scripts = await stop();
  process.stdout.write(
    `${'portal: three screens via /embed.js'.padEnd(34)} ${kb(sum(scripts)).padStart(9)} gz in ` +
      `${String(scripts.length).padStart(2)} files  (no budget; sign-in to three painted headings ${painted} ms)\n`,
  );
  await page.context().close();
}

/** The test portal with the shell's notification bell alone in its header. */
async function measurePortalBell(browser: Browser): Promise<void> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(`${e2eState().portalUrl}/school/theatre.html?screens=notification-bell`);
  await page.locator('#sign-in input[name=email]').fill('admin@riverside.example');
  await page.locator('#sign-in input[name=password]').fill(DEMO_PASSWORD);
  const stop = recordScripts(page);
  const started = Date.now();
  await page.locator('#sign-in button[type=submit]').click();
  await page
    .locator('#notification-bell')
    .getByRole('button', { name: /^Notifications/ })
    .waitFor();
  const painted = Date.now() - started;
  const scripts = await stop();
  process.stdout.write(
    `${'portal: the bell via /embed.js'.padEnd(34)} ${kb(sum(scripts)).padStart(9)} gz in ` +
      `${String(scripts.length).padStart(2)} files  (no budget; sign-in to the painted bell ${painted} ms)\n`,
  );
  await page.context().close();
}

async function main() {
  await globalSetup();
  const browser = await launchBrowser();
  let allOk = true;
  try {
    const { baseUrl, superuser } = e2eState();
    const page = await (await browser.newContext({ baseURL: baseUrl })).newPage();

    // Signed out: everything up to the painted sign-in form.
    let stop = recordScripts(page);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    allOk = report('shell: first screen (sign-in)', await stop(), SHELL_BUDGET) && allOk;

    // Signed in: the first load of the dashboard, up to its painted figures.
    const dashboard = await sessionPage(browser, superuser.email, superuser.password);
    stop = recordScripts(dashboard);
    await dashboard.goto('/');
    await dashboard.getByTestId('stat-totalProps').getByText(/\d/).waitFor();
    // The shell's own files: the upcoming-productions panel is the productions remote's, budgeted below.
    const shellOwn = (await stop()).filter((s) => !s.url.startsWith('/mfe/'));
    allOk = report('shell: first screen (dashboard)', shellOwn, SHELL_BUDGET) && allOk;

    // The bell's panel comes on its first open, after the first screen.
    stop = recordScripts(dashboard);
    await dashboard.getByRole('button', { name: /^Notifications/ }).click();
    await dashboard
      .getByRole('dialog', { name: 'Notifications' })
      .getByRole('tab', { name: 'All' })
      .waitFor();
    const panel = (await stop()).filter((s) => !s.url.startsWith('/mfe/'));
    if (process.env.BUNDLE_DETAIL)
      for (const s of panel) process.stdout.write(`    ${kb(s.gzip).padStart(9)}  ${s.url}\n`);
    const lazyPanel = panel.length > 0;
    process.stdout.write(
      `${'shell: bell panel on first open'.padEnd(34)} ${kb(sum(panel)).padStart(9)} gz in ` +
        `${String(panel.length).padStart(2)} files  ` +
        `${lazyPanel ? '(no budget; not in the first screen)  ok' : 'came with the first screen  OVER'}\n`,
    );
    allOk = lazyPanel && allOk;

    for (const remote of REMOTES) {
      const config = (await (await fetch(`${baseUrl}/app-config.json`)).json()) as {
        remotes: Record<string, string>;
      };
      if (!config.remotes[remote.name]) continue;
      const remotePage = await sessionPage(browser, 'admin@riverside.example', DEMO_PASSWORD);
      stop = recordScripts(remotePage);
      await remotePage.goto(remote.path);
      await remotePage.getByRole('heading', { name: remote.ready, level: 1 }).waitFor();
      const own = (await stop()).filter((s) => s.url.startsWith(`/mfe/${remote.name}/`));
      allOk = report(`${remote.name}: entry + ${remote.path}`, own, REMOTE_BUDGET) && allOk;
      await remotePage.context().close();
    }

    const loader = Buffer.from(await (await fetch(`${baseUrl}/embed.js`)).arrayBuffer());
    const loaderScript = { url: '/embed.js', gzip: zlib.gzipSync(loader, { level: 9 }).length };
    allOk = report('embed loader', [loaderScript], LOADER_BUDGET) && allOk;
    await measurePortal(browser);
    await measurePortalBell(browser);
  } finally {
    await browser.close();
    globalTeardown();
  }
  if (!allOk) process.exitCode = 1;
}

void main();
