/** Automatic reconnects of the progress socket after a dropped connection, before giving up. */
export const MAX_RECONNECTS = 5;

/** Exponential backoff: 1 s before the first reconnect, then 2, 4, 8 and 16 s. */
export function reconnectDelay(attempt: number): number {
  return 1000 * 2 ** (attempt - 1);
}
