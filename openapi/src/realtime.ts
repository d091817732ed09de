import { io, type Socket } from 'socket.io-client';
import type { components } from './schema';
import type { SessionStore } from './storage';

/**
 * Opens the live notification channel (`notification` events for the signed-in user). The access
 * token and department are read again on every reconnect, so a refreshed token is used.
 */
export function connectNotifications(origin: string, store: SessionStore): Socket {
  return io(`${origin}/notifications`, {
    path: '/socket.io',
    auth: (send) => send({ token: store.accessToken, department_id: store.currentDepartmentId }),
    reconnectionAttempts: 3,
    reconnectionDelay: 5000,
    timeout: 10_000,
  });
}

export type ImportItemType = components['schemas']['ImportItemType'];
export type ImportJobStatus = components['schemas']['ImportJobStatus'];

/** One rejected row of an import: `row` 1 is the first row after the header, 0 the file as a whole. */
export type ImportRowError = components['schemas']['ImportRowErrorOut'];

/** An import job's progress as the `/import-progress` socket (and `/notifications`'s `import_progress`) sends it. */
export interface ImportProgress {
  id: number;
  job_id: string;
  item_type: ImportItemType;
  status: ImportJobStatus;
  progress_percentage: number;
  /** seconds */
  estimated_time_remaining: number | null;
  /** null until the worker has counted the file's rows */
  total_items: number | null;
  items_processed: number;
  items_successful: number;
  items_failed: number;
  /** the row being written, while processing */
  current_item: string | null;
  /** the last ten */
  recent_errors: ImportRowError[];
  /** why the job failed */
  error_message: string | null;
}

/** What the server sends on `/import-progress`. */
export interface ImportProgressServerEvents {
  /** the handshake was accepted for this job */
  connected: (job: { id: number; job_id: string | null }) => void;
  /** a progress step (a few a second at most), and always a change of status */
  status: (progress: ImportProgress) => void;
  pong: () => void;
}

export interface ImportProgressClientEvents {
  ping: () => void;
}

export type ImportProgressSocket = Socket<ImportProgressServerEvents, ImportProgressClientEvents>;

/**
 * Where a socket's handshake reads the session from: a SessionStore, or a host page's token
 * source (which may answer later). Read again on every connect, so a refreshed token is used.
 */
export interface SocketCredentials {
  readonly accessToken: string | null | Promise<string | null>;
  readonly currentDepartmentId: number | null;
}

/** The handshake refusals of `/import-progress` (a connect_error's message). */
export const IMPORT_PROGRESS_REFUSALS = {
  unauthenticated: 'Authentication required',
  notFound: 'Import job not found',
} as const;

/**
 * Follows one import job live (`jobId`: its number or its uuid). The socket does not reconnect
 * by itself: the caller decides when and how often to try again (`socket.connect()`), and a
 * close the server asked for is final.
 */
export function connectImportProgress(
  origin: string,
  store: SocketCredentials,
  jobId: number | string,
): ImportProgressSocket {
  return io(`${origin}/import-progress`, {
    path: '/socket.io',
    auth: (send) => {
      void Promise.resolve(store.accessToken).then(
        (token) => send({ token, job_id: jobId, department_id: store.currentDepartmentId }),
        () => send({ token: null, job_id: jobId, department_id: store.currentDepartmentId }),
      );
    },
    reconnection: false,
    // A connection of its own: a shared one would take the notifications socket's reconnect rule.
    forceNew: true,
    timeout: 10_000,
  });
}
