/**
 * The last step of `npm run openapi`: tsoa writes what each controller method declares, and this
 * adds what holds for every operation alike, once, from the code that enforces it:
 * - every secured operation takes the department header (services/session.ts) and can answer 400
 *   (a malformed header, or none where a department is needed), 401 (http/authentication.ts), 403
 *   (not a member of that department, or a role that does not allow it) and 404 (a superuser's
 *   department that does not exist);
 * - every operation with parameters or a body can answer 422 (http/errors.ts), and one with a body
 *   400 (malformed), 413 (larger than the 1 MB limit in app.ts) and 415 (media type, charset, encoding);
 * - what each error code means (api/src/errors.ts);
 * - the tags, each with what it covers, and the server (the served copy names PUBLIC_URL: app.ts).
 * What differs between operations (404, 409, 429, headers, summaries) stays on the methods.
 * docs/api-contract.md says how the document is kept true.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  groupOf,
  PING_EVENT,
  WEBHOOK_EVENT_DESCRIPTIONS,
  WEBHOOK_EVENT_TYPES,
} from '../domain/webhookEvents';
import { ERROR_CODES, type ErrorCode } from '../errors';

type Json = Record<string, unknown>;
interface Operation extends Json {
  security?: unknown[];
  parameters?: Json[];
  requestBody?: { content?: Record<string, unknown> };
  responses: Record<string, Json>;
  tags?: string[];
}

export const DEFAULT_SERVER = 'http://localhost:3000/api/v1';

const TAGS: Record<string, string> = {
  Authentication: 'Sign-in, token refresh, sign-out and password resets.',
  'School sign-in':
    'Signing in with a school account (OpenID Connect with PKCE), linked sign-ins, school email domains, and trusted portals handing their user over (OAuth 2.0 Token Exchange, RFC 8693).',
  Users: 'The signed-in person, the users of the current department, invitations.',
  Departments: 'Departments and their members.',
  Props: 'Props of the current department.',
  'Set pieces': 'Set pieces of the current department.',
  'Costume pieces': 'Costume pieces of the current department.',
  Productions: 'Productions of the current department and the items they hold.',
  Bookings:
    "The dated bookings of the current department's items: productions' use, loans, and the department's blocks (docs/bookings.md).",
  Files: 'Image uploads for items and productions.',
  Photos: "The photos of the current department's items, in order; the first is the item's cover.",
  Condition:
    "An item's condition at a loan's hand-over and return, its photos, and the damage reports a worse return opens (docs/lending.md).",
  'Import jobs':
    'CSV imports of props, set pieces and costumes: their progress, history and error reports. Live progress: the /import-progress socket (docs/imports.md).',
  Dashboard: "The current department's figures.",
  Calendar:
    "The current department's calendar (productions, loans out and in, blocks) and the signed-in person's secret calendar addresses (docs/calendar.md).",
  Notifications: "The signed-in person's notifications and their settings.",
  Lending:
    "Loans between departments: requests and offers, the lender's decisions, extensions and each loan's conversation; and loans of a department's own items to people (docs/lending.md).",
  Search:
    "Finding items across kinds: other departments' items to borrow, nearest first, and the department's own stock.",
  Codes:
    "Items by the short code on their labels: the item for its department's members, whose it is for anyone else (docs/labels-and-scanning.md).",
  Labels: 'Printing item labels: the label stocks (docs/labels-and-scanning.md).',
  Webhooks:
    "A department's outgoing webhooks: signed messages (Standard Webhooks) to other systems when loans, bookings, items and imports change, with a delivery log (docs/webhooks.md). The messages themselves are under `webhooks`.",
};

const error = (description: string): Json => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
});

const COMMON = {
  departmentHeader: {
    name: 'X-Current-Department',
    in: 'header',
    required: false,
    description:
      'The id of the department to act in: one of the departments of GET /users/me. Calls on a ' +
      "department's data answer 400 without it.",
    schema: { type: 'integer', format: 'int32', minimum: 1 },
  },
  badRequest: error(
    'A malformed request: X-Current-Department missing where a department is needed or not an id, malformed JSON, or a rule of the call (see detail)',
  ),
  unauthorized: error('Missing, invalid or expired access token (detail: "Could not validate credentials")'),
  forbidden: error(
    'Not a member of the department in X-Current-Department, or a role that does not allow this (see detail)',
  ),
  invalid: {
    description: 'The request failed validation: one entry per field, with where it is (loc) and why (msg)',
    content: { 'application/json': { schema: { $ref: '#/components/schemas/ValidationErrorBody' } } },
  },
  tooLarge: error('The request body is larger than allowed (1 MB; an upload says its own limit)'),
  unsupported: error(
    'The body is not in the media type the operation takes (unsupported_media_type), or in a charset other than UTF-8 or compressed in an unknown encoding (unsupported_encoding)',
  ),
  notFound: error(
    'Not found (see detail): for a superuser, also a department in X-Current-Department that does not exist',
  ),
};

const DEPARTMENT_HEADER = { $ref: '#/components/parameters/CurrentDepartment' };

function addResponse(operation: Operation, status: string, response: Json): void {
  operation.responses[status] ??= response;
}

/**
 * tsoa writes OpenAPI 3.0, where `nullable` adds null only to a `type` in the same schema: its
 * `allOf: [$ref]` with `nullable` (a `BookingOut | null` field) still demands the object, so strict
 * validators refuse the null it stands for. The document is OpenAPI 3.1 (JSON Schema 2020-12), which
 * says every nullable field exactly and which every tool in CI reads (Redocly, openapi-typescript,
 * hey-api, orval): `type: [T, 'null']`, and `anyOf` of the named schema and null. A `$ref` keeps its
 * description beside it (3.1 allows siblings).
 */
