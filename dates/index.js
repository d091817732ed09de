// How Scenedock prints a date, for the API (answers' messages, notifications, mails) and every
// frontend (the kit's formatDate and formatDateTime) alike: one module, so a refusal and the screen
// beside it say a day the same way (docs/frontends.md, "Dates").
//
// Plain CommonJS with its types in index.d.ts: the built API requires it as it is (in this checkout
// and in the release bundle, which copies it as a package), and Rspack and Jest read it as they read
// any package, so nothing has to build it first.
'use strict';

/** The locale of a reader whose own is unknown: an English reader sees "Mar 1, 2027", as the screens. */
const DEFAULT_LOCALE = 'en-US';

/**
 * A date spells its month ("1 Mar 2027", "1. März 2027"): no reader takes it for another day, where
 * "03/01/2027" is read two ways.
 *
 * @type {Intl.DateTimeFormatOptions}
 */
const DAY = { year: 'numeric', month: 'short', day: 'numeric' };
/** @type {Intl.DateTimeFormatOptions} */
const DATE_TIME = { ...DAY, hour: 'numeric', minute: '2-digit' };
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Intl formatters are slow to make: one per kind, locale and time zone. Bounded, since the locales
 * come from requests' headers.
 */
/** @type {Map<string, Intl.DateTimeFormat>} */
const formatters = new Map();
const MAX_FORMATTERS = 200;

/**
 * @param {'day' | 'date' | 'dateTime'} kind
 * @param {import('./index').Locales} locale
 * @param {string | undefined} timeZone
 * @returns {Intl.DateTimeFormat}
 */
function formatter(kind, locale, timeZone) {
  const key = `${kind}|${Array.isArray(locale) ? locale.join(',') : (locale ?? '')}|${timeZone ?? ''}`;
  let format = formatters.get(key);
  if (!format) {
    if (formatters.size >= MAX_FORMATTERS) formatters.clear();
    format = new Intl.DateTimeFormat(/** @type {string | string[] | undefined} */ (locale), {
      ...(kind === 'dateTime' ? DATE_TIME : DAY),
      // A calendar day is the same day everywhere: printed at midnight UTC, read in UTC.
      timeZone: kind === 'day' ? 'UTC' : timeZone,
    });
    formatters.set(key, format);
  }
  return format;
}

/**
 * The instant a calendar day is printed from (midnight UTC), or null when `day` is not a real
 * YYYY-MM-DD day ("2027-02-30" is not: it is not moved to 2 March).
 *
 * @param {string} day
 * @returns {Date | null}
 */
function dayInstant(day) {
  const match = ISO_DAY.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const instant = new Date(0);
  // setUTCFullYear, not Date.UTC: the years 0–99 stay themselves.
  instant.setUTCFullYear(year, month - 1, date);
  const real =
    instant.getUTCFullYear() === year && instant.getUTCMonth() === month - 1 && instant.getUTCDate() === date;
  return real ? instant : null;
}

/** @type {typeof import('./index').isCalendarDay} */
function isCalendarDay(day) {
  return dayInstant(day) !== null;
}

/** @type {typeof import('./index').formatDay} */
function formatDay(day, locale) {
  const instant = dayInstant(day);
  if (!instant) throw new RangeError(`Not a calendar day (YYYY-MM-DD): ${day}`);
  return formatter('day', locale, undefined).format(instant);
}

/** @type {typeof import('./index').formatDate} */
function formatDate(value, options = {}) {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'string' && ISO_DAY.test(value)) return formatDay(value, options.locale);
  return formatter('date', options.locale, options.timeZone).format(new Date(value));
}

/** @type {typeof import('./index').formatDateTime} */
function formatDateTime(value, options = {}) {
  if (value === null || value === undefined || value === '') return '';
  return formatter('dateTime', options.locale, options.timeZone).format(new Date(value));
}

/** More entries than any browser sends; the rest of a longer header is not read. */
const MAX_LANGUAGE_RANGES = 20;

/** @type {typeof import('./index').localeFromAcceptLanguage} */
function localeFromAcceptLanguage(header, fallback = DEFAULT_LOCALE) {
  if (!header) return fallback;
  const ranges = header
    .split(',')
    .slice(0, MAX_LANGUAGE_RANGES)
    .map((entry, index) => {
      const [tag = '', ...params] = entry.split(';').map((part) => part.trim());
      const q = params.find((param) => /^q=/i.test(param));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { tag, weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((range) => range.tag !== '' && range.tag !== '*' && range.weight > 0)
    // The most wanted first; among equals, the order the reader gave.
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { tag } of ranges) {
    try {
      const [supported] = Intl.DateTimeFormat.supportedLocalesOf(tag);
      if (supported) return supported;
    } catch {
      // not a language tag ("en_US", "x"): the next one
    }
  }
  return fallback;
}

/** @type {Map<string, Intl.DateTimeFormat>} */
const zoneDays = new Map();

/**
 * The calendar day (YYYY-MM-DD) the instant `now` falls on in the IANA time zone `zone`: a
 * department's "today" (docs/bookings.md, "Whose day"). Throws a RangeError for a zone the runtime
 * does not know.
 *
 * @param {string} zone
 * @param {number | Date} [now]
 * @returns {string}
 */
function dayInZone(zone, now = Date.now()) {
  let format = zoneDays.get(zone);
  if (!format) {
    if (zoneDays.size >= MAX_FORMATTERS) zoneDays.clear();
    // en-CA writes YYYY-MM-DD; the parts are read, so no locale's punctuation matters.
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    zoneDays.set(zone, format);
  }
  const parts = format.formatToParts(now);
  /** @param {Intl.DateTimeFormatPartTypes} type */
  const part = (type) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

module.exports = {
  DEFAULT_LOCALE,
  dayInZone,
  formatDay,
  formatDate,
  formatDateTime,
  localeFromAcceptLanguage,
  isCalendarDay,
};
