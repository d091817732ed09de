/** An API answer that was not 2xx, with the server's `detail` when it sent one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string | undefined,
    /** 422 answers: field name → message */
    readonly fieldErrors: Record<string, string> = {},
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

/** Awaits an openapi-fetch call: answers its data, or throws an ApiError carrying the `detail`. */
export async function unwrap<T>(call: Promise<FetchResult<T>>): Promise<T> {
  const { data, error, response } = await call;
  if (response.ok) return data as T;
  const detail = (error as { detail?: unknown } | undefined)?.detail;
  const fields = fieldErrorsOf(detail);
  const message = typeof detail === 'string' ? detail : Object.values(fields)[0];
  throw new ApiError(response.status, message, fields);
}

/**
 * The message to show for a failed call: `byStatus` picks the screen's message for a status,
 * `useDetail` prefers the server's own words, and `fallback` covers everything else.
 */
export function errorMessage(
  error: unknown,
  fallback: string,
  options: { byStatus?: Record<number, string>; useDetail?: boolean } = {},
): string {
  if (error instanceof ApiError) {
    const forStatus = options.byStatus?.[error.status];
    if (forStatus) return forStatus;
    if (options.useDetail && error.detail) return error.detail;
  }
  return fallback;
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
