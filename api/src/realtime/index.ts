import type { Server as HttpServer } from 'node:http';
import { Server, Socket, type Namespace } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { Emitter } from '@socket.io/redis-emitter';
import { createClient, type RedisClientType } from 'redis';
import { config } from '../config';
import { logger } from '../logger';
import { verifyAccessToken } from '../lib/tokens';
import { resolveActor } from '../services/session';
import { isMemberOf } from '../policies/utils';
import type { Actor } from '../domain/actor';
import {
  keepSocket,
  releaseSocket,
  startSharedSocketCount,
  stopSharedSocketCount,
  takeSocket,
  type SocketOwner,
} from './sharedSocketCount';

interface SocketData {
  actor: Actor;
}

let io: Server | null = null;
/** In a worker process (no socket server): events reach the API instances' clients through Redis. */
let emitter: Emitter | null = null;
let redisClients: RedisClientType[] = [];

/**
 * Finds the import job a progress handshake names (its id or uuid) and answers it when the user
 * is a member of its department. Set at start-up (see `provideImportJobs` in ./push.ts): the
 * transport reads no database.
 */
export type ImportJobLookup = (
  ref: string,
  actor: Actor,
) => Promise<{ id: number; departmentId: number } | null>;

/**
 * What the transport reads of a progress push: the job it is about. The rest is sent as it came,
 * presented by ./push.ts.
 */
export interface ProgressEvent {
  id: number;
  job_id: string;
}

let findImportJob: ImportJobLookup | null = null;
let importSnapshot: ((id: number) => Promise<ProgressEvent | null>) | null = null;

/** Lets `/import-progress` find the job a handshake names and send its progress on connecting. */
export function serveImportProgress(
  lookup: ImportJobLookup,
  snapshot: (id: number) => Promise<ProgressEvent | null>,
): void {
  findImportJob = lookup;
  importSnapshot = snapshot;
}

/** Rooms are named here only: `user:<id>`, `department:<id>`. */
export const rooms = {
  user: (id: number) => `user:${id}`,
  department: (id: number) => `department:${id}`,
  /** the access token's `sid`: the socket closes when that session is revoked */
  session: (familyId: string) => `session:${familyId}`,
  /** followers of one import job's progress */
  importJob: (id: number) => `import-job:${id}`,
  /** a user's connections that exist because of one membership (closed when it ends) */
  member: (userId: number, departmentId: number) => `member:${userId}:${departmentId}`,
};

const NAMESPACES = { notifications: '/notifications', importProgress: '/import-progress' } as const;

/** A namespace to emit into: the socket server's, or the Redis emitter's in a worker process. */
function broadcast(namespace: string) {
  if (io) return io.of(namespace);
  return emitter?.of(namespace) ?? null;
}

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

/**
 * Open sockets one session (an access token's sign-in) and one person may hold at once, counting
 * both namespaces: a browser keeps one per tab and one per import it follows. The connection beyond
 * is refused (docs/concurrency-and-limits.md).
 */
export const SOCKET_LIMITS = { session: 10, user: 30 } as const;

/** Rooms that only count sockets (nothing is ever sent to them); joined before a socket connects. */
const countingRooms = {
  session: (familyId: string) => `count:session:${familyId}`,
  user: (id: number) => `count:user:${id}`,
};

/** Where socket.io answers; http/securityHeaders.ts gives those answers the app's security headers. */
const REALTIME_PATH = '/socket.io';

/** Sockets of this process in a counting room, in every namespace (connected or still shaking hands). */
function localCount(server: Server, room: string): number {
  return Object.values(NAMESPACES).reduce(
    (sum, name) => sum + (server.of(name).adapter.rooms.get(room)?.size ?? 0),
    0,
  );
}

/**
 * Rooms of the sockets other API processes hold in `room` (through the Redis adapter, every
 * namespace); none without Redis, or when the others do not answer in time.
 */
async function remoteRooms(server: Server, room: string): Promise<Set<string>[]> {
  if (!config.redisUrl) return [];
  try {
    const found = await Promise.all(
      Object.values(NAMESPACES).map((name) => server.of(name).in(room).fetchSockets()),
    );
    return found.flat().flatMap((socket) => (socket instanceof Socket ? [] : [socket.rooms]));
  } catch (err) {
    logger.warn({ err }, 'counting sockets on other instances failed: this instance counts its own');
    return [];
  }
}

