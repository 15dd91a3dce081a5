import type { ReactNode } from 'react'
import type { SocialNetwork } from '#domain/site/links.ts'

/** Simplified marks of our own drawing, one per network; decorative (the link carries the name). */
const paths: Record<SocialNetwork, ReactNode> = {
  facebook: (
    <path d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4A21 21 0 0 0 14.4 4C12 4 10.5 5.4 10.5 8v2.5H8v3h2.5V21z" />
  ),
  instagram: (
    <>
      <rect x="4" y="4" width="16" height="16" rx="4.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="12" cy="12" r="3.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="16.8" cy="7.2" r="1.2" />
    </>
  ),
  linkedin: (
    <>
      <rect x="4" y="9" width="3.4" height="11" />
      <circle cx="5.7" cy="5.6" r="2" />
      <path d="M10 9h3.2v1.6c.5-.9 1.7-1.9 3.6-1.9 3.3 0 3.9 2.1 3.9 4.9V20h-3.4v-5.6c0-1.4 0-3-1.9-3s-2.1 1.4-2.1 2.9V20H10z" />
    </>
  ),
  youtube: (
    <path d="M21.6 7.6a2.6 2.6 0 0 0-1.8-1.8C18.2 5.4 12 5.4 12 5.4s-6.2 0-7.8.4a2.6 2.6 0 0 0-1.8 1.8A27 27 0 0 0 2 12a27 27 0 0 0 .4 4.4 2.6 2.6 0 0 0 1.8 1.8c1.6.4 7.8.4 7.8.4s6.2 0 7.8-.4a2.6 2.6 0 0 0 1.8-1.8A27 27 0 0 0 22 12a27 27 0 0 0-.4-4.4M10 15V9l5.2 3z" />
  ),
}

export function SocialIcon({ network }: { network: SocialNetwork }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
    >
      {paths[network]}
    </svg>
  )
}
