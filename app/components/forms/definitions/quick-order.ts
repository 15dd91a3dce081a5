import { orderUnitOptions, productGroupOptions } from '#domain/forms/public-forms.ts'
import { type FormDefinition, field, half } from '#app/components/forms/form-definitions.ts'

export const quickOrderForm: FormDefinition<'quickOrder'> = {
  kind: 'quickOrder',
  sections: [
    {
      legend: 'Your details',
      fields: [
        field('quickOrder', 'name', 'text', true, { ...half, autoComplete: 'name' }),
        field('quickOrder', 'company', 'text', false, { ...half, autoComplete: 'organization' }),
        field('quickOrder', 'email', 'email', true, { ...half, autoComplete: 'email' }),
        field('quickOrder', 'phone', 'tel', true, { ...half, autoComplete: 'tel' }),
      ],
    },
    {
      legend: 'Your order',
      fields: [
        field('quickOrder', 'productGroup', 'select', true, { options: productGroupOptions }),
        field('quickOrder', 'product', 'text', false, {
          hint: 'For example: treated rock salt, 20 kg bags of ice melter.',
        }),
        field('quickOrder', 'quantity', 'number', true, { ...half, min: 0, step: 0.5 }),
        field('quickOrder', 'unit', 'select', true, { ...half, options: orderUnitOptions }),
      ],
    },
    {
      legend: 'Delivery',
      fields: [
        field('quickOrder', 'deliveryAddress', 'text', true, { autoComplete: 'street-address' }),
        field('quickOrder', 'city', 'text', true, { ...half, autoComplete: 'address-level2' }),
        field('quickOrder', 'postalCode', 'text', true, { ...half, autoComplete: 'postal-code' }),
        field('quickOrder', 'preferredFrom', 'date', true, half),
        field('quickOrder', 'preferredTo', 'date', true, half),
        field('quickOrder', 'notes', 'textarea', false, {
          rows: 4,
          hint: 'Gate codes, where to drop, height limits, the best time to call.',
        }),
      ],
    },
  ],
}
