import { ScreenLoading } from '#app/components/admin/screen-loading.tsx'
import { SaveBar } from '#app/components/admin/form/save-bar.tsx'
import { useAdminForm } from '#app/components/admin/form/use-admin-form.ts'
import { useUnsavedChanges } from '#app/components/admin/form/use-unsaved-changes.ts'
import { useAdminQuery } from '#app/components/admin/use-admin-query.ts'
import { Checkbox } from '#app/components/ui/fields.tsx'
import { Notice } from '#app/components/ui/notice.tsx'
import { apiPut } from '#app/lib/api-client.ts'
import { type YardGrant, yardGrantsSchema } from '#domain/admin/staff/schemas.ts'
import { ReadFailedNotice, readFailedText } from '#app/components/admin/read-failed-notice.tsx'

const grantedIds = (yards: YardGrant[]) => ({
  locationIds: yards.filter((yard) => yard.granted).map((yard) => yard.id),
})

/** The yards a yard-staff member keeps (hours and stock, nothing else): one checkbox per yard. */
export function YardGrants({ memberId }: { memberId: number }) {
  const query = useAdminQuery<YardGrant[]>(`/api/salt/admin/staff/${memberId}/yards`)
  if (query.error) return <ReadFailedNotice text={readFailedText(query.error)} />
  if (!query.data) return <ScreenLoading text="Loading the yards…" />
  return <YardGrantsForm memberId={memberId} yards={query.data} />
}

function YardGrantsForm({ memberId, yards }: { memberId: number; yards: YardGrant[] }) {
  const form = useAdminForm({
    initial: grantedIds(yards),
    schema: yardGrantsSchema,
    save: async (input) =>
      grantedIds(await apiPut<YardGrant[]>(`/api/salt/admin/staff/${memberId}/yards`, input)),
  })
  useUnsavedChanges(form.isDirty, form.dirty)
  const ids = form.values.locationIds
  return (
    <form noValidate onSubmit={(event) => void form.submit(event)} className="flex max-w-2xl flex-col gap-3">
      <fieldset className="flex flex-col">
        <legend className="mb-1">They change the hours and stock of these yards only.</legend>
        {yards.map((yard) => (
          <Checkbox
            key={yard.id}
            label={`${yard.locationName}, ${yard.city}`}
            checked={ids.includes(yard.id)}
            onChecked={(on) =>
              form.set('locationIds', on ? [...ids, yard.id] : ids.filter((id) => id !== yard.id))
            }
          />
        ))}
      </fieldset>
      {form.errors.locationIds && <Notice tone="error">{form.errors.locationIds}</Notice>}
      <SaveBar status={form.status} formError={form.formError} label="Save yards" />
    </form>
  )
}
