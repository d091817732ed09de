/**
 * Lighthouse (pinned, 12.2.3) over the pages a phone opens most, in Debian's Chromium, mobile preset
 * (Lighthouse's default: a Moto G Power screen, slow 4G and a 4× slower CPU, simulated), on the
 * production build with the demo data. Each page is loaded cold three times, each time in a fresh
 * browser profile; a page that needs a session gets a demo director's tokens in its storage first.
 * Prints the median scores and metrics per page against the aims, and, for a page whose performance
 * misses, what ran on the main thread (Lighthouse's own profile: the scripts with the most time).
 *
 * Baselines in the same run: Lighthouse's benchmark index of this machine (its CPU speed, which the
 * simulated metrics scale with); a bare page with no script, served here and measured like the
 * others, so the scores can be read against what the machine gives any page; and, with
 * LH_BASELINE=<another checkout, built>, that checkout's app on the same demo data, its runs taken
 * in turn with this one's so that both see the same machine, and the ratios between them.
 *
 * Run: npm run bench:lighthouse (builds what is stale first). RUNS=1 for a quick look, PAGES=/props
 * for some pages only (comma-separated), LH_DESKTOP=1 for the desktop preset, LH_REPORTS=<folder>
 * to keep every run's Lighthouse report (JSON: open it in the Lighthouse viewer for the trace).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const DEMO_PASSWORD = 'Stage-Door-2026!';

const RUNS = Number(process.env.RUNS ?? 3);
const PORT = Number(process.env.LH_PORT ?? 3590);
const DIRECTOR = 'director@riverside.example';
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];

/** The aims of issue 35, for every page. */
const AIMS = { performance: 90, accessibility: 100, 'best-practices': 100, seo: 90, tbt: 200, lcp: 2500 };

interface Target {
  label: string;
  /** a path of the app, or a whole address (the baseline) */
  path: string;
  signedIn: boolean;
}

