import { smallButton } from '#app/components/ui/buttons.ts'

interface MediaPagerProps {
  page: number
  pages: number
  label: string
  onPage: (page: number) => void
}

/** Previous / "Page x of y" / Next inside a popup (buttons, not links: the page behind stays where it is). */
export function MediaPager({ page, pages, label, onPage }: MediaPagerProps) {
  if (pages <= 1) return null
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3">
      <button
        type="button"
        className={`${smallButton} disabled:opacity-50`}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        Previous
      </button>
      <p aria-live="polite" className="text-[0.9rem]">
        Page {page} of {pages}
      </p>
      <button
        type="button"
        className={`${smallButton} disabled:opacity-50`}
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        Next
      </button>
    </nav>
  )
}
