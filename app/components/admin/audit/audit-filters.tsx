import { useId } from 'react'
import { FilterSelect, filterControl } from '#app/components/admin/list/list-search.tsx'
import type { ListParams } from '#app/components/admin/list/use-list-params.ts'
import { smallButton } from '#app/components/ui/buttons.ts'
import { describeAuditAction } from '#domain/admin/audit/diff.ts'
import type { AuditFilterOptions } from '#domain/admin/audit/schemas.ts'
import { nobodySignedInText } from '#domain/admin/staff/texts.ts'

/** The address names the filters narrow the log by. */
export const auditFilterNames = ['actor', 'entity', 'from', 'to'] as const

function DayInput({ list, name, label }: { list: ListParams; name: 'from' | 'to'; label: string }) {
  const id = useId()
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-[0.9rem] font-semibold">
        {label}
      </label>
      <input
        id={id}
        type="date"
        value={list.get(name)}
        onChange={(event) => list.change({ [name]: event.target.value })}
        className={filterControl}
      />
    </div>
  )
}

/** Who, what kind of record, and from which day to which (Toronto days, both included); each applies at once. */
export function AuditFilters({
  list,
  options,
}: {
  list: ListParams
  options: AuditFilterOptions | undefined
}) {
  const actorOptions = [
    { value: '', label: 'Everyone' },
    ...(options?.actors ?? []).map((actor) => ({
      value: String(actor.id),
      label: `${actor.name} (${actor.eMail})`,
    })),
    { value: 'none', label: nobodySignedInText },
  ]
  const entityOptions = [
    { value: '', label: 'All' },
    ...(options?.entities ?? []).map((entity) => ({ value: entity, label: describeAuditAction(entity) })),
  ]
  const filtered = auditFilterNames.some((name) => list.get(name) !== '')
  return (
    <form
      role="search"
      aria-label="Audit log filters"
      onSubmit={(event) => event.preventDefault()}
      className="flex flex-wrap items-end gap-3"
    >
      <FilterSelect list={list} name="actor" label="Staff member" options={actorOptions} narrow />
      <FilterSelect list={list} name="entity" label="Record type" options={entityOptions} narrow />
      <DayInput list={list} name="from" label="From" />
      <DayInput list={list} name="to" label="To" />
      {filtered && (
        <button
          type="button"
          className={`${smallButton} h-11`}
          onClick={() => list.change(Object.fromEntries(auditFilterNames.map((name) => [name, null])))}
        >
          Clear filters
        </button>
      )}
    </form>
  )
}