const BARE_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="description" content="A bare page">
<title>Baseline</title></head><body><main><h1>Baseline</h1><p>A page with no script.</p></main></body></html>`;

/** Serves the bare page on a loopback port; answers its address and a way to stop it. */
async function bareServer(): Promise<{ url: string; close: () => void }> {
  const server = http.createServer((_, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(BARE_PAGE);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, close: () => server.close() };
}
const isBaseline = (target: Target) => target.path.startsWith('http');

interface Sample {
  scores: Record<string, number>;
  tbt: number;
  lcp: number;
  fcp: number;
  tti: number;
  benchmarkIndex: number;
  /** scripts by main-thread time, ms (Lighthouse's bootup-time audit) */
  scripts: { url: string; total: number; scripting: number }[];
  /** main-thread time by kind of work, ms */
  work: { group: string; ms: number }[];
  /** audits that did not pass in the categories other than performance */
  failing: string[];
}

interface LhAudit {
  score: number | null;
  numericValue?: number;
  title: string;
  details?: { items?: Record<string, unknown>[] };
}
interface LhResult {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, LhAudit>;
  environment: { benchmarkIndex: number };
  runtimeError?: { code: string; message: string };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** One build of the app, served from its checkout on a fresh SQLite database with the demo data. */
interface App {
  name: string;
  baseUrl: string;
  process: ChildProcess;
  dataDir: string;
}

async function startApp(name: string, root: string, port: number): Promise<App> {
  execFileSync('node', ['shell/build/ensure-built.js'], { cwd: root, stdio: 'inherit' });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `scenedock-lighthouse-${name}-`));
  const baseUrl = `http://localhost:${port}`;
  const child = spawn('node', ['api/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: `sqlite:${path.join(dataDir, 'app.sqlite')}`,
      REDIS_URL: '',
      SMTP_URL: '',
      JWT_SECRET: 'lighthouse-bench-secret-lighthouse-bench-secret',
      ADMIN_EMAIL: 'admin@scenedock.local',
      ADMIN_PASSWORD: 'Lighthouse-2026!',
      SEED_DEMO: 'true',
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 90_000;
  for (;;) {
    const up = await fetch(`${baseUrl}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`${name} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { name, baseUrl, process: child, dataDir };
}

function stopApp(app: App) {
  app.process.kill('SIGTERM');
  fs.rmSync(app.dataDir, { recursive: true, force: true });
}

async function tokensOf(app: App, email: string): Promise<{ access_token: string; refresh_token: string }> {
  const response = await fetch(`${app.baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    body: new URLSearchParams({ username: email, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`${email} could not sign in: ${response.status}`);
  return (await response.json()) as { access_token: string; refresh_token: string };
}

/** The address of one of the director's props, for the item page. */
async function anItemPath(app: App): Promise<string> {
  const { access_token: token } = await tokensOf(app, DIRECTOR);
  const headers = { Authorization: `Bearer ${token}` };
  const base = `${app.baseUrl}/api/v1`;
  const me = (await (await fetch(`${base}/users/me`, { headers })).json()) as {
    departments: { id: number }[];
  };
  const props = (await (
    await fetch(`${base}/props/?limit=1`, {
      headers: { ...headers, 'X-Current-Department': String(me.departments[0].id) },
    })
  ).json()) as { id: number }[];
  return `/props/${props[0].id}`;
}

function summarise(lhr: LhResult): Sample {
  // A run Lighthouse could not measure (the page never painted, say) is an error, not a zero.
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  const audit = (id: string) => lhr.audits[id];
  const scores: Record<string, number> = {};
  for (const [id, category] of Object.entries(lhr.categories))
    scores[id] = Math.round((category.score ?? 0) * 100);
  const failing: string[] = [];
  for (const id of ['accessibility', 'best-practices', 'seo'])
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const a = audit(ref.id);
      if (ref.weight > 0 && a && a.score !== null && a.score < 1) failing.push(`${id}: ${a.title}`);
    }
  const items = (id: string) => audit(id)?.details?.items ?? [];
  return {
    scores,
    tbt: audit('total-blocking-time')?.numericValue ?? NaN,
    lcp: audit('largest-contentful-paint')?.numericValue ?? NaN,
    fcp: audit('first-contentful-paint')?.numericValue ?? NaN,
    tti: audit('interactive')?.numericValue ?? NaN,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    scripts: items('bootup-time').map((item) => ({
      url: String(item.url),
      total: Number(item.total),
      scripting: Number(item.scripting),
    })),
    work: items('mainthread-work-breakdown').map((item) => ({
      group: String(item.groupLabel ?? item.group),
      ms: Number(item.duration),
    })),
    failing,
  };
}

/** One cold load of `target` in a fresh browser profile. */
async function measure(app: App, target: Target): Promise<Sample> {
  const chromeLauncher = await import('chrome-launcher');
  const { default: lighthouse, desktopConfig } = await import('lighthouse');
  const puppeteer = await import('puppeteer-core');
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const url = isBaseline(target) ? target.path : `${app.baseUrl}${target.path}`;
    if (target.signedIn) {
      // The app keeps its session in localStorage; Lighthouse is told below not to clear it.
      const tokens = await tokensOf(app, DIRECTOR);
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
      const page = await browser.newPage();
      await page.goto(`${app.baseUrl}/app-config.json`);
      await page.evaluate((t) => {
        localStorage.setItem('access_token', t.access_token);
        localStorage.setItem('refresh_token', t.refresh_token);
      }, tokens);
      await page.close();
      await browser.disconnect();
    }
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        // The profile is new, so the HTTP cache holds only app-config.json: still a cold load.
        disableStorageReset: target.signedIn,
      },
      process.env.LH_DESKTOP ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${target.path}`);
    if (process.env.LH_REPORTS) {
      fs.mkdirSync(process.env.LH_REPORTS, { recursive: true });
      const name = `${app.name}-${target.label}`.replace(/[^\w-]+/g, '_');
      fs.writeFileSync(
        path.join(process.env.LH_REPORTS, `${name}-${Date.now()}.json`),
        String(result.report),
      );
    }
    return summarise(result.lhr as unknown as LhResult);
  } finally {
    chrome.kill();
  }
}

/**
 * Lighthouse now and then fails to record a load's trace (NO_NAVSTART, NO_FCP on a busy machine):
 * such a run is taken again, at most twice, and said so; a third failure ends the bench.
 */
async function measureRetrying(app: App, target: Target): Promise<Sample> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await measure(app, target);
    } catch (error) {
      if (attempt === 3 || !String(error).includes('Lighthouse:')) throw error;
      process.stdout.write(`  ${app.name} ${target.label}: ${String(error)}; measuring it again\n`);
    }
  }
}