function asOpenApi31(node: unknown): void {
  if (Array.isArray(node)) node.forEach(asOpenApi31);
  else if (node && typeof node === 'object') {
    const schema = node as Json;
    if (schema.nullable === false) delete schema.nullable; // tsoa's mark on a literal type
    if (schema.nullable === true) {
      delete schema.nullable;
      if (Array.isArray(schema.allOf) && schema.allOf.length === 1) {
        schema.anyOf = [schema.allOf[0], { type: 'null' }];
        delete schema.allOf;
        delete schema.type;
      } else if (typeof schema.type === 'string') {
        schema.type = [schema.type, 'null'];
        if (Array.isArray(schema.enum) && !schema.enum.includes(null)) schema.enum.push(null);
      } else throw new Error(`A nullable schema the document cannot say in 3.1: ${JSON.stringify(schema)}`);
    }
    Object.values(schema).forEach(asOpenApi31);
  }
}

/**
 * tsoa types every multipart form field as a string, so a field with a fixed set of values carries
 * it as a pattern of alternatives (`^(prop|set)$`); the document says it as the enum it is.
 */
function formFieldEnums(operation: Operation): void {
  const form = operation.requestBody?.content?.['multipart/form-data'] as
    { schema?: { properties?: Record<string, Json> } } | undefined;
  for (const field of Object.values(form?.schema?.properties ?? {})) {
    const values =
      typeof field.pattern === 'string' ? /^\^\(([\w-]+(?:\|[\w-]+)*)\)\$$/.exec(field.pattern) : null;
    if (!values) continue;
    field.enum = values[1].split('|');
    delete field.pattern;
    delete field.maxLength;
  }
}

/**
 * The error codes' meanings, from `ERROR_CODES` (api/src/errors.ts): one line per code in the
 * description of `ErrorCode` and of the 422 body's `code`. Codes tsoa wrote that the table does not
 * have fail the build.
 */
function describeErrorCodes(schemas: Json): void {
  const lines = (codes: string[]) => codes.map((code) => `- \`${code}\`: ${ERROR_CODES[code as ErrorCode]}`);
  const codes = schemas.ErrorCode as { enum?: string[]; description?: string } | undefined;
  const listed = Object.keys(ERROR_CODES);
  if (!codes?.enum || [...codes.enum].sort().join() !== [...listed].sort().join())
    throw new Error('ErrorCode in the document and ERROR_CODES in api/src/errors.ts list different codes');
  codes.description = [codes.description, '', ...lines(listed)].join('\n');
  const validation = schemas.ValidationErrorBody as {
    properties: Record<string, { enum?: string[]; description?: string }>;
  };
  const code = validation.properties.code;
  if (!code.enum?.every((value) => value in ERROR_CODES))
    throw new Error('ValidationErrorBody.code names a code ERROR_CODES does not have');
  code.description = lines(code.enum).join('\n');
}

/** Schemas nothing refers to (tsoa writes a `@Queries()` type although its fields became parameters). */
function dropUnusedSchemas(document: Json, schemas: Json): void {
  for (;;) {
    const text = JSON.stringify(document);
    const unused = Object.keys(schemas).filter((name) => !text.includes(`"#/components/schemas/${name}"`));
    if (unused.length === 0) return;
    unused.forEach((name) => delete schemas[name]);
  }
}

/**
 * OpenAPI 3.1's `webhooks`: the messages a department's webhooks send, one entry per event, each a
 * POST of `WebhookMessage` with the Standard Webhooks headers (docs/webhooks.md).
 */
