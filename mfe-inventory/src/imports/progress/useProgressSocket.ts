import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { usePlatform } from '@scenedock/ui';
import type { ImportProgress } from '@scenedock/openapi';
import { connectImportProgress, IMPORT_PROGRESS_REFUSALS } from '@scenedock/openapi/realtime';
import { MAX_RECONNECTS, reconnectDelay } from './reconnect';

export type Connection =
  | { state: 'connecting' }
  | { state: 'connected' }
  /** waiting for, or making, automatic reconnect `attempt` of MAX_RECONNECTS */
  | { state: 'reconnecting'; attempt: number }
  /** no live updates: refused, closed by the server, or the automatic reconnects ran out */
  | { state: 'disconnected' };

/**
 * Follows one import job on the `/import-progress` socket while `enabled`, handing each `status`
 * event to `onProgress`. A dropped connection is tried again up to MAX_RECONNECTS times with
 * exponential backoff; a close the server asked for (or a job it does not know) is final until
 * `reconnect()`, which also starts a fresh round of attempts.
 */
export function useProgressSocket(
  jobId: number,
  enabled: boolean,
  onProgress: (progress: ImportProgress) => void,
): { connection: Connection; reconnect: () => void } {
  const { apiOrigin, departmentId, getAccessToken } = usePlatform();
  const [connection, setConnection] = useState<Connection>({ state: 'connecting' });
  // The platform's token source may be a new function on every render of its host: read the latest.
  const latest = useRef({ onProgress, getAccessToken });
  useLayoutEffect(() => {
    latest.current = { onProgress, getAccessToken };
  });
  const reconnectRef = useRef<() => void>(() => undefined);

  useEffect(() => {
    if (!enabled) return;
    const socket = connectImportProgress(
      apiOrigin,
      {
        get accessToken() {
          return latest.current.getAccessToken();
        },
        currentDepartmentId: departmentId,
      },
      jobId,
    );
    let attempts = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    setConnection({ state: 'connecting' });

    const tryAgain = () => {
      if (attempts >= MAX_RECONNECTS) {
        setConnection({ state: 'disconnected' });
        return;
      }
      attempts += 1;
      setConnection({ state: 'reconnecting', attempt: attempts });
      timer = setTimeout(() => socket.connect(), reconnectDelay(attempts));
    };

    socket.on('connect', () => {
      attempts = 0;
      setConnection({ state: 'connected' });
    });
    socket.on('status', (progress) => latest.current.onProgress(progress));
    socket.on('connect_error', (error) => {
      if (error.message === IMPORT_PROGRESS_REFUSALS.notFound) setConnection({ state: 'disconnected' });
      else tryAgain();
    });
    socket.on('disconnect', (reason) => {
      if (reason === 'io client disconnect') return; // closed here
      if (reason === 'io server disconnect') setConnection({ state: 'disconnected' });
      else tryAgain();
    });
    reconnectRef.current = () => {
      clearTimeout(timer);
      attempts = 0;
      setConnection({ state: 'connecting' });
      socket.disconnect();
      socket.connect();
    };

    return () => {
      clearTimeout(timer);
      reconnectRef.current = () => undefined;
      socket.off();
      socket.disconnect();
    };
  }, [apiOrigin, departmentId, enabled, jobId]);

  const reconnect = useCallback(() => reconnectRef.current(), []);
  return { connection, reconnect };
}