class TooManyConnections extends Error {
  readonly data: { code: 'too_many_connections'; scope: 'session' | 'user'; limit: number };
  constructor(scope: 'session' | 'user') {
    const limit = SOCKET_LIMITS[scope];
    super(
      scope === 'session'
        ? `Too many open connections for this session (at most ${limit}): close other tabs or windows first`
        : `Too many open connections for this account (at most ${limit}): close other tabs, windows or devices first`,
    );
    this.data = { code: 'too_many_connections', scope, limit };
  }
}

/**
 * Gives the socket's place in the Redis counts back once it closes, or once its connection drops
 * before the handshake ends (socket.io then drops it without a `disconnect`).
 */
function releaseOnClose(socket: Socket, owner: SocketOwner): void {
  const release = () => {
    socket.conn.off('close', release);
    releaseSocket(owner.member);
  };
  socket.once('disconnect', release);
  socket.conn.once('close', release);
  if (socket.conn.readyState !== 'open') release();
}

/**
 * Admits a socket within SOCKET_LIMITS, or throws TooManyConnections. The socket joins its counting
 * rooms at once, before any wait, so parallel handshakes in this process see each other exactly;
 * socket.io takes it out of them when the handshake fails or the socket closes. With Redis, one
 * script there counts every instance's sockets atomically (./sharedSocketCount.ts); while Redis
 * cannot answer, sockets of other processes are counted as they stand when the handshake is checked.
 */
async function admit(namespace: Namespace, socket: Socket, actor: Actor): Promise<void> {
  const server = namespace.server;
  const userRoom = countingRooms.user(actor.user.id);
  const sessionRoom = actor.sessionId ? countingRooms.session(actor.sessionId) : null;
  if (sessionRoom && localCount(server, sessionRoom) >= SOCKET_LIMITS.session)
    throw new TooManyConnections('session');
  if (localCount(server, userRoom) >= SOCKET_LIMITS.user) throw new TooManyConnections('user');
  void socket.join(sessionRoom ? [userRoom, sessionRoom] : [userRoom]);
  if (!config.redisUrl) return;
  const owner: SocketOwner = {
    member: `${process.pid}:${socket.id}`,
    userId: actor.user.id,
    sessionId: actor.sessionId || null,
  };
  const shared = await takeSocket(owner, SOCKET_LIMITS);
  if (shared === 'session' || shared === 'user') throw new TooManyConnections(shared);
  if (shared === null) {
    const remote = await remoteRooms(server, userRoom);
    if (sessionRoom) {
      const inSession = remote.filter((rooms) => rooms.has(sessionRoom)).length;
      if (localCount(server, sessionRoom) + inSession > SOCKET_LIMITS.session)
        throw new TooManyConnections('session');
    }
    if (localCount(server, userRoom) + remote.length > SOCKET_LIMITS.user)
      throw new TooManyConnections('user');
    keepSocket(owner);
  }
  releaseOnClose(socket, owner);
}

