/**
 * Damage reports of both kinds of loan (docs/lending.md, "Damage reports"): the list with its
 * filters, one report, its comments, answering and resolving it. Cached under the kit's
 * `damageKeys` (inside the lending keys), so a lending notification refreshes them.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { components, paths } from '@scenedock/openapi';
import {
  damageKeys,
  errorMessage,
  itemKeys,
  lendingKeys,
  unwrap,
  unwrapPage,
  useApi,
  usePlatform,
  type Condition,
} from '@scenedock/ui';
import type { DamageReport, DamageResolution } from './condition';
import { ITEM_RESOURCE } from './loans';

export type DamageComment = components['schemas']['DamageCommentOut'];
export type DamageFilters = NonNullable<paths['/damage-reports']['get']['parameters']['query']>;

export function useDamageReports(filters: DamageFilters) {
  const client = useApi();
  const { departmentId } = usePlatform();
  return useQuery({
    queryKey: damageKeys.list(departmentId, filters),
    queryFn: () => unwrapPage(client.GET('/damage-reports', { params: { query: filters } })),
    enabled: departmentId !== null,
    placeholderData: keepPreviousData,
  });
}

export function useDamageReport(id: number | null) {
  const client = useApi();
  const { departmentId } = usePlatform();
  return useQuery({
    queryKey: damageKeys.detail(departmentId, id ?? 0),
    queryFn: () => unwrap(client.GET('/damage-reports/{id}', { params: { path: { id: id! } } })),
    enabled: departmentId !== null && id !== null,
    retry: false,
  });
}

export function useDamageComments(id: number | null) {
  const client = useApi();
  const { departmentId } = usePlatform();
  return useQuery({
    queryKey: damageKeys.comments(departmentId, id ?? 0),
    queryFn: () =>
      unwrapPage(
        client.GET('/damage-reports/{id}/comments', {
          params: { path: { id: id! }, query: { limit: 1000 } },
        }),
      ),
    enabled: departmentId !== null && id !== null,
  });
}

export function useAddDamageComment(id: number) {
  const client = useApi();
  const queryClient = useQueryClient();
  const { departmentId } = usePlatform();
  return useMutation({
    mutationFn: (body: string) =>
      unwrap(client.POST('/damage-reports/{id}/comments', { params: { path: { id } }, body: { body } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: damageKeys.comments(departmentId, id) }),
  });
}

export interface ResolveDamage {
  id: number;
  resolution: DamageResolution;
  note: string;
  /** with a repair or a replacement: the condition the item is in now */
  condition: Condition | null;
}

/**
 * The item's department's managers and up resolve a report: the report, the lists (a loan shows
 * its report) and the item (its condition may change) are asked again.
 */
export function useResolveDamage() {
  const client = useApi();
  const queryClient = useQueryClient();
  const { departmentId } = usePlatform();
  return useMutation({
    mutationFn: ({ id, resolution, note, condition }: ResolveDamage) =>
      unwrap(
        client.PUT('/damage-reports/{id}', {
          params: { path: { id } },
          body: { resolution, note: note.trim() || null, ...(condition ? { condition } : {}) },
        }),
      ),
    onSuccess: (report: DamageReport) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: lendingKeys.department(departmentId) }),
        queryClient.invalidateQueries({ queryKey: itemKeys[ITEM_RESOURCE[report.item_type]].all }),
      ]),
  });
}

export function resolveDamageError(error: unknown): string {
  return errorMessage(error, 'Failed to resolve the damage report', { useDetail: true });
}

export function commentError(error: unknown): string {
  return errorMessage(error, 'Failed to send the comment. Please try again.', { useDetail: true });
}
