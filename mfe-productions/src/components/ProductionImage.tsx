import { useState } from 'react';
import { useAssetUrl } from '@scenedock/ui';
import type { Production } from '../api/productions';

/** Curtain and backdrop colours, picked by production id so cards without images still differ. */
const PALETTES = [
  { curtain: '#9f1239', fold: '#881337', sky: '#1e1b4b', glow: '#fde68a' },
  { curtain: '#4338ca', fold: '#3730a3', sky: '#0f172a', glow: '#a5f3fc' },
  { curtain: '#047857', fold: '#065f46', sky: '#1c1917', glow: '#fef08a' },
  { curtain: '#b45309', fold: '#92400e', sky: '#172554', glow: '#fbcfe8' },
];

/** A drawn stage (curtains, spotlight, boards): the fallback for productions without an image. */
export function StageIllustration({ seed, className = '' }: { seed: number; className?: string }) {
  const p = PALETTES[Math.abs(seed) % PALETTES.length];
  return (
    <svg viewBox="0 0 320 160" preserveAspectRatio="xMidYMid slice" className={className} aria-hidden="true">
      <rect width="320" height="160" fill={p.sky} />
      <polygon points="160,0 110,128 210,128" fill={p.glow} opacity="0.18" />
      <ellipse cx="160" cy="128" rx="58" ry="9" fill={p.glow} opacity="0.35" />
      <rect y="126" width="320" height="34" fill="#78350f" />
      <rect y="126" width="320" height="4" fill="#92400e" />
      <path d="M0 0 H120 Q104 40 112 80 T96 160 H0 Z" fill={p.curtain} />
      <path d="M200 0 H320 V160 H224 Q208 120 216 80 T200 0 Z" fill={p.curtain} />
      <path
        d="M24 0 Q14 80 30 160 M60 0 Q48 80 64 160 M90 0 Q80 60 84 160"
        stroke={p.fold}
        strokeWidth="6"
        fill="none"
      />
      <path
        d="M296 0 Q306 80 290 160 M260 0 Q272 80 256 160 M230 0 Q240 60 236 160"
        stroke={p.fold}
        strokeWidth="6"
        fill="none"
      />
      <path
        d="M0 0 H320 V18 Q300 30 280 18 Q260 30 240 18 Q220 30 200 18 Q180 30 160 18 Q140 30 120 18 Q100 30 80 18 Q60 30 40 18 Q20 30 0 18 Z"
        fill={p.fold}
      />
    </svg>
  );
}

/** The production's uploaded image, or the drawn stage when there is none or it fails to load. */
export function ProductionImage({
  production,
  className = '',
}: {
  production: Production;
  className?: string;
}) {
  const assetUrl = useAssetUrl();
  const [failed, setFailed] = useState<string | null>(null);
  const src = assetUrl(production.image_url);
  if (!src || failed === src) return <StageIllustration seed={production.id} className={className} />;
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