const pad = (value: string | number, width: number) => String(value).padStart(width);

interface Medians {
  performance: number;
  accessibility: number;
  bp: number;
  seo: number;
  tbt: number;
  lcp: number;
  fcp: number;
  tti: number;
}

function mediansOf(samples: Sample[]): Medians {
  const score = (id: string) => median(samples.map((s) => s.scores[id] ?? 0));
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bp: score('best-practices'),
    seo: score('seo'),
    tbt: median(samples.map((s) => s.tbt)),
    lcp: median(samples.map((s) => s.lcp)),
    fcp: median(samples.map((s) => s.fcp)),
    tti: median(samples.map((s) => s.tti)),
  };
}

const meetsAims = (m: Medians) =>
  m.performance >= AIMS.performance &&
  m.accessibility >= AIMS.accessibility &&
  m.bp >= AIMS['best-practices'] &&
  m.seo >= AIMS.seo &&
  m.tbt < AIMS.tbt &&
  m.lcp < AIMS.lcp;

interface Row {
  target: Target;
  /** samples per app, by app name */
  samples: Record<string, Sample[]>;
}

/** One table per app; the last app's is checked against the aims. Answers whether it met them all. */
function printTable(app: string, rows: Row[], checked: boolean): boolean {
  let allMet = true;
  process.stdout.write(
    `\n${app}\n${'page'.padEnd(22)}${pad('perf', 6)}${pad('a11y', 6)}${pad('bp', 6)}${pad('seo', 6)}` +
      `${pad('TBT ms', 9)}${pad('LCP ms', 9)}${pad('FCP ms', 9)}${pad('TTI ms', 9)}  aims\n`,
  );
  for (const { target, samples } of rows) {
    const m = mediansOf(samples[app]);
    const met = meetsAims(m);
    if (!isBaseline(target)) allMet = met && allMet;
    const verdict = isBaseline(target) ? '(no script)' : !checked ? '' : met ? 'met' : 'MISSED';
    process.stdout.write(
      `${target.label.padEnd(22)}${pad(m.performance, 6)}${pad(m.accessibility, 6)}${pad(m.bp, 6)}${pad(m.seo, 6)}` +
        `${pad(Math.round(m.tbt), 9)}${pad(Math.round(m.lcp), 9)}${pad(Math.round(m.fcp), 9)}${pad(Math.round(m.tti), 9)}` +
        `  ${verdict}\n`,
    );
  }
  return allMet;
}

/** This checkout against the baseline: ratios of the median times (below 1 is faster). */
function printRatios(rows: Row[], baseline: string, current: string) {
  process.stdout.write(
    `\n${current} against ${baseline}\n${'page'.padEnd(22)}${pad('perf', 8)}${pad('TBT', 8)}${pad('LCP', 8)}${pad('FCP', 8)}${pad('TTI', 8)}\n`,
  );
  const ratio = (a: number, b: number) => (b > 0 ? (a / b).toFixed(2) : '-');
  for (const { target, samples } of rows) {
    const b = mediansOf(samples[baseline]);
    const c = mediansOf(samples[current]);
    const delta = c.performance - b.performance;
    process.stdout.write(
      `${target.label.padEnd(22)}${pad(`${delta >= 0 ? '+' : ''}${delta}`, 8)}${pad(ratio(c.tbt, b.tbt), 8)}` +
        `${pad(ratio(c.lcp, b.lcp), 8)}${pad(ratio(c.fcp, b.fcp), 8)}${pad(ratio(c.tti, b.tti), 8)}\n`,
    );
  }
}

