import { SelectInput, TextInput } from '#app/components/ui/fields.tsx'
import type { PickupOptions } from '#domain/salt-card/controls/answers.ts'
import type { ControlsFormValues } from '#domain/salt-card/controls/form.ts'
import { CheckList } from './check-list.tsx'
import { TimeWindowsField } from './time-windows-field.tsx'

interface ControlsFieldsProps {
  values: ControlsFormValues
  onChange: (values: ControlsFormValues) => void
  options: PickupOptions
  /** The API's and the schema's texts by field; the controls' fields sit under `controls.`. */
  errors: Record<string, string>
}

const hoursOptions = [
  { value: 'any', label: 'At any time' },
  { value: 'yard-open', label: 'Only while the yard is open (its live hours)' },
  { value: 'windows', label: 'Only in the time windows below' },
] as const

const limitFields = [
  { name: 'maxPickupMilliTonnes', label: 'Most tonnes per pickup', unit: 'tonnes' },
  { name: 'maxDailyMilliTonnes', label: 'Most tonnes per day', unit: 'tonnes' },
  { name: 'maxWeeklyMilliTonnes', label: 'Most tonnes per week', unit: 'tonnes' },
  { name: 'maxDailyCents', label: 'Most dollars per day', unit: 'dollars' },
  { name: 'maxWeeklyCents', label: 'Most dollars per week', unit: 'dollars' },
] as const

/** The fields of a card's own controls and of a control profile: the same rule (cardControlsSchema) for both. */
export function ControlsFields({ values, onChange, options, errors }: ControlsFieldsProps) {
  const set = (patch: Partial<ControlsFormValues>) => onChange({ ...values, ...patch })
  const errorOf = (name: string) => errors[`controls.${name}`]
  return (
    <div className="flex flex-col gap-4">
      <CheckList
        legend="Yards"
        allLabel="Every yard"
        all={values.allYards}
        onAll={(allYards) => set({ allYards })}
        options={options.yards}
        chosen={values.yardIds}
        onChosen={(yardIds) => set({ yardIds })}
        error={errorOf('yardIds')}
      />
      <CheckList
        legend="Products"
        allLabel="Every product"
        all={values.allProducts}
        onAll={(allProducts) => set({ allProducts })}
        options={options.products}
        chosen={values.productIds}
        onChosen={(productIds) => set({ productIds })}
        error={errorOf('productIds')}
      />
      <div className="grid gap-3 sm2:grid-cols-2 lg:grid-cols-3">
        {limitFields.map((field) => (
          <TextInput
            key={field.name}
            label={field.label}
            name={`controls.${field.name}`}
            inputMode="decimal"
            hint={
              field.unit === 'tonnes'
                ? 'Tonnes, up to 3 decimals. Empty: no limit.'
                : 'Dollars. Empty: no limit.'
            }
            value={values[field.name]}
            error={errorOf(field.name)}
            onValue={(value) => set({ [field.name]: value })}
          />
        ))}
      </div>
      <p className="text-[0.9rem] text-slate-700">
        Days and weeks are Toronto time; a week runs Monday to Sunday. A pickup counts on the day its ticket
        is printed.
      </p>
      <SelectInput
        label="When"
        value={values.hoursKind}
        options={hoursOptions}
        onValue={(hoursKind) => set({ hoursKind })}
        error={errorOf('hours.windows')}
      />
      {values.hoursKind === 'windows' && (
        <TimeWindowsField
          windows={values.windows}
          onWindows={(windows) => set({ windows })}
          errorOf={(name) => errorOf(name)}
        />
      )}
    </div>
  )
}
