/*
 * Response headers a client reads, one interface per header, for tsoa's header type parameter
 * (`@SuccessResponse<TotalCountHeader>(200, 'OK')`): the document declares them on that answer.
 */

export interface TotalCountHeader {
  /**
   * How many rows match the filters in all, whatever `skip` and `limit` cut out of them.
   * @isInt
   */
  'X-Total-Count': number;
}

export interface UnreadCountHeader {
  /**
   * How many of the signed-in person's notifications are unread.
   * @isInt
   */
  'X-Unread-Count': number;
}

export interface ContentDispositionHeader {
  /** `attachment` with the file's name (`filename`, and `filename*` in UTF-8). */
  'Content-Disposition': string;
}

export interface RetryAfterHeader {
  /**
   * Seconds to wait before trying again.
   * @isInt
   */
  'Retry-After': number;
}

// For inline header types (`@SuccessResponse<{ 'X-Total-Count': HeaderCount }>`): tsoa's OpenAPI 3
// output names a header after an interface given as the header type, not after its property, and
// tsoa's decorators take string header values only, so the count is digits.
/**
 * A whole number, 0 or more, in decimal digits.
 * @pattern ^[0-9]+$
 */
export type HeaderCount = string;
