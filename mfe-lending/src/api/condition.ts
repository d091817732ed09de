/**
 * Condition at hand-over and return (docs/lending.md): the photos a move names, uploaded one by one
 * after the browser shrank them (resizeImage), and the damage reports a worse return opens.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { components } from '@scenedock/openapi';
import { errorMessage, lendingKeys, unwrap, useApi, usePlatform } from '@scenedock/ui';

export type ConditionPhoto = components['schemas']['ConditionPhotoOut'];
export type ConditionReport = components['schemas']['ConditionReportOut'];
export type DamageReport = components['schemas']['DamageReportOut'];
export type DamageResolution = components['schemas']['DamageResolution'];

/** Uploads one (already shrunk) photo through the typed client, as multipart/form-data. */
export function useUploadConditionPhoto() {
  const client = useApi();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return unwrap(
        client.POST('/condition-photos', {
          body: { file: file as unknown as string },
          bodySerializer: () => form,
        }),
      );
    },
  });
}

export function conditionPhotoError(error: unknown): string {
  return errorMessage(error, 'Failed to upload the photo. Please try again.', { useDetail: true });
}

/** The item's department's managers and up resolve a damage report; the loan is asked again. */
export function useResolveDamage(lendingId: number | null) {
  const client = useApi();
  const queryClient = useQueryClient();
  const { departmentId } = usePlatform();
  return useMutation({
    mutationFn: ({ id, resolution, note }: { id: number; resolution: DamageResolution; note: string }) =>
      unwrap(
        client.PUT('/damage-reports/{id}', {
          params: { path: { id } },
          body: { resolution, note: note.trim() || null },
        }),
      ),
    onSuccess: () =>
      Promise.all([
        lendingId !== null
          ? queryClient.invalidateQueries({ queryKey: lendingKeys.detail(departmentId, lendingId) })
          : null,
        queryClient.invalidateQueries({ queryKey: lendingKeys.lists(departmentId) }),
      ]),
  });
}

export function resolveDamageError(error: unknown): string {
  return errorMessage(error, 'Failed to resolve the damage report', { useDetail: true });
}
