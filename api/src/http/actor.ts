import type { Request } from 'express';
import type { Department, DepartmentMembership, Role, User } from '../models';
import { Unauthorized } from '../errors';

/** Who is asking, and in which department: built once per request by `expressAuthentication`. */
export interface Actor {
  user: User;
  /** every department the user belongs to, with the role there */
  memberships: DepartmentMembership[];
  /** the current department (from X-Current-Department, else the user's first) */
  department: Department | null;
  /** the role in the current department; null for a superuser who is not a member */
  role: Role | null;
  /** the refresh-token family of this session */
  sessionId: string;
  ip: string | null;
}

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
