import type { z } from 'zod'
import { SelectInput, TextInput } from '#app/components/ui/fields.tsx'
import { ActionForm } from '#app/components/admin/form/action-form.tsx'
import { useActionForm } from '#app/components/admin/form/use-action-form.ts'
import { apiPost } from '#app/lib/api-client.ts'
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
  const form = useActionForm({
    initial: () => withValidChoices(choices, { [amount.name]: '', effectiveFrom: today }),
    schema,
    input: (values) =>
      Object.fromEntries(
        Object.entries(values).map(([name, value]) => {
          const numeric = choices.some((choice) => choice.name === name && choice.numeric)
          return [name, numeric ? Number(value) : value]
        }),
      ),
    send: (entry) => apiPost<A>(endpoint, entry),
    onSent: (answer, values) => {
      onSaved(answer)
      return { values: { ...values, [amount.name]: '' }, done: priceTexts.saved }
    },
    settle: (values) => withValidChoices(choices, values),
  })
  const { values, errors, set } = form

  return (
    <ActionForm
      form={form}
      heading={heading}
      submitLabel={submitLabel}
      gridClass="sm:grid-cols-2 xl:grid-cols-4"
    >
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
    </ActionForm>
  )
}
