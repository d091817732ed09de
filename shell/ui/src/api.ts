import type { ErrorCode } from '@scenedock/openapi';

/**
 * An API answer that was not 2xx, with the server's `detail` and `code` when it sent them (an
 * answer that is not the API's own, such as a proxy's 502, has neither).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string | undefined,
    /** 422 answers: field name → message */
    readonly fieldErrors: Record<string, string> = {},
    /** why it failed, for the screen to act on: stable where `detail` is wording */
    readonly code?: ErrorCode,
  ) {
    super(detail ?? `Request failed (${status})`);
    this.name = 'ApiError';
  }
}

interface FetchResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

function fieldErrorsOf(detail: unknown): Record<string, string> {
  if (!Array.isArray(detail)) return {};
  const fields: Record<string, string> = {};
  for (const item of detail as { loc?: unknown[]; msg?: string }[]) {
    const field = item.loc?.[item.loc.length - 1];
    if (typeof field === 'string' && item.msg) fields[field] ??= item.msg;
  }
  return fields;
}

/** Awaits an openapi-fetch call: answers its data, or throws an ApiError carrying `detail` and `code`. */
export async function unwrap<T>(call: Promise<FetchResult<T>>): Promise<T> {
  const { data, error, response } = await call;
  if (response.ok) return data as T;
  const { detail, code } = (error ?? {}) as { detail?: unknown; code?: unknown };
  const fields = fieldErrorsOf(detail);
  const message = typeof detail === 'string' ? detail : Object.values(fields)[0];
  throw new ApiError(
    response.status,
    message,
    fields,
    typeof code === 'string' ? (code as ErrorCode) : undefined,
  );
}

/**
 * A screen's words for a failure: a message, or one made from the answer (`undefined` when the
 * answer does not have what it needs, and the next entry or the fallback applies).
 */
export type FailureMessage = string | ((error: ApiError) => string | undefined);

/** What a screen does with failures, looked up by the server's code first, then by status. */
export interface ErrorTable<T> {
  byCode?: Partial<Record<ErrorCode, T>>;
  byStatus?: Partial<Record<number, T>>;
}

/** How a screen words failures: its tables, and whether the server's own words come before the fallback. */
export interface ErrorMessages extends ErrorTable<FailureMessage> {
  useDetail?: boolean;
}

/** The entry of a table for a failure: its code's, else its status's; nothing for other errors. */
export function errorEntry<T>(error: unknown, table: ErrorTable<T>): T | undefined {
  if (!(error instanceof ApiError)) return undefined;
  return (error.code && table.byCode?.[error.code]) ?? table.byStatus?.[error.status];
}

/**
 * The message to show for a failed call: the screen's words for its code, else for its status
 * (`byCode`, `byStatus`), else the server's own words where `useDetail` asks for them, else
 * `fallback`, which also covers everything that is not an API answer.
 */
export function errorMessage(error: unknown, fallback: string, messages: ErrorMessages = {}): string {
  if (!(error instanceof ApiError)) return fallback;
  const entries = [error.code && messages.byCode?.[error.code], messages.byStatus?.[error.status]];
  for (const entry of entries) {
    const message = typeof entry === 'function' ? entry(error) : entry;
    if (message) return message;
  }
  if (messages.useDetail && error.detail) return error.detail;
  return fallback;
}

/** A table entry: the server's own words (a conflict names what is in the way). */
export const serverWords = (error: ApiError): string | undefined => error.detail;

/** A table entry: the first field message of a 422. */
export const firstFieldError = (error: ApiError): string | undefined => Object.values(error.fieldErrors)[0];

/** A table entry: every field message of a 422, "Validation errors: name: Too long, …". */
export function fieldErrorsText(error: ApiError): string | undefined {
  const fields = Object.entries(error.fieldErrors);
  return fields.length
    ? `Validation errors: ${fields.map(([field, msg]) => `${field}: ${msg}`).join(', ')}`
    : undefined;
}

/** Total row count a list call reported in X-Total-Count. */
export function totalOf(response: Response): number {
  const total = Number(response.headers.get('X-Total-Count'));
  return Number.isFinite(total) ? total : 0;
}

/**
 * Whether X-Total-Count counted every match: `false` when the server's count stopped early and the
 * total is a lower bound (shown as "124+"). An answer without the header is exact.
 */
export function exactTotalOf(response: Response): boolean {
  return response.headers.get('X-Total-Count-Exact') !== 'false';
}

/** A total as shown: "212", or "212+" when it is a lower bound (`exact` false). */
export function totalText(total: number, exact = true): string {
  return `${total}${exact ? '' : '+'}`;
}

/** Saves a Blob as a file through a temporary link. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
