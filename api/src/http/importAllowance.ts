/**
 * An import refused before its file is read: the file may be 50 MB, and a department whose imports
 * are all taken, or a role that may not import, would have it uploaded for nothing
 * (docs/concurrency-and-limits.md, "Imports: a fair share of the workers").
 */
import type { RequestHandler } from 'express';
import { refuseImportEarly } from '../services/imports/jobs';
import { bearerClaims, expressAuthentication } from './authentication';

/** The calls that take a CSV file to import, as mounted under /api/v1. */
export const IMPORT_PATHS = ['/props/bulk-import', '/sets/bulk-import', '/costumes/bulk-import'];

/**
 * Mounted on IMPORT_PATHS before the upload is read. A request without a valid bearer token goes on
 * untouched: authentication answers it 401.
 */
export const importAllowance: RequestHandler = (req, _res, next) => {
  if (req.method !== 'POST' || !bearerClaims(req)) return next();
  expressAuthentication(req, 'bearer')
    .then(refuseImportEarly)
    .then(() => next(), next);
};
