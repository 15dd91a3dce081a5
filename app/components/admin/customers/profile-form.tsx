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
  const { values, errors, set } = form
  return (
    <RecordForm form={form} className="flex flex-col gap-4" saveLabel="Save profile">
      <div className="grid gap-4 lg:grid-cols-2">
        <TextInput
          label="Name"
          value={values.name}
          error={errors.name}
          maxLength={120}
          autoComplete="off"
          onValue={(name) => set('name', name)}
        />
        <TextInput
          label="E-mail"
          type="email"
          value={values.eMail}
          error={errors.eMail}
          maxLength={254}
          autoComplete="off"
          hint="The customer signs in with this address."
          onValue={(eMail) => set('eMail', eMail)}
        />
        <TextInput
          label="Company"
          value={values.company}
          error={errors.company}
          maxLength={160}
          onValue={(company) => set('company', company)}
        />
        <TextInput
          label="Contact number"
          type="tel"
          value={values.contactNumber}
          error={errors.contactNumber}
          maxLength={40}
          onValue={(contactNumber) => set('contactNumber', contactNumber)}
        />
        <TextInput
          label="Address"
          value={values.address}
          error={errors.address}
          maxLength={240}
          onValue={(address) => set('address', address)}
        />
        <TextInput
          label="City"
          value={values.city}
          error={errors.city}
          maxLength={80}
          onValue={(city) => set('city', city)}
        />
        <TextInput
          label="Postal code"
          value={values.postalCode}
          error={errors.postalCode}
          maxLength={20}
          onValue={(postalCode) => set('postalCode', postalCode)}
        />
        <SelectInput
          label="Payment option"
          value={values.paymentOption}
          error={errors.paymentOption}
          options={paymentOptions.map((option) => ({ value: option, label: option }))}
          hint="Only Prepaid accounts load funds online."
          onValue={(paymentOption) => set('paymentOption', paymentOption)}
        />
        <TextInput
          label="Low-balance alert below ($)"
          inputMode="decimal"
          value={values.lowBalanceThreshold}
          error={errors.lowBalanceThreshold}
          maxLength={20}
          hint="A pickup that takes a card below this sends the customer an alert."
          onValue={(threshold) => set('lowBalanceThreshold', threshold)}
        />
      </div>
    </RecordForm>
  )
}
