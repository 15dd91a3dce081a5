import type { ReactNode } from 'react'
import { Link } from 'react-router'
import type { GroupBrand, GroupBrandId } from '#domain/site/links.ts'

/** Marks of the six group brands, our own simple drawings; the link beside them carries the name. */
const marks: Record<GroupBrandId, ReactNode> = {
  gnl: (
    <>
      <rect x="2" y="2" width="28" height="28" rx="6" fill="#ffffff" />
      <path d="M8 22V10h4v12zM14 22V6h4v16zM20 22v-8h4v8z" fill="#0b3d6e" />
      <path d="M7 25h18" stroke="#e8a317" strokeWidth="2.5" strokeLinecap="round" />
    </>
  ),
  redimix: (
    <>
      <circle cx="16" cy="16" r="14" fill="#d9dee5" />
      <ellipse cx="15" cy="15" rx="10" ry="6.5" transform="rotate(-25 15 15)" fill="#8a96a6" />
      <path d="M8 19.5 22 11" stroke="#ffffff" strokeWidth="2" strokeLinecap="round" />
      <path d="M9 26h14" stroke="#e8a317" strokeWidth="3" strokeLinecap="round" />
    </>
  ),
  brock: (
    <>
      <circle cx="16" cy="16" r="14" fill="#f0e0c8" />
      <path d="M4 24 12 11l5 7 3-4 8 10z" fill="#8b5a2b" />
      <circle cx="11" cy="24" r="2.5" fill="#5c3a1a" />
      <circle cx="18" cy="24.5" r="2" fill="#5c3a1a" />
    </>
  ),
  waste: (
    <>
      <circle cx="16" cy="16" r="14" fill="#d6f0dc" />
      <path
        d="M16 6 10.5 15.5h4L12 20M16 6l5.5 9.5M21.5 15.5 19 20h-7M24 21l-4-7"
        stroke="#1e7b3a"
        strokeWidth="2.4"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </>
  ),
  salt: (
    <>
      <circle cx="16" cy="16" r="14" fill="#e3f2fd" />
      <path d="m16 5 9.5 5.5v11L16 27l-9.5-5.5v-11z" fill="#ffffff" stroke="#0b3d6e" strokeWidth="2" />
      <path d="M16 5v22M6.5 10.5l19 11M25.5 10.5l-19 11" stroke="#7fb3e0" strokeWidth="1.4" />
    </>
  ),
  earth: (
    <>
      <circle cx="16" cy="16" r="14" fill="#e9e2d0" />
      <path d="M4 18c4-3 8-3 12 0s8 3 12 0v4a12 12 0 0 1-24 0z" fill="#6b4f2a" />
      <path d="M16 16c0-5 3-8 8-9-1 5-3 8-8 9zM16 16c-1-4-3-6-7-7 0 4 2 6 7 7z" fill="#3f8f3a" />
    </>
  ),
}

export function BrandMark({ id, className }: { id: GroupBrandId; className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      {marks[id]}
    </svg>
  )
}

/** A group brand's link: other group companies open their own site, our own brand stays in the app. */
export function GroupBrandLink({
  brand,
  className,
  children,
}: {
  brand: GroupBrand
  className?: string
  children: ReactNode
}) {
  const content = (
    <>
      {children}
      <span className="sr-only">({brand.business})</span>
    </>
  )
  return brand.href.startsWith('/') ? (
    <Link to={brand.href} className={className}>
      {content}
    </Link>
  ) : (
    <a href={brand.href} rel="noopener" className={className}>
      {content}
    </a>
  )
}
