import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import express, { type Express, type RequestHandler } from 'express';
import compression from 'compression';
import cors from 'cors';
import { pinoHttp } from 'pino-http';
import swaggerUi from 'swagger-ui-express';
import { config } from './config';
import { logger, serializers } from './logger';
import { RegisterRoutes } from './generated/routes';
import { errorHandler, notFoundHandler } from './http/errors';
import { serveUploads, uploads } from './http/uploads';
import { healthHandler, liveHandler, readyHandler } from './http/health';
import { CLIENT_HEADERS } from './http/headers';
import { readableAnywhere, serveFrontends } from './http/frontends';
import { sendRenderedJson } from './http/renderedJson';
import { metricsHandler, recordRequestDuration } from './http/metrics';
import { serveWellKnown } from './http/wellKnown';
import { serveCalendarFeeds } from './http/calendarFeeds';
import { securityHeaders } from './http/securityHeaders';
import { declaredBodyTypes, JSON_TYPES } from './http/contentTypes';
import { readerLocaleOfRequest } from './http/locale';
import { ALLOWANCE_SEARCH_PATHS, searchAllowance } from './http/searchAllowance';
import { IMPORT_PATHS, importAllowance } from './http/importAllowance';

/**
 * JSON.parse turns 1e400 into Infinity, which validation would pass on as null: a number too large
 * for a double is a malformed body (400) instead.
 */
function finiteNumbers(_key: string, value: unknown): unknown {
  if (typeof value === 'number' && !Number.isFinite(value)) throw new SyntaxError('Number out of range');
  return value;
}

const OPENAPI_FILE = path.join(config.rootDir, 'openapi', 'openapi.json');

/** The Express application: middleware, /api/v1 (tsoa), /health, /docs and /openapi.json. */
export function createApp(): Express {
  const app = express();
  app.set('trust proxy', config.trustProxy === 'false' ? false : config.trustProxy);
  app.disable('x-powered-by');
  sendRenderedJson(app);
  // No ETags on answers sent with res.send/res.json: the API's are no-store and per user, so no
  // client could revalidate them, yet each was hashed (SHA-1 over a 40 KB page of a list).
  // Static files keep theirs (express.static sets its own).
  app.set('etag', false);
  // First, so a request's time covers every middleware (scenedock_http_request_duration_seconds).
  app.use(recordRequestDuration);
  app.use(
    pinoHttp({
      logger,
      // Request logs never carry credentials or tokens (headers, paths, queries): see logger.ts.
      serializers,
      genReqId: (req, res) => {
        const incoming = req.headers['x-request-id'];
        const id = typeof incoming === 'string' && incoming.length <= 100 ? incoming : crypto.randomUUID();
        res.setHeader('X-Request-Id', id);
        return id;
      },
      // Probes and scrapes every few seconds would drown the requests people make.
      autoLogging: { ignore: (req) => req.url === '/metrics' || /^\/health([/?]|$)/.test(req.url ?? '') },
    }),
  );
  app.use(securityHeaders());
  if (config.corsOrigins.length > 0) {
    // Foreign pages that embed the micro-frontends call the API from their own origin.
    app.use(
      ['/api/v1', '/uploads'],
      cors({
        origin: config.corsOrigins,
        exposedHeaders: CLIENT_HEADERS,
      }),
    );
  }
  // The embedded default has no proxy in front: compress scripts, styles and JSON here.
  app.use(compression());
  const spec = JSON.parse(fs.readFileSync(OPENAPI_FILE, 'utf8')) as Record<string, unknown>;
  // Refused before the body is read: a search over its person's allowance, an import over its
  // department's (http/searchAllowance.ts, http/importAllowance.ts).
  app.use(
    ALLOWANCE_SEARCH_PATHS.map((p) => `/api/v1${p}`),
    searchAllowance,
  );
  app.use(
    IMPORT_PATHS.map((p) => `/api/v1${p}`),
    importAllowance,
  );
  // A body in another media type than its call declares is a 415 before it is parsed: a form sent to
  // a JSON call would otherwise reach validation as strings (docs/api-input.md).
  app.use('/api/v1', declaredBodyTypes(spec as unknown as Parameters<typeof declaredBodyTypes>[0]));
  app.use(express.json({ limit: '1mb', reviver: finiteNumbers, type: JSON_TYPES }));
  app.use(express.urlencoded({ extended: false, limit: '1mb' }));

  app.get('/metrics', metricsHandler);
  app.get('/health', healthHandler);
  app.get('/health/live', liveHandler);
  app.get('/health/ready', readyHandler);
  // Served with this server's public address, so clients generated from it work from anywhere.
  const served = { ...spec, servers: [{ url: `${config.publicUrl}/api/v1` }] };
  app.get('/openapi.json', (_req, res) => {
    res.json(served);
  });
  app.use('/docs', swaggerUi.serve, swaggerUi.setup(served, { customSiteTitle: 'Scenedock API' }));

  // Uploaded images are content-addressed, so a name never changes meaning: cache for good. From the
  // folder or the bucket (http/uploads.ts), at the same address either way.
  // Embedded screens show them in pages on other origins, where helmet's same-origin CORP would block them.
  app.use('/uploads', readableAnywhere, serveUploads());

  // tsoa reads req.files on upload routes even when the body was not multipart.
  app.use('/api/v1', (req, _res, next) => {
    (req as { files?: unknown }).files ??= {};
    next();
  });

  // In tests, every answer is checked against the document it must match (docs/api-contract.md).
  // The check is test support (src/test/, with ajv, a development dependency): not in the build.
  if (config.nodeEnv === 'test') {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { responseContract } = require('./test/responseContractCheck') as {
      responseContract: (document: object) => RequestHandler;
    };
    app.use('/api/v1', responseContract(spec));
  }

  const api = express.Router();
  RegisterRoutes(api, { multer: uploads() });
  app.use('/api/v1', (req, res, next) => {
    // Nothing under /api/v1 is cacheable: answers depend on the token and the department header,
    // and their messages' days on the reader's language.
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Vary', 'Authorization, X-Current-Department, Accept-Language');
    next();
  });
  // The days in an answer's messages are printed in the reader's locale (http/locale.ts).
  app.use('/api/v1', readerLocaleOfRequest);
  app.use(api);
  app.use('/api', notFoundHandler);
  serveWellKnown(app);
  serveCalendarFeeds(app);
  serveFrontends(app);
  app.use(errorHandler);
  return app;
}
