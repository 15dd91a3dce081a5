import { salesInterestOptions } from '#domain/forms/public-forms.ts'
import { type FormDefinition, field, half } from '#app/components/forms/form-definitions.ts'

export const contactSalesForm: FormDefinition<'contactSales'> = {
  kind: 'contactSales',
  sections: [
    {
      fields: [
        field('contactSales', 'name', 'text', true, { ...half, autoComplete: 'name' }),
        field('contactSales', 'company', 'text', true, { ...half, autoComplete: 'organization' }),
        field('contactSales', 'email', 'email', true, { ...half, autoComplete: 'email' }),
        field('contactSales', 'phone', 'tel', true, { ...half, autoComplete: 'tel' }),
        field('contactSales', 'interest', 'select', true, { options: salesInterestOptions }),
        field('contactSales', 'message', 'textarea', true, {
          rows: 6,
          hint: 'Your sites, the tonnage you expect for the season, and how you would like to receive salt.',
        }),
      ],
    },
  ],
}
