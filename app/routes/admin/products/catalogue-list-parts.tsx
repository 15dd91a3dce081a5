import type { ReactNode } from 'react'
import type { ListColumn } from '#app/components/admin/list/list-table.tsx'
import { RecordLink } from '#app/components/admin/record-link.tsx'
import { formatTorontoDateTime } from '#domain/kernel/shop-time/format.ts'

/** A product's or a group's name in its list: a bold link to the record that wraps a long name. */
export function CatalogueLink(props: {
  kind: 'products' | 'productgroups'
  id: number
  children: ReactNode
}) {
  return (
    <RecordLink
      kind={props.kind}
      id={props.id}
      className="font-semibold break-words text-brand underline underline-offset-2"
    >
      {props.children}
    </RecordLink>
  )
}

/** The last change, a sortable column of the table. */
export function updatedColumn<T extends { updatedAt: string }>(): ListColumn<T> {
  return {
    header: 'Updated',
    sortKey: 'updated',
    cellClass: 'whitespace-nowrap',
    cell: (row) => formatTorontoDateTime(row.updatedAt),
  }
}

/** The last change, the foot of a card. */
export function UpdatedLine({ at }: { at: string }) {
  return (
    <p className="text-[0.85rem] text-slate-700">
      Updated <span className="whitespace-nowrap">{formatTorontoDateTime(at)}</span>
    </p>
  )
}
