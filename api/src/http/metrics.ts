/**
 * `/metrics` in Prometheus's text format (docs: monitoring), and the request timing behind
 * `scenedock_http_request_duration_seconds`.
 *
 * Never public: on the app's port it answers only a `Bearer METRICS_TOKEN` (401 for any other, 404
 * while no token is configured); `METRICS_PORT` serves it without a token on a listener of its own,
 * bound to `METRICS_HOST` (loopback by default), in the API and in worker processes alike.
 */
import crypto from 'node:crypto';
import http, { type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Request, RequestHandler } from 'express';
import { config } from '../config';
import { logger } from '../logger';
import { httpRequestDuration } from '../services/metrics';
import { renderMetrics } from '../services/runtimeMetrics';

export const METRICS_PATH = '/metrics';

/**
 * What a request is counted under: its route's template (`/api/v1/props/:id`), never its URL, so
 * the series stay few whatever clients ask for. Requests no route template answered get one of a
 * few fixed words.
 */
export function routeLabel(req: Request, status: number): string {
  const template = (req.route as { path?: unknown } | undefined)?.path;
  if (typeof template === 'string') return template;
  // The single-page app's history fallback is the one route matched by a pattern.
  if (template !== undefined) return status === 404 ? 'unmatched' : 'frontend';
  if (req.method === 'OPTIONS') return 'preflight';
  const url = req.originalUrl;
  if (url.startsWith('/api/')) return 'unmatched'; // unknown, or refused before routing (malformed body)
  if (url.startsWith('/uploads/')) return 'uploads';
  if (url.startsWith('/docs')) return 'docs';
  return status === 404 ? 'unmatched' : 'static';
}

/** Times every request; the label is read once the answer is sent, when Express has matched its route. */
export const recordRequestDuration: RequestHandler = (req, res, next) => {
  const started = performance.now();
  res.once('finish', () => {
    const route = routeLabel(req, res.statusCode);
    if (route === METRICS_PATH) return; // scrapes would only measure themselves
    httpRequestDuration.observe(
      { method: req.method, route, status: String(res.statusCode) },
      (performance.now() - started) / 1000,
    );
  });
  next();
};

const digest = (text: string) => crypto.createHash('sha256').update(text).digest();

/** Compared as digests: equal lengths whatever was sent, so the time taken tells nothing of the token. */
function bearerMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer +(\S+) *$/i.exec(header ?? '')?.[1] ?? '';
  return crypto.timingSafeEqual(digest(given), digest(token));
}

async function sendMetrics(res: ServerResponse): Promise<void> {
  const { contentType, body } = await renderMetrics();
  res.writeHead(200, { 'Content-Type': contentType, 'Cache-Control': 'no-store' });
  res.end(body);
}

function sendText(res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}) {
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
    ...headers,
  });
  res.end(`${text}\n`);
}

/** GET /metrics on the app's port. */
export const metricsHandler: RequestHandler = (req, res, next) => {
  const token = config.metricsToken;
  if (!token) return sendText(res, 404, 'Not Found');
  if (!bearerMatches(req.headers.authorization, token))
    return sendText(res, 401, 'Unauthorized', { 'WWW-Authenticate': 'Bearer realm="metrics"' });
  sendMetrics(res).catch(next);
};

let listener: http.Server | null = null;

/**
 * The `METRICS_PORT` listener: `/metrics` without a token, nothing else. Answers where it listens,
 * or null when no port is configured.
 */
export async function startMetricsServer(
  port = config.metricsPort,
  host = config.metricsHost,
): Promise<AddressInfo | null> {
  if (!port || listener) return null;
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (path !== METRICS_PATH || (req.method !== 'GET' && req.method !== 'HEAD'))
      return sendText(res, 404, 'Not Found');
    sendMetrics(res).catch((err: unknown) => {
      logger.error({ err }, 'metrics failed');
      if (!res.headersSent) sendText(res, 500, 'Internal Server Error');
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  listener = server;
  const address = server.address() as AddressInfo;
  logger.info({ port: address.port, host: address.address }, 'metrics listening');
  return address;
}

export async function stopMetricsServer(): Promise<void> {
  const server = listener;
  listener = null;
  if (!server) return;
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections(); // a scraper's keep-alive connection would hold the close open
  });
}
