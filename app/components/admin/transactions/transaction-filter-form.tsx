import { type FormEvent, useId, useState } from 'react'
import { SelectField } from '#app/components/ui/select-field.tsx'
import { fieldControl, fieldLabel } from '#app/components/ui/field-styles.ts'
import { smallButton, smallPrimaryButton } from '#app/components/ui/buttons.ts'
import { erpPostingStatuses, navStatusLabels } from '#domain/admin/transactions/answers.ts'
import { dayRangeInOrder, dayRangeOrderText } from '#domain/salt-card/schemas.ts'
import { transactionsSearchPlaceholder } from '#domain/admin/transactions/texts.ts'
import { priceTexts } from '#domain/prices/texts.ts'
import type { ListParams } from '../list/use-list-params.ts'

/** The filters the list keeps in the address; every one of them goes to the API and the CSV export. */
export const transactionFilterNames = ['q', 'status', 'yard', 'from', 'to', 'priceFlag'] as const

interface TransactionFilterFormProps {
  list: ListParams
  yards: ReadonlyArray<{ slug: string; name: string }>
}

const [rangeInOrder] = dayRangeInOrder()

interface DayFieldProps {
  name: 'from' | 'to'
  label: string
  list: ListParams
  /** Whether the two days are out of order, where that is said, and what an edit does (clears the mark). */
  range: { invalid: boolean; messageId: string; onEdit: () => void }
}

/** One end of the range of Toronto days, marked with the other when they are out of order. */
function DayField({ name, label, list, range }: DayFieldProps) {
  const id = useId()
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className={fieldLabel}>
        {label}
      </label>
      <input
        id={id}
        type="date"
        name={name}
        defaultValue={list.get(name)}
        aria-invalid={range.invalid || undefined}
        aria-describedby={range.invalid ? range.messageId : undefined}
        onChange={range.onEdit}
        className={`w-full max-sm2:px-2 max-sm2:text-[0.9rem] ${fieldControl(range.invalid)}`}
      />
    </div>
  )
}

/**
 * Customer, NAV status, yard and a range of Toronto days, applied together (a date typed digit by digit is not
 * sent half-done); applying starts again at page 1, Clear shows every transaction.
 */
export function TransactionFilterForm({ list, yards }: TransactionFilterFormProps) {
  const ids = { q: useId(), range: useId() }
  const [rangeInvalid, setRangeInvalid] = useState(false)

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const value = (name: string) => String(form.get(name) ?? '').trim()
    const range = { from: value('from'), to: value('to') }
    if (!rangeInOrder(range)) return setRangeInvalid(true)
    list.change(Object.fromEntries(transactionFilterNames.map((name) => [name, value(name)])))
  }

  function clear() {
    setRangeInvalid(false)
    list.change(Object.fromEntries(transactionFilterNames.map((name) => [name, null])))
  }

  const range = { invalid: rangeInvalid, messageId: ids.range, onEdit: () => setRangeInvalid(false) }
  return (
    <form
      // Remounted when the address changes (Back, Clear), so the fields show the filters in force.
      key={transactionFilterNames.map((name) => list.get(name)).join('|')}
      role="search"
      aria-label="Filter transactions"
      onSubmit={submit}
      className="grid grid-cols-2 items-end gap-3 rounded border border-slate-200 bg-salt p-4 lg:grid-cols-[minmax(0,1.4fr)_repeat(4,minmax(0,1fr))] [&>*]:min-w-0"
    >
      <div className="col-span-2 flex flex-col gap-1 lg:col-span-1">
        <label htmlFor={ids.q} className={fieldLabel}>
          Customer
        </label>
        <input
          id={ids.q}
          type="search"
          name="q"
          defaultValue={list.get('q')}
          maxLength={200}
          placeholder={transactionsSearchPlaceholder}
          className={`w-full ${fieldControl(false)}`}
        />
      </div>
      <SelectField label="NAV status" name="status" defaultValue={list.get('status')}>
        <option value="">All</option>
        {erpPostingStatuses.map((status) => (
          <option key={status} value={status}>
            {navStatusLabels[status]}
          </option>
        ))}
      </SelectField>
      <SelectField label="Yard" name="yard" defaultValue={list.get('yard')}>
        <option value="">All yards</option>
        {yards.map((yard) => (
          <option key={yard.slug} value={yard.slug}>
            {yard.name}
          </option>
        ))}
      </SelectField>
      <DayField name="from" label="From" list={list} range={range} />
      <DayField name="to" label="To" list={list} range={range} />
      {rangeInvalid && (
        <p id={ids.range} role="alert" className="col-span-2 font-semibold text-danger lg:col-span-5">
          {dayRangeOrderText}
        </p>
      )}
      <label className="col-span-2 flex min-h-11 w-fit cursor-pointer items-center gap-2 font-semibold lg:col-span-3">
        <input
          type="checkbox"
          name="priceFlag"
          value="flagged"
          defaultChecked={list.get('priceFlag') === 'flagged'}
          className="size-5 accent-brand"
        />
        {priceTexts.mismatchFilter}
      </label>
      <div className="col-span-2 flex gap-2 lg:justify-end">
        <button type="submit" className={`h-11 ${smallPrimaryButton}`}>
          Apply filters
        </button>
        <button type="button" className={`h-11 ${smallButton}`} onClick={clear}>
          Clear
        </button>
      </div>
    </form>
  )
}
