/**
 * Whose words a message is in: the locale its reader reads dates in (docs/api-contract.md,
 * "Dates in messages"). An answer's reader is the one who asked: the request's Accept-Language,
 * kept for the request by http/locale.ts, so that the services deep below, which build the
 * messages, need not be handed it. Mails and notifications have other readers: their texts name
 * the recipient's locale themselves (recipientLocale), never the one of whoever made the change.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { DEFAULT_LOCALE } from '@scenedock/dates';

const requestLocale = new AsyncLocalStorage<string>();

/** Runs `work` (a request's handling) with `locale` as its reader's. */
export function withReaderLocale<T>(locale: string, work: () => T): T {
  return requestLocale.run(locale, work);
}

/** The locale of the person who asked: the request's, else en-US (jobs, the clock, start-up). */
export function readerLocale(): string {
  return requestLocale.getStore() ?? DEFAULT_LOCALE;
}

/**
 * The locale a notification or mail is written in for its recipient. Nobody's own is stored yet
 * (language settings come later, and then only this changes): en-US for everyone.
 */
export function recipientLocale(): string {
  return DEFAULT_LOCALE;
}
