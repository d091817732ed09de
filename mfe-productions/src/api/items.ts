import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ScenedockClient } from '@scenedock/openapi';
import {
  dashboardKeys,
  enumLabel,
  itemKeys,
  productionsKeys,
  unwrap,
  unwrapPage,
  useApi,
  usePlatform,
  type ItemResource,
  type Page,
} from '@scenedock/ui';

export type ItemKind = ItemResource;

/** What the item manager shows of a prop, set piece or costume piece. */
export interface ItemSummary {
  id: number;
  name: string;
  detail: string;
  current_production_id: number | null;
}

export interface ItemQuery {
  search?: string;
  /** only items this production holds */
  production_id?: number;
  /** items free to join this production (available, or already in it) */
  assignable_to?: number;
  /** only items no production holds */
  available?: boolean;
  limit: number;
}

/** The three list calls differ only in path and item shape; one place maps them to a summary. */
async function listItems(
  client: ScenedockClient,
  kind: ItemKind,
  query: ItemQuery,
): Promise<Page<ItemSummary>> {
  const params = { params: { query: { ...query, search: query.search || undefined } } };
  switch (kind) {
    case 'props': {
      const page = await unwrapPage(client.GET('/props', params));
      return {
        ...page,
        items: page.items.map((p) => ({
          ...p,
          detail: `${enumLabel('propCategory', p.category)} · ${enumLabel('condition', p.condition)}`,
        })),
      };
    }
    case 'sets': {
      const page = await unwrapPage(client.GET('/sets', params));
      return {
        ...page,
        items: page.items.map((s) => ({
          ...s,
          detail: `${s.pieces_count} ${s.pieces_count === 1 ? 'piece' : 'pieces'} · ${enumLabel('condition', s.condition)}`,
        })),
      };
    }
    case 'costumes': {
      const page = await unwrapPage(client.GET('/costumes', params));
      return {
        ...page,
        items: page.items.map((c) => ({
          ...c,
          detail: `${enumLabel('costumeCategory', c.category)} · Size ${enumLabel('costumeSize', c.size)}`,
        })),
      };
    }
  }
}

/** A server-filtered page of items for the production item manager. */
export function useItems(kind: ItemKind, query: ItemQuery) {
  const client = useApi();
  const { departmentId } = usePlatform();
  return useQuery({
    // Summaries, not the inventory screens' rows: the filters say so, so the two never share an entry.
    queryKey: itemKeys[kind].list(departmentId, { manager: query }),
    queryFn: () => listItems(client, kind, query),
    enabled: departmentId !== null,
    placeholderData: keepPreviousData,
  });
}

async function assign(
  client: ScenedockClient,
  kind: ItemKind,
  id: number,
  productionId: number | null,
): Promise<{ id: number; name: string }> {
  // Only the production link is sent: the item's other fields stay as they are (partial PUT).
  const init = { params: { path: { id } }, body: { current_production_id: productionId } };
  switch (kind) {
    case 'props':
      return unwrap(client.PUT('/props/{id}', init));
    case 'sets':
      return unwrap(client.PUT('/sets/{id}', init));
    case 'costumes':
      return unwrap(client.PUT('/costumes/{id}', init));
  }
}

/** Adds an item to a production (an id) or releases it (null); counts everywhere follow. */
export function useAssignItem(kind: ItemKind) {
  const client = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, productionId }: { id: number; productionId: number | null }) =>
      assign(client, kind, id, productionId),
    onSettled: () =>
      Promise.all([
        // The inventory remote's lists of this kind, the item manager's, and every count that moved.
        queryClient.invalidateQueries({ queryKey: itemKeys[kind].all }),
        queryClient.invalidateQueries({ queryKey: productionsKeys.all }),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
      ]),
  });
}
