import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { hashKey, useQuery, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast/headless';
import {
  createScenedockClient,
  SessionStore,
  signIn as signInWithPassword,
  type Tokens,
} from '@scenedock/openapi';
import {
  currentUserKey,
  currentUserQuery,
  PlatformProvider,
  setDepartmentTimeZone,
  unwrap,
  type CurrentUser,
} from '@scenedock/ui';

export type SessionStatus = 'loading' | 'signedIn' | 'signedOut';

export interface Session {
  status: SessionStatus;
  user: CurrentUser | null;
  departmentId: number | null;
  signIn: (credentials: { email: string; password: string; remember: boolean }) => Promise<void>;
  /** Starts a session from tokens the API handed out (invitation setup). */
  startSession: (tokens: Tokens) => Promise<void>;
  /** Signs in with the tokens a school sign-in's ticket was swapped for, as the password sign-in does. */
  signInWithTokens: (tokens: Tokens) => Promise<void>;
  signOut: () => Promise<void>;
  switchDepartment: (id: number) => void;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession() needs a <SessionProvider> above it');
  return session;
}

/** The saved department when the user still belongs to it, else their first. */
export function chooseDepartment(user: CurrentUser, saved: number | null): number | null {
  if (saved !== null && user.departments.some((d) => d.id === saved)) return saved;
  return user.departments[0]?.id ?? null;
}

/**
 * Owns the session: tokens in browser storage (remember-me decides which), the API client, the
 * signed-in user and the current department. Everything below reads it through the platform.
 */
export function SessionProvider({ apiBaseUrl, children }: { apiBaseUrl: string; children: ReactNode }) {
  const queryClient = useQueryClient();
  const store = useMemo(() => new SessionStore(window.localStorage, window.sessionStorage), []);
  const [status, setStatus] = useState<SessionStatus>(store.accessToken ? 'loading' : 'signedOut');
  const [departmentId, setDepartmentId] = useState<number | null>(store.currentDepartmentId);
  const endedRef = useRef<() => void>(() => undefined);

  const client = useMemo(
    () => createScenedockClient({ apiBaseUrl, store, onSignOut: () => endedRef.current() }),
    [apiBaseUrl, store],
  );

  const ended = useCallback(() => {
    queryClient.clear();
    setStatus('signedOut');
  }, [queryClient]);

  // The signed-in user lives in the query cache, so profile edits and role changes show at once.
  const { data: user = null } = useQuery({ ...currentUserQuery(client), enabled: status === 'signedIn' });
  endedRef.current = ended;
  // Every screen's "today" is the current department's day (set before the children render).
  setDepartmentTimeZone(user?.departments.find((d) => d.id === departmentId)?.time_zone);

  /** Loads the user, picks the department, and only then says "signed in". */
  const loadUser = useCallback(async () => {
    // Asked without a department first: the saved one may no longer be the user's.
    const me = await unwrap(client.GET('/users/me', { headers: { 'X-Current-Department': '' } }));
    const department = chooseDepartment(me, store.currentDepartmentId);
    store.currentDepartmentId = department;
    setDepartmentId(department);
    // The role comes with the answer for a department; the first call answered for the first one.
    const current =
      department === null || department === me.departments[0]?.id
        ? me
        : await unwrap(client.GET('/users/me'));
    queryClient.setQueryData(currentUserKey, current);
    setStatus('signedIn');
  }, [client, queryClient, store]);

  useEffect(() => {
    if (status !== 'loading') return;
    loadUser().catch(() => {
      store.clearTokens();
      ended();
      toast.error('Your session has expired. Please log in again.');
    });
    // Runs once, for the tokens found at start.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  /** Keeps the tokens and loads the user; a user that cannot be loaded leaves no tokens behind. */
  async function begin(tokens: Tokens, remember: boolean) {
    store.saveTokens(tokens, remember);
    try {
      await loadUser();
    } catch {
      store.clearTokens();
      throw new Error('Failed to load user data. Please try logging in again.');
    }
  }

  const session: Session = {
    status,
    user,
    departmentId,
    async signIn({ email, password, remember }) {
      await begin(await signInWithPassword(client, { email, password }), remember);
    },
    // A school sign-in has no "Remember me": the provider's own session decides how long it lasts.
    signInWithTokens: (tokens) => begin(tokens, true),
    async startSession(tokens) {
      store.saveTokens(tokens, true);
      await loadUser();
    },
    async signOut() {
      const refreshToken = store.refreshToken;
      if (refreshToken) {
        // Ends the session on the server too; signing out locally must not wait on it failing.
        await client.POST('/auth/logout', { body: { refresh_token: refreshToken } }).catch(() => undefined);
      }
      store.clearTokens();
      ended();
      toast.success('Logged out successfully');
    },
    switchDepartment(id) {
      if (id === departmentId) return;
      store.currentDepartmentId = id;
      setDepartmentId(id);
      // Every cached answer belongs to the old department; the user's role is refetched for the new one.
      queryClient.removeQueries({ predicate: (query) => query.queryHash !== hashKey(currentUserKey) });
      // Meanwhile the role is the one the membership list gives, so no screen offers the old role's actions.
      queryClient.setQueryData<CurrentUser>(currentUserKey, (current) => {
        const role = current?.departments.find((d) => d.id === id)?.role;
        return current && role ? { ...current, departmentRole: role } : current;
      });
      void queryClient.invalidateQueries({ queryKey: currentUserKey });
    },
  };

  return (
    <SessionContext.Provider value={session}>
      <PlatformProvider
        value={{
          client,
          apiOrigin: '',
          apiBaseUrl,
          departmentId,
          getAccessToken: () => store.accessToken,
          inShell: true,
        }}
      >
        {children}
      </PlatformProvider>
    </SessionContext.Provider>
  );
}