/** For a page that missed: the median run's main thread, by script and by kind of work. */
function printProfile(target: Target, samples: Sample[]) {
  const byTbt = [...samples].sort((a, b) => a.tbt - b.tbt);
  const sample = byTbt[Math.floor(byTbt.length / 2)];
  process.stdout.write(`\n${target.label}: what ran on the main thread (median run, simulated 4x CPU)\n`);
  for (const s of sample.scripts.slice(0, 8))
    process.stdout.write(
      `  ${pad(Math.round(s.total), 6)} ms (${pad(Math.round(s.scripting), 5)} scripting)  ${s.url.replace(/^https?:\/\/[^/]+/, '')}\n`,
    );
  process.stdout.write(
    `  by kind: ${sample.work
      .slice(0, 5)
      .map((w) => `${w.group} ${Math.round(w.ms)} ms`)
      .join(', ')}\n`,
  );
  for (const failure of new Set(samples.flatMap((s) => s.failing)))
    process.stdout.write(`  not passed: ${failure}\n`);
}

async function main() {
  const apps: App[] = [];
  const bare = await bareServer();
  try {
    if (process.env.LH_BASELINE)
      apps.push(await startApp('baseline', path.resolve(process.env.LH_BASELINE), PORT + 1));
    apps.push(await startApp('this checkout', path.resolve(__dirname, '..', '..'), PORT));
    const pages: Omit<Target, 'path'>[] = [
      { label: '/login', signedIn: false },
      { label: '/', signedIn: true },
      { label: '/props', signedIn: true },
      { label: '/borrowing', signedIn: true },
      { label: '/lending', signedIn: true },
      { label: 'item page', signedIn: true },
    ];
    const only = process.env.PAGES?.split(',').map((p) => p.trim());
    const rows: Row[] = [{ target: { label: 'bare page', path: bare.url, signedIn: false }, samples: {} }];
    for (const page of pages)
      if (!only || only.includes(page.label))
        rows.push({ target: { ...page, path: page.label }, samples: {} });
    // Each app is asked for its own item (the same demo data, but ids are the database's).
    const itemPaths = new Map<string, string>();
    for (const app of apps) itemPaths.set(app.name, await anItemPath(app));
    for (const row of rows) {
      for (const app of apps) row.samples[app.name] = [];
      // In turn, run by run, so that a busier minute of the machine falls on both apps alike.
      for (let run = 0; run < RUNS; run += 1)
        for (const app of apps) {
          const target =
            row.target.label === 'item page' ? { ...row.target, path: itemPaths.get(app.name)! } : row.target;
          row.samples[app.name].push(await measureRetrying(app, target));
        }
      process.stdout.write(
        `measured ${row.target.label} (${RUNS} cold loads${apps.length > 1 ? ' each' : ''})\n`,
      );
    }
    const index = median(
      rows.flatMap((r) =>
        Object.values(r.samples)
          .flat()
          .map((s) => s.benchmarkIndex),
      ),
    );
    process.stdout.write(
      `\nLighthouse 12.2.3, ${process.env.LH_DESKTOP ? 'desktop' : 'mobile'} preset, median of ${RUNS} cold loads; ` +
        `this machine's benchmark index ${Math.round(index)}\n`,
    );
    let allMet = true;
    for (const app of apps) allMet = printTable(app.name, rows, app === apps.at(-1));
    if (apps.length > 1) printRatios(rows, apps[0].name, apps[1].name);
    const current = apps.at(-1)!.name;
    for (const row of rows) {
      const samples = row.samples[current];
      if (!isBaseline(row.target) && !meetsAims(mediansOf(samples))) printProfile(row.target, samples);
    }
    process.stdout.write(
      `\n${allMet ? 'Every page meets the aims.' : 'Some pages miss the aims (see above).'}\n`,
    );
  } finally {
    bare.close();
    for (const app of apps) stopApp(app);
  }
}

void main();
