import { useState } from 'react'

/**
 * The rows ticked for a bulk action, by key. A key that is no longer on the page (another page, a new search) no
 * longer counts, so an action never reaches a row the person cannot see.
 */
export function useRowSelection<T>(rows: readonly T[], keyOf: (row: T) => string | number) {
  const [ticked, setTicked] = useState<ReadonlySet<string | number>>(new Set())
  const selected = rows.filter((row) => ticked.has(keyOf(row)))
  const allTicked = rows.length > 0 && selected.length === rows.length

  function toggle(row: T) {
    const key = keyOf(row)
    const next = new Set(ticked)
    if (next.has(key)) next.delete(key)
    else next.add(key)
    setTicked(next)
  }

  return {
    selected,
    allTicked,
    isTicked: (row: T) => ticked.has(keyOf(row)),
    toggle,
    toggleAll: () => setTicked(allTicked ? new Set() : new Set(rows.map(keyOf))),
    clear: () => setTicked(new Set()),
  }
}

export type RowSelection<T> = ReturnType<typeof useRowSelection<T>>
