import { type FormEvent, useId, useState } from 'react'
import type { ProfileCard } from '#domain/account/answers.ts'
import type { TransactionFilters } from '#domain/salt-card/transaction-filters.ts'
import { SelectField } from '#app/components/ui/select-field.tsx'
import { fieldControl, fieldLabel } from '#app/components/ui/field-styles.ts'
import { smallButton, smallPrimaryButton } from '#app/components/ui/buttons.ts'

interface TransactionFiltersFormProps {
  cards: ProfileCard[]
  filters: TransactionFilters
  onApply: (filters: TransactionFilters) => void
}

/** Card and date range (Toronto days, inclusive); applying starts again at page 1. */
export function TransactionFiltersForm({ cards, filters, onApply }: TransactionFiltersFormProps) {
  const fromId = useId()
  const toId = useId()
  const [rangeInvalid, setRangeInvalid] = useState(false)

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const text = (name: string) => String(form.get(name) ?? '') || null
    const cardId = Number(form.get('card'))
    const [from, to] = [text('from'), text('to')]
    // yyyy-MM-dd compares as text; the server refuses an end before the start, so it is never sent.
    if (from && to && from > to) return setRangeInvalid(true)
    onApply({ cardId: cardId > 0 ? cardId : null, from, to, page: 1 })
  }

  return (
    <form
      // Remounted when the address changes (Back, Clear), so the fields show the filters in force.
      key={`${filters.cardId}-${filters.from}-${filters.to}`}
      role="search"
      aria-label="Filter transactions"
      onSubmit={submit}
      className="grid grid-cols-2 items-end gap-3 rounded border border-slate-200 bg-salt p-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] [&>*]:min-w-0"
    >
      <SelectField
        label="Card"
        name="card"
        defaultValue={filters.cardId ?? ''}
        className="col-span-2 lg:col-span-1"
      >
        <option value="">All cards</option>
        {cards.map((card) => (
          <option key={card.id} value={card.id}>
            {card.name} · {card.CardNo}
          </option>
        ))}
      </SelectField>
      <div className="flex flex-col gap-1">
        <label htmlFor={fromId} className={fieldLabel}>
          From
        </label>
        <input
          id={fromId}
          type="date"
          name="from"
          defaultValue={filters.from ?? ''}
          aria-invalid={rangeInvalid || undefined}
          onChange={() => setRangeInvalid(false)}
          className={`w-full max-sm2:px-2 max-sm2:text-[0.9rem] ${fieldControl(rangeInvalid)}`}
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={toId} className={fieldLabel}>
          To
        </label>
        <input
          id={toId}
          type="date"
          name="to"
          defaultValue={filters.to ?? ''}
          aria-invalid={rangeInvalid || undefined}
          onChange={() => setRangeInvalid(false)}
          className={`w-full max-sm2:px-2 max-sm2:text-[0.9rem] ${fieldControl(rangeInvalid)}`}
        />
      </div>
      <div className="col-span-2 flex gap-2 lg:col-span-1">
        <button type="submit" className={`h-11 ${smallPrimaryButton}`}>
          Apply filters
        </button>
        <button
          type="button"
          className={`h-11 ${smallButton}`}
          onClick={() => onApply({ cardId: null, from: null, to: null, page: 1 })}
        >
          Clear
        </button>
      </div>
    </form>
  )
}
