import { Checkbox, TextInput } from '#app/components/ui/fields.tsx'
import type { ProductFormValues } from '#domain/catalogue/admin-answers.ts'
import { RowList } from './row-list.tsx'

interface RowsProps<K extends 'specs' | 'units'> {
  rows: ProductFormValues[K]
  errors: Record<string, string>
  onChange: (rows: ProductFormValues[K]) => void
}

/** The specification table: label and value per row ("Grain size" – "2–10 mm"). */
export function SpecsEditor({ rows, errors, onChange }: RowsProps<'specs'>) {
  return (
    <RowList
      legend="Specifications"
      rowLegend={(index) => `Specification ${index + 1}`}
      rows={rows}
      onChange={onChange}
      newRow={() => ({ label: '', value: '' })}
      addLabel="Add specification"
      empty="No specifications."
      error={errors.specs}
    >
      {(spec, index, change) => (
        <div className="grid gap-3 sm:grid-cols-2">
          <TextInput
            label="Label"
            value={spec.label}
            error={errors[`specs.${index}.label`]}
            maxLength={100}
            onValue={(label) => change({ ...spec, label })}
          />
          <TextInput
            label="Value"
            value={spec.value}
            error={errors[`specs.${index}.value`]}
            maxLength={300}
            onValue={(value) => change({ ...spec, value })}
          />
        </div>
      )}
    </RowList>
  )
}

/**
 * How the product is sold: unit name, minimum quantity, the most one request may ask for (typed in My List, ADR
 * 0030), whether tenths are allowed (bulk salt by the tonne), and whether it is a custom size ("2 x (1,000 L tote)").
 */
export function UnitsEditor({ rows, errors, onChange }: RowsProps<'units'>) {
  return (
    <RowList
      legend="Units"
      rowLegend={(index) => `Unit ${index + 1}`}
      rows={rows}
      onChange={onChange}
      newRow={() => ({
        unitName: '',
        minQty: 1,
        customSize: false,
        maxQty: 6,
        quantityStep: 'whole' as const,
      })}
      addLabel="Add unit"
      empty="No units yet. A product needs one before it can be published."
      error={errors.units}
    >
      {(unit, index, change) => (
        <div className="grid items-start gap-3 sm:grid-cols-[2fr_1fr_1fr_auto]">
          <TextInput
            label="Unit name"
            value={unit.unitName}
            error={errors[`units.${index}.unitName`]}
            maxLength={60}
            hint="Singular, e.g. tonne or bag."
            onValue={(unitName) => change({ ...unit, unitName })}
          />
          <TextInput
            label="Minimum quantity"
            type="number"
            inputMode="numeric"
            min={1}
            value={String(unit.minQty)}
            error={errors[`units.${index}.minQty`]}
            onValue={(minQty) => change({ ...unit, minQty: Number(minQty) })}
          />
          <TextInput
            label="Most per request"
            type="number"
            inputMode="numeric"
            min={6}
            value={String(unit.maxQty)}
            error={errors[`units.${index}.maxQty`]}
            hint="What a customer may type in My List, e.g. 60 (tonnes) or 400 (bags)."
            onValue={(maxQty) => change({ ...unit, maxQty: Number(maxQty) })}
          />
          <div className="flex flex-col gap-2 sm:pt-7">
            <Checkbox
              label="Tenths allowed"
              checked={unit.quantityStep === 'tenth'}
              onChecked={(tenths) => change({ ...unit, quantityStep: tenths ? 'tenth' : 'whole' })}
            />
            <Checkbox
              label="Custom size"
              checked={unit.customSize}
              onChecked={(customSize) => change({ ...unit, customSize })}
            />
          </div>
        </div>
      )}
    </RowList>
  )
}
