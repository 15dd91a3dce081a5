import type { ReactNode } from 'react'

/** Illustrations of our own for the five product groups, keyed by group slug; decorative. */
const art: Record<string, ReactNode> = {
  'bulk-salt': (
    <>
      <path
        d="M10 88 C 35 40, 55 22, 80 20 C 105 22, 125 40, 150 88 Z"
        fill="#ffffff"
        stroke="#9fb8d0"
        strokeWidth="2"
      />
      <path
        d="M40 70 l6 -6 M70 50 l5 -5 M100 60 l6 -4 M115 76 l5 -5 M60 78 l4 -4"
        stroke="#9fb8d0"
        strokeWidth="2"
        strokeLinecap="round"
      />
      <path d="M6 88 h148" stroke="#0b3d6e" strokeWidth="3" strokeLinecap="round" />
      <path d="m124 20 4 -8 4 8 -4 8z" fill="#e8a317" />
    </>
  ),
  'bulk-sacks': (
    <>
      <path
        d="M45 30 h70 l6 56 a4 4 0 0 1 -4 4 h-80 a4 4 0 0 1 -4 -4 z"
        fill="#ffffff"
        stroke="#0b3d6e"
        strokeWidth="3"
      />
      <path
        d="M55 30 c0 -14 12 -14 12 0 M93 30 c0 -14 12 -14 12 0"
        fill="none"
        stroke="#0b3d6e"
        strokeWidth="3"
      />
      <rect x="58" y="50" width="44" height="20" rx="3" fill="#e8a317" />
      <path d="M66 60 h28" stroke="#1b2430" strokeWidth="3" strokeLinecap="round" />
    </>
  ),
  'bagged-salt': (
    <>
      <rect x="30" y="62" width="50" height="26" rx="6" fill="#ffffff" stroke="#0b3d6e" strokeWidth="3" />
      <rect x="80" y="62" width="50" height="26" rx="6" fill="#ffffff" stroke="#0b3d6e" strokeWidth="3" />
      <rect x="55" y="36" width="50" height="26" rx="6" fill="#ffffff" stroke="#0b3d6e" strokeWidth="3" />
      <path d="M42 75 h26 M92 75 h26 M67 49 h26" stroke="#e8a317" strokeWidth="5" strokeLinecap="round" />
    </>
  ),
  'liquid-de-icing': (
    <>
      <rect x="36" y="34" width="62" height="54" rx="8" fill="#ffffff" stroke="#0b3d6e" strokeWidth="3" />
      <path d="M36 50 h62 M36 72 h62" stroke="#9fb8d0" strokeWidth="2" />
      <rect x="58" y="26" width="18" height="8" rx="2" fill="#0b3d6e" />
      <path d="M124 34 c10 14 16 24 16 32 a16 16 0 0 1 -32 0 c0 -8 6 -18 16 -32z" fill="#4f9bd9" />
      <path d="M118 68 a7 7 0 0 0 6 7" stroke="#ffffff" strokeWidth="3" fill="none" strokeLinecap="round" />
    </>
  ),
  'salt-storage': (
    <>
      <path d="M22 88 V60 A58 44 0 0 1 138 60 V88 Z" fill="#ffffff" stroke="#0b3d6e" strokeWidth="3" />
      <path d="M62 88 V66 a18 18 0 0 1 36 0 V88" fill="#e3edf6" stroke="#0b3d6e" strokeWidth="3" />
      <path
        d="M40 44 l12 6 M120 44 l-12 6 M80 24 v10"
        stroke="#9fb8d0"
        strokeWidth="2"
        strokeLinecap="round"
      />
      <path d="M14 88 h132" stroke="#0b3d6e" strokeWidth="3" strokeLinecap="round" />
    </>
  ),
}

export function ProductArt({ slug, className }: { slug: string; className?: string }) {
  return (
    <svg viewBox="0 0 160 100" className={className} aria-hidden="true" focusable="false">
      {art[slug]}
    </svg>
  )
}
