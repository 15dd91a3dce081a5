import type { ReactNode } from 'react'

interface ListEmptyProps {
  /** Whether a search or filter is narrowing the list: then the text says nothing matches and offers to clear it. */
  filtered: boolean
  noMatch: string
  noneYet: string
  /** The clear button's label, e.g. "Show every customer". */
  showAll: string
  onShowAll: () => void
  /** Shown under an unfiltered empty list, e.g. the button that adds the first record. */
  children?: ReactNode
}

/** An admin list's empty state: what is (not) there and the one step that helps. */
export function ListEmpty({ filtered, noMatch, noneYet, showAll, onShowAll, children }: ListEmptyProps) {
  return (
    <div className="flex flex-col items-center gap-2">
      <p className="font-semibold">{filtered ? noMatch : noneYet}</p>
      {filtered ? (
        <button type="button" className="text-brand underline" onClick={onShowAll}>
          {showAll}
        </button>
      ) : (
        children
      )}
    </div>
  )
}
