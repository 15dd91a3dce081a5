import type { ReactNode } from 'react'
import { Link } from 'react-router'
import type { GroupBrand, GroupBrandId } from '#domain/site/links.ts'

/**
 * A group brand's mark, our own simple drawing; the link beside it carries the name. The six drawings live in one
 * static sprite (public/brand-marks.svg) that the browser caches, not in the JavaScript every page loads.
 */
export function BrandMark({ id, className }: { id: GroupBrandId; className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <use href={`/brand-marks.svg#${id}`} />
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
