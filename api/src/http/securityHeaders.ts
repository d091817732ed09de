import type { Server as HttpServer, IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { Server } from 'socket.io';
import { config } from '../config';
import { remoteOrigins } from './frontends';

/** helmet with the product's policy: every answer of the app carries these headers. */
export function securityHeaders() {
  return helmet({
    contentSecurityPolicy: {
      directives: {
        'img-src': ["'self'", 'data:', 'blob:'],
        // 'wasm-unsafe-eval' lets the scan screen compile its barcode decoder (our own .wasm file);
        // it allows WebAssembly only, not eval() (docs/labels-and-scanning.md, "Scanning").
        'script-src': ["'self'", "'wasm-unsafe-eval'", ...remoteOrigins()],
        'style-src': ["'self'", "'unsafe-inline'", ...remoteOrigins()],
        'connect-src': ["'self'", 'ws:', 'wss:', ...remoteOrigins()],
        // Sent over plain HTTP, these make the browser ask for every script over https, which
        // nothing serves there: a blank page. Only an https deployment asks for them.
        'upgrade-insecure-requests': config.httpsOnly ? [] : null,
      },
    },
    strictTransportSecurity: config.httpsOnly ? { maxAge: 15_552_000, includeSubDomains: false } : false,
  });
}

/**
 * The headers `securityHeaders()` sets, as name → value: for answers the app does not write itself
 * (socket.io's, realtime/index.ts). helmet's policy is the same for every request, so it is read once
 * by letting the middleware write to a stand-in answer.
 */
export function securityHeaderValues(): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name];
    },
  } as unknown as ServerResponse;
  let done = false;
  securityHeaders()({ headers: {} } as IncomingMessage, res, () => (done = true));
  if (!done) throw new Error('helmet did not set its headers synchronously');
  return headers;
}

/**
 * socket.io answers its HTTP requests (long-polling, the handshake, its errors) and upgrades itself,
 * outside the Express app: they get the same security headers as every answer of the app. Called
 * once socket.io is attached to `server` (main.ts), whose request handlers it wraps.
 */
export function secureRealtimeAnswers(server: HttpServer, realtime: Server, path = realtime.path()): void {
  const headers = securityHeaderValues();
  const handlers = server.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (req.url?.startsWith(`${path}/`))
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    for (const handler of handlers) handler.call(server, req, res);
  });
  // The websocket upgrade's answer (101) is written by engine.io without a response object.
  realtime.engine.on('headers', (answer: Record<string, string>) => Object.assign(answer, headers));
}
