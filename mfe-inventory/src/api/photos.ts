import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { components } from '@scenedock/openapi';
import { itemKeys, unwrap, useApi, usePlatform } from '@scenedock/ui';
import { RESOURCE_OF_TYPE, type ItemType } from '../lib/items';

export type PhotoOut = components['schemas']['PhotoOut'];

/** An item's photos sit under its detail key: any change of the kind refreshes them too. */
function photosKey(departmentId: number | null, itemType: ItemType, itemId: number) {
  return [...itemKeys[RESOURCE_OF_TYPE[itemType]].detail(departmentId, itemId), 'photos'] as const;
}

/** GET /photos: the item's photos in order, the cover first. */
export function usePhotos(itemType: ItemType, itemId: number) {
  const client = useApi();
  const { departmentId } = usePlatform();
  return useQuery({
    queryKey: photosKey(departmentId, itemType, itemId),
    queryFn: ({ signal }) =>
      unwrap(client.GET('/photos', { params: { query: { item_type: itemType, item_id: itemId } }, signal })),
    enabled: departmentId !== null,
  });
}

/**
 * What a photo change moves: the item (its image_url is the cover's) and every list and card of
 * its kind, which show the cover; its photos are under the same key.
 */
function useRefreshAfterPhotos(itemType: ItemType) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: itemKeys[RESOURCE_OF_TYPE[itemType]].all });
}

/** POST /photos: an uploaded image (`/uploads/…`) becomes the item's last photo (the cover when first). */
export function useAddPhoto(itemType: ItemType, itemId: number) {
  const client = useApi();
  const refresh = useRefreshAfterPhotos(itemType);
  return useMutation({
    mutationFn: (url: string) =>
      unwrap(client.POST('/photos', { body: { item_type: itemType, item_id: itemId, url } })),
    onSuccess: () => refresh(),
  });
}

/** PUT /photos/order: every photo of the item in its new order; the first is the cover. */
export function useReorderPhotos(itemType: ItemType, itemId: number) {
  const client = useApi();
  const queryClient = useQueryClient();
  const { departmentId } = usePlatform();
  const refresh = useRefreshAfterPhotos(itemType);
  const key = photosKey(departmentId, itemType, itemId);
  return useMutation({
    mutationFn: (photoIds: number[]) =>
      unwrap(
        client.PUT('/photos/order', {
          body: { item_type: itemType, item_id: itemId, photo_ids: photoIds },
        }),
      ),
    // The new order shows at once; a refusal puts the old one back.
    onMutate: async (photoIds) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<PhotoOut[]>(key);
      if (before) {
        const byId = new Map(before.map((photo) => [photo.id, photo]));
        queryClient.setQueryData<PhotoOut[]>(
          key,
          photoIds.flatMap((id, position) => {
            const photo = byId.get(id);
            return photo ? [{ ...photo, position, is_cover: position === 0 }] : [];
          }),
        );
      }
      return { before };
    },
    onError: (_error, _ids, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSettled: () => refresh(),
  });
}

/** DELETE /photos/{id}. */
export function useRemovePhoto(itemType: ItemType) {
  const client = useApi();
  const refresh = useRefreshAfterPhotos(itemType);
  return useMutation({
    mutationFn: (photo: PhotoOut) =>
      unwrap(client.DELETE('/photos/{id}', { params: { path: { id: photo.id } } })),
    onSuccess: () => refresh(),
  });
}
