import { useState } from 'react';
import { Boxes, Drama, Shirt } from 'lucide-react';
import { useAssetUrl } from '@scenedock/ui';
import type { LendingItemType } from '../lib/labels';

const ICONS = { prop: Drama, set_piece: Boxes, costume_piece: Shirt } as const;

/** An item's uploaded image, or its kind's icon on a plain ground when it has none or it fails to load. */
export function ItemThumb({
  imageUrl,
  type,
  className = '',
}: {
  imageUrl: string | null | undefined;
  type: LendingItemType;
  className?: string;
}) {
  const assetUrl = useAssetUrl();
  const [failed, setFailed] = useState<string | null>(null);
  const src = assetUrl(imageUrl);
  if (!src || failed === src) {
    const Icon = ICONS[type];
    return (
      <div
        data-testid="item-placeholder"
        className={`flex items-center justify-center bg-slate-100 text-indigo-500 ${className}`}
      >
        <Icon className="size-10" aria-hidden="true" />
      </div>
    );
  }
  return (
    <img
      src={src}
      alt=""
      loading="lazy"
      onError={() => setFailed(src)}
      className={`object-cover ${className}`}
    />
  );
}
