import type { ErrorRequestHandler, Request, RequestHandler, Response } from 'express';
import { ValidateError } from '@tsoa/runtime';
import { UniqueConstraintError } from 'sequelize';
import { MulterError, type Multer } from 'multer';
import { MAX_IMAGE_BYTES } from '../services/files';
import { SearchCancelled } from '../services/search/budget';
import { BadRequest, HttpError, TooManyRequests, ValidationFailed } from '../errors';
import { logger } from '../logger';
import type { ErrorBody, ValidationErrorBody, ValidationIssue } from './errorBody';

interface TsoaIssue {
  msg: string;
  type: string;
}

/** tsoa's default messages in the product's words; messages written in the JSDoc pass through. */
const REWORDED: [RegExp, (m: RegExpExecArray) => string][] = [
  [/excess property/i, () => 'Unknown field'],
  [/^'.*' is required$/, () => 'This field is required'],
  [/^maxLength (\d+)$/, (m) => `Must be no more than ${m[1]} characters`],
  [/^minLength (\d+)$/, (m) => `Must be at least ${m[1]} characters`],
  [/^max (\S+)$/, (m) => `Must be no more than ${m[1]}`],
  [/^min (\S+)$/, (m) => `Must be at least ${m[1]}`],
  [/^maxItems (\d+)$/, (m) => `Must have no more than ${m[1]} items`],
  [/^invalid integer number$/, () => 'Must be a whole number'],
  [/^invalid float number$/, () => 'Must be a number'],
  [/^invalid string value$/, () => 'Must be text'],
  [/^invalid boolean value$/, () => 'Must be true or false'],
  [/^invalid object$/, () => 'Must be an object'],
  [/^invalid array$/, () => 'Must be a list'],
  [/^invalid ISO 8601/, () => 'Invalid date format'],
  [/^Not match in /, () => 'Invalid format'],
  [/^should be one of the following; \[(.*)\]$/, (m) => `Must be one of: ${enumMembers(m[1]).join(', ')}`],
];

/** The `type` of an issue, from its (product-worded) message. */
const TYPES: [RegExp, string][] = [
  [/^Unknown field$/, 'value_error.extra'],
  [/^This field is required$/, 'value_error.missing'],
  [/^Must be no more than \d+ characters$/, 'value_error.any_str.max_length'],
  [/^Must be at least \d+ characters$/, 'value_error.any_str.min_length'],
  [/^Must be no more than \S+$/, 'value_error.number.not_le'],
  [/^Must be at least \S+$/, 'value_error.number.not_ge'],
  [/^Must be between /, 'value_error.number'],
  [/^Must have no more than \d+ items$/, 'value_error.list.max_items'],
  [/^Must be a whole number$/, 'type_error.integer'],
  [/^Must be a number$/, 'type_error.float'],
  [/^Must be text$/, 'type_error.str'],
  [/^Must be true or false$/, 'type_error.bool'],
  [/^Must be an object$/, 'type_error.dict'],
  [/^Must be a list$/, 'type_error.list'],
  [/date format/i, 'value_error.date'],
  [/^Invalid format$/, 'value_error.str.regex'],
  [/^Must be one of: /, 'type_error.enum'],
];

/** "'a','b'" or "null" from tsoa's enum message. */
function enumMembers(list: string): string[] {
  return list.split(',').map((m) => m.trim().replace(/^'(.*)'$/, '$1'));
}

function describeTsoa(message: string): TsoaIssue {
  let msg = message;
  for (const [pattern, reword] of REWORDED) {
    const match = pattern.exec(message);
    if (match) {
      msg = reword(match);
      break;
    }
  }
  return { msg, type: TYPES.find(([pattern]) => pattern.test(msg))?.[1] ?? 'value_error' };
}

/**
 * tsoa lists every branch it tried for a union (`string | null`, `'a' | 'b'`, `string | string[]`).
 * A person needs the branch that says what is wrong (a limit), or the values that are allowed.
 */
function describeUnion(message: string): TsoaIssue {
  let branches: Record<string, { message: string }>[] = [];
  try {
    branches = JSON.parse(message.slice(message.indexOf('Issues: ') + 'Issues: '.length)) as typeof branches;
  } catch {
    // an unexpected shape: fall through to the plain answer
  }
  const messages = branches.flatMap((branch) => Object.values(branch).map((issue) => issue.message));
  const telling = messages.find((m) => !/^(invalid |should be one of the following|Could not match)/.test(m));
  if (telling) return describeTsoa(telling);
  // `number | null` sent as text: the type it should have been, not "Invalid value".
  const types = messages.filter((m) => /^invalid /.test(m));
  const others = messages.filter((m) => !/^invalid /.test(m));
  if (types.length === 1 && others.every((m) => m === 'should be one of the following; [null]'))
    return describeTsoa(types[0]);
  const allowed = messages.map((m) => /^should be one of the following; \[(.*)\]$/.exec(m));
  if (allowed.length > 0 && allowed.every(Boolean)) {
    const members = allowed.flatMap((m) => enumMembers(m![1])).filter((m) => m !== 'null');
    if (members.length > 0) return describeTsoa(`should be one of the following; [${members.join(',')}]`);
  }
  return { msg: 'Invalid value', type: 'value_error' };
}

/** The parameter names of the matched route ("/props/:id" → id): Express clears req.params on the way out. */
function pathParamNames(req: Request): Set<string> {
  const path = (req.route as { path?: unknown } | undefined)?.path;
  return new Set(typeof path === 'string' ? [...path.matchAll(/:(\w+)/g)].map((m) => m[1]) : []);
}

