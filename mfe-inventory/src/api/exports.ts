import { useMutation } from '@tanstack/react-query';
import { ApiError, useApi } from '@scenedock/ui';
import type { ScenedockClient } from '@scenedock/openapi';
import type { ImportKind } from '../imports/preview/validation';
import type { CostumeQuery } from './costumes';
import type { PropQuery } from './props';
import type { SetQuery } from './sets';

/** What an export keeps of a list's query: the filters, not the page. */
type Filters<Q> = Omit<Q, 'skip' | 'limit'>;

export interface ExportFilters {
  props: Filters<PropQuery>;
  sets: Filters<SetQuery>;
  costumes: Filters<CostumeQuery>;
}

interface BlobResult {
  data?: Blob;
  error?: unknown;
  response: Response;
}

const EXPORT: {
  [K in ImportKind]: (client: ScenedockClient, query: ExportFilters[K]) => Promise<BlobResult>;
} = {
  props: (client, query) => client.GET('/props/export', { params: { query }, parseAs: 'blob' }),
  sets: (client, query) => client.GET('/sets/export', { params: { query }, parseAs: 'blob' }),
  costumes: (client, query) => client.GET('/costumes/export', { params: { query }, parseAs: 'blob' }),
};

/**
 * The file name a Content-Disposition header gives (`filename*=UTF-8''…` first, then
 * `filename="…"`), or `fallback`.
 */
export function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const encoded = /filename\*\s*=\s*(?:UTF-8'[^']*')?"?([^";]+)"?/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // a malformed escape: try the plain name
    }
  }
  const plain = /filename\s*=\s*"([^"]+)"|filename\s*=\s*([^;]+)/i.exec(disposition);
  return (plain?.[1] ?? plain?.[2])?.trim() || fallback;
}

/**
 * GET /<kind>/export: the server's CSV of every item matching the list's filters (in the import's
 * columns, ID first), as a Blob with its file name.
 */
export function useExportItems<K extends ImportKind>(kind: K) {
  const client = useApi();
  return useMutation({
    mutationFn: async (filters: ExportFilters[K]) => {
      const { data, error, response } = await EXPORT[kind](client, filters);
      if (!response.ok || !data) {
        const detail = (error as { detail?: unknown } | undefined)?.detail;
        throw new ApiError(response.status, typeof detail === 'string' ? detail : undefined);
      }
      return {
        blob: data,
        fileName: fileNameOf(response.headers.get('Content-Disposition'), `${kind}-export.csv`),
      };
    },
  });
}
