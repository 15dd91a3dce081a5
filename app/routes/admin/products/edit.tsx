import { AdminRecordFrame, type LoadedRecord } from '#app/components/admin/record/admin-record-frame.tsx'
import { DeleteRecordButton } from '#app/components/admin/record/record-actions.tsx'
import { RecordForm } from '#app/components/admin/record/record-form.tsx'
import { useAddNewRecordForm } from '#app/components/admin/record/use-add-new-record-form.ts'
import { Checkbox, SelectInput } from '#app/components/ui/fields.tsx'
import {
  type AdminProduct,
  type AdminProductOptions,
  productFormValues,
} from '#domain/catalogue/admin-answers.ts'
import { productInputSchema, productUpdateSchema } from '#domain/catalogue/admin-schemas.ts'
import type { RecordScreenProps } from '../screens.ts'
import { NameAndSlugFields, OrderField, SummaryAndDescriptionFields } from './catalogue-fields.tsx'
import { ImagesEditor, SafetyDocuments, StockEditor } from './product-media.tsx'
import { SpecsEditor, UnitsEditor } from './product-rows.tsx'

/** /admin/{prefix}products/{id} and /add-new. */
export default function ProductRecord({ section, id }: RecordScreenProps) {
  return (
    <AdminRecordFrame<AdminProduct, AdminProductOptions>
      section={section}
      path={id === null ? null : `/api/salt/admin/products/${id}`}
      alsoPath="/api/salt/admin/products/options"
    >
      {(loaded) => <ProductForm {...loaded} />}
    </AdminRecordFrame>
  )
}

const statusOptions = [
  { value: 'draft', label: 'Draft (not on the site)' },
  { value: 'published', label: 'Published' },
] as const

function ProductForm({ record, back, also: options }: LoadedRecord<AdminProduct, AdminProductOptions>) {
  const { form } = useAddNewRecordForm({
    kind: 'products',
    record,
    endpoint: '/api/salt/admin/products',
    values: productFormValues,
    schemas: { input: productInputSchema, update: productUpdateSchema },
  })
  const { values, errors, set, update } = form
  const groupName = options.groups.find((group) => group.id === values.groupId)?.name
  const parts = { values, errors, update }
  return (
    <RecordForm
      form={form}
      className="flex flex-col gap-6"
      header={{
        title: record ? record.name : 'New product',
        back,
        actions: record && (
          <>
            {record.published && (
              <a
                href={record.href}
                className="self-center font-semibold text-brand underline underline-offset-2"
              >
                View on the site
              </a>
            )}
            <DeleteRecordButton contentType="products" id={record.id} name={record.name} />
          </>
        ),
      }}
    >
      <div className="grid gap-5 lg:grid-cols-2">
        <NameAndSlugFields
          form={form}
          isNew={record === null}
          slugHint="Unique across all products. A changed slug keeps the old address working."
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
      <SummaryAndDescriptionFields form={form} />
      <UnitsEditor rows={values.units} errors={errors} onChange={(units) => set('units', units)} />
      <SpecsEditor rows={values.specs} errors={errors} onChange={(specs) => set('specs', specs)} />
      <ImagesEditor {...parts} />
      <SafetyDocuments {...parts} />
      <StockEditor {...parts} locations={options.locations} />
      <OrderField
        form={form}
        gridClass="grid items-start gap-5 sm:grid-cols-2"
        hint="Lower numbers come first in the group."
      >
        <Checkbox label="Featured" checked={values.featured} onChecked={(on) => set('featured', on)} />
      </OrderField>
    </RecordForm>
  )
}
