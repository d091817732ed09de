import type { RequestHandler } from 'express';
import { HttpError } from '../errors';

interface OpenApiDocument {
  paths: Record<string, Record<string, { requestBody?: { content?: Record<string, unknown> } }>>;
}

interface BodyRule {
  method: string;
  path: RegExp;
  /** media types `req.is` accepts for this operation's body */
  types: string[];
  /** what to tell a client that sent something else */
  detail: string;
}

/** JSON calls also take the structured-syntax types (`application/problem+json`, …) express.json parses. */
export const JSON_TYPES = ['application/json', 'application/*+json'];

const DETAILS: Record<string, string> = {
  'application/json': 'Send the body as JSON (Content-Type: application/json)',
  'multipart/form-data': 'Send the body as multipart/form-data',
  'application/x-www-form-urlencoded':
    'Send the body as a form (Content-Type: application/x-www-form-urlencoded)',
};

/** `/props/{id}` → /^\/props\/[^/]+\/?$/ */
function pathPattern(template: string): RegExp {
  const source = template
    .split(/\{[^}]+\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('[^/]+');
  return new RegExp(`^${source}/?$`);
}

function rulesOf(document: OpenApiDocument): BodyRule[] {
  const rules: (BodyRule & { params: number })[] = [];
  for (const [template, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const declared = Object.keys(operation.requestBody?.content ?? {});
      if (declared.length === 0) continue;
      const types = declared.flatMap((type) => (type === 'application/json' ? JSON_TYPES : [type]));
      rules.push({
        method: method.toUpperCase(),
        path: pathPattern(template),
        types,
        detail: declared.map((type) => DETAILS[type] ?? `Send the body as ${type}`).join('; or '),
        params: (template.match(/\{/g) ?? []).length,
      });
    }
  }
  // As the router matches: `/props/bulk-import` before `/props/{id}`.
  return rules.sort((a, b) => a.params - b.params);
}

/** Whether the request carries a body (type-is's rule): bodiless GET, DELETE and POST pass untouched. */
function hasBody(headers: Record<string, string | string[] | undefined>): boolean {
  return (
    headers['transfer-encoding'] !== undefined ||
    !['0', undefined].includes(headers['content-length'] as string)
  );
}

/**
 * Mounted at /api/v1 before the body parsers: a body in another media type than the one its
 * operation declares (in the OpenAPI document) is refused with 415 before it is read, so a JSON call
 * never takes a form or text that would reach validation as strings (docs/api-input.md).
 */
export function declaredBodyTypes(document: OpenApiDocument): RequestHandler {
  const rules = rulesOf(document);
  return (req, _res, next) => {
    if (!hasBody(req.headers)) return next();
    const rule = rules.find((r) => r.method === req.method && r.path.test(req.path));
    // Unknown paths answer 404 as before; an operation without a body ignores what it was sent.
    if (!rule || req.is(rule.types)) return next();
    next(new HttpError(415, rule.detail, 'unsupported_media_type'));
  };
}
