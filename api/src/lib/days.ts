import { formatDay } from '@scenedock/dates';
import { readerLocale } from './readerLocale';

/**
 * A calendar day (YYYY-MM-DD) as a message prints it, in its reader's locale and the style every
 * screen uses (@scenedock/dates): "Mar 1, 2027" for en-US, "1 Mar 2027" for en-GB. Without a
 * locale, the reader is whoever asked (the request's Accept-Language, else en-US); a notification
 * or mail names its recipient's (lib/readerLocale.ts).
 */
export function displayDay(day: string, locale: string = readerLocale()): string {
  return formatDay(day, locale);
}
