import type { ReactNode } from 'react'
import type { AdminSection } from '#domain/admin/sections.ts'
import { AdminPageHeader } from '../admin-page-header.tsx'
import { AdminListBody } from './admin-list-body.tsx'
import { DeletedNotice } from './deleted-notice.tsx'
import { FilteredEmpty, type ListEmptySpec } from './list-empty.tsx'
import { FilterSelect, ListSearch } from './list-search.tsx'
import { type ListRowsProps, ListRows } from './list-table.tsx'
import { useRowSelection } from './row-selection.ts'
import type { AdminList } from './use-admin-list.ts'

export interface ListFilter {
  name: string
  label: string
  options: ReadonlyArray<{ value: string; label: string }>
}

type Option = ListFilter['options'][number]

/** A bulk action's button(s), given the ticked rows and a way to untick them once it is done. */
type BulkActions<T> = (selected: T[], clear: () => void) => ReactNode

type TableRows<T> = Omit<ListRowsProps<T>, 'list' | 'rows' | 'selection' | 'noun' | 'rowKey'>

/** The rows as columns (and cards), or in a shape of the section's own. */
type RowsSpec<T> =
  | (TableRows<T> & { renderRows?: never })
  | ({ [key in keyof TableRows<T>]?: never } & { renderRows: (rows: T[]) => ReactNode })

/** A section's own list screen, under the section's title; or a list that is one panel of a screen. */
type Placement =
  | { section: AdminSection; panel?: never }
  /** The weather notices share their screen with storm mode: the list has an h2 of its own and no page title. */
  | { panel: { id: string; heading: string }; section?: never }

type AdminListFrameProps<T> = RowsSpec<T> &
  Placement & {
    noun: string
    rowKey: (row: T) => string | number
    admin: AdminList<T>
    /** Beside the title: add, refresh, export. */
    actions?: ReactNode
    /** Whether a delete can land here, so the list says "Deleted." when the address carries the flag. */
    deletedFlag?: boolean
    /** Between the title and the search: what the list is, or the state of a connection. */
    intro?: ReactNode
    /** Server-side search: what it searches. Without it the section brings its own `controls`. */
    searchPlaceholder?: string
    filters?: ReadonlyArray<ListFilter>
    /** Where the rows are cards there are no column headers, so the order is chosen from these. */
    cardSort?: ReadonlyArray<Option>
    controls?: ReactNode
    /** The address names a section's own `controls` narrow the list by (the frame knows its own search and filters). */
    controlNames?: readonly string[]
    empty: ListEmptySpec
    /** Ticked rows' actions, each row's checkbox label, and what the last action did (kept on screen, announced). */
    bulk?: { actions: BulkActions<T>; rowLabel: (row: T) => string; report?: ReactNode }
    /** Shown instead of the rows when the list cannot be asked for (its filters failed their own check). */
    problem?: ReactNode
    gap?: 'gap-4' | 'gap-5' | 'gap-6'
  }

/**
 * Every admin list: title and actions, the deleted flag, search and filters in the address, then loading, failure,
 * the empty state, the rows, the count and the pages. A section declares its columns; the frame does the rest.
 */
export function AdminListFrame<T>(props: AdminListFrameProps<T>) {
  const {
    section,
    panel,
    admin,
    actions,
    deletedFlag,
    intro,
    searchPlaceholder,
    filters = [],
    cardSort,
  } = props
  const { list, query } = admin
  const narrowedBy = props.controlNames ?? ['q', ...filters.map((filter) => filter.name)]
  const selection = useRowSelection(query.data?.items ?? [], props.rowKey)
  const bulk = props.bulk
  const layout = `flex flex-col ${props.gap ?? 'gap-6'}`
  const content = (
    <>
      {deletedFlag && <DeletedNotice />}
      {intro}
      {searchPlaceholder !== undefined && (
        <ListSearch list={list} placeholder={searchPlaceholder}>
          {filters.map((filter) => (
            <FilterSelect key={filter.name} list={list} {...filter} />
          ))}
          {cardSort && (
            <div className={props.look?.cards}>
              <FilterSelect list={list} name="sort" label="Sort by" options={cardSort} />
            </div>
          )}
        </ListSearch>
      )}
      {props.controls}
      {bulk && selection.selected.length > 0 && (
        <div role="region" aria-label="Selected rows" className="flex flex-wrap items-center gap-3">
          <p className="font-semibold">{selection.selected.length} selected</p>
          {bulk.actions(selection.selected, selection.clear)}
        </div>
      )}
      {bulk?.report}
      {props.problem ?? (
        <AdminListBody
          list={list}
          query={query}
          noun={props.noun}
          empty={<FilteredEmpty list={list} names={narrowedBy} empty={props.empty} />}
        >
          {(rows) =>
            props.renderRows ? (
              props.renderRows(rows)
            ) : (
              <ListRows
                {...props}
                columns={props.columns}
                look={props.look}
                list={list}
                rows={rows}
                selection={bulk && { state: selection, rowLabel: bulk.rowLabel }}
              />
            )
          }
        </AdminListBody>
      )}
    </>
  )
  if (panel)
    return (
      <section aria-labelledby={panel.id} className={layout}>
        <h2 id={panel.id} className="text-[1.35rem] font-bold text-brand-dark">
          {panel.heading}
        </h2>
        {content}
      </section>
    )
  return (
    <div className={layout}>
      <AdminPageHeader title={section.title} actions={actions} />
      {content}
    </div>
  )
}
