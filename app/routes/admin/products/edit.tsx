import { RichTextField } from '#app/components/admin/rich-text/rich-text-field.tsx'
import { AdminPageHeader } from '#app/components/admin/admin-page-header.tsx'
import { Checkbox, SelectInput, TextArea, TextInput } from '#app/components/ui/fields.tsx'
import { SaveBar } from '#app/components/admin/form/save-bar.tsx'
import { useAdminForm } from '#app/components/admin/form/use-admin-form.ts'
import { useUnsavedChanges } from '#app/components/admin/form/use-unsaved-changes.ts'
import { ScreenLoading } from '#app/components/admin/screen-loading.tsx'
import { useAdminQuery } from '#app/components/admin/use-admin-query.ts'
import { usePublicConfig } from '#app/components/use-root-data.ts'
import {
  type AdminProduct,
  type AdminProductOptions,
  followNameSlug,
  productFormValues,
} from '#domain/catalogue/admin-answers.ts'
import { adminPath } from '#domain/admin/sections.ts'
import { apiPost, apiPut } from '#app/lib/api-client.ts'
import { productInputSchema, productUpdateSchema } from '#domain/catalogue/admin-schemas.ts'
import type { RecordScreenProps } from '../screens.ts'
import { DeleteButton, useGoToCreated } from './form-parts.tsx'
import { ImagesEditor, SafetyDocuments, StockEditor } from './product-media.tsx'
import { SpecsEditor, UnitsEditor } from './product-rows.tsx'
import { RecordGate } from './record-gate.tsx'

type Back = { to: string; label: string }

/** /admin/{prefix}products/{id} and /add-new. */
export default function ProductRecord({ section, id }: RecordScreenProps) {
  const { brandPrefix } = usePublicConfig()
  const back = { to: adminPath('products', brandPrefix), label: section.title }
  const options = useAdminQuery<AdminProductOptions>('/api/salt/admin/products/options')
  return (
    <RecordGate<AdminProduct>
      path={id === null ? null : `/api/salt/admin/products/${id}`}
      title={section.title}
      back={back}
    >
      {(record) =>
        options.data ? <ProductForm record={record} back={back} options={options.data} /> : <ScreenLoading />
      }
    </RecordGate>
  )
}

const statusOptions = [
  { value: 'draft', label: 'Draft (not on the site)' },
  { value: 'published', label: 'Published' },
] as const

function ProductForm({
  record,
  back,
  options,
}: {
  record: AdminProduct | null
  back: Back
  options: AdminProductOptions
}) {
  const goToCreated = useGoToCreated('products')
  const isNew = record === null
  const form = useAdminForm({
    initial: productFormValues(record),
    schema: isNew ? productInputSchema : productUpdateSchema,
    save: async (input) =>
      productFormValues(
        isNew
          ? await apiPost<AdminProduct>('/api/salt/admin/products', input)
          : await apiPut<AdminProduct>(`/api/salt/admin/products/${record.id}`, input),
      ),
    onSaved: (saved) => isNew && saved.id !== null && goToCreated(saved.id),
  })
  useUnsavedChanges(form.isDirty, form.dirty)
  const { values, errors, set, update } = form
  const groupName = options.groups.find((group) => group.id === values.groupId)?.name
  const parts = { values, errors, update }
  return (
    <form noValidate onSubmit={(event) => void form.submit(event)} className="flex flex-col gap-6">
      <AdminPageHeader
        title={record ? record.name : 'New product'}
        back={back}
        actions={
          record && (
            <>
              {record.published && (
                <a
                  href={record.href}
                  className="self-center font-semibold text-brand underline underline-offset-2"
                >
                  View on the site
                </a>
              )}
              <DeleteButton contentType="products" id={record.id} name={record.name} />
            </>
          )
        }
      />
      <div className="grid gap-5 lg:grid-cols-2">
        <TextInput
          label="Name"
          value={values.name}
          error={errors.name}
          maxLength={120}
          onValue={(name) =>
            update((current) => ({
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
          hint="Unique across all products. A changed slug keeps the old address working."
          onValue={(slug) => set('slug', slug)}
        />
        <SelectInput
          label="Group"
          value={values.groupId ? String(values.groupId) : ''}
          error={errors.groupId}
          hint={groupName && `Shown under ${groupName}.`}
          options={[
            { value: '', label: 'Choose a group' },
            ...options.groups.map((group) => ({ value: String(group.id), label: group.name })),
          ]}
          onValue={(groupId) => set('groupId', Number(groupId))}
        />
        <SelectInput
          label="Status"
          value={values.published ? 'published' : 'draft'}
          error={errors.published}
          options={statusOptions}
          onValue={(status) => set('published', status === 'published')}
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
      <UnitsEditor rows={values.units} errors={errors} onChange={(units) => set('units', units)} />
      <SpecsEditor rows={values.specs} errors={errors} onChange={(specs) => set('specs', specs)} />
      <ImagesEditor {...parts} />
      <SafetyDocuments {...parts} />
      <StockEditor {...parts} locations={options.locations} />
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <TextInput
          label="Order"
          type="number"
          inputMode="numeric"
          value={String(values.sortOrder)}
          error={errors.sortOrder}
          hint="Lower numbers come first in the group."
          onValue={(order) => set('sortOrder', Number(order))}
        />
        <div className="sm:pt-7">
          <Checkbox label="Featured" checked={values.featured} onChecked={(on) => set('featured', on)} />
        </div>
      </div>
      <SaveBar status={form.status} formError={form.formError} />
    </form>
  )
}
