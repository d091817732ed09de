// Test helpers for the admin screens (not part of any bundle).
import type { ReactElement } from 'react';
import { act } from '@testing-library/react';
import toast from 'react-hot-toast/headless';
import type { components } from '@scenedock/openapi';
import { Toasts } from '@scenedock/ui';
import { renderWithPlatform, type RenderOptions } from '@scenedock/ui/testing';

// Toasts live in a module-wide store: one test's toasts must not show in the next.
afterEach(() => act(() => toast.remove()));

/** Renders with the platform and the kit's toasts, so toasts can be asserted by their text. */
export function renderAdmin(element: ReactElement, options: RenderOptions = {}) {
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

export function member(
  overrides: Partial<components['schemas']['DepartmentUserOut']> = {},
): components['schemas']['DepartmentUserOut'] {
  return {
    id: 2,
    first_name: 'Riley',
    last_name: 'Park',
    email: 'student@riverside.example',
    phone: null,
    role: 'student',
    status: 'active',
    is_superuser: false,
    last_login: null,
    created_at: '2026-01-02T00:00:00.000Z',
    joined_at: '2026-01-02T00:00:00.000Z',
    ...overrides,
  };
}

export function department(
  overrides: Partial<components['schemas']['DepartmentOut']> = {},
): components['schemas']['DepartmentOut'] {
  return {
    id: 1,
    name: 'Riverside High School Drama',
    address: '1200 River Road, Portland, OR 97203',
    contact_person: 'Maya Okafor',
    contact_email: 'drama@riverside-high.example',
    contact_email_confirmed: true,
    contact_phone: '503-555-0142',
    description: 'Three productions a year.',
    latitude: 45.5896,
    longitude: -122.7544,
    time_zone: 'America/Los_Angeles',
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    user_count: 6,
    production_count: 4,
    prop_count: 28,
    set_piece_count: 10,
    costume_piece_count: 24,
    ...overrides,
  };
}