export async function attachRealtime(server: HttpServer): Promise<Server> {
  // Same-origin pages need no CORS; foreign pages that embed us are the CORS_ORIGINS.
  io = new Server(server, { path: REALTIME_PATH, cors: { origin: config.corsOrigins } });
  if (config.redisUrl) {
    const pub = createClient({ url: config.redisUrl }) as RedisClientType;
    const sub = pub.duplicate();
    pub.on('error', (err) => logger.error({ err }, 'redis publisher error'));
    sub.on('error', (err) => logger.error({ err }, 'redis subscriber error'));
    await Promise.all([pub.connect(), sub.connect()]);
    redisClients = [pub, sub];
    io.adapter(createAdapter(pub, sub));
    await startSharedSocketCount({ url: config.redisUrl });
    // Events published while Redis was away are gone, and the sockets to this instance never
    // dropped, so no reconnect refetches: tell them to refetch their lists once it is back.
    let lost = false;
    sub.on('reconnecting', () => (lost = true));
    sub.on('ready', () => {
      if (!lost) return;
      lost = false;
      io?.of(NAMESPACES.notifications).local.emit('notifications_changed', {});
    });
  }
  const notifications = io.of('/notifications');
  notifications.use((socket, next) => {
    authenticate(socket)
      .then(async (actor) => {
        await admit(notifications, socket, actor);
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
  attachImportProgress(io);
  return io;
}

/**
 * `/import-progress`: one room per job, joined only by members of the job's department (a job of
 * another department is "not found", as over HTTP). The socket hears `connected`, then `status`.
 */
function attachImportProgress(server: Server): void {
  const namespace = server.of(NAMESPACES.importProgress);
  namespace.use((socket, next) => {
    authenticate(socket)
      .then(async (actor) => {
        const ref = handshakeValue(socket, 'job_id') ?? '';
        const job = findImportJob ? await findImportJob(ref, actor) : null;
        if (!job || !isMemberOf(actor, job.departmentId)) throw new Error('Import job not found');
        await admit(namespace, socket, actor);
        Object.assign(socket.data as SocketData & { job: typeof job }, { actor, job });
        next();
      })
      .catch((err: Error) => next(err));
  });
  namespace.on('connection', (socket) => {
    const { actor, job } = socket.data as SocketData & { job: { id: number; departmentId: number } };
    void socket.join(rooms.importJob(job.id));
    void socket.join(rooms.user(actor.user.id));
    if (actor.sessionId) void socket.join(rooms.session(actor.sessionId));
    void socket.join(rooms.member(actor.user.id, job.departmentId));
    socket.on('ping', () => socket.emit('pong'));
    void (async () => {
      const snapshot = importSnapshot ? await importSnapshot(job.id) : null;
      socket.emit('connected', { id: job.id, job_id: snapshot?.job_id ?? null });
      if (snapshot) socket.emit('status', snapshot);
    })().catch((err: unknown) => logger.error({ err }, 'import progress snapshot failed'));
  });
}

/**
 * In a process without a socket server (a worker), sends events to clients through Redis, where
 * every API instance's adapter picks them up.
 */
export async function attachEmitter(): Promise<void> {
  if (!config.redisUrl || io || emitter) return;
  const client = createClient({ url: config.redisUrl }) as RedisClientType;
  client.on('error', (err) => logger.error({ err }, 'redis emitter error'));
  await client.connect();
  redisClients = [client];
  emitter = new Emitter(client);
}

/** A job's progress: to those following it, and to its starter's notification channel. */
export function emitImportProgress(progress: ProgressEvent, starterId: number | null): void {
  broadcast(NAMESPACES.importProgress)?.to(rooms.importJob(progress.id)).emit('status', progress);
  if (starterId !== null)
    broadcast(NAMESPACES.notifications)?.to(rooms.user(starterId)).emit('import_progress', progress);
}

/** Sends an event to every connection of one user, on any API instance (through Redis when set). */
export function emitToUser(userId: number, event: string, payload: unknown): void {
  broadcast(NAMESPACES.notifications)?.to(rooms.user(userId)).emit(event, payload);
}

/** Sends an event to the open connections of a department's members working in it, on any instance. */
export function emitToDepartment(departmentId: number, event: string, payload: unknown): void {
  broadcast(NAMESPACES.notifications)?.to(rooms.department(departmentId)).emit(event, payload);
}

/**
 * Closes the sockets of revoked sessions, on every instance: one session, or every session of a
 * user but the one kept (a password change keeps the caller's).
 */
export function disconnectSessions(
  scope: { familyId: string } | { userId: number; keepFamilyId?: string },
): void {
  if (!io) return;
  for (const name of Object.values(NAMESPACES)) {
    const namespace = io.of(name);
    if ('familyId' in scope) {
      namespace.in(rooms.session(scope.familyId)).disconnectSockets(true);
      continue;
    }
    const sockets = namespace.in(rooms.user(scope.userId));
    (scope.keepFamilyId ? sockets.except(rooms.session(scope.keepFamilyId)) : sockets).disconnectSockets(
      true,
    );
  }
}

/**
 * Takes a person's open connections out of a department's room when their membership there ends or
 * is switched off, on every instance: events of that department stop reaching them at once.
 */
export function leaveDepartmentRoom(userId: number, departmentId: number): void {
  io?.of(NAMESPACES.notifications).in(rooms.user(userId)).socketsLeave(rooms.department(departmentId));
  // Following a job of that department ends too.
  io?.of(NAMESPACES.importProgress).in(rooms.member(userId, departmentId)).disconnectSockets(true);
}

export function realtimeState(): { enabled: boolean; redis?: 'up' | 'down' } {
  if (!io && !emitter) return { enabled: false };
  if (!config.redisUrl) return { enabled: true };
  return { enabled: true, redis: redisClients.every((c) => c.isReady) ? 'up' : 'down' };
}

/** Sockets connected to this process, by namespace (read by /metrics); none without a socket server. */
export function connectedSockets(): Record<string, number> {
  const server = io;
  if (!server) return {};
  return Object.fromEntries(Object.values(NAMESPACES).map((name) => [name, server.of(name).sockets.size]));
}

export async function closeRealtime(): Promise<void> {
  if (io) await io.close();
  io = null;
  await stopSharedSocketCount();
  emitter = null;
  await Promise.all(redisClients.map((c) => c.quit().catch(() => undefined)));
  redisClients = [];
}
