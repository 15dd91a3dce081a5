import { useAdminQuery } from '#app/components/admin/use-admin-query.ts'
import { SelectInput } from '#app/components/ui/fields.tsx'
import type { OrderYardsAnswer } from '#domain/orders/answers.ts'

/**
 * A yard chosen by name instead of a typed slug, from every yard (the orders screens' own unpaged read: the locations
 * list's first page stopped at 25). `emptyLabel` is the first option's words: "All yards" on a filter, "Choose a
 * yard" on a form.
 */
export function YardSelect({
  label,
  value,
  onValue,
  emptyLabel,
  error,
  hint,
}: {
  label: string
  value: string
  onValue: (slug: string) => void
  emptyLabel: string
  error?: string
  hint?: string
}) {
  const yards = useAdminQuery<OrderYardsAnswer>('/api/salt/admin/orders/yards')
  const options = [
    { value: '', label: emptyLabel },
    ...(yards.data?.yards ?? []).map((yard) => ({ value: yard.slug, label: yard.name })),
  ]
  // A slug the list does not hold (a yard removed since) stays choosable, so a filter or a schedule is never lost.
  if (value && !options.some((option) => option.value === value)) options.push({ value, label: value })
  return (
    <SelectInput label={label} value={value} options={options} onValue={onValue} error={error} hint={hint} />
  )
}
