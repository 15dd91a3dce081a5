import type { AdminStockRow, StockChoice } from '#domain/locations/schemas.ts'
import { SelectInput } from '#app/components/ui/fields.tsx'
import { FormSection } from './form-section.tsx'

interface StockEditorProps {
  /** The products, with names, from the last answer. */
  rows: AdminStockRow[]
  values: Array<{ productId: number; status: StockChoice }>
  errors: Record<string, string>
  onChange: (values: Array<{ productId: number; status: StockChoice }>) => void
}

const choices: ReadonlyArray<{ value: StockChoice; label: string }> = [
  { value: 'in_stock', label: 'In stock' },
  { value: 'low', label: 'Low' },
  { value: 'out', label: 'Out' },
  { value: 'not_carried', label: 'Not carried' },
]

/** Each product's stock at this yard, as the location page shows it ("not carried" leaves it off the page). */
export function StockEditor({ rows, values, errors, onChange }: StockEditorProps) {
  const statusOf = (productId: number) => values.find((value) => value.productId === productId)?.status
  const change = (productId: number, status: StockChoice) =>
    onChange(values.map((value) => (value.productId === productId ? { ...value, status } : value)))
  return (
    <FormSection title="Stock">
      {errors.stock && <p className="font-semibold text-danger">{errors.stock}</p>}
      {rows.length === 0 ? (
        <p>There are no products yet.</p>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          {rows.map((row) => {
            const index = values.findIndex((value) => value.productId === row.productId)
            return (
              <SelectInput
                key={row.productId}
                label={row.productName}
                hint={row.productPublished ? row.groupName : `${row.groupName} · draft, not on the site yet`}
                value={statusOf(row.productId) ?? row.status}
                options={choices}
                error={errors[`stock.${index}.status`] ?? errors[`stock.${index}.productId`]}
                onValue={(status) => change(row.productId, status)}
              />
            )
          })}
        </div>
      )}
    </FormSection>
  )
}
