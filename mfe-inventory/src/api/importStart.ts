import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, importJobsKeys, unwrap, useApi, usePlatform } from '@scenedock/ui';
import type { components, ScenedockClient } from '@scenedock/openapi';
import type { ImportKind } from '../imports/preview/validation';

export type StartedImportJob = components['schemas']['ImportJobOut'];

/** The upload's body: the file in the multipart field `file`, as the document declares it. */
type UploadBody = { file: string };

/**
 * The typed client posts the file as multipart/form-data through its bodySerializer (a FormData
 * body gets the browser's own Content-Type with its boundary). The document types a binary field
 * as a string; the body carries the Blob itself.
 */
function uploadOf(file: Blob, fileName: string) {
  return {
    body: { file: file as unknown as string } satisfies UploadBody,
    bodySerializer: (body: UploadBody) => {
      const form = new FormData();
      form.append('file', body.file as unknown as Blob, fileName);
      return form;
    },
  };
}

const START: Record<
  ImportKind,
  (
    client: ScenedockClient,
    init: ReturnType<typeof uploadOf>,
  ) => Promise<{
    data?: StartedImportJob;
    error?: unknown;
    response: Response;
  }>
> = {
  props: (client, init) => client.POST('/props/bulk-import', init),
  sets: (client, init) => client.POST('/sets/bulk-import', init),
  costumes: (client, init) => client.POST('/costumes/bulk-import', init),
};

/**
 * POST /<kind>/bulk-import: queues the file's import and answers the job (202, pending). The
 * import history and the active-imports list show it from then on.
 */
export function useStartImport(kind: ImportKind) {
  const client = useApi();
  const queryClient = useQueryClient();
  const { departmentId } = usePlatform();
  return useMutation({
    mutationFn: ({ file, fileName }: { file: Blob; fileName: string }) =>
      unwrap(START[kind](client, uploadOf(file, fileName))),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: importJobsKeys.lists(departmentId) }),
  });
}

/** 'Failed to start import job', with the server's reason when it gave one. */
export function startErrorMessage(error: unknown): string {
  const detail = error instanceof ApiError ? error.detail : undefined;
  return detail ? `Failed to start import job: ${detail}` : 'Failed to start import job';
}
