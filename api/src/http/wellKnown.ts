/**
 * The files crawlers and security researchers look for at fixed addresses. Registered before the
 * single-page app's fallback, which would otherwise answer them with the app's page.
 */
import type { Express, RequestHandler } from 'express';
import { config } from '../config';

/** Both change at most once a day. */
const CACHE_A_DAY = 'public, max-age=86400';

/**
 * Addresses that carry a secret (an invitation's, a reset's or a feed's token) or data: never to be
 * crawled. The frontends answer the pages among them with `X-Robots-Tag: noindex` as well.
 */
export const UNINDEXED_PATHS = [
  '/api/',
  '/uploads/',
  '/calendar/feeds/',
  '/setup-password/',
  '/reset-password',
  '/confirm-contact-email',
  // A label's address (docs/labels-and-scanning.md, "Scanning"): one per item, nothing to find.
  '/i/',
] as const;

/**
 * Every other page shows a visitor without a session the sign-in screen and nothing else, so a
 * search engine may index that: a school's staff find their sign-in page by searching for it.
 */
const robotsTxt: RequestHandler = (_req, res) => {
  res.setHeader('Cache-Control', CACHE_A_DAY);
  const lines = ['User-agent: *', ...UNINDEXED_PATHS.map((path) => `Disallow: ${path}`), ''];
  res.type('text/plain; charset=utf-8').send(lines.join('\n'));
};

/** A contact as a URI: a bare address becomes a `mailto:` one (RFC 9116 wants a URI). */
const contactUri = (contact: string) =>
  /^[a-z][a-z0-9+.-]*:/i.test(contact) ? contact : `mailto:${contact}`;

/**
 * RFC 9116. Expires is computed, a year from today's midnight (UTC), so the file never goes stale
 * and stays the same all day (cacheable for a day); RFC 9116 asks for less than a year ahead.
 */
export function securityTxt(now = new Date()): string {
  const expires = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 365));
  const contacts = config.securityContact
    .split(',')
    .map((contact) => contact.trim())
    .filter(Boolean);
  return [
    ...contacts.map((contact) => `Contact: ${contactUri(contact)}`),
    `Expires: ${expires.toISOString().replace(/\.\d{3}Z$/, 'Z')}`,
    'Preferred-Languages: en',
    `Canonical: ${config.publicUrl}/.well-known/security.txt`,
    '',
  ].join('\n');
}

const securityTxtHandler: RequestHandler = (_req, res) => {
  res.setHeader('Cache-Control', CACHE_A_DAY);
  res.type('text/plain; charset=utf-8').send(securityTxt());
};

/** Any other well-known address: not ours, a plain 404 rather than the app's page. */
const unknownWellKnown: RequestHandler = (_req, res) => {
  res.status(404).type('text/plain; charset=utf-8').send('Not Found\n');
};

export function serveWellKnown(app: Express): void {
  app.get('/robots.txt', robotsTxt);
  app.get('/.well-known/security.txt', securityTxtHandler);
  app.use('/.well-known', unknownWellKnown);
}