function webhookMessages(): Json {
  const header = (name: string, description: string) => ({
    name,
    in: 'header',
    required: true,
    description,
    schema: { type: 'string' },
  });
  const parameters = [
    header('webhook-id', 'The message id (`msg_…`): the same on every attempt; de-duplicate on it'),
    header('webhook-timestamp', 'When this attempt was sent, in seconds since 1970: refuse one far from now'),
    header(
      'webhook-signature',
      'Space-separated `v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<body>`, keyed with the secret after `whsec_`: one per secret that signs (two after a rotation)',
    ),
  ];
  const entry = (type: string, group: string, description: string) => ({
    post: {
      operationId: `webhook_${type.replace('.', '_')}`,
      summary: type,
      // Not a call to this API: the receiver checks the signature instead.
      security: [],
      description: `${group}: ${description}.`,
      tags: ['Webhooks'],
      parameters,
      requestBody: {
        required: true,
        content: { 'application/json': { schema: { $ref: '#/components/schemas/WebhookMessage' } } },
      },
      responses: {
        '200': { description: 'Received (any 2xx): anything else is tried again for three days' },
        '410': { description: 'Gone: the webhook is turned off at once' },
      },
    },
  });
  return Object.fromEntries<Json>([
    ...WEBHOOK_EVENT_TYPES.map((type): [string, Json] => [
      type,
      entry(type, groupOf(type), WEBHOOK_EVENT_DESCRIPTIONS[type]),
    ]),
    [PING_EVENT, entry(PING_EVENT, 'Test', 'What "Send test" sends')],
  ]);
}

export function completeDocument(document: Json): Json {
  const paths = document.paths as Record<string, Record<string, Operation>>;
  const components = document.components as { parameters?: Json; schemas: Json };
  components.parameters = { ...components.parameters, CurrentDepartment: COMMON.departmentHeader };
  const usedTags = new Set<string>();
  for (const methods of Object.values(paths)) {
    for (const operation of Object.values(methods)) {
      operation.tags?.forEach((tag) => usedTags.add(tag));
      const secured = (operation.security ?? []).length > 0;
      const own = (operation.parameters ?? []).filter(
        (parameter) => parameter.$ref !== DEPARTMENT_HEADER.$ref,
      );
      const hasInput = Boolean(operation.requestBody) || own.length > 0;
      if (secured) {
        operation.parameters = [...own, DEPARTMENT_HEADER];
        addResponse(operation, '400', COMMON.badRequest);
        addResponse(operation, '401', COMMON.unauthorized);
        addResponse(operation, '403', COMMON.forbidden);
        addResponse(operation, '404', COMMON.notFound);
      }
      formFieldEnums(operation);
      if (operation.requestBody) {
        addResponse(operation, '400', COMMON.badRequest);
        addResponse(operation, '413', COMMON.tooLarge);
        addResponse(operation, '415', COMMON.unsupported);
      }
      if (hasInput) addResponse(operation, '422', COMMON.invalid);
      operation.responses = Object.fromEntries(
        Object.entries(operation.responses).sort(([a], [b]) => a.localeCompare(b)),
      );
    }
  }
  asOpenApi31(document.paths);
  asOpenApi31(components.schemas);
  dropUnusedSchemas(document, components.schemas);
  for (const schema of ['ErrorBody', 'ValidationErrorBody']) {
    if (!(schema in components.schemas))
      throw new Error(
        `${schema} is not in the document: a controller must reference it (tsoa writes only used types)`,
      );
  }
  describeErrorCodes(components.schemas);
  const unknown = [...usedTags].filter((tag) => !(tag in TAGS));
  if (unknown.length > 0) throw new Error(`Describe the tag(s) ${unknown.join(', ')} in completeDocument.ts`);
  return {
    ...document,
    openapi: '3.1.0',
    webhooks: webhookMessages(),
    servers: [
      { url: DEFAULT_SERVER, description: 'The embedded default; the served /openapi.json names PUBLIC_URL' },
    ],
    tags: Object.entries(TAGS)
      .filter(([name]) => usedTags.has(name))
      .map(([name, description]) => ({ name, description })),
  };
}

/** `tsx src/openapi/completeDocument.ts <file>`: completes the document in place. */
if (require.main === module) {
  const file = path.resolve(
    process.argv[2] ?? path.join(__dirname, '..', '..', '..', 'openapi', 'openapi.json'),
  );
  const completed = completeDocument(JSON.parse(fs.readFileSync(file, 'utf8')) as Json);
  fs.writeFileSync(file, `${JSON.stringify(completed, null, '\t')}\n`);
}
