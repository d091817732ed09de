/*
 * Response headers a client reads. Declare them with an inline object type on the answer, e.g.
 * `@SuccessResponse<{ 'X-Total-Count': HeaderCount }>(200, '…')`: tsoa's OpenAPI 3 output names a
 * header after an interface given as the header type (`TotalCountHeader: {$ref}`), not after its
 * property, and tsoa's decorators take string header values only.
 */

/**
 * The response headers a client reads: each must be declared on the answers that carry it (checked
 * in tests, test/responseContractCheck.ts), and foreign origins that embed the screens may read them (CORS).
 */
export const CLIENT_HEADERS = [
  'X-Total-Count',
  'X-Total-Count-Exact',
  'X-Unread-Count',
  'Content-Disposition',
  'Retry-After',
  'Location',
];

// Counts (X-Total-Count, X-Unread-Count, Retry-After) go out as digits.
/**
 * A whole number, 0 or more, in decimal digits.
 * @pattern ^[0-9]+$
 */
export type HeaderCount = string;

/** A yes-or-no header. */
export type HeaderFlag = 'true' | 'false';

/** `attachment` with the file name as `filename` (ASCII) and `filename*` (UTF-8). */
export function contentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}
