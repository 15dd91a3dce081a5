import { Link } from 'react-router'
import { smallButton, smallButtonBase } from '#app/components/ui/buttons.ts'

interface PaginationProps {
  page: number
  pages: number
  /** The address of another page. */
  hrefFor: (page: number) => string
  /** What the pages are of, for screen readers. */
  label?: string
}

const disabled = `${smallButtonBase} border-slate-300 text-slate-600`

/** "Page x of y" with Previous and Next; the ends show their button dimmed and inert. */
export function Pagination({ page, pages, hrefFor, label = 'Transaction pages' }: PaginationProps) {
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} className={smallButton} rel="prev">
          Previous
        </Link>
      ) : (
        <span className={disabled} aria-hidden="true">
          Previous
        </span>
      )}
      <p aria-live="polite" className="text-[0.9rem]">
        Page {page} of {pages}
      </p>
      {page < pages ? (
        <Link to={hrefFor(page + 1)} className={smallButton} rel="next">
          Next
        </Link>
      ) : (
        <span className={disabled} aria-hidden="true">
          Next
        </span>
      )}
    </nav>
  )
}
