import type { Server as HttpServer } from 'node:http';
import { Server, type Socket } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { createClient, type RedisClientType } from 'redis';
import { config } from '../config';
import { logger } from '../logger';
import { verifyAccessToken } from '../lib/tokens';
import { resolveActor } from '../services/session';
import type { Actor } from '../domain/actor';

interface SocketData {
  actor: Actor;
}

let io: Server | null = null;
let redisClients: RedisClientType[] = [];

/** Rooms are named here only: `user:<id>`, `department:<id>`. */
export const rooms = {
  user: (id: number) => `user:${id}`,
  department: (id: number) => `department:${id}`,
  /** the access token's `sid`: the socket closes when that session is revoked */
  session: (familyId: string) => `session:${familyId}`,
};

function handshakeValue(socket: Socket, name: string): string | undefined {
  const fromAuth = (socket.handshake.auth as Record<string, unknown> | undefined)?.[name];
  const fromQuery = socket.handshake.query[name];
  const value = fromAuth ?? fromQuery;
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}

/** Checks the access token of a handshake; refused handshakes answer `Authentication required`. */
async function authenticate(socket: Socket): Promise<Actor> {
  const claims = verifyAccessToken(handshakeValue(socket, 'token') ?? '');
  if (!claims) throw new Error('Authentication required');
  try {
    return await resolveActor(
      Number(claims.sub),
      claims.sid,
      handshakeValue(socket, 'department_id'),
      socket.handshake.address,
    );
  } catch {
    throw new Error('Authentication required');
  }
}

export async function attachRealtime(server: HttpServer): Promise<Server> {
  // Same-origin pages need no CORS; foreign pages that embed us are the CORS_ORIGINS.
  io = new Server(server, { path: '/socket.io', cors: { origin: config.corsOrigins } });
  if (config.redisUrl) {
    const pub = createClient({ url: config.redisUrl }) as RedisClientType;
    const sub = pub.duplicate();
    pub.on('error', (err) => logger.error({ err }, 'redis publisher error'));
    sub.on('error', (err) => logger.error({ err }, 'redis subscriber error'));
    await Promise.all([pub.connect(), sub.connect()]);
    redisClients = [pub, sub];
    io.adapter(createAdapter(pub, sub));
  }
  const notifications = io.of('/notifications');
  notifications.use((socket, next) => {
    authenticate(socket)
      .then((actor) => {
        (socket.data as SocketData).actor = actor;
        next();
      })
      .catch((err: Error) => next(err));
  });
  notifications.on('connection', (socket) => {
    const { actor } = socket.data as SocketData;
    void socket.join(rooms.user(actor.user.id));
    if (actor.sessionId) void socket.join(rooms.session(actor.sessionId));
    if (actor.department) void socket.join(rooms.department(actor.department.id));
    socket.on('ping', () => socket.emit('pong'));
  });
  return io;
}

/** Sends an event to every connection of one user, on any API instance (through Redis when set). */
export function emitToUser(userId: number, event: string, payload: unknown): void {
  io?.of('/notifications').to(rooms.user(userId)).emit(event, payload);
}

/**
 * Closes the sockets of revoked sessions, on every instance: one session, or every session of a
 * user but the one kept (a password change keeps the caller's).
 */
export function disconnectSessions(
  scope: { familyId: string } | { userId: number; keepFamilyId?: string },
): void {
  if (!io) return;
  const namespace = io.of('/notifications');
  if ('familyId' in scope) {
    namespace.in(rooms.session(scope.familyId)).disconnectSockets(true);
    return;
  }
  const sockets = namespace.in(rooms.user(scope.userId));
  (scope.keepFamilyId ? sockets.except(rooms.session(scope.keepFamilyId)) : sockets).disconnectSockets(true);
}

/**
 * Takes a person's open connections out of a department's room when their membership there ends or
 * is switched off, on every instance: events of that department stop reaching them at once.
 */
export function leaveDepartmentRoom(userId: number, departmentId: number): void {
  io?.of('/notifications').in(rooms.user(userId)).socketsLeave(rooms.department(departmentId));
}

export function realtimeState(): { enabled: boolean; redis?: 'up' | 'down' } {
  if (!io) return { enabled: false };
  if (!config.redisUrl) return { enabled: true };
  return { enabled: true, redis: redisClients.every((c) => c.isReady) ? 'up' : 'down' };
}

export async function closeRealtime(): Promise<void> {
  if (io) await io.close();
  io = null;
  await Promise.all(redisClients.map((c) => c.quit().catch(() => undefined)));
  redisClients = [];
}
