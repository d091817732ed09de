import pino, { type DestinationStream, type Logger } from 'pino';
import { config } from './config';

export const REDACTED = '[redacted]';

/** Headers that carry a credential: never logged. */
const SECRET_HEADERS = new Set(['authorization', 'proxy-authorization', 'cookie', 'set-cookie', 'x-api-key']);
/** The path segment after these is a single-use token (reset and invitation links, their checks). */
const TOKEN_SEGMENT =
  /(\/(?:validate-password-reset-token|validate-invitation|setup-password|reset-password|accept-invitation)\/)[^/?#]+/gi;
/** A calendar feed's secret address (`/calendar/feeds/<token>.ics`). */
const FEED_SEGMENT = /(\/calendar\/feeds\/)[^/?#]+\.ics/gi;
/** A JWT anywhere in a URL. */
const JWT = /eyJ[\w-]*\.[\w-]+\.[\w-]*/g;
/** Any other long opaque segment (our random tokens are 43 characters) is taken for a token too. */
const OPAQUE_SEGMENT = /(^|\/)[\w-]{40,}(?=[/?#]|$)/g;
/** Query parameters that carry a credential: `?token=` (reset links, socket.io), `access_token`, … */
const SECRET_PARAM = /token|ticket|secret|password|^code$|^sig(nature)?$|api[-_]?key/i;

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** `key=value&…` with the values of credential keys replaced, and any JWT in the others. */
function redactParams(params: string): string {
  return params
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals === -1) return pair;
      const key = pair.slice(0, equals);
      if (SECRET_PARAM.test(decoded(key))) return `${key}=${REDACTED}`;
      return `${key}=${pair.slice(equals + 1).replace(JWT, REDACTED)}`;
    })
    .join('&');
}

/**
 * A URL (path, query and fragment, or absolute) with every token in its path, query and fragment
 * replaced by `[redacted]` (a school sign-in's ticket travels in a redirect's fragment).
 */
export function redactUrl(url: string): string {
  const hashAt = url.indexOf('#');
  if (hashAt !== -1) return `${redactUrl(url.slice(0, hashAt))}#${redactParams(url.slice(hashAt + 1))}`;
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const safePath = path
    .replace(TOKEN_SEGMENT, `$1${REDACTED}`)
    .replace(FEED_SEGMENT, `$1${REDACTED}`)
    .replace(JWT, REDACTED)
    .replace(OPAQUE_SEGMENT, `$1${REDACTED}`);
  if (queryAt === -1) return safePath;
  return `${safePath}?${redactParams(url.slice(queryAt + 1))}`;
}

/** Headers as logged: credentials replaced, the Referer's URL redacted like a request's. */
export function redactHeaders(headers: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(headers)) {
    const lower = name.toLowerCase();
    if (SECRET_HEADERS.has(lower)) out[name] = REDACTED;
    else if ((lower === 'referer' || lower === 'location') && typeof value === 'string')
      out[name] = redactUrl(value);
    else out[name] = value;
  }
  return out;
}

interface LoggedRequest {
  id?: unknown;
  method?: string;
  url?: string;
  headers?: Record<string, unknown>;
  remoteAddress?: string;
  remotePort?: number;
}

interface LoggedResponse {
  statusCode?: number;
  headers?: Record<string, unknown>;
  getHeaders?: () => Record<string, unknown>;
}

/**
 * How requests and responses appear in logs (pino-http's and any `{ req }`/`{ res }` logged by
 * hand): no credentials, no tokens in paths or queries. The parsed query and params are left out:
 * the redacted URL carries them.
 */
export const serializers = {
  req: (req: LoggedRequest) => ({
    id: req.id,
    method: req.method,
    url: redactUrl(String(req.url ?? '')),
    headers: redactHeaders(req.headers ?? {}),
    remoteAddress: req.remoteAddress,
    remotePort: req.remotePort,
  }),
  res: (res: LoggedResponse) => ({
    statusCode: res.statusCode,
    headers: redactHeaders((typeof res.getHeaders === 'function' ? res.getHeaders() : res.headers) ?? {}),
  }),
};

/** Structured JSON logs; request logs carry the request id (see the app's middleware). */
export function createLogger(destination?: DestinationStream, level: string = config.logLevel): Logger {
  const options = { level, base: { service: 'scenedock-api' }, serializers };
  return destination ? pino(options, destination) : pino(options);
}

export const logger = createLogger();
