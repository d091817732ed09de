/**
 * The calendar feeds' secret addresses (docs/calendar.md): read by calendar apps without a bearer
 * token, so outside /api/v1, and registered before the single-page app's fallback, which would
 * otherwise answer a client that accepts anything with the app's page.
 */
import type { Express, RequestHandler } from 'express';
import { FEED_PATH, feedText } from '../services/calendar/feeds';
import { ipOf } from './actor';

const feed: RequestHandler<{ file: string }> = async (req, res, next) => {
  try {
    const text = await feedText(req.params.file, ipOf(req));
    // The feed is one person's: no shared cache keeps it; apps poll it no more than every 5 minutes.
    res.setHeader('Cache-Control', 'private, max-age=300');
    res.type('text/calendar; charset=utf-8').send(text);
  } catch (err) {
    next(err);
  }
};

export function serveCalendarFeeds(app: Express): void {
  app.get(`${FEED_PATH}/:file`, feed);
}
