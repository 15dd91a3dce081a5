import { type FormDefinition, field, half } from '#app/components/forms/form-definitions.ts'

export const becomeDealerForm: FormDefinition<'becomeDealer'> = {
  kind: 'becomeDealer',
  sections: [
    {
      legend: 'Your company',
      fields: [
        field('becomeDealer', 'company', 'text', true, { ...half, autoComplete: 'organization' }),
        field('becomeDealer', 'contactName', 'text', true, { ...half, autoComplete: 'name' }),
        field('becomeDealer', 'email', 'email', true, { ...half, autoComplete: 'email' }),
        field('becomeDealer', 'phone', 'tel', true, { ...half, autoComplete: 'tel' }),
      ],
    },
    {
      legend: 'Your yard',
      fields: [
        field('becomeDealer', 'address', 'text', true, { autoComplete: 'street-address' }),
        field('becomeDealer', 'city', 'text', true, { ...half, autoComplete: 'address-level2' }),
        field('becomeDealer', 'postalCode', 'text', true, { ...half, autoComplete: 'postal-code' }),
        field('becomeDealer', 'storageCapacity', 'text', true, {
          hint: 'For example: 800 tonnes under a dome, room for 20 skids indoors.',
        }),
        field('becomeDealer', 'message', 'textarea', false, { rows: 5 }),
      ],
    },
  ],
}
