import type { ReactNode } from 'react';

/*
 * Drawings for items without a photo (or whose photo fails to load): one per prop category, one
 * for set pieces, one per group of costume categories. Inline SVG in currentColor, so they cost a
 * few hundred bytes each, need no request and follow the tint they are drawn in.
 */

const accent = { fill: 'currentColor', fillOpacity: 0.15 } as const;

const DRAWINGS = {
  chair: (
    <>
      <rect x="20" y="8" width="24" height="24" rx="3" {...accent} />
      <path d="M26 14v12M32 14v12M38 14v12" />
      <rect x="14" y="32" width="36" height="6" rx="2" {...accent} />
      <path d="M18 38l-2 18M46 38l2 18M23 38v12M41 38v12" />
    </>
  ),
  sword: (
    <g transform="rotate(45 32 32)">
      <path d="M32 4l4 6v30h-8V10z" {...accent} />
      <path d="M32 13v24" strokeWidth="1.5" />
      <path d="M21 41h22" strokeWidth="4" />
      <path d="M32 43v10" strokeWidth="4" />
      <circle cx="32" cy="57" r="3" />
    </g>
  ),
  dress: (
    <>
      <path d="M28 10a4 4 0 1 1 4 4v3" />
      <path d="M32 17L14 26h36z" />
      <path d="M26 26l-1 9-9 21h32l-9-21-1-9" {...accent} />
      <path d="M25 35h14" />
    </>
  ),
  vase: (
    <>
      <path d="M32 24V12M32 24l-8-9M32 24l8-9" />
      <circle cx="32" cy="9" r="3" {...accent} />
      <circle cx="22" cy="12" r="3" {...accent} />
      <circle cx="42" cy="12" r="3" {...accent} />
      <path d="M26 24h12v5H26z" />
      <path d="M27 29h10c0 5 8 9 8 17a13 13 0 0 1-26 0c0-8 8-12 8-17z" {...accent} />
    </>
  ),
  spotlight: (
    <>
      <path d="M33 31L60 50 52 60z" fill="currentColor" fillOpacity="0.12" stroke="none" />
      <g transform="rotate(35 20 24)">
        <rect x="8" y="16" width="22" height="15" rx="3" {...accent} />
        <path d="M31 14v19" strokeWidth="3.5" />
        <path d="M12 16v-4h8" />
      </g>
      <path d="M19 33v23M10 57h18" />
    </>
  ),
  radio: (
    <>
      <path d="M20 20L44 8" />
      <rect x="10" y="20" width="44" height="32" rx="4" {...accent} />
      <circle cx="24" cy="36" r="8" />
      <circle cx="24" cy="36" r="2.5" />
      <path d="M38 29h10M38 35h10" />
      <circle cx="41" cy="44" r="2" />
      <circle cx="49" cy="44" r="2" />
    </>
  ),
  crate: (
    <>
      <path d="M32 8l22 10v26L32 56 10 44V18z" {...accent} />
      <path d="M10 18l22 10 22-10M32 28v28M21 13l22 10" />
    </>
  ),
  stage: (
    <>
      <path d="M6 8h52v8c-4 3-9 3-13 0-4 3-9 3-13 0-4 3-9 3-13 0-4 3-9 3-13 0z" {...accent} />
      <path d="M6 16c5 10 5 26 1 36h9c-3-12-1-25 4-34" {...accent} />
      <path d="M58 16c-5 10-5 26-1 36h-9c3-12 1-25-4-34" {...accent} />
      <path d="M25 50V34l7-7 7 7v16z" />
      <path d="M30 50v-7h4v7" />
      <path d="M4 52h56M10 56h44" />
    </>
  ),
  gown: (
    <>
      <path d="M28 8h8l2 12-6 4-6-4z" {...accent} />
      <path d="M26 21c-2 8-10 17-14 35h40c-4-18-12-27-14-35" {...accent} />
      <path d="M19 45c9 3 17 3 26 0" />
    </>
  ),
  tshirt: (
    <>
      <path d="M22 10l-12 8 5 9 5-3v30h24V24l5 3 5-9-12-8c-2 4-6 6-10 6s-8-2-10-6z" {...accent} />
      <path d="M26 40h12" />
    </>
  ),
  wizardHat: (
    <>
      <path d="M34 6c-4 8-12 24-15 38h28c-2-12-4-22-2-30z" {...accent} />
      <path d="M10 48c0-3 10-5 22-5s22 2 22 5-10 5-22 5-22-2-22-5z" />
      <path
        d="M32 22l1.5 3 3.3.5-2.4 2.3.6 3.3-3-1.6-3 1.6.6-3.3-2.4-2.3 3.3-.5z"
        fill="currentColor"
        strokeWidth="1"
      />
    </>
  ),
  suit: (
    <>
      <path d="M20 10l-8 6v40h40V16l-8-6" {...accent} />
      <path d="M20 10l12 22 12-22M32 32v24" />
      <path d="M27 13l5 3 5-3v6l-5-3-5 3z" fill="currentColor" strokeWidth="1" />
      <circle cx="35" cy="40" r="1" fill="currentColor" />
      <circle cx="35" cy="48" r="1" fill="currentColor" />
    </>
  ),
  cap: (
    <>
      <path d="M12 34c0-12 9-20 20-20s20 8 20 20z" {...accent} />
      <path d="M10 34h44v6H10z" />
      <path d="M12 40c8 9 26 9 32 0" {...accent} />
      <circle cx="32" cy="25" r="4" />
    </>
  ),
  handbag: (
    <>
      <path d="M24 24v-6a8 8 0 0 1 16 0v6" />
      <path d="M12 24h40l-4 30H16z" {...accent} />
      <path d="M13 32h38" />
      <circle cx="32" cy="37" r="2" fill="currentColor" />
    </>
  ),
  shoe: (
    <>
      <path d="M8 46V26h12c4 6 12 9 22 11 8 2 14 5 14 11v4H8z" {...accent} />
      <path d="M8 46h48M24 30l3 4M30 33l3 4" />
    </>
  ),
  topHat: (
    <>
      <path d="M20 12h24v30H20z" {...accent} />
      <path d="M20 35h24" strokeWidth="4" />
      <path d="M8 46c0-3 11-5 24-5s24 2 24 5-11 4-24 4-24-1-24-4z" {...accent} />
    </>
  ),
  hanger: (
    <>
      <path d="M28 14a4 4 0 1 1 4 4v5" />
      <path d="M32 23L9 40c-2 2-1 4 2 4h42c3 0 4-2 2-4z" {...accent} />
    </>
  ),
} satisfies Record<string, ReactNode>;

export type Drawing = keyof typeof DRAWINGS;

/**
 * A tinted panel with one drawing, announced as `label`; without a label it is decoration (the
 * photo it stands in for had no text either).
 */
export function Illustration({
  drawing,
  tint,
  label,
  className,
}: {
  drawing: Drawing;
  tint: string;
  label?: string;
  className: string;
}) {
  return (
    <div
      role={label ? 'img' : undefined}
      aria-label={label}
      data-testid="item-placeholder"
      className={`flex items-center justify-center ${tint} ${className}`}
    >
      <svg
        viewBox="0 0 64 64"
        className="h-3/5 max-h-28 w-auto"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        {DRAWINGS[drawing]}
      </svg>
    </div>
  );
}
