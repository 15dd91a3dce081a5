/** One row of a product's specification table, e.g. { label: 'Grain size', value: '2–10 mm' }. */
export interface ProductSpec {
  label: string
  value: string
}
