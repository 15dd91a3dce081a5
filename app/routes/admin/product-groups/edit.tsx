import { ImageField } from '#app/components/admin/form/image-field.tsx'
import { AdminRecordFrame, type LoadedRecord } from '#app/components/admin/record/admin-record-frame.tsx'
import { DeleteRecordButton } from '#app/components/admin/record/record-actions.tsx'
import { RecordForm } from '#app/components/admin/record/record-form.tsx'
import { useAddNewRecordForm } from '#app/components/admin/record/use-add-new-record-form.ts'
import { Checkbox } from '#app/components/ui/fields.tsx'
import { type AdminProductGroup, groupFormValues } from '#domain/catalogue/admin-answers.ts'
import { productGroupInputSchema, productGroupUpdateSchema } from '#domain/catalogue/admin-schemas.ts'
import type { RecordScreenProps } from '../screens.ts'
import { NameAndSlugFields, OrderField, SummaryAndDescriptionFields } from '../products/catalogue-fields.tsx'

/** /admin/{prefix}productgroups/{id} and /add-new. */
export default function ProductGroupRecord({ section, id }: RecordScreenProps) {
  return (
    <AdminRecordFrame<AdminProductGroup>
      section={section}
      path={id === null ? null : `/api/salt/admin/productgroups/${id}`}
    >
      {(loaded) => <GroupForm {...loaded} />}
    </AdminRecordFrame>
  )
}

function GroupForm({ record, back }: LoadedRecord<AdminProductGroup, undefined>) {
  const { form } = useAddNewRecordForm({
    kind: 'productgroups',
    record,
    endpoint: '/api/salt/admin/productgroups',
    values: groupFormValues,
    schemas: { input: productGroupInputSchema, update: productGroupUpdateSchema },
  })
  const { values, errors, set } = form
  return (
    <RecordForm
      form={form}
      className="flex flex-col gap-5"
      header={{
        title: record ? record.name : 'New product group',
        back,
        actions: record && (
          <DeleteRecordButton contentType="productgroups" id={record.id} name={record.name} />
        ),
      }}
    >
      <div className="grid gap-5 lg:grid-cols-2">
        <NameAndSlugFields
          form={form}
          isNew={record === null}
          slugHint={`The page's address: /products/${values.slug || '…'}. A changed slug keeps the old address working.`}
        />
      </div>
      <SummaryAndDescriptionFields form={form} />
      <ImageField
        label="Image"
        value={values.image}
        error={errors.image ?? errors['image.url']}
        onChange={(image) => set('image', image)}
      />
      <OrderField
        form={form}
        gridClass="grid gap-5 sm:grid-cols-2"
        hint="Lower numbers come first on the products page."
      >
        <Checkbox label="Published" checked={values.published} onChecked={(on) => set('published', on)} />
      </OrderField>
    </RecordForm>
  )
}
