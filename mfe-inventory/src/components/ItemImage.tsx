import { useState, type ReactNode } from 'react';
import { useAssetUrl } from '@scenedock/ui';

/** An item's photo, or its illustration when it has none or the photo fails to load. */
export function ItemImage({ src, alt, fallback }: { src: string | null; alt: string; fallback: ReactNode }) {
  const assetUrl = useAssetUrl();
  const url = assetUrl(src);
  const [failed, setFailed] = useState<string | null>(null);
  if (!url || failed === url) return <>{fallback}</>;
  return (
    <img
      src={url}
      alt={alt}
      loading="lazy"
      className="size-full object-cover"
      onError={() => setFailed(url)}
    />
  );
}
