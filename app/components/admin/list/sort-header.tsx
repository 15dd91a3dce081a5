import type { ListParams } from './use-list-params.ts'

interface SortHeaderProps {
  list: ListParams
  /** The API's sort key for this column. */
  sortKey: string
  label: string
  /** The list's sort when the address names none. */
  isDefault?: boolean
}

/** A column header that sorts the list by it; a second press reverses the order. */
export function SortHeader({ list, sortKey, label, isDefault = false }: SortHeaderProps) {
  const active = list.sort === sortKey || (list.sort === null && isDefault)
  const direction = active ? list.dir : null
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
