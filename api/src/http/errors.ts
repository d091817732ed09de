import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ValidateError } from '@tsoa/runtime';
import { UniqueConstraintError } from 'sequelize';
import { MulterError } from 'multer';
import { MAX_IMAGE_BYTES } from '../services/files';
import { HttpError, TooManyRequests, ValidationFailed } from '../errors';
import { logger } from '../logger';
import type { ValidationIssue } from './errorBody';

/** tsoa reports `body.name`, `body.items.0.tag` or a bare parameter name; turn those into `loc` arrays. */
function issuesFromTsoa(error: ValidateError, pathParams: Record<string, unknown>): ValidationIssue[] {
  return Object.entries(error.fields).map(([key, field]) => {
    const parts = key.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p));
    let loc: (string | number)[];
    if (parts[0] === 'body' || parts[0] === 'requestBody') loc = ['body', ...parts.slice(1)];
    else if (typeof parts[0] === 'string' && parts[0] in pathParams) loc = ['path', ...parts];
    else loc = ['query', ...parts];
    const excess = /excess property/i.test(field.message);
    // tsoa lists every branch it tried for a union; a person needs only to know the value is wrong.
    const union = field.message.startsWith('Could not match the union');
    return {
      loc,
      msg: excess ? 'Unknown field' : union ? 'Invalid value' : field.message,
      type: excess ? 'value_error.extra' : 'value_error',
    };
  });
}

export const notFoundHandler: RequestHandler = (_req, res) => {
  res.status(404).json({ detail: 'Not Found' });
};

/** The one place that turns errors into `{"detail": …}`. */
export const errorHandler: ErrorRequestHandler = (err: unknown, req, res, _next) => {
  if (err instanceof ValidateError) {
    res.status(422).json({ detail: issuesFromTsoa(err, req.params ?? {}) });
    return;
  }
  if (err instanceof ValidationFailed) {
    res.status(422).json({ detail: err.issues });
    return;
  }
  if (err instanceof HttpError) {
    if (err instanceof TooManyRequests) res.setHeader('Retry-After', String(err.retryAfterSeconds));
    res.status(err.status).json({ detail: err.message });
    return;
  }
  if (err instanceof MulterError) {
    const [status, detail] =
      err.code === 'LIMIT_FILE_SIZE'
        ? [413, `File size must be less than ${MAX_IMAGE_BYTES / 1024 / 1024}MB`]
        : err.code === 'LIMIT_FILE_COUNT' || err.code === 'LIMIT_UNEXPECTED_FILE'
          ? [400, 'Too many files: send one file in the field "file"']
          : [400, err.message];
    res.status(status).json({ detail });
    return;
  }
  if (err instanceof UniqueConstraintError) {
    res.status(409).json({ detail: 'This record already exists' });
    return;
  }
  const status = (err as { status?: number; type?: string }).status;
  if (status === 400 && (err as { type?: string }).type === 'entity.parse.failed') {
    res.status(400).json({ detail: 'The request body is not valid JSON' });
    return;
  }
  if (status === 413) {
    res.status(413).json({ detail: 'The request body is too large' });
    return;
  }
  (req.log ?? logger).error({ err }, 'unhandled error');
  res.status(500).json({ detail: 'Internal server error' });
};
