import { bindField } from '#app/components/admin/record/bind-field.ts'
import { SelectInput, TextInput } from '#app/components/ui/fields.tsx'
import { RecordForm } from '#app/components/admin/record/record-form.tsx'
import { useRecordForm } from '#app/components/admin/record/use-record-form.ts'
import { type AdminCustomer, customerFormValues } from '#domain/admin/customers/answers.ts'
import { customerProfileUpdateSchema, paymentOptions } from '#domain/admin/customers/schemas.ts'

interface ProfileFormProps {
  customer: AdminCustomer
  /** The record as saved, so the page's title and the rest follow the new values. */
  onSaved: (saved: AdminCustomer) => void
}

/** The customer's profile, checked with the API's schema, saved with the version it was loaded with. */
export function ProfileForm({ customer, onSaved }: ProfileFormProps) {
  const { form } = useRecordForm({
    record: customer,
    endpoint: '/api/salt/admin/customers',
    values: (record) => customerFormValues(record ?? customer),
    schema: () => customerProfileUpdateSchema,
    onSaved,
  })
  return (
    <RecordForm form={form} className="flex flex-col gap-4" saveLabel="Save profile">
      <div className="grid gap-4 lg:grid-cols-2">
        <TextInput label="Name" {...bindField(form, 'name')} maxLength={120} autoComplete="off" />
        <TextInput
          label="E-mail"
          type="email"
          {...bindField(form, 'eMail')}
          maxLength={254}
          autoComplete="off"
          hint="The customer signs in with this address."
        />
        <TextInput label="Company" {...bindField(form, 'company')} maxLength={160} />
        <TextInput label="Contact number" type="tel" {...bindField(form, 'contactNumber')} maxLength={40} />
        <TextInput label="Address" {...bindField(form, 'address')} maxLength={240} />
        <TextInput label="City" {...bindField(form, 'city')} maxLength={80} />
        <TextInput label="Postal code" {...bindField(form, 'postalCode')} maxLength={20} />
        <SelectInput
          label="Payment option"
          {...bindField(form, 'paymentOption')}
          options={paymentOptions.map((option) => ({ value: option, label: option }))}
          hint="Only Prepaid accounts load funds online."
        />
        <TextInput
          label="Low-balance alert below ($)"
          inputMode="decimal"
          {...bindField(form, 'lowBalanceThreshold')}
          maxLength={20}
          hint="A pickup that takes a card below this sends the customer an alert."
        />
      </div>
    </RecordForm>
  )
}
