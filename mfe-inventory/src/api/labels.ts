import { useMutation, useQuery } from '@tanstack/react-query';
import type { components, ScenedockClient } from '@scenedock/openapi';
import { ApiError, unwrap, useApi } from '@scenedock/ui';
import type { ImportKind } from '../imports/preview/validation';
import { fileNameOf, type ExportFilters } from './exports';

export type LabelStockOut = components['schemas']['LabelStockOut'];
export type LabelStockId = LabelStockOut['id'];

/** What to print: a selection of items, or every item the list's filters match. */
export type LabelTarget<K extends ImportKind> = { ids: number[] } | { filters: ExportFilters[K] };

export interface LabelRequest<K extends ImportKind> {
  target: LabelTarget<K>;
  stock: LabelStockId;
  /** labels already used on the first sheet */
  skip: number;
}

/** GET /labels/stocks: the label stocks, with names for people, read when first needed; they never change while the app runs. */
export function useLabelStocks(enabled = true) {
  const client = useApi();
  return useQuery({
    queryKey: ['labels', 'stocks'],
    enabled,
    queryFn: ({ signal }) => unwrap(client.GET('/labels/stocks', { signal })),
    staleTime: Infinity,
  });
}

interface BlobResult {
  data?: Blob;
  error?: unknown;
  response: Response;
}

type LabelQuery<K extends ImportKind> = ExportFilters[K] & {
  stock: LabelStockId;
  ids?: string;
  skip?: number;
};

const LABELS: {
  [K in ImportKind]: (client: ScenedockClient, query: LabelQuery<K>) => Promise<BlobResult>;
} = {
  props: (client, query) => client.GET('/props/labels', { params: { query }, parseAs: 'blob' }),
  sets: (client, query) => client.GET('/sets/labels', { params: { query }, parseAs: 'blob' }),
  costumes: (client, query) => client.GET('/costumes/labels', { params: { query }, parseAs: 'blob' }),
};

/**
 * GET /<kind>/labels: the PDF of the labels (docs/labels-and-scanning.md), as a Blob with its
 * file name. Errors carry the server's words (too many labels, an item gone).
 */
export function usePrintLabels<K extends ImportKind>(kind: K) {
  const client = useApi();
  return useMutation({
    mutationFn: async ({ target, stock, skip }: LabelRequest<K>) => {
      const query = {
        ...('filters' in target ? target.filters : {}),
        ...('ids' in target ? { ids: target.ids.join(',') } : {}),
        stock,
        ...(skip > 0 ? { skip } : {}),
      } as LabelQuery<K>;
      const { data, error, response } = await LABELS[kind](client, query);
      if (!response.ok || !data) throw new ApiError(response.status, await detailOf(error));
      return {
        blob: data,
        fileName: fileNameOf(response.headers.get('Content-Disposition'), `${kind}-labels.pdf`),
      };
    },
  });
}

/** The server's message of a failed PDF call (answered as JSON, read as a Blob). */
async function detailOf(error: unknown): Promise<string | undefined> {
  try {
    const body = (error instanceof Blob ? JSON.parse(await error.text()) : error) as
      { detail?: unknown } | undefined;
    const detail = body?.detail;
    if (typeof detail === 'string') return detail;
    if (Array.isArray(detail) && typeof (detail[0] as { msg?: unknown })?.msg === 'string')
      return (detail[0] as { msg: string }).msg;
  } catch {
    // not JSON: no words to show
  }
  return undefined;
}
