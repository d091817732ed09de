import { useState, type DragEvent } from 'react';
import { ArrowLeft, ArrowRight, Star, Trash2 } from 'lucide-react';
import toast from 'react-hot-toast/headless';
import {
  Button,
  errorMessage,
  IconButton,
  ImageUpload,
  RowSkeletons,
  ErrorNotice,
  serverWords,
  useAssetUrl,
  type UploadFileType,
} from '@scenedock/ui';
import { ItemImage, type PictureSubject } from '@scenedock/ui/illustrations';
import { useAddPhoto, usePhotos, useRemovePhoto, useReorderPhotos, type PhotoOut } from '../../api/photos';
import type { ItemType } from '../../lib/items';

const FILE_TYPE: Record<ItemType, UploadFileType> = {
  prop: 'prop',
  set_piece: 'set',
  costume_piece: 'costume',
};

/** The server's limit (POST /photos answers 409 past it): the upload is hidden once reached. */
export const MAX_PHOTOS = 12;

const photoError = (fallback: string) => (error: unknown) =>
  errorMessage(error, fallback, {
    byStatus: {
      403: 'You do not have permission to change this item’s photos',
      409: serverWords,
      422: serverWords,
    },
  });

/** `ids` with the photo at `from` moved to `to`. */
export function moved(ids: number[], from: number, to: number): number[] {
  const next = [...ids];
  const [id] = next.splice(from, 1);
  next.splice(to, 0, id);
  return next;
}

/**
 * The item's photos: the cover large, all of them as thumbnails. Editors add one (the kit's upload),
 * remove one, make one the cover, and reorder by dragging or with Move earlier / Move later.
 */
export function ItemPhotos({
  itemType,
  itemId,
  itemName,
  picture,
  canEdit,
}: {
  itemType: ItemType;
  itemId: number;
  itemName: string;
  picture: PictureSubject;
  canEdit: boolean;
}) {
  const assetUrl = useAssetUrl();
  const photos = usePhotos(itemType, itemId);
  const add = useAddPhoto(itemType, itemId);
  const reorder = useReorderPhotos(itemType, itemId);
  const remove = useRemovePhoto(itemType);
  const [dragged, setDragged] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const list = photos.data ?? [];
  const ids = list.map((photo) => photo.id);
  const cover = list[0];
  const nth = (index: number) => `photo ${index + 1} of ${itemName}`;

  async function order(next: number[], said: string) {
    try {
      await reorder.mutateAsync(next);
      setAnnouncement(said);
    } catch (error) {
      toast.error(photoError('Failed to reorder the photos. Please try again.')(error));
    }
  }

  async function added(url: string | null) {
    if (!url) return;
    try {
      await add.mutateAsync(url);
      setAnnouncement(`Photo added to ${itemName}`);
    } catch (error) {
      toast.error(photoError('Failed to add the photo. Please try again.')(error));
    }
  }

  async function removed(photo: PhotoOut, index: number) {
    try {
      await remove.mutateAsync(photo);
      toast.success(`Photo ${index + 1} of "${itemName}" removed`);
    } catch (error) {
      toast.error(photoError('Failed to remove the photo. Please try again.')(error));
    }
  }

  function onDrop(event: DragEvent, to: number) {
    event.preventDefault();
    if (dragged === null || dragged === to) return setDragged(null);
    void order(moved(ids, dragged, to), `Photo moved to position ${to + 1}`);
    setDragged(null);
  }

  return (
    <div className="space-y-4">
      <div className="h-64 overflow-hidden rounded-lg bg-gray-100 sm:h-80" data-testid="item-cover">
        <ItemImage
          src={cover?.url ?? null}
          alt={cover ? `${itemName}, cover photo` : itemName}
          {...picture}
        />
      </div>
      {photos.isPending ? (
        <RowSkeletons count={1} label="Loading photos" />
      ) : photos.isError ? (
        <ErrorNotice title="Could not load the photos." onRetry={() => void photos.refetch()} />
      ) : list.length === 0 ? (
        <p className="text-sm text-gray-600">No photos of {itemName} yet.</p>
      ) : (
        <ol
          aria-label={`Photos of ${itemName}`}
          className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4"
        >
          {list.map((photo, index) => (
            <li
              key={photo.id}
              draggable={canEdit}
              onDragStart={() => setDragged(index)}
              onDragEnd={() => setDragged(null)}
              onDragOver={(event) => canEdit && event.preventDefault()}
              onDrop={(event) => onDrop(event, index)}
              data-testid="photo"
              className={`overflow-hidden rounded-md border bg-white ${
                dragged === index ? 'border-indigo-500 opacity-60' : 'border-gray-200'
              } ${canEdit ? 'cursor-move' : ''}`}
            >
              <img
                src={assetUrl(photo.url)}
                alt={index === 0 ? `${itemName}, cover photo` : `${itemName}, photo ${index + 1}`}
                className="h-24 w-full object-cover"
                draggable={false}
              />
              <div className="flex flex-wrap items-center justify-between gap-1 p-1.5">
                {index === 0 ? (
                  <span className="inline-flex items-center gap-1 text-xs font-medium text-indigo-700">
                    <Star className="size-3.5" aria-hidden="true" /> Cover
                  </span>
                ) : canEdit ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Make cover: ${nth(index)}`}
                    onClick={() => void order(moved(ids, index, 0), `Photo ${index + 1} is now the cover`)}
                  >
                    Make cover
                  </Button>
                ) : (
                  <span className="text-xs text-gray-600">Photo {index + 1}</span>
                )}
                {canEdit && (
                  <span className="flex">
                    <IconButton
                      label={`Move ${nth(index)} earlier`}
                      disabled={index === 0}
                      onClick={() =>
                        void order(moved(ids, index, index - 1), `Photo moved to position ${index}`)
                      }
                    >
                      <ArrowLeft className="size-4" aria-hidden="true" />
                    </IconButton>
                    <IconButton
                      label={`Move ${nth(index)} later`}
                      disabled={index === list.length - 1}
                      onClick={() =>
                        void order(moved(ids, index, index + 1), `Photo moved to position ${index + 2}`)
                      }
                    >
                      <ArrowRight className="size-4" aria-hidden="true" />
                    </IconButton>
                    <IconButton
                      label={`Remove ${nth(index)}`}
                      tone="danger"
                      onClick={() => void removed(photo, index)}
                    >
                      <Trash2 className="size-4" aria-hidden="true" />
                    </IconButton>
                  </span>
                )}
              </div>
            </li>
          ))}
        </ol>
      )}
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {canEdit && list.length < MAX_PHOTOS && !photos.isPending && (
        <ImageUpload
          label={`Add a photo of ${itemName}`}
          fileType={FILE_TYPE[itemType]}
          value={null}
          onChange={(url) => void added(url)}
        />
      )}
      {canEdit && list.length >= MAX_PHOTOS && (
        <p className="text-sm text-gray-600">
          An item can have at most {MAX_PHOTOS} photos: remove one to add another.
        </p>
      )}
    </div>
  );
}
