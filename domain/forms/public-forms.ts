import { productGroupLinks } from '#domain/site/links.ts'

/**
 * Constants of the public forms (contact, contact sales, become a dealer, quick order) that the pages need without
 * loading zod: the honeypot's name and the selects' choices. The schemas are in ./schemas/forms.ts.
 */

/** The hidden field people never see; anything in it marks a robot (see server/api/send-email/public-forms.ts). */
export const honeypotField = 'website'

/** A select's choice: the value sent, and the words shown on the page and in the mail. */
export interface FormOption {
  value: string
  label: string
}

/** Quick order: the five product groups of the catalogue, by slug. */
export const productGroupOptions: FormOption[] = productGroupLinks.map((link) => ({
  value: link.href.split('/').at(-1) ?? link.href,
  label: link.label,
}))

export const orderUnitOptions: FormOption[] = [
  { value: 'tonnes', label: 'Tonnes' },
  { value: 'bulk-sacks', label: 'Bulk sacks' },
  { value: 'bags', label: 'Bags' },
  { value: 'skids', label: 'Skids' },
  { value: 'totes', label: 'Totes' },
  { value: 'litres', label: 'Litres' },
]

export const salesInterestOptions: FormOption[] = [
  { value: 'seasonal-supply', label: 'A seasonal supply contract' },
  { value: 'salt-card', label: 'A prepaid Salt Card account' },
  { value: 'delivery', label: 'Delivery service' },
  { value: 'supply-and-spread', label: 'Supply & spread' },
  { value: 'liquid-de-icing', label: 'Liquid de-icing and pre-wetting' },
  { value: 'salt-storage', label: 'Salt storage' },
  { value: 'other', label: 'Something else' },
]

export const optionValues = (options: readonly FormOption[]) => options.map((option) => option.value)

/** The label of a chosen value, or the value itself when it is not one of the options. */
export function optionLabel(options: readonly FormOption[], value: string): string {
  return options.find((option) => option.value === value)?.label ?? value
}
