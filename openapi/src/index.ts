export { createScenedockClient, signIn, type ScenedockClient } from './client';
export { createEmbeddedClient, type EmbeddedClientOptions, type EmbeddedRejection } from './embedded';
export {
  createPortalSession,
  portalSessionFor,
  PortalSignInError,
  type PortalSession,
  type PortalSessionOptions,
  type PortalSignInFailure,
} from './portalSession';
export {
  createSessionFetch,
  RequestTimeoutError,
  REQUEST_TIMEOUT_MS,
  type SessionFetchOptions,
} from './session';
// The sockets' payload types. The socket helpers themselves are imported from
// '@scenedock/openapi/realtime': this entry is shared whole between the frontends, and socket.io's
// client would otherwise be part of every first load.
export type {
  ImportItemType,
  ImportJobStatus,
  ImportProgress,
  ImportProgressClientEvents,
  ImportProgressServerEvents,
  ImportProgressSocket,
  ImportRowError,
  SocketCredentials,
} from './realtime';
export { MemoryStorage, SessionStore, STORAGE_KEYS, type KeyValueStorage, type Tokens } from './storage';
import type { components } from './schema';
export type { components, operations, paths } from './schema';
/** Why a request failed, as every error answer names it (`{"detail": …, "code": …}`). */
export type ErrorCode = components['schemas']['ErrorCode'];
