import type { ListParams } from './use-list-params.ts'

interface SortHeaderProps {
  list: ListParams
  /** The API's sort key for this column. */
  sortKey: string
  label: string
  /** The list's sort when the address names none, in the direction the server then takes. */
  isDefault?: 'asc' | 'desc'
}

/** A column header that sorts the list by it; a second press reverses the order. */
export function SortHeader({ list, sortKey, label, isDefault }: SortHeaderProps) {
  const direction = list.sort === null ? (isDefault ?? null) : list.sort === sortKey ? list.dir : null
  const active = direction !== null
  return (
    <th
      scope="col"
      aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : undefined}
      className="px-3 py-2 text-left"
    >
      <button
        type="button"
        className="inline-flex items-center gap-1 font-bold text-brand-dark hover:underline focus-visible:ring-2 focus-visible:ring-brand/40 focus-visible:outline-none"
        onClick={() => list.change({ sort: sortKey, dir: active && direction === 'asc' ? 'desc' : 'asc' })}
      >
        {label}
        <span aria-hidden="true" className="text-[0.8rem]">
          {direction === 'asc' ? '▲' : direction === 'desc' ? '▼' : '↕'}
        </span>
      </button>
    </th>
  )
}
