import type { ReactNode } from 'react'
import type { ListParams } from './use-list-params.ts'

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

/** What a narrowed list's empty state says; the list frame knows what narrows it (its search and filters). */
export interface EmptyTexts extends Pick<ListEmptyProps, 'noMatch' | 'noneYet' | 'showAll'> {
  /** What "show all" sets besides clearing the search and filters (a queue that opens on its new items: "all"). */
  showAllSets?: Record<string, string>
  /** Shown under an unfiltered empty list, e.g. the button that adds the first record. */
  firstStep?: ReactNode
}

/**
 * What an admin list shows when no row is there: the texts of the usual empty state, or a view of the section's own,
 * told whether a search or filter narrows the list.
 */
export type ListEmptySpec = EmptyTexts | ((filtered: boolean) => ReactNode)

interface FilteredEmptyProps {
  list: ListParams
  /** The address parameters that narrow the list (the search `q` among them). */
  names: readonly string[]
  empty: ListEmptySpec
}

/** The empty state of a list narrowed by the given parameters: "show all" clears them. */
export function FilteredEmpty({ list, names, empty }: FilteredEmptyProps) {
  const filtered = names.some((name) => list.get(name) !== '')
  if (typeof empty === 'function') return empty(filtered)
  const { showAllSets, firstStep, ...texts } = empty
  return (
    <ListEmpty
      {...texts}
      filtered={filtered}
      onShowAll={() =>
        list.change({ ...Object.fromEntries(names.map((name) => [name, null])), ...showAllSets })
      }
    >
      {firstStep}
    </ListEmpty>
  )
}
