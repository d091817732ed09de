import type { Department, DepartmentMembership, Role, User } from '../models';

/**
 * Who is acting, in which department and with which role: what services and policies decide on.
 * Built once per request (http/authentication.ts) or socket handshake (realtime/), never from HTTP
 * types, so the same rules serve requests, sockets and jobs.
 */
export interface Actor {
  user: User;
  /** the departments the user is an active member of, with the role there (docs/accounts-and-roles.md) */
  memberships: DepartmentMembership[];
  /** the current department (from X-Current-Department, else the user's first) */
  department: Department | null;
  /** the role in the current department; null for a superuser who is not a member */
  role: Role | null;
  /** the refresh-token family of this session */
  sessionId: string;
  ip: string | null;
}
