/**
 * A reader's locale: a BCP 47 tag ("en-GB", "fr"), a list of them in order of preference, or
 * undefined for the runtime's own (the browser's language in a frontend; never used by the API,
 * whose messages always name the reader's locale).
 */
export type Locales = string | readonly string[] | undefined;

export interface DateOptions {
  locale?: Locales;
  /** where an instant is read (IANA name); undefined: the runtime's zone. Calendar days ignore it. */
  timeZone?: string;
}

/** The locale of a reader whose own is unknown: en-US, so an English reader sees "Mar 1, 2027". */
export declare const DEFAULT_LOCALE: 'en-US';

/**
 * A calendar day (YYYY-MM-DD) as its reader says it: "Mar 1, 2027" (en-US), "1 Mar 2027" (en-GB),
 * "1 mars 2027" (fr). Always that day, whatever the time zone of the machine printing it. Throws a
 * RangeError for anything that is not a real day.
 */
export declare function formatDay(day: string, locale: Locales): string;

/**
 * A date for display; '' when absent. A calendar day (YYYY-MM-DD) stays on its day; a timestamp is
 * the day it is in `timeZone`.
 */
export declare function formatDate(value: string | Date | null | undefined, options?: DateOptions): string;

/** A date and time for display ("Mar 1, 2027, 3:04 PM"), read in `timeZone`; '' when absent. */
export declare function formatDateTime(
  value: string | Date | null | undefined,
  options?: DateOptions,
): string;

/**
 * The reader's locale from an Accept-Language header: the first supported tag by preference
 * (q-values, then order), else `fallback` (en-US).
 */
export declare function localeFromAcceptLanguage(
  header: string | null | undefined,
  fallback?: string,
): string;

/** Whether `day` is a real calendar day written YYYY-MM-DD ("2027-02-30" is not). */
export declare function isCalendarDay(day: string): boolean;

/**
 * The calendar day (YYYY-MM-DD) the instant `now` falls on in the IANA time zone `zone`; throws a
 * RangeError for a zone the runtime does not know.
 */
export declare function dayInZone(zone: string, now?: number | Date): string;