/**
 * tsoa reports `body.name`, `body.items.0.tag` or a bare parameter name; turn those into `loc`
 * arrays. A bare name is a path parameter, a query parameter, or a form field of a multipart or
 * urlencoded body (tsoa names those like query parameters).
 */
function issuesFromTsoa(error: ValidateError, req: Request): ValidationIssue[] {
  const pathNames = pathParamNames(req);
  const isForm = Boolean(req.is('multipart/form-data') || req.is('application/x-www-form-urlencoded'));
  return Object.entries(error.fields).map(([key, field]) => {
    const parts = key.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p));
    // Filters taken whole with `@Queries() query` report `query.<name>`: each is a query parameter.
    if (parts[0] === 'query' && parts.length > 1) parts.shift();
    let loc: (string | number)[];
    if (parts[0] === 'body' || parts[0] === 'requestBody') loc = ['body', ...parts.slice(1)];
    else if (typeof parts[0] === 'string' && pathNames.has(parts[0])) loc = ['path', ...parts];
    else if (typeof parts[0] === 'string' && isForm && !(parts[0] in (req.query ?? {})))
      loc = ['body', ...parts];
    else loc = ['query', ...parts];
    const described = field.message.startsWith('Could not match the union')
      ? describeUnion(field.message)
      : describeTsoa(field.message);
    return { loc, ...described };
  });
}

/** An error answer: the one place its shape is written. */
function answer(res: Response, status: number, body: ErrorBody | ValidationErrorBody): void {
  res.status(status).json(body);
}

export const notFoundHandler: RequestHandler = (_req, res) => {
  answer(res, 404, { detail: 'Not Found', code: 'route_not_found' });
};

/** The one place that turns errors into `{"detail": …, "code": …}`. */
export const errorHandler: ErrorRequestHandler = (err: unknown, req, res, _next) => {
  // Its client went away: there is nobody to answer, and nothing went wrong here.
  if (err instanceof SearchCancelled) {
    res.destroy();
    return;
  }
  if (err instanceof ValidateError) {
    answer(res, 422, { detail: issuesFromTsoa(err, req), code: 'validation_failed' });
    return;
  }
  if (err instanceof ValidationFailed) {
    answer(res, 422, { detail: err.issues, code: 'validation_failed' });
    return;
  }
  if (err instanceof HttpError) {
    if (err instanceof TooManyRequests) res.setHeader('Retry-After', String(err.retryAfterSeconds));
    answer(res, err.status, { detail: err.message, code: err.code });
    return;
  }
  if (err instanceof MulterError) {
    if (err.code === 'LIMIT_FILE_SIZE')
      answer(res, 413, {
        detail: `File size must be less than ${MAX_IMAGE_BYTES / 1024 / 1024}MB`,
        code: 'payload_too_large',
      });
    else if (err.code === 'LIMIT_FILE_COUNT' || err.code === 'LIMIT_UNEXPECTED_FILE')
      answer(res, 400, { detail: 'Too many files: send one file in the field "file"', code: 'bad_request' });
    else answer(res, 400, { detail: err.message, code: 'bad_request' });
    return;
  }
  if (err instanceof UniqueConstraintError) {
    answer(res, 409, { detail: 'This record already exists', code: 'conflict' });
    return;
  }
  // body-parser's errors (http-errors): their status is already the client's fault or not.
  const { status, type, expose } = err as { status?: unknown; type?: unknown; expose?: unknown };
  if (type === 'charset.unsupported') {
    const { charset } = err as { charset?: string };
    answer(res, 415, {
      detail: `Unsupported charset "${charset ?? ''}": send UTF-8`,
      code: 'unsupported_encoding',
    });
    return;
  }
  if (type === 'encoding.unsupported') {
    answer(res, 415, {
      detail: 'Unsupported Content-Encoding: send the body as identity, gzip, deflate or br',
      code: 'unsupported_encoding',
    });
    return;
  }
  if (status === 400 && type === 'entity.parse.failed') {
    answer(res, 400, { detail: 'The request body is not valid JSON', code: 'malformed_body' });
    return;
  }
  if (status === 413) {
    answer(res, 413, { detail: 'The request body is too large', code: 'payload_too_large' });
    return;
  }
  if (expose === true && typeof status === 'number' && status >= 400 && status < 500) {
    // A compressed body that does not decompress, a body shorter than its Content-Length, …
    if (status === 400) answer(res, 400, { detail: 'The request body is malformed', code: 'malformed_body' });
    else answer(res, status, { detail: (err as Error).message, code: 'bad_request' });
    return;
  }
  (req.log ?? logger).error({ err }, 'unhandled error');
  answer(res, 500, { detail: 'Internal server error', code: 'internal_error' });
};

/**
 * Multer hands busboy's own errors on as they are (a body cut short, a part header broken off, no
 * boundary): those are the client's, so they become a 400 here, before the one error handler.
 */
export function clientMultipartErrors(upload: Multer): Multer {
  const wrap =
    (middleware: RequestHandler): RequestHandler =>
    (req, res, next) =>
      middleware(req, res, (err?: unknown) => {
        if (err && !(err instanceof MulterError) && !(err instanceof HttpError)) {
          next(
            new BadRequest(`The multipart body is malformed: ${(err as Error).message}`, 'malformed_body'),
          );
        } else next(err as Error | undefined);
      });
  return {
    single: (name) => wrap(upload.single(name)),
    array: (name, maxCount) => wrap(upload.array(name, maxCount)),
    fields: (fields) => wrap(upload.fields(fields)),
    none: () => wrap(upload.none()),
    any: () => wrap(upload.any()),
  };
}
