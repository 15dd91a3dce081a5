import { RichTextField } from '#app/components/admin/rich-text/rich-text-field.tsx'
import { AdminPageHeader } from '#app/components/admin/admin-page-header.tsx'
import { Checkbox, TextArea, TextInput } from '#app/components/ui/fields.tsx'
import { ImageField } from '#app/components/admin/form/image-field.tsx'
import { SaveBar } from '#app/components/admin/form/save-bar.tsx'
import { useAdminForm } from '#app/components/admin/form/use-admin-form.ts'
import { useUnsavedChanges } from '#app/components/admin/form/use-unsaved-changes.ts'
import { usePublicConfig } from '#app/components/use-root-data.ts'
import { type AdminProductGroup, followNameSlug, groupFormValues } from '#domain/catalogue/admin-answers.ts'
import { adminPath } from '#domain/admin/sections.ts'
import { apiPost, apiPut } from '#app/lib/api-client.ts'
import { productGroupInputSchema, productGroupUpdateSchema } from '#domain/catalogue/admin-schemas.ts'
import type { RecordScreenProps } from '../screens.ts'
import { DeleteButton, useGoToCreated } from '../products/form-parts.tsx'
import { RecordGate } from '../products/record-gate.tsx'

/** /admin/{prefix}productgroups/{id} and /add-new. */
export default function ProductGroupRecord({ section, id }: RecordScreenProps) {
  const { brandPrefix } = usePublicConfig()
  const back = { to: adminPath('productgroups', brandPrefix), label: section.title }
  return (
    <RecordGate<AdminProductGroup>
      path={id === null ? null : `/api/salt/admin/productgroups/${id}`}
      title={section.title}
      back={back}
    >
      {(record) => <GroupForm record={record} back={back} />}
    </RecordGate>
  )
}

function GroupForm({
  record,
  back,
}: {
  record: AdminProductGroup | null
  back: { to: string; label: string }
}) {
  const goToCreated = useGoToCreated('productgroups')
  const isNew = record === null
  const form = useAdminForm({
    initial: groupFormValues(record),
    schema: isNew ? productGroupInputSchema : productGroupUpdateSchema,
    save: async (input) =>
      groupFormValues(
        isNew
          ? await apiPost<AdminProductGroup>('/api/salt/admin/productgroups', input)
          : await apiPut<AdminProductGroup>(`/api/salt/admin/productgroups/${record.id}`, input),
      ),
    onSaved: (saved) => isNew && saved.id !== null && goToCreated(saved.id),
  })
  useUnsavedChanges(form.isDirty, form.dirty)
  const { values, errors, set } = form
  return (
    <form noValidate onSubmit={(event) => void form.submit(event)} className="flex flex-col gap-5">
      <AdminPageHeader
        title={record ? record.name : 'New product group'}
        back={back}
        actions={record && <DeleteButton contentType="productgroups" id={record.id} name={record.name} />}
      />
      <div className="grid gap-5 lg:grid-cols-2">
        <TextInput
          label="Name"
          value={values.name}
          error={errors.name}
          maxLength={120}
          onValue={(name) =>
            form.update((current) => ({
              ...current,
              name,
              slug: isNew ? followNameSlug(current.name, name, current.slug) : current.slug,
            }))
          }
        />
        <TextInput
          label="Slug"
          value={values.slug}
          error={errors.slug}
          maxLength={100}
          hint={`The page's address: /products/${values.slug || '…'}. A changed slug keeps the old address working.`}
          onValue={(slug) => set('slug', slug)}
        />
      </div>
      <TextArea
        label="Summary"
        value={values.summary}
        error={errors.summary}
        rows={2}
        maxLength={500}
        onValue={(summary) => set('summary', summary)}
      />
      <RichTextField
        label="Description"
        value={values.descriptionHtml}
        error={errors.descriptionHtml}
        onChange={(html) => set('descriptionHtml', html)}
      />
      <ImageField
        label="Image"
        value={values.image}
        error={errors.image ?? errors['image.url']}
        onChange={(image) => set('image', image)}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextInput
          label="Order"
          type="number"
          inputMode="numeric"
          value={String(values.sortOrder)}
          error={errors.sortOrder}
          hint="Lower numbers come first on the products page."
          onValue={(order) => set('sortOrder', Number(order))}
        />
        <div className="sm:pt-7">
          <Checkbox label="Published" checked={values.published} onChecked={(on) => set('published', on)} />
        </div>
      </div>
      <SaveBar status={form.status} formError={form.formError} />
    </form>
  )
}
