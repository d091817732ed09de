/**
 * The searches' allowance, taken as a search request comes in: before its body is read or any
 * query runs, so a person over their allowance costs a token check and a timer, nothing more
 * (docs/concurrency-and-limits.md, "Searches"). The search then runs on the ticket taken here
 * (services/search/budget.ts), which is given back once the answer is sent, and aborted when the
 * client goes away first: the search's statement stops where it is.
 */
import type { Request, RequestHandler } from 'express';
import { takeSearchAllowance, type SearchTicket } from '../services/search/budget';
import { bearerClaims } from './authentication';

/** The calls the allowance covers, as mounted under /api/v1. */
export const ALLOWANCE_SEARCH_PATHS = ['/search/inter-department', '/search/advanced'];

const tickets = new WeakMap<Request, SearchTicket>();

/**
 * Mounted on ALLOWANCE_SEARCH_PATHS before the body parsers. A request without a valid bearer token
 * goes on untouched: authentication answers it 401.
 */
export const searchAllowance: RequestHandler = (req, res, next) => {
  if (req.method !== 'POST') return next();
  const claims = bearerClaims(req);
  if (!claims) return next();
  const client = new AbortController();
  const taking = takeSearchAllowance(Number(claims.sub), client.signal);
  // 'close' comes after the answer is sent, or when the connection drops before it (even while the
  // ticket is still being taken).
  res.once('close', () => {
    if (!res.writableFinished) client.abort();
    taking.then(
      (ticket) => ticket.release(),
      () => undefined,
    );
  });
  taking.then((ticket) => {
    if (client.signal.aborted) return;
    tickets.set(req, ticket);
    next();
  }, next);
};

/** The ticket `searchAllowance` took for this request, if it took one. */
export const searchTicketOf = (req: Request): SearchTicket | undefined => tickets.get(req);
