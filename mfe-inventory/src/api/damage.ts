import { useQuery } from '@tanstack/react-query';
import type { components } from '@scenedock/openapi';
import { damageKeys, unwrapPage, useApi, usePlatform } from '@scenedock/ui';
import type { ItemType } from '../lib/items';

export type DamageReportOut = components['schemas']['DamageReportOut'];

/** How many of an item's reports its page lists; the damage screen has them all. */
export const ITEM_DAMAGE_LIMIT = 5;

/**
 * GET /damage-reports for one item (docs/lending.md, "Damage reports"), newest first: under the
 * kit's damage keys, which the lending screens share and a lending notification refreshes.
 */
export function useItemDamage(itemType: ItemType, itemId: number) {
  const client = useApi();
  const { departmentId } = usePlatform();
  const filters = { item_type: itemType, item_id: itemId, limit: ITEM_DAMAGE_LIMIT };
  return useQuery({
    queryKey: damageKeys.list(departmentId, filters),
    queryFn: () => unwrapPage(client.GET('/damage-reports', { params: { query: filters } })),
    enabled: departmentId !== null,
  });
}
