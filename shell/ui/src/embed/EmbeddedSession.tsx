import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../api';
import { ErrorNotice } from '../components/ErrorBoundary';
import { LoadingScreen } from '../components/Spinner';
import { usePlatform } from '../platform';
import { currentUserQuery } from '../queryKeys';
import type { EmbedFailureReason } from './contract';
import type { FailureSignal } from './failures';

/**
 * Before an embedded screen shows anything, checks what the page gave it: a token the API accepts,
 * a department the person is an active member of, an API that answers. Any of them missing, now
 * or later (the client reports refusals), shows one clear message in place of the screen.
 */
export function EmbeddedSession({ failures, children }: { failures: FailureSignal; children: ReactNode }) {
  const { client, getAccessToken, departmentId } = usePlatform();
  const queryClient = useQueryClient();
  const failure = useSyncExternalStore(failures.subscribe, failures.current);
  const [checked, setChecked] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    async function check(): Promise<EmbedFailureReason | null> {
      let token: string | null;
      try {
        token = await getAccessToken();
      } catch {
        return 'no-token';
      }
      if (!token) return 'no-token';
      if (departmentId === null) return 'no-department';
      try {
        // Once: the message comes at once, and its Try Again is the retry.
        const user = await queryClient.fetchQuery({ ...currentUserQuery(client), retry: false });
        return user.departments.some((department) => department.id === departmentId) ? null : 'not-a-member';
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return 'token-rejected';
        // /users/me refuses only for the department header: the person is not a member of it.
        if (error instanceof ApiError && error.status === 403) return 'not-a-member';
        return 'unreachable';
      }
    }
    void check().then((reason) => {
      if (cancelled) return;
      if (reason) failures.report(reason);
      setChecked(true);
    });
    return () => {
      cancelled = true;
    };
  }, [attempt, client, departmentId, failures, getAccessToken, queryClient]);

  if (failure) {
    return (
      <ErrorNotice
        layout="page"
        title={failure.title}
        message={failure.message}
        onRetry={() => {
          // The page may have signed in again or fixed its network meanwhile: start over.
          queryClient.clear();
          failures.clear();
          setChecked(false);
          setAttempt((n) => n + 1);
        }}
      />
    );
  }
  if (!checked) return <LoadingScreen />;
  return <>{children}</>;
}
