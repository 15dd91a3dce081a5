import { type FormEvent, useId, useState } from 'react'
import type { z } from 'zod'
import { SelectInput, TextInput } from '#app/components/ui/fields.tsx'
import { smallPrimaryButton } from '#app/components/ui/buttons.ts'
import { ApiError, apiPost } from '#app/lib/api-client.ts'
import { fixFieldsText, saveFailedText } from '#domain/admin/texts.ts'
import { priceTexts } from '#domain/prices/texts.ts'

type Options = ReadonlyArray<{ value: string; label: string }>

/**
 * A choice the new price is for (unit, yard, product); `numeric` ones are record ids. Options may depend on the
 * other choices (a product's units).
 */
export interface PriceChoice {
  name: string
  label: string
  options: Options | ((values: Record<string, string>) => Options)
  numeric?: boolean
}

const optionsOf = (choice: PriceChoice, values: Record<string, string>) =>
  typeof choice.options === 'function' ? choice.options(values) : choice.options

/** Each choice keeps its value while it is one of its options, else takes the first (a unit of another product). */
function withValidChoices(choices: PriceChoice[], values: Record<string, string>) {
  const next = { ...values }
  for (const choice of choices) {
    const options = optionsOf(choice, next)
    if (!options.some((option) => option.value === next[choice.name]))
      next[choice.name] = options[0]?.value ?? ''
  }
  return next
}

interface PriceEntryFormProps<A> {
  heading: string
  choices: PriceChoice[]
  /** The amount's field name in the shared schema (`price`, `fee`) and its label. */
  amount: { name: string; label: string }
  today: string
  schema: z.ZodType
  endpoint: string
  submitLabel: string
  onSaved: (answer: A) => void
}

/**
 * A new row of a price history: what it is for, the amount in dollars and the day it takes effect (today unless
 * changed). Checked with the schema the server uses; the server's field errors show beside the same fields.
 */
export function PriceEntryForm<A>(props: PriceEntryFormProps<A>) {
  const { heading, choices, amount, today, schema, endpoint, submitLabel, onSaved } = props
  const initial = () => withValidChoices(choices, { [amount.name]: '', effectiveFrom: today })
  const [values, setValues] = useState<Record<string, string>>(initial)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [done, setDone] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const headingId = useId()
  const set = (name: string, value: string) => {
    setValues((current) => withValidChoices(choices, { ...current, [name]: value }))
    setDone(null)
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    const body = Object.fromEntries(
      Object.entries(values).map(([name, value]) => {
        const numeric = choices.some((choice) => choice.name === name && choice.numeric)
        return [name, numeric ? Number(value) : value]
      }),
    )
    const parsed = schema.safeParse(body)
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])),
      )
      setFormError(fixFieldsText)
      return
    }
    setBusy(true)
    try {
      onSaved(await apiPost<A>(endpoint, parsed.data))
      setValues((current) => ({ ...current, [amount.name]: '' }))
      setErrors({})
      setFormError(null)
      setDone(priceTexts.saved)
    } catch (failure) {
      if (!(failure instanceof ApiError)) throw failure
      setErrors(failure.fields)
      setFormError(failure.status === 0 ? saveFailedText : failure.message)
    } finally {
      setBusy(false)
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded border-2 border-slate-200 p-4"
    >
      <h3 id={headingId} className="text-[1.1rem] font-bold text-brand-dark">
        {heading}
      </h3>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {choices.map((choice) => (
          <SelectInput
            key={choice.name}
            label={choice.label}
            value={values[choice.name] ?? ''}
            error={errors[choice.name]}
            options={optionsOf(choice, values)}
            onValue={(value) => set(choice.name, value)}
          />
        ))}
        <TextInput
          label={amount.label}
          inputMode="decimal"
          autoComplete="off"
          value={values[amount.name] ?? ''}
          error={errors[amount.name]}
          hint="Dollars and cents before taxes, such as 82.50."
          maxLength={20}
          onValue={(value) => set(amount.name, value)}
        />
        <TextInput
          label="In force from"
          type="date"
          value={values.effectiveFrom ?? ''}
          error={errors.effectiveFrom}
          onValue={(value) => set('effectiveFrom', value)}
        />
      </div>
      {formError && (
        <p role="alert" className="font-semibold text-danger">
          {formError}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={smallPrimaryButton} disabled={busy} aria-busy={busy}>
          {submitLabel}
        </button>
        <p role="status" className="font-semibold text-green-800">
          {done}
        </p>
      </div>
    </form>
  )
}
