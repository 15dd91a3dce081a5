import type { LocationFormValues } from '#domain/locations/form.ts'
import { Checkbox, TextInput } from '#app/components/ui/fields.tsx'

/** The fields typed as text. */
type TextField = {
  [K in keyof LocationFormValues]: LocationFormValues[K] extends string ? K : never
}[keyof LocationFormValues]

interface DetailsFieldsProps {
  values: LocationFormValues
  errors: Record<string, string>
  set: <K extends keyof LocationFormValues>(name: K, value: LocationFormValues[K]) => void
}

/** Name, address and contact, map position, and whether the site shows the yard. */
export function DetailsFields({ values, errors, set }: DetailsFieldsProps) {
  const text = (name: TextField) => ({
    value: values[name],
    error: errors[name],
    onValue: (value: string) => set(name, value),
  })
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextInput label="Name" maxLength={100} {...text('locationName')} />
      <TextInput
        label="Slug"
        maxLength={100}
        {...text('slug')}
        hint={`The page is /location/${values.slug}. If you change it, the old address leads to the new one.`}
      />
      <div className="sm:col-span-2">
        <TextInput label="Address" maxLength={200} autoComplete="street-address" {...text('address')} />
      </div>
      <TextInput label="City" maxLength={100} {...text('city')} />
      <TextInput label="Postal code" maxLength={10} autoCapitalize="characters" {...text('postalCode')} />
      <TextInput label="Phone" type="tel" maxLength={30} {...text('phone')} />
      <TextInput label="E-mail" type="email" maxLength={254} {...text('eMail')} />
      <TextInput
        label="Latitude"
        inputMode="decimal"
        hint="Map position in degrees, e.g. 43.79"
        {...text('latitude')}
      />
      <TextInput
        label="Longitude"
        inputMode="decimal"
        hint="West is negative, e.g. -79.52"
        {...text('longitude')}
      />
      <div className="sm:col-span-2">
        <TextInput
          label="Forecast regions"
          maxLength={220}
          hint="Environment Canada's region codes for this yard, separated by commas: its weather alerts then show here."
          {...text('forecastRegions')}
        />
      </div>
      <div className="sm:col-span-2">
        <Checkbox
          label="Published (shown on the site)"
          checked={values.published}
          error={errors.published}
          onChecked={(published) => set('published', published)}
        />
      </div>
    </div>
  )
}
