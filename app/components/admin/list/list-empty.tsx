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

interface FilteredEmptyProps extends Omit<ListEmptyProps, 'filtered' | 'onShowAll'> {
  list: ListParams
  /** The address parameters that narrow the list (the search `q` among them). */
  names: readonly string[]
  /** What "show all" puts in the address; by default it clears every name (a queue may open on "all" instead). */
  showAllChanges?: Record<string, string | null>
}

/** The empty state of a list narrowed by the given parameters: "show all" clears them. */
export function FilteredEmpty({ list, names, showAllChanges, ...texts }: FilteredEmptyProps) {
  return (
    <ListEmpty
      {...texts}
      filtered={names.some((name) => list.get(name) !== '')}
      onShowAll={() => list.change(showAllChanges ?? Object.fromEntries(names.map((name) => [name, null])))}
    />
  )
}
