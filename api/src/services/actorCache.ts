/**
 * Who may do what, kept between requests: each signed-in user's row with their memberships and
 * those departments, and the sessions seen live. Every authenticated request needs it, and reading
 * it was a joined query per request; with it, a page of a list costs one query.
 *
 * It is forgotten, here and on every other process, whenever what it holds changes: model hooks on
 * users, memberships, departments and sessions (below), and the kept item counts (inventory/counts.ts).
 * A change is forgotten at once and again after its transaction commits, so neither a rolled-back
 * write nor a request reading during the write leaves a stale entry. Other processes hear of it on
 * the Redis channel `scenedock:actor-cache`; while that subscription is down, nothing is served from
 * the cache and it is emptied once Redis is back. Rules: docs/runtime.md, "Who may do what, cached".
 */
import { createClient, type RedisClientType } from 'redis';
import type { Model, ModelStatic, Transaction } from 'sequelize';
import { config } from '../config';
import { logger } from '../logger';
import { Department, DepartmentMembership, RefreshToken, User } from '../models';

const CHANNEL = 'scenedock:actor-cache';

interface Entry {
  user: User;
  /** refresh-token families (sessions) of this user read as live with this row */
  liveSessions: Set<string>;
}

const entries = new Map<number, Entry>();
/** Bumped by every change: a load that started before one is not kept. */
let generation = 0;

let publisher: RedisClientType | null = null;
let subscriber: RedisClientType | null = null;
/** Without Redis this process is the only one; with it, only while the subscription is up. */
let usable = !config.redisUrl;

type Change = { user: number } | { department: number } | { all: true };

function apply(change: Change): void {
  generation += 1;
  if ('all' in change) entries.clear();
  else if ('user' in change) entries.delete(change.user);
  else {
    for (const [userId, entry] of entries) {
      if (entry.user.memberships?.some((m) => m.department_id === change.department)) entries.delete(userId);
    }
  }
}

/**
 * Tells the other processes. Resolves once Redis has passed the message on to their subscriptions
 * (or after a second at most, or at once without Redis), never rejects.
 */
function broadcast(change: Change): Promise<void> {
  if (!publisher?.isReady) return Promise.resolve(); // while Redis is away, the others serve nothing from their caches
  const sent = publisher.publish(CHANNEL, JSON.stringify(change)).then(
    () => undefined,
    (err: unknown) => {
      logger.error({ err }, 'actor cache: publish failed');
    },
  );
  return Promise.race([sent, new Promise<void>((resolve) => setTimeout(resolve, 1000).unref())]);
}

/**
 * Forgets what `change` touches here at once (a rolled-back write may have changed the cached
 * instance itself), and here and everywhere once `transaction` commits (or now, without one): other
 * processes hold their own rows, which only the committed write makes stale.
 */
export function forget(change: Change, transaction?: Transaction | null): void {
  apply(change);
  if (!transaction) {
    void broadcast(change);
    return;
  }
  // Sequelize waits for this before the commit returns, so the answer to the change is sent only
  // once the other processes' subscriptions have the message: their next request is refused.
  transaction.afterCommit(() => {
    apply(change);
    return broadcast(change);
  });
}

/** A cached user row for a live session of theirs, or null: the caller reads it from the database. */
export function cachedUser(userId: number, sessionId: string): User | null {
  if (!usable) return null;
  const entry = entries.get(userId);
  return entry?.liveSessions.has(sessionId) ? entry.user : null;
}

/** The generation to pass to `remember` for a load starting now. */
export function currentGeneration(): number {
  return generation;
}

/** Keeps a user row read for a live session, unless something changed since the read began. */
export function remember(user: User, sessionId: string, loadedAt: number): void {
  if (!usable || loadedAt !== generation) return;
  const previous = entries.get(user.id);
  const liveSessions = new Set(previous?.liveSessions ?? []);
  liveSessions.add(sessionId);
  entries.set(user.id, { user, liveSessions });
}

