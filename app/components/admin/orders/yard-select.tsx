import { useAdminQuery } from '#app/components/admin/use-admin-query.ts'
import { SelectInput } from '#app/components/ui/fields.tsx'
import type { AdminListPage } from '#domain/admin/list.ts'
import type { AdminLocationRow } from '#domain/locations/schemas.ts'

/**
 * A yard chosen from the yards staff may see (the locations list, by name), instead of a typed slug. `emptyLabel`
 * is the first option's words: "All yards" on a filter, "Choose a yard" on a form.
 */
export function YardSelect({
  label,
  value,
  onValue,
  emptyLabel,
  error,
}: {
  label: string
  value: string
  onValue: (slug: string) => void
  emptyLabel: string
  error?: string
}) {
  const yards = useAdminQuery<AdminListPage<AdminLocationRow>>('/api/salt/admin/locations?sort=name')
  const options = [
    { value: '', label: emptyLabel },
    ...(yards.data?.items ?? []).map((yard) => ({ value: yard.slug, label: yard.locationName })),
  ]
  // A slug the list does not hold (a yard closed since) stays choosable, so a filter or a schedule is never lost.
  if (value && !options.some((option) => option.value === value)) options.push({ value, label: value })
  return <SelectInput label={label} value={value} options={options} onValue={onValue} error={error} />
}
