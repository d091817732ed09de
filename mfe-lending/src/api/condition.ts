/**
 * Condition at hand-over and return (docs/lending.md): the photos a move names, uploaded one by one
 * after the browser shrank them (resizeImage). The damage reports' calls are in ./damage.ts.
 */
import { useMutation } from '@tanstack/react-query';
import type { components } from '@scenedock/openapi';
import { errorMessage, unwrap, useApi } from '@scenedock/ui';

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