/**
 * With Redis, subscribes to the other processes' changes (API instances and workers): until the
 * subscription is up, and whenever it drops, the cache is bypassed and emptied.
 */
export async function startActorCacheSync(): Promise<void> {
  if (!config.redisUrl || publisher) return;
  publisher = createClient({ url: config.redisUrl });
  subscriber = publisher.duplicate();
  publisher.on('error', (err) => logger.error({ err }, 'actor cache: redis publisher error'));
  subscriber.on('error', (err) => logger.error({ err }, 'actor cache: redis subscriber error'));
  subscriber.on('end', () => (usable = false));
  subscriber.on('reconnecting', () => {
    usable = false;
    apply({ all: true });
  });
  subscriber.on('ready', () => {
    apply({ all: true }); // changes made while it was away were not heard
    usable = true;
  });
  await publisher.connect();
  await subscriber.connect();
  await subscriber.subscribe(CHANNEL, (message) => {
    try {
      apply(JSON.parse(message) as Change);
    } catch (err) {
      logger.error({ err }, 'actor cache: unreadable change');
      apply({ all: true });
    }
  });
  usable = subscriber.isReady;
}

export async function stopActorCacheSync(): Promise<void> {
  const clients = [publisher, subscriber].filter((c): c is RedisClientType => c !== null);
  publisher = subscriber = null;
  usable = !config.redisUrl;
  apply({ all: true });
  await Promise.all(clients.map((c) => c.quit().catch(() => undefined)));
}

// What each model's writes make stale. Bulk writes without a plain id forget everything: they are
// rare (administration, seeding), and a missed entry would be a permission kept too long.
type HookOptions = { transaction?: Transaction | null; where?: unknown; fields?: string[] };

/** A bulk write's hook: forgets the row its where names by `key`, or everything when it names none. */
const forgetWhere =
  (key: 'id' | 'user_id', ofId: (id: number) => Change) =>
  (options: HookOptions): void => {
    const value = (options.where as Record<string, unknown> | undefined)?.[key];
    forget(typeof value === 'number' ? ofId(value) : { all: true }, options.transaction);
  };

function watch(
  model: ModelStatic<Model>,
  ofRow: (row: Model) => Change,
  key: 'id' | 'user_id',
  ofId: (id: number) => Change,
): void {
  const hook = (name: string, fn: (...args: never[]) => void) =>
    model.addHook(name as Parameters<typeof model.addHook>[0], fn as never);
  for (const name of ['afterCreate', 'afterUpdate', 'afterDestroy', 'afterUpsert'])
    hook(name, (row: Model, options?: HookOptions) => forget(ofRow(row), options?.transaction));
  hook('afterBulkCreate', (_rows: Model[], options?: HookOptions) =>
    forget({ all: true }, options?.transaction),
  );
  for (const name of ['afterBulkUpdate', 'afterBulkDestroy']) hook(name, forgetWhere(key, ofId));
}

watch(
  User,
  (row) => ({ user: (row as User).id }),
  'id',
  (id) => ({ user: id }),
);
watch(
  DepartmentMembership,
  (row) => ({ user: (row as DepartmentMembership).user_id }),
  'user_id',
  (id) => ({ user: id }),
);
watch(
  Department,
  (row) => ({ department: (row as Department).id }),
  'id',
  (id) => ({ department: id }),
);
// A new session is unknown here until its first request reads it; only revocations matter.
const forgetSessionsOf = forgetWhere('user_id', (id) => ({ user: id }));
RefreshToken.addHook('afterBulkUpdate', (options: HookOptions) => {
  if (options.fields && !options.fields.includes('revoked_at')) return;
  forgetSessionsOf(options);
});
for (const hook of ['afterUpdate', 'afterDestroy'] as const) {
  RefreshToken.addHook(hook, (row: RefreshToken, options: HookOptions) =>
    forget({ user: row.user_id }, options.transaction),
  );
}
RefreshToken.addHook('afterBulkDestroy', forgetSessionsOf);
