import type { RequestHandler } from 'express';
import { localeFromAcceptLanguage } from '@scenedock/dates';
import { withReaderLocale } from '../lib/readerLocale';

/**
 * The rest of the request runs in its reader's locale, the first supported tag of Accept-Language
 * (else en-US): the days in its answer's messages are printed so (lib/readerLocale.ts).
 */
export const readerLocaleOfRequest: RequestHandler = (req, _res, next) => {
  withReaderLocale(localeFromAcceptLanguage(req.get('Accept-Language')), next);
};
