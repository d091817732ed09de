import { io, type Socket } from 'socket.io-client';
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
