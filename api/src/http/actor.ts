import type { Request } from 'express';
import type { Actor } from '../domain/actor';
import { Unauthorized } from '../errors';

export interface AuthedRequest extends Request {
  user: Actor;
}

/** The actor of an authenticated request (tsoa's @Security puts it on `req.user`). */
export function actorOf(req: Request): Actor {
  const actor = (req as Partial<AuthedRequest>).user;
  if (!actor) throw new Unauthorized();
  return actor;
}

export function ipOf(req: Request): string | null {
  return req.ip ?? null;
}
