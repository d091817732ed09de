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
