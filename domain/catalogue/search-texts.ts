/**
 * The words of the header's product search: on every page, so apart from the catalogue pages' words, which only
 * those pages load.
 */
export const searchTexts = {
  label: 'Search products',
  placeholder: 'Search products…',
  open: 'Search products',
  resultsLabel: 'Search results',
  group: 'Product category',
  count: (count: number) => (count === 1 ? '1 result' : `${count} results`),
  none: 'No products found',
} as const
