import { queryOptions } from '@tanstack/react-query';
import type { ScenedockClient } from '@scenedock/openapi';
import { unwrap } from './api';
import { localeWeekStart } from './calendar/dates';

/**
 * The query-key contract: one factory per resource that more than one frontend caches, in the
 * TanStack Query `queryOptions` style. Every remote builds its keys (and invalidates) through
 * these, never by hand, so a change made in one remote refreshes what another shows. Keys go from
 * wide to narrow (`all` ⊃ `lists(departmentId)` ⊃ `list(departmentId, filters)`), and an
 * invalidation names the narrowest prefix that covers what a change touched; nothing filters the
 * cache by a key's position. See docs/frontends.md.
 */

/** Filters are part of a list's key: any plain, serialisable object. */
export type KeyFilters = object;

/**
 * A resource that belongs to the current department (items, productions): its lists and details
 * are kept per department, so a department switch never shows another department's rows.
 */
function departmentResource<const R extends string>(resource: R) {
  return {
    all: [resource] as const,
    department: (departmentId: number | null) => [resource, departmentId] as const,
    lists: (departmentId: number | null) => [resource, departmentId, 'list'] as const,
    list: <F extends KeyFilters>(departmentId: number | null, filters: F) =>
      [resource, departmentId, 'list', filters] as const,
    details: (departmentId: number | null) => [resource, departmentId, 'detail'] as const,
    detail: (departmentId: number | null, id: number) => [resource, departmentId, 'detail', id] as const,
  };
}

export const propsKeys = departmentResource('props');
export const setsKeys = departmentResource('sets');
export const costumesKeys = departmentResource('costumes');

/** The three item kinds by their path name: for code that serves every kind the same way. */
export const itemKeys = { props: propsKeys, sets: setsKeys, costumes: costumesKeys } as const;
export type ItemResource = keyof typeof itemKeys;

const productions = departmentResource('productions');
export const productionsKeys = {
  ...productions,
  /** the upcoming rule or a date range (a list: any production change refreshes it) */
  upcoming: <F extends KeyFilters>(departmentId: number | null, params: F) =>
    [...productions.lists(departmentId), 'upcoming', params] as const,
};

/** Departments are not scoped to the current one: the Departments screen lists them all. */
export const departmentsKeys = {
  all: ['departments'] as const,
  lists: () => ['departments', 'list'] as const,
  list: <F extends KeyFilters>(filters: F) => ['departments', 'list', filters] as const,
  detail: (id: number) => ['departments', 'detail', id] as const,
};

/**
 * A department's members, whichever call reads them (GET /users for the current department,
 * GET /departments/{id}/users for any): one resource, so one invalidation refreshes every view.
 */
export const usersKeys = {
  all: ['users'] as const,
  department: (departmentId: number) => ['users', departmentId] as const,
  lists: (departmentId: number) => ['users', departmentId, 'list'] as const,
  list: <F extends KeyFilters>(departmentId: number, filters: F) =>
    ['users', departmentId, 'list', filters] as const,
  statistics: (departmentId: number) => ['users', departmentId, 'statistics'] as const,
  /** the department's audit log; a member's own log sits under it */
  auditLog: (departmentId: number) => ['users', departmentId, 'audit-log'] as const,
  userAuditLog: (departmentId: number, userId: number) =>
    ['users', departmentId, 'audit-log', userId] as const,
};

/** The signed-in user (GET /users/me): their departments and their role in the current one. */
export const currentUserKey = ['current-user'] as const;

/** The current user, as every frontend reads it: one entry in the cache, one staleness rule. */
export function currentUserQuery(client: ScenedockClient) {
  return queryOptions({
    queryKey: currentUserKey,
    queryFn: () => unwrap(client.GET('/users/me')),
    staleTime: 60_000,
  });
}

/** The dashboard's figures: a change that moves them (an add, a delete, a membership) invalidates `all`. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  summary: (departmentId: number | null) => ['dashboard', departmentId] as const,
  /** the week's loans and decisions (GET /dashboard/week): any change of a loan invalidates `all` */
  week: (departmentId: number | null) => ['dashboard', departmentId, 'week'] as const,
};

/** The dashboard's figures for the current department (GET /dashboard). */
export function dashboardQuery(client: ScenedockClient, departmentId: number | null) {
  return queryOptions({
    queryKey: dashboardKeys.summary(departmentId),
    queryFn: () => unwrap(client.GET('/dashboard')),
    enabled: departmentId !== null,
  });
}

/** This week's loans and the decisions waiting for the caller, in the current department (GET /dashboard/week). */
export function weekQuery(client: ScenedockClient, departmentId: number | null) {
  return queryOptions({
    queryKey: dashboardKeys.week(departmentId),
    // The week begins on the reader's first day of the week (Sunday in the US, Monday in France).
    queryFn: () =>
      unwrap(client.GET('/dashboard/week', { params: { query: { week_starts_on: localeWeekStart() } } })),
    enabled: departmentId !== null,
  });
}

/** The signed-in user's notifications (the bell, and the lending requests that raise them). */
export const notificationsKeys = {
  all: ['notifications'] as const,
  lists: () => ['notifications', 'list'] as const,
  list: <F extends KeyFilters>(filters: F) => ['notifications', 'list', filters] as const,
  unreadCount: () => ['notifications', 'unread-count'] as const,
  settings: () => ['notifications', 'settings'] as const,
};

/** Lending between departments: what the current department offers, lends and borrows. */
export const lendingKeys = {
  all: ['lending'] as const,
  department: (departmentId: number | null) => ['lending', departmentId] as const,
  lists: (departmentId: number | null) => ['lending', departmentId, 'list'] as const,
  list: <F extends KeyFilters>(departmentId: number | null, filters: F) =>
    ['lending', departmentId, 'list', filters] as const,
  detail: (departmentId: number | null, id: number) => ['lending', departmentId, 'detail', id] as const,
};

/**
 * Damage reports of the current department (docs/lending.md, "Damage reports"), under the lending
 * keys: a lending notification (which refreshes `lendingKeys.all`) or any loan's change refreshes
 * them, and the item page (inventory) and the damage screen (lending) share them.
 */
export const damageKeys = {
  lists: (departmentId: number | null) => ['lending', departmentId, 'list', 'damage'] as const,
  list: <F extends KeyFilters>(departmentId: number | null, filters: F) =>
    ['lending', departmentId, 'list', 'damage', filters] as const,
  detail: (departmentId: number | null, id: number) => ['lending', departmentId, 'damage', id] as const,
  comments: (departmentId: number | null, id: number) =>
    ['lending', departmentId, 'damage', id, 'comments'] as const,
};

/**
 * CSV import jobs of the current department: the history, a job's details, and the active jobs
 * the shell's top bar shows (a list with `{ active: true }`), so a change in one refreshes all.
 */
export const importJobsKeys = departmentResource('import-jobs');

/**
 * Dated bookings of the current department's items (GET /bookings: one item's, or a production's),
 * as a list per filter; a change to any booking invalidates `lists(d)`, and one that moves an
 * item's availability also `itemKeys[kind].all`.
 */
export const bookingsKeys = departmentResource('bookings');
