import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../api';
import { setDepartmentTimeZone } from '../bookings';
import { ErrorNotice } from '../components/ErrorBoundary';
import { LoadingScreen } from '../components/Spinner';
import { usePlatform } from '../platform';
import { currentUserQuery } from '../queryKeys';
import type { EmbedFailureReason } from './contract';
import { EmbedFailureError, type FailureSignal } from './failures';

/**
 * Before an embedded screen shows anything, checks what the page gave it: a token the API accepts,
 * a department the person is an active member of, an API that answers. Any of them missing, now
 * or later (the client reports refusals), shows one clear message in place of the screen.
 * With `chooseDepartment` and no department given, the person's first department is chosen (a
 * portal signing its user in may not know Scenedock's department ids); then it checks again.
 */
export function EmbeddedSession({
  failures,
  chooseDepartment,
  children,
}: {
  failures: FailureSignal;
  chooseDepartment?: (departmentId: number) => void;
  children: ReactNode;
}) {
  const { client, getAccessToken, departmentId } = usePlatform();
  const queryClient = useQueryClient();
  const failure = useSyncExternalStore(failures.subscribe, failures.current);
  const [checked, setChecked] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    /** The failure found, null for none, undefined when a department was just chosen. */
    async function check(): Promise<EmbedFailureReason | null | undefined> {
      let token: string | null;
      try {
        token = await getAccessToken();
      } catch (error) {
        // A portal's user's session names what went wrong (a refused portal token, …).
        return error instanceof EmbedFailureError ? error.reason : 'no-token';
      }
      if (!token) return 'no-token';
      if (departmentId === null && !chooseDepartment) return 'no-department';
      try {
        // Once: the message comes at once, and its Try Again is the retry.
        const user = await queryClient.fetchQuery({ ...currentUserQuery(client), retry: false });
        if (departmentId === null) {
          const first = user.departments[0];
          if (!first) return 'no-department';
          chooseDepartment!(first.id);
          return undefined;
        }
        const current = user.departments.find((department) => department.id === departmentId);
        // The screens' "today" is the department's own day (bookings.ts, todayIso).
        setDepartmentTimeZone(current?.time_zone);
        return current ? null : 'not-a-member';
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return 'token-rejected';
        // /users/me refuses only for the department header: the person is not a member of it.
        if (error instanceof ApiError && error.status === 403) return 'not-a-member';
        return 'unreachable';
      }
    }
    void check().then((reason) => {
      if (cancelled || reason === undefined) return;
      if (reason) failures.report(reason);
      setChecked(true);
    });
    return () => {
      cancelled = true;
    };
  }, [attempt, chooseDepartment, client, departmentId, failures, getAccessToken, queryClient]);

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
