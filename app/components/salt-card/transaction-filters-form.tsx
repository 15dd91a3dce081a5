import { useId } from 'react'
import type { ProfileCard } from '#domain/account/answers.ts'
import type { TransactionFilters } from '#domain/salt-card/transaction-filters.ts'
import { transactionsQuerySchema } from '#domain/salt-card/schemas.ts'
import { SelectField } from '#app/components/ui/select-field.tsx'
import { fieldControl, fieldLabel } from '#app/components/ui/field-styles.ts'
import { smallButton, smallPrimaryButton } from '#app/components/ui/buttons.ts'
import { FieldError } from '#app/components/ui/form/field-error.tsx'
import { useForm } from '#app/components/ui/form/use-form.ts'

interface TransactionFiltersFormProps {
  cards: ProfileCard[]
  filters: TransactionFilters
  onApply: (filters: TransactionFilters) => void
}

/**
 * Card and date range (Toronto days, inclusive), checked with the API's own query schema; applying starts again at
 * page 1. An end before the start highlights both days, with one text, and is never sent.
 */
export function TransactionFiltersForm({ cards, filters, onApply }: TransactionFiltersFormProps) {
  const fromId = useId()
  const toId = useId()
  const rangeErrorId = useId()
  const form = useForm({
    schema: transactionsQuerySchema,
    input: (element) => {
      const data = element ? new FormData(element) : null
      return { cardId: data?.get('card') ?? '', from: data?.get('from') ?? '', to: data?.get('to') ?? '' }
    },
    errorsOf: (issues) => {
      const text = issues[0]?.message ?? ''
      return { from: text, to: text }
    },
    focusFirstInvalid: false,
    send: async ({ cardId, from, to }) =>
      onApply({ cardId: cardId ?? null, from: from ?? null, to: to ?? null, page: 1 }),
  })
  const rangeError = form.errors.to
  const dayProps = {
    'aria-invalid': rangeError ? true : undefined,
    'aria-describedby': rangeError ? rangeErrorId : undefined,
    onChange: form.clearErrors,
    className: `w-full max-sm2:px-2 max-sm2:text-[0.9rem] ${fieldControl(Boolean(rangeError))}`,
  }

  return (
    <form
      // Remounted when the address changes (Back, Clear), so the fields show the filters in force.
      key={`${filters.cardId}-${filters.from}-${filters.to}`}
      role="search"
      aria-label="Filter transactions"
      onSubmit={(event) => void form.submit(event)}
      noValidate
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
        <input id={fromId} type="date" name="from" defaultValue={filters.from ?? ''} {...dayProps} />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={toId} className={fieldLabel}>
          To
        </label>
        <input id={toId} type="date" name="to" defaultValue={filters.to ?? ''} {...dayProps} />
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
      {rangeError && (
        <div className="col-span-2 lg:col-span-4">
          <FieldError id={rangeErrorId} text={rangeError} />
        </div>
      )}
    </form>
  )
}
