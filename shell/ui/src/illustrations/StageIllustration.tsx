import { useId } from 'react';

// Curtain colours, picked by department id so neighbouring cards look different.
const PALETTES = [
  { curtain: '#9f1239', fold: '#881337', valance: '#be123c' },
  { curtain: '#6b21a8', fold: '#581c87', valance: '#7e22ce' },
  { curtain: '#115e59', fold: '#134e4a', valance: '#0f766e' },
  { curtain: '#1e40af', fold: '#1e3a8a', valance: '#1d4ed8' },
] as const;

/** A drawn stage (curtains, spotlight, boards) standing in for a photo; decoration only. */
export function StageIllustration({ seed, className = '' }: { seed: number; className?: string }) {
  const id = useId().replace(/:/g, '');
  const palette = PALETTES[Math.abs(seed) % PALETTES.length];
  return (
    <svg
      viewBox="0 0 320 140"
      className={className}
      aria-hidden="true"
      focusable="false"
      preserveAspectRatio="xMidYMid slice"
    >
      <defs>
        <linearGradient id={`${id}-wall`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#1e1b4b" />
          <stop offset="1" stopColor="#312e81" />
        </linearGradient>
        <linearGradient id={`${id}-beam`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fef3c7" stopOpacity="0.75" />
          <stop offset="1" stopColor="#fde68a" stopOpacity="0.15" />
        </linearGradient>
        <linearGradient id={`${id}-floor`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#92400e" />
          <stop offset="1" stopColor="#78350f" />
        </linearGradient>
      </defs>
      <rect width="320" height="140" fill={`url(#${id}-wall)`} />
      {/* spotlight beam and its pool on the boards */}
      <polygon points="150,0 170,0 215,112 105,112" fill={`url(#${id}-beam)`} />
      <polygon points="0,112 320,112 320,140 0,140" fill={`url(#${id}-floor)`} />
      <ellipse cx="160" cy="116" rx="62" ry="8" fill="#fde68a" opacity="0.55" />
      <path d="M0 118 H320 M0 127 H320" stroke="#451a03" strokeOpacity="0.35" strokeWidth="1" />
      {/* a lone chair centre stage, seen from the front */}
      <g fill="#1c1917" opacity="0.85">
        <rect x="150" y="68" width="3" height="22" rx="1" />
        <rect x="167" y="68" width="3" height="22" rx="1" />
        <rect x="150" y="68" width="20" height="3" rx="1" />
        <rect x="150" y="76" width="20" height="2" rx="1" />
        <rect x="146" y="88" width="28" height="4" rx="1" />
        <rect x="148" y="92" width="3" height="15" rx="1" />
        <rect x="169" y="92" width="3" height="15" rx="1" />
      </g>
      {/* left and right curtains, gathered towards the wings */}
      <path d="M0 0 H92 C86 30 76 60 70 84 C64 100 58 110 50 116 L0 116 Z" fill={palette.curtain} />
      <path
        d="M18 0 C22 40 20 80 14 116 M40 0 C44 40 42 80 34 116 M64 0 C66 34 60 70 50 110"
        stroke={palette.fold}
        strokeWidth="5"
        fill="none"
        strokeLinecap="round"
      />
      <path
        d="M320 0 H228 C234 30 244 60 250 84 C256 100 262 110 270 116 L320 116 Z"
        fill={palette.curtain}
      />
      <path
        d="M302 0 C298 40 300 80 306 116 M280 0 C276 40 278 80 286 116 M256 0 C254 34 260 70 270 110"
        stroke={palette.fold}
        strokeWidth="5"
        fill="none"
        strokeLinecap="round"
      />
      {/* tie-backs */}
      <circle cx="64" cy="86" r="4" fill="#facc15" />
      <circle cx="256" cy="86" r="4" fill="#facc15" />
      {/* valance with scallops */}
      <path
        d="M0 0 H320 V18 C306 28 294 28 280 18 C266 28 254 28 240 18 C226 28 214 28 200 18 C186 28 174 28 160 18 C146 28 134 28 120 18 C106 28 94 28 80 18 C66 28 54 28 40 18 C26 28 14 28 0 18 Z"
        fill={palette.valance}
      />
      <path d="M0 6 H320" stroke="#facc15" strokeWidth="2" opacity="0.8" />
    </svg>
  );
}
