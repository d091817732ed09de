import crypto from 'node:crypto';
import path from 'node:path';
import { pipeline } from 'node:stream';
import express, { type RequestHandler } from 'express';
import multer, { MulterError, type Multer } from 'multer';
import { config } from '../config';
import { MAX_IMAGE_BYTES } from '../services/files';
import {
  importStagingDir,
  IMPORT_TOO_LARGE,
  isCsvName,
  MAX_IMPORT_BYTES,
  NOT_A_CSV,
} from '../services/imports/jobs';
import { storage, StorageUnavailable } from '../services/storage';
import { BadRequest, HttpError } from '../errors';
import { clientMultipartErrors } from './errors';

// Text fields are short (file_type): a large one is refused by multer with a 400.
const FORM_LIMITS = { files: 1, fields: 10, fieldSize: 1024, parts: 11 };

/** Images: small, checked by their content, kept in memory until stored under their hash. */
const images = clientMultipartErrors(
  multer({ storage: multer.memoryStorage(), limits: { ...FORM_LIMITS, fileSize: MAX_IMAGE_BYTES } }),
);

class ImportTooLarge extends HttpError {
  constructor() {
    super(413, IMPORT_TOO_LARGE, 'payload_too_large');
  }
}

/**
 * CSV imports: up to 50 MB, so they stream to a local staging file instead of memory; the import
 * then keeps it in the storage, where every worker can read it. A name that does not end in .csv
 * is refused before a byte is stored.
 */
const csvFiles = clientMultipartErrors(
  multer({
    storage: multer.diskStorage({
      destination: (_req, _file, done) => {
        importStagingDir().then(
          (dir) => done(null, dir),
          (err: Error) => done(err, ''),
        );
      },
      filename: (_req, _file, done) => done(null, `upload-${crypto.randomUUID()}.tmp`),
    }),
    limits: { ...FORM_LIMITS, fileSize: MAX_IMPORT_BYTES },
    fileFilter: (_req, file, done) => {
      if (isCsvName(file.originalname)) done(null, true);
      else done(new BadRequest(NOT_A_CSV));
    },
  }),
);

/** An import's size limit is worded for imports; the one error handler words the images'. */
function importErrors(middleware: RequestHandler): RequestHandler {
  return (req, res, next) =>
    middleware(req, res, (err?: unknown) => {
      if (err instanceof MulterError && err.code === 'LIMIT_FILE_SIZE') next(new ImportTooLarge());
      else next(err as Error | undefined);
    });
}

const isImport = (path: string) => /\/bulk-import\/?$/.test(path);

/**
 * The multer tsoa's upload routes use: one per kind of upload, chosen by the route. tsoa builds each
 * route's middleware once, with the same field list for both, so the choice is made per request.
 */
export function uploads(): Multer {
  const choose = (make: (m: Multer) => RequestHandler): RequestHandler => {
    const forImports = importErrors(make(csvFiles));
    const forImages = make(images);
    return (req, res, next) => (isImport(req.path) ? forImports : forImages)(req, res, next);
  };
  return {
    single: (name) => choose((m) => m.single(name)),
    array: (name, maxCount) => choose((m) => m.array(name, maxCount)),
    fields: (fields) => choose((m) => m.fields(fields)),
    none: () => choose((m) => m.none()),
    any: () => choose((m) => m.any()),
  };
}

/** Uploaded images are content-addressed, so a name never changes meaning: cached for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** A stored image's name: `<sha256>.<ext>`; never a path (`.imports/…`, `..`), never a dotfile. */
const SERVABLE_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*(\.[A-Za-z0-9]+)*$/;

/**
 * Streams an image from the bucket at the same address the folder used (`/uploads/<name>`), so
 * stored `image_url`s keep working and the bucket may stay private and internal. No redirect: a
 * browser on a school network might not reach the bucket, and its address would leak.
 */
const fromBucket: RequestHandler = (req, res, next) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') return next();
  let name: string;
  try {
    name = decodeURIComponent(req.path.slice(1));
  } catch {
    return next();
  }
  if (!SERVABLE_NAME.test(name)) return next();
  const ifNoneMatch = req.headers['if-none-match'];
  storage.open(name, ifNoneMatch).then(
    (object) => {
      if (object === null) return next(); // the same 404 as a file missing from the folder
      res.setHeader('Cache-Control', IMMUTABLE);
      if (object === 'not-modified') {
        if (ifNoneMatch && !ifNoneMatch.includes(',')) res.setHeader('ETag', ifNoneMatch);
        res.status(304).end();
        return;
      }
      res.type(path.extname(name));
      if (object.etag) res.setHeader('ETag', object.etag);
      if (object.lastModified) res.setHeader('Last-Modified', object.lastModified.toUTCString());
      if (object.size !== undefined) res.setHeader('Content-Length', String(object.size));
      if (req.method === 'HEAD') {
        object.body.destroy();
        res.end();
        return;
      }
      pipeline(object.body, res, (err) => {
        // The client went away, or the bucket's connection broke midway (the answer is cut short).
        if (err && !res.writableFinished) req.log?.warn({ err }, 'serving an upload stopped');
      });
    },
    (err: unknown) => {
      if (!(err instanceof StorageUnavailable)) return next(err);
      res.setHeader('Retry-After', '30');
      res
        .status(503)
        .json({ detail: 'The file store is unavailable now: try again later', code: 'internal_error' });
    },
  );
};

/**
 * `/uploads/<name>`, from either back end. The folder is served by express.static as it always was
 * (ETags, ranges; dotfiles such as `.imports/` ignored); the bucket by `fromBucket`.
 */
export function serveUploads(): RequestHandler {
  if (config.storage.kind === 's3') return fromBucket;
  return express.static(config.storage.dir, { immutable: true, maxAge: '365d', index: false });
}
