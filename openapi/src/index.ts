export { createScenedockClient, signIn, type ScenedockClient } from './client';
export {
  createEmbeddedClient,
  NOT_A_MEMBER_DETAIL,
  type EmbeddedClientOptions,
  type EmbeddedRejection,
} from './embedded';
export {
  createSessionFetch,
  RequestTimeoutError,
  REQUEST_TIMEOUT_MS,
  type SessionFetchOptions,
} from './session';
export { MemoryStorage, SessionStore, STORAGE_KEYS, type KeyValueStorage, type Tokens } from './storage';
export type { components, operations, paths } from './schema';
