import type { EmbedFailure, EmbedFailureReason } from './contract';

/** One message per reason, the same whichever call or moment found it. */
const FAILURES: Record<EmbedFailureReason, Omit<EmbedFailure, 'reason'>> = {
  'no-token': { title: 'Not signed in', message: 'Sign in to Scenedock to see this screen.' },
  'token-rejected': {
    title: 'Signed out',
    message: 'Your Scenedock sign-in has expired or is not valid. Sign in again to go on.',
  },
  'no-department': {
    title: 'No department chosen',
    message: 'This page did not say which Scenedock department to show.',
  },
  'not-a-member': {
    title: 'Not your department',
    message: 'You are not a member of this department, so its data cannot be shown.',
  },
  unreachable: {
    title: 'Scenedock is unavailable',
    message: 'Scenedock could not be reached. Check the connection and try again.',
  },
};

export function embedFailure(reason: EmbedFailureReason): EmbedFailure {
  return { reason, ...FAILURES[reason] };
}

/** Thrown by a mount's own token getter (a portal's user's session) when it has found a failure:
 * already reported, and named so the session check shows the same one. */
export class EmbedFailureError extends Error {
  constructor(readonly reason: EmbedFailureReason) {
    super(FAILURES[reason].message);
    this.name = 'EmbedFailureError';
  }
}

/** The failure a mount is in, if any: what its client and its session check report, told to the page once. */
export interface FailureSignal {
  current: () => EmbedFailure | null;
  subscribe: (listener: () => void) => () => void;
  report: (reason: EmbedFailureReason) => void;
  clear: () => void;
}

export function createFailureSignal(onAuthError?: (failure: EmbedFailure) => void): FailureSignal {
  let current: EmbedFailure | null = null;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  return {
    current: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    report(reason) {
      if (current?.reason === reason) return;
      current = embedFailure(reason);
      notify();
      try {
        onAuthError?.(current);
      } catch (error) {
        // The page's callback failing must not take the screen's message down with it.
        // eslint-disable-next-line no-console
        console.error(error);
      }
    },
    clear() {
      if (current === null) return;
      current = null;
      notify();
    },
  };
}
