// Test helpers for the lending screens (not part of any bundle).
import type { ReactElement } from 'react';
import { act } from '@testing-library/react';
import toast from 'react-hot-toast/headless';
import { Toasts } from '@scenedock/ui';
import { renderWithPlatform, testUser, type RenderOptions } from '@scenedock/ui/testing';

// Toasts live in a module-wide store: one test's toasts must not show in the next.
afterEach(() => act(() => toast.remove()));

/** A member of Riverside (department 1) with `role` there. */
export function memberOf(role: string) {
  return testUser({
    id: 10,
    departmentRole: role,
    departments: [{ id: 1, name: 'Riverside High School Drama', role, time_zone: 'UTC' }],
  } as Parameters<typeof testUser>[0]);
}

/** Renders with the platform and the kit's toasts, so toasts can be asserted by their text. */
export function renderLending(element: ReactElement, options: RenderOptions = {}) {
  return renderWithPlatform(element, {
    ...options,
    wrap: (children) => (
      <>
        {children}
        <Toasts />
      </>
    ),
  });
}
