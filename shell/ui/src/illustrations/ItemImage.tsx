import { useState } from 'react';
import type { components } from '@scenedock/openapi';
// The shared kit by package name, not '../platform': this entry is bundled with the screens that
// draw it, and the asset address must come from the host's one platform.
import { useAssetUrl } from '@scenedock/ui';
import { Illustration, type Drawing } from './drawings';
import { StageIllustration } from './StageIllustration';

/** What an image shows: the item types as the API names them, and productions. */
export type PictureKind = components['schemas']['LendingItemType'] | 'production';

type PropCategory = components['schemas']['PropCategory'];
type CostumeCategory = components['schemas']['CostumeCategory'];

/** A drawing and the tint it is drawn in. */
type Art = readonly [drawing: Drawing, tint: string];

const PROP_ART = {
  furniture: ['chair', 'bg-amber-50 text-amber-700'],
  weapons: ['sword', 'bg-slate-100 text-slate-700'],
  costumes: ['dress', 'bg-rose-50 text-rose-700'],
  decorative: ['vase', 'bg-emerald-50 text-emerald-700'],
  lighting: ['spotlight', 'bg-yellow-50 text-yellow-700'],
  electronics: ['radio', 'bg-sky-50 text-sky-700'],
  other: ['crate', 'bg-gray-100 text-gray-600'],
} satisfies Record<PropCategory, Art>;

/** Costume categories share drawings by group: clothes by era and style, then what is worn on head and feet. */
const COSTUME_ART = {
  period: ['gown', 'bg-rose-50 text-rose-700'],
  formal: ['suit', 'bg-slate-100 text-slate-700'],
  modern: ['tshirt', 'bg-sky-50 text-sky-700'],
  casual: ['tshirt', 'bg-teal-50 text-teal-700'],
  fantasy: ['wizardHat', 'bg-violet-50 text-violet-700'],
  uniform: ['cap', 'bg-emerald-50 text-emerald-700'],
  accessories: ['handbag', 'bg-amber-50 text-amber-700'],
  shoes: ['shoe', 'bg-orange-50 text-orange-700'],
  hats: ['topHat', 'bg-indigo-50 text-indigo-700'],
  other: ['hanger', 'bg-gray-100 text-gray-600'],
} satisfies Record<CostumeCategory, Art>;

const SET_ART: Art = ['stage', 'bg-purple-50 text-purple-700'];

/** A category's art; an unknown or missing category gets the kind's 'other'. */
function artOf(table: Partial<Record<string, Art>>, category: string | null | undefined, other: Art): Art {
  return (category && table[category]) || other;
}

const capitalized = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

export interface PictureSubject {
  kind: PictureKind;
  /** a prop's or costume's category picks its drawing */
  category?: string | null;
  /** a production's id picks its curtains' colours, so neighbouring cards differ */
  seed?: number;
}

/**
 * The drawing that stands in for a missing photo: one per prop category, one for set pieces, one
 * per group of costume categories and the stage for productions. Announced as '<Category>
 * illustration' unless `decorative`.
 */
export function ItemIllustration({
  kind,
  category,
  seed = 0,
  className = 'size-full',
  decorative = false,
}: PictureSubject & { className?: string; decorative?: boolean }) {
  if (kind === 'production') return <StageIllustration seed={seed} className={className} />;
  let art = SET_ART;
  let label = 'Set piece illustration';
  if (kind === 'prop') {
    art = artOf(PROP_ART, category, PROP_ART.other);
    label = `${capitalized(category || 'prop')} illustration`;
  } else if (kind === 'costume_piece') {
    art = artOf(COSTUME_ART, category, COSTUME_ART.other);
    label = category ? `${capitalized(category)} costume illustration` : 'Costume illustration';
  }
  const [drawing, tint] = art;
  return (
    <Illustration
      drawing={drawing}
      tint={tint}
      label={decorative ? undefined : label}
      className={className}
    />
  );
}

export interface ItemImageProps extends PictureSubject {
  /** the uploaded image's path (or address); none draws the fallback */
  src: string | null | undefined;
  /** the photo's text; '' where a name stands beside it, and the drawing is then decoration too */
  alt: string;
  /** sizes the photo and the drawing alike */
  className?: string;
}

/**
 * An item's or production's photo, or its kind's drawing when it has none or the photo fails to
 * load. Every frontend shows the same drawing for the same kind and category.
 */
export function ItemImage({ src, alt, className = 'size-full', ...subject }: ItemImageProps) {
  const assetUrl = useAssetUrl();
  const url = assetUrl(src);
  const [failed, setFailed] = useState<string | null>(null);
  if (!url || failed === url)
    return <ItemIllustration {...subject} className={className} decorative={alt === ''} />;
  return (
    <img
      src={url}
      alt={alt}
      loading="lazy"
      onError={() => setFailed(url)}
      className={`object-cover ${className}`}
    />
  );
}
