/**
 * The shipped site (deploy/nginx/scenedock.conf) run by Debian's nginx for a test or a bench: its
 * ports, certificate paths and instances swapped for ours, TLS with a certificate made here by
 * openssl, everything else (the request limits above all) as shipped. Used by
 * e2e/ops/proxy.test.ts and bench/abuse; the one way either starts nginx.
 *
 * The rendered site adds one header for its users only: `X-Upstream`, the instance that answered
 * (nginx's own refusals, from `@scenedock_too_many`, carry none).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { freePort, launch, REPO_ROOT, stop, type Child } from '../../api/src/test/processes';

export const SITE_FILE = path.join(REPO_ROOT, 'deploy', 'nginx', 'scenedock.conf');
/** The name the site answers to (server_name, the certificate's); clients connect to 127.0.0.1. */
export const SITE_HOST = 'scenedock.test';

/** Debian's nginx, or one on PATH; a clear error when there is none. */
export function nginxBinary(): string {
  if (fs.existsSync('/usr/sbin/nginx')) return '/usr/sbin/nginx';
  if (spawnSync('nginx', ['-v']).status === 0) return 'nginx';
  throw new Error(
    'nginx is not installed: this runs the shipped deploy/nginx/scenedock.conf in Debian’s nginx ' +
      '(apt-get install nginx-light, or nginx; CI installs it), expected at /usr/sbin/nginx',
  );
}

/** A folder, a certificate and two ports for one site; nginx is not running yet (startNginx). */
export interface Site {
  dir: string;
  host: string;
  tlsPort: number;
  httpPort: number;
  /** the self-signed certificate, the only CA a client needs */
  ca: Buffer;
}

/** A temp folder with a self-signed certificate for SITE_HOST and 127.0.0.1, and two free ports. */
export async function prepareSite(label: string): Promise<Site> {
  nginxBinary(); // before anything else: the error says what to install
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `scenedock-${label}-`));
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2',
    '-subj', `/CN=${SITE_HOST}`, '-addext', `subjectAltName=DNS:${SITE_HOST},IP:127.0.0.1`,
    '-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem'),
  ], { stdio: 'ignore' }); // prettier-ignore
  return {
    dir,
    host: SITE_HOST,
    ca: fs.readFileSync(path.join(dir, 'cert.pem')),
    tlsPort: await freePort(),
    httpPort: await freePort(),
  };
}

/** The shipped site configuration, pointed at `upstreams` (one or more ports on 127.0.0.1) and `site`. */
export function siteConfig(site: Site, upstreams: number[]): string {
  if (upstreams.length === 0) throw new Error('a site needs at least one instance');
  let text = fs.readFileSync(SITE_FILE, 'utf8');
  const swap = (from: string, to: string) => {
    if (!text.includes(from)) throw new Error(`deploy/nginx/scenedock.conf no longer has "${from}"`);
    text = text.split(from).join(to);
  };
  // The shipped file's two instances (3001 and 3002) become ours, however many.
  const shipped = /^( *)server 127\.0\.0\.1:3001( [^\n]*)\n\1server 127\.0\.0\.1:3002\2\n/m.exec(text);
  if (!shipped) throw new Error('deploy/nginx/scenedock.conf no longer has its two servers 3001 and 3002');
  swap(shipped[0], upstreams.map((port) => `${shipped[1]}server 127.0.0.1:${port}${shipped[2]}\n`).join(''));
  swap('    listen [::]:80;\n', '');
  swap('    listen [::]:443 ssl http2;\n', '');
  swap('listen 80;', `listen ${site.httpPort};`);
  swap('listen 443 ssl http2;', `listen ${site.tlsPort} ssl http2;`);
  swap('server_name scenedock.district.example;', `server_name ${site.host};`);
  swap('/etc/ssl/scenedock/fullchain.pem', path.join(site.dir, 'cert.pem'));
  swap('/etc/ssl/scenedock/privkey.pem', path.join(site.dir, 'key.pem'));
  // Not shipped: which instance answered.
  swap(
    '    client_max_body_size 52m;',
    '    client_max_body_size 52m;\n    add_header X-Upstream $upstream_addr always;',
  );
  return text;
}

/** Debian's nginx serving the shipped site for `site` in front of `upstreams`; checked with nginx -t first. */
export function startNginx(site: Site, upstreams: number[]): Child {
  const nginx = nginxBinary();
  const { dir } = site;
  for (const temp of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
    fs.mkdirSync(path.join(dir, temp), { mode: 0o777 });
  fs.chmodSync(dir, 0o755); // nginx's workers run as another user; they write its temp folders
  fs.writeFileSync(path.join(dir, 'scenedock.conf'), siteConfig(site, upstreams));
  const main = `
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 512; }
http {
  # Each request's times (s): all of it in nginx, and the instance's part (connect, headers, body).
  log_format timed '$status $request_time $upstream_connect_time $upstream_header_time '
                   '$upstream_response_time "$http_x_bench_request" "$request"';
  access_log ${dir}/access.log timed;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${dir}/scenedock.conf;
}`;
  fs.writeFileSync(path.join(dir, 'nginx.conf'), main);
  const args = ['-p', dir, '-e', path.join(dir, 'error.log'), '-c', path.join(dir, 'nginx.conf')];
  const tested = spawnSync(nginx, ['-t', ...args], { encoding: 'utf8' });
  if (tested.status !== 0) throw new Error(`nginx -t refused the configuration:\n${tested.stderr}`);
  return launch('nginx', nginx, [...args, '-g', 'daemon off;']);
}

/** Stops nginx gracefully: killed outright, its master leaves its workers running, holding our pipes. */
export async function stopNginx(nginx: Child): Promise<void> {
  await stop(nginx, 'SIGQUIT');
}

/** The status of one GET through the site over TLS from `from` (no keep-alive); 0 when nothing answers. */
export function siteStatus(site: Site, url: string, from = '127.0.0.1'): Promise<number> {
  return new Promise((resolve) => {
    const req = https.request(
      {
        agent: false,
        host: '127.0.0.1',
        servername: site.host,
        port: site.tlsPort,
        path: url,
        ca: site.ca,
        localAddress: from,
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', () => resolve(0));
    req.end();
  });
}

/** The shipped site's rate and burst for a `limit_req` zone, as written in the file. */
export function shippedLimit(zone: string): { rate: number; burst: number } {
  const text = fs.readFileSync(SITE_FILE, 'utf8');
  const rate = new RegExp(`zone=${zone}:\\w+ rate=(\\d+)r/s;`).exec(text);
  const bursts = [...text.matchAll(new RegExp(`limit_req zone=${zone} burst=(\\d+) nodelay;`, 'g'))];
  if (!rate || bursts.length === 0) throw new Error(`deploy/nginx/scenedock.conf has no zone ${zone}`);
  if (new Set(bursts.map((m) => m[1])).size > 1) throw new Error(`zone ${zone} has several bursts`);
  return { rate: Number(rate[1]), burst: Number(bursts[0][1]) };
}
