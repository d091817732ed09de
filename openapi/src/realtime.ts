import { io, type Socket } from 'socket.io-client';
import type { components } from './schema';

type NotificationOut = components['schemas']['NotificationOut'];
type NotificationSettings = components['schemas']['NotificationSettings'];

/** What the server sends on `/notifications`. */
export interface NotificationsServerEvents {
  /** a new notification of a kind the person shows, as GET /notifications answers it */
  notification: (notification: NotificationOut) => void;
  /** a step of an import job the person started */
  import_progress: (progress: ImportProgress) => void;
  /** the person saved their preferences (on any device) */
  notification_settings: (settings: NotificationSettings) => void;
  /** the person read or deleted notifications elsewhere: counts and lists are out of date */
  notifications_changed: () => void;
  pong: () => void;
}

export interface NotificationsClientEvents {
  ping: () => void;
}

export type NotificationsSocket = Socket<NotificationsServerEvents, NotificationsClientEvents>;

/** How the notifications socket retries: 3 times, 5 s apart, then the caller falls back to polling. */
export const NOTIFICATIONS_RETRY = { attempts: 3, delayMs: 5000 } as const;

/**
 * Opens the live notification channel of one signed-in session. The access token and department
 * are read again on every (re)connect, so a refreshed token and the current department are used.
 */
export function connectNotifications(origin: string, credentials: SocketCredentials): NotificationsSocket {
  return io(`${origin}/notifications`, {
    path: '/socket.io',
    auth: (send) => {
      const department_id = credentials.currentDepartmentId;
      void Promise.resolve(credentials.accessToken).then(
        (token) => send({ token, department_id }),
        () => send({ token: null, department_id }),
      );
    },
    reconnectionAttempts: NOTIFICATIONS_RETRY.attempts,
    reconnectionDelay: NOTIFICATIONS_RETRY.delayMs,
    reconnectionDelayMax: NOTIFICATIONS_RETRY.delayMs,
    // Exactly 5 s apart: the fallback's timing is part of the contract.
    randomizationFactor: 0,
    // Its own connection, so these retry rules are the ones used.
    forceNew: true,
    timeout: 10_000,
  });
}

/** The handshake refusal of both namespaces when the token is missing, expired or revoked. */
export const AUTHENTICATION_REQUIRED = 'Authentication required';

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
  unauthenticated: AUTHENTICATION_REQUIRED,
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
