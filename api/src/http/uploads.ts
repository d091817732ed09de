import crypto from 'node:crypto';
import fs from 'node:fs';
import type { RequestHandler } from 'express';
import multer, { MulterError, type Multer } from 'multer';
import { MAX_IMAGE_BYTES } from '../services/files';
import {
  importDir,
  IMPORT_TOO_LARGE,
  isCsvName,
  MAX_IMPORT_BYTES,
  NOT_A_CSV,
} from '../services/imports/jobs';
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
 * CSV imports: up to 50 MB, so they stream to a file under UPLOAD_DIR (where every worker can read
 * it) instead of memory. A name that does not end in .csv is refused before a byte is stored.
 */
const csvFiles = clientMultipartErrors(
  multer({
    storage: multer.diskStorage({
      destination: (_req, _file, done) => {
        const dir = importDir();
        fs.mkdir(dir, { recursive: true, mode: 0o700 }, (err) => done(err, dir));
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
