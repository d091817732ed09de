import type { Request, RequestHandler, Response } from 'express';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { CLIENT_HEADERS } from '../http/headers';

/**
 * The check that the OpenAPI document tells the truth: in tests, every answer of an operation is
 * compared with what the document says that operation answers (status, content type, body, the
 * headers a client reads). What it does not describe is recorded; the API test setup fails the test
 * that caused it (src/test/responseContract.ts).
 */

interface MediaType {
  schema?: object;
}
interface ResponseObject {
  content?: Record<string, MediaType>;
  headers?: Record<string, { required?: boolean }>;
}
interface Operation {
  responses: Record<string, ResponseObject>;
}
type Document = { paths: Record<string, Record<string, Operation>> } & Record<string, unknown>;

/** Headers a client reads, as Node names them: each one an answer carries must be declared on that answer. */
const READ_HEADERS = CLIENT_HEADERS.map((name) => name.toLowerCase());

const violations: string[] = [];
/** `get /props/{id} 200`: each operation and status answered, for the coverage report. */
const answered = new Set<string>();

/** The operations and statuses answered since the last call (and forgets them). */
export function takeAnsweredOperations(): string[] {
  const list = [...answered];
  answered.clear();
  return list;
}

/** The violations recorded since the last call (and forgets them). */
export function takeContractViolations(): string[] {
  return violations.splice(0, violations.length);
}

/**
 * Ajv's JSON Schema 2020-12, the dialect of OpenAPI 3.1, over the document as it is: nothing is
 * rewritten or relaxed, so an answer passes only if a strict third-party validator would pass it
 * (a null only where the schema says null; api/src/test/http/contract.test.ts proves it).
 */
function createValidator(spec: Document) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  for (const format of ['int32', 'int64', 'double', 'float', 'byte', 'binary']) ajv.addFormat(format, true);
  ajv.addSchema(structuredClone(spec), 'openapi');
  const compiled = new Map<string, ValidateFunction | Error>();
  return (pointer: string): ValidateFunction | Error => {
    let validate = compiled.get(pointer);
    if (!validate) {
      try {
        validate = ajv.compile({ $ref: `openapi#${pointer}` });
      } catch (error) {
        validate = error as Error;
      }
      compiled.set(pointer, validate);
    }
    return validate;
  };
}

const escapePointer = (part: string) => part.replace(/~/g, '~0').replace(/\//g, '~1');

/** `/api/v1/props/:id` → `/props/{id}` */
function documentPath(routePath: string, basePath: string): string {
  return routePath.slice(basePath.length).replace(/:([A-Za-z_]+)/g, '{$1}') || '/';
}

function check(
  spec: Document,
  schemaAt: ReturnType<typeof createValidator>,
  req: Request,
  res: Response,
  body: unknown,
  hasBody: boolean,
) {
  const route = (req.route as { path?: string } | undefined)?.path;
  if (!route?.startsWith('/api/v1')) return;
  const path = documentPath(route, '/api/v1');
  const method = req.method.toLowerCase();
  const where = `${req.method} ${path} → ${res.statusCode}`;
  const operation = spec.paths[path]?.[method];
  if (!operation) {
    violations.push(`${where}: the document has no such operation`);
    return;
  }
  const status = String(res.statusCode);
  answered.add(`${method} ${path} ${status}`);
  const answer = operation.responses[status] ?? operation.responses.default;
  if (!answer) {
    violations.push(
      `${where}: status not documented (documented: ${Object.keys(operation.responses).join(', ')})`,
    );
    return;
  }
  for (const header of READ_HEADERS) {
    const declared = Object.keys(answer.headers ?? {}).some((name) => name.toLowerCase() === header);
    if (res.getHeader(header) !== undefined && !declared)
      violations.push(`${where}: header ${header} not declared`);
  }
  for (const [name, declared] of Object.entries(answer.headers ?? {})) {
    if (declared.required && res.getHeader(name) === undefined)
      violations.push(`${where}: header ${name} missing`);
  }
  const contentType = String(res.getHeader('content-type') ?? '')
    .split(';')[0]
    .trim();
  if (!hasBody) {
    if (answer.content && Object.keys(answer.content).length > 0 && status !== '204')
      violations.push(`${where}: documented with a body, answered none`);
    return;
  }
  const media = answer.content?.[contentType];
  if (!media) {
    violations.push(
      `${where}: content type ${contentType || '(none)'} not documented (documented: ${Object.keys(answer.content ?? {}).join(', ') || 'no body'})`,
    );
    return;
  }
  if (contentType !== 'application/json' || !media.schema) return;
  const pointer = `/paths/${escapePointer(path)}/${method}/responses/${status in operation.responses ? status : 'default'}/content/${escapePointer(contentType)}/schema`;
  const validate = schemaAt(pointer);
  if (validate instanceof Error) {
    violations.push(`${where}: the documented schema does not compile: ${validate.message}`);
    return;
  }
  if (!validate(body)) {
    const problems = (validate.errors ?? [])
      .slice(0, 5)
      .map(
        (e) =>
          `${e.instancePath || '(body)'} ${e.message ?? ''}${e.params && 'additionalProperty' in e.params ? ` '${String(e.params.additionalProperty)}'` : ''}`,
      );
    violations.push(`${where}: body does not match the document: ${problems.join('; ')}`);
  }
}

/** The middleware: wraps `res.json`/`res.send` to see the body, and checks once the answer is sent. */
export function responseContract(spec: Document): RequestHandler {
  const schemaAt = createValidator(spec);
  return (req, res, next) => {
    let body: unknown;
    let hasBody = false;
    const json = res.json.bind(res);
    res.json = (value: unknown) => {
      // As the client reads it: dates as strings, undefined fields gone.
      body = value === undefined ? undefined : (JSON.parse(JSON.stringify(value)) as unknown);
      hasBody = value !== undefined;
      return json(value);
    };
    const send = res.send.bind(res);
    res.send = (value?: unknown) => {
      if (!hasBody && value !== undefined && value !== null && value !== '') {
        hasBody = true;
        body = value;
      }
      return send(value);
    };
    const write = res.write.bind(res);
    res.write = ((chunk: unknown, ...rest: never[]) => {
      hasBody = true;
      return write(chunk, ...rest);
    }) as typeof res.write;
    res.on('finish', () => {
      if (Buffer.isBuffer(body)) body = undefined; // files: content type and headers are checked
      check(spec, schemaAt, req, res, body, hasBody || Number(res.getHeader('content-length') ?? 0) > 0);
    });
    next();
  };
}
