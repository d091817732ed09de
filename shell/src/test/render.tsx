import type { ReactElement } from 'react';
import { renderWithPlatform, type RenderOptions } from '@scenedock/ui/testing';
import { SessionContext, type Session } from '../session/SessionProvider';

const signedOut: Session = {
  status: 'signedOut',
  user: null,
  departmentId: null,
  signIn: () => Promise.resolve(),
  startSession: () => Promise.resolve(),
  signInWithTokens: () => Promise.resolve(),
  signOut: () => Promise.resolve(),
  switchDepartment: () => undefined,
};

/** Renders a shell screen with a session (signed out unless told otherwise) and the platform. */
export function renderScreen(
  element: ReactElement,
  options: RenderOptions & { session?: Partial<Session> } = {},
) {
  const session = { ...signedOut, ...options.session };
  return renderWithPlatform(element, {
    user: session.user,
    ...options,
    wrap: (children) => <SessionContext.Provider value={session}>{children}</SessionContext.Provider>,
  });
}
