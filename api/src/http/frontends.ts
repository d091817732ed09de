import fs from 'node:fs';
import path from 'node:path';
import express, { type Express, type RequestHandler } from 'express';
import { config, type RemoteName } from '../config';
import { UNINDEXED_PATHS } from './wellKnown';

const shellDir = () => path.join(config.rootDir, 'shell', 'dist');
const remoteDir = (name: RemoteName) => path.join(config.rootDir, `mfe-${name}`, 'dist');

/** The remotes this checkout has (an `mfe-<name>` folder each): the embedded default serves their builds. */
function embeddedRemotes(): RemoteName[] {
  if (!fs.existsSync(config.rootDir)) return [];
  return fs
    .readdirSync(config.rootDir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? (/^mfe-([a-z][a-z0-9]*)$/.exec(entry.name)?.[1] ?? []) : []));
}

/**
 * Where the shell loads each micro-frontend from: the `MFE_<NAME>_URL` that is set, else the
 * embedded build served by this process when it exists. A remote with neither is not offered, so
 * the shell shows none of its links or buttons.
 */
export function remoteManifestUrls(): Partial<Record<RemoteName, string>> {
  const urls: Partial<Record<RemoteName, string>> = { ...config.remoteUrls };
  for (const name of embeddedRemotes()) {
    if (!urls[name] && fs.existsSync(path.join(remoteDir(name), 'mf-manifest.json')))
      urls[name] = `/mfe/${name}/mf-manifest.json`;
  }
  return urls;
}

/** Origins other than ours that the page loads scripts from: remotes deployed elsewhere. */
export function remoteOrigins(): string[] {
  return Object.values(config.remoteUrls)
    .filter((url): url is string => url !== undefined && /^https?:\/\//.test(url))
    .map((url) => new URL(url).origin);
}

/** Hashed files never change; everything else (index.html, manifests, remote entries) is revalidated. */
function cacheHeaders(res: express.Response, file: string): void {
  const hashed = /\.[0-9a-f]{8}\.(js|css)$/.test(file) || /\/assets\//.test(file);
  res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
}

/** The run-time configuration the shell reads before it starts. */
const runtimeConfigOf = () => ({ apiBaseUrl: '/api/v1', remotes: remoteManifestUrls() });

const runtimeConfig: RequestHandler = (_req, res) => {
  res.setHeader('Cache-Control', 'no-store');
  res.json(runtimeConfigOf());
};

/**
 * The shell's page with the run-time configuration written into it, as a JSON data block (not a
 * script: the Content-Security-Policy runs none inline). The shell reads it there instead of
 * asking for /app-config.json: one round trip less before the first screen, which on a phone's
 * connection is a good part of a second. Read from disk once per build (its modification time).
 */
let indexPage: { mtimeMs: number; head: string; tail: string } | null = null;

function shellPage(file: string): string {
  const { mtimeMs } = fs.statSync(file);
  if (indexPage?.mtimeMs !== mtimeMs) {
    const html = fs.readFileSync(file, 'utf8');
    const at = html.indexOf('</head>');
    indexPage = { mtimeMs, head: at < 0 ? html : html.slice(0, at), tail: at < 0 ? '' : html.slice(at) };
  }
  // `<` escaped, so no value can close the element.
  const json = JSON.stringify(runtimeConfigOf()).replaceAll('<', '\\u003c');
  return `${indexPage.head}<script type="application/json" id="app-config">${json}</script>${indexPage.tail}`;
}

function allowAnyOrigin(res: express.Response): void {
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
}

/** For what pages that are not ours load (docs/embedding.md): any origin may read it. */
export const readableAnywhere: RequestHandler = (_req, res, next) => {
  allowAnyOrigin(res);
  next();
};

/** The embed loader: not hashed, so revalidated, and portals get a new one with each release. */
const embedLoader: RequestHandler = (_req, res) => {
  const file = path.join(shellDir(), 'embed.js');
  if (!fs.existsSync(file)) {
    res.status(404).type('text/plain').send('The embed loader is not built: run npm run build.');
    return;
  }
  res.setHeader('Cache-Control', 'no-cache');
  res.sendFile(file);
};

/**
 * The shell's built files that a page that is not ours loads for the shell's own screens (the
 * notification bell): its manifest, its remoteEntry.js and the scripts, styles and images they
 * fetch. Not its page (index.html) nor the build's stats.
 */
const SHELL_EMBEDDABLE = /^(mf-manifest\.json|[\w.-]+\.(js|css|svg|png))$/;

function shellHeaders(res: express.Response, file: string): void {
  cacheHeaders(res, file);
  if (SHELL_EMBEDDABLE.test(path.basename(file))) allowAnyOrigin(res);
}

/**
 * The embedded default: the shell at `/` with a history fallback, each remote at `/mfe/<name>/`,
 * the embed loader at `/embed.js`. The loader, the configuration it reads, the remotes' files and
 * the shell's scripts are loaded by pages that are not ours, so any origin may read them.
 */
export function serveFrontends(app: Express): void {
  app.get('/app-config.json', readableAnywhere, runtimeConfig);
  app.get('/embed.js', readableAnywhere, embedLoader);
  for (const name of embeddedRemotes()) {
    app.use(
      `/mfe/${name}`,
      readableAnywhere,
      express.static(remoteDir(name), { index: false, setHeaders: cacheHeaders }),
    );
  }
  app.use(express.static(shellDir(), { index: false, setHeaders: shellHeaders }));
  // Any other page address is a route of the single-page app.
  app.get(/^\/(?!api\/|mfe\/|uploads\/|docs|health|socket\.io).*/, (req, res, next) => {
    const index = path.join(shellDir(), 'index.html');
    if (!req.accepts('html') || !fs.existsSync(index)) return next();
    res.setHeader('Cache-Control', 'no-cache');
    if (UNINDEXED_PATHS.some((unindexed) => req.path.startsWith(unindexed)))
      res.setHeader('X-Robots-Tag', 'noindex');
    res.type('html').send(shellPage(index));
  });
}
