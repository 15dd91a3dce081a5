import { useId } from 'react'
import type { ListParams } from '#app/components/admin/list/use-list-params.ts'
import { smallButton } from '#app/components/ui/buttons.ts'
import { describeAuditAction } from '#domain/admin/audit/diff.ts'
import type { AuditFilterOptions } from '#domain/admin/audit/schemas.ts'
import { nobodySignedInText } from '#domain/admin/staff/texts.ts'

const control =
  'h-11 rounded border-2 border-slate-300 bg-white px-3 outline-none focus:border-brand focus-visible:ring-2 focus-visible:ring-brand/40'

interface AuditSelectProps {
  list: ListParams
  name: 'actor' | 'entity'
  label: string
  options: ReadonlyArray<{ value: string; label: string }>
}

/** A filter select that may be narrower than its longest option (a name and an e-mail), so a phone never scrolls. */
function AuditSelect({ list, name, label, options }: AuditSelectProps) {
  const id = useId()
  return (
    <div className="flex w-full min-w-0 flex-col gap-1 sm:w-auto">
      <label htmlFor={id} className="text-[0.9rem] font-semibold">
        {label}
      </label>
      <select
        id={id}
        value={list.get(name)}
        onChange={(event) => list.change({ [name]: event.target.value })}
        className={`${control} w-full sm:max-w-xs`}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
}

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
        className={control}
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
  const filtered = ['actor', 'entity', 'from', 'to'].some((name) => list.get(name) !== '')
  return (
    <form
      role="search"
      aria-label="Audit log filters"
      onSubmit={(event) => event.preventDefault()}
      className="flex flex-wrap items-end gap-3"
    >
      <AuditSelect list={list} name="actor" label="Staff member" options={actorOptions} />
      <AuditSelect list={list} name="entity" label="Record type" options={entityOptions} />
      <DayInput list={list} name="from" label="From" />
      <DayInput list={list} name="to" label="To" />
      {filtered && (
        <button
          type="button"
          className={`${smallButton} h-11`}
          onClick={() => list.change({ actor: null, entity: null, from: null, to: null })}
        >
          Clear filters
        </button>
      )}
    </form>
  )
}
