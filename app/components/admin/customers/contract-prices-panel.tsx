import { PriceEntryForm } from '#app/components/admin/prices/price-entry-form.tsx'
import { PriceHistory } from '#app/components/admin/prices/price-history.tsx'
import { ReadFailedNotice, readFailedText } from '#app/components/admin/read-failed-notice.tsx'
import { ScreenLoading } from '#app/components/admin/screen-loading.tsx'
import { useAdminQuery } from '#app/components/admin/use-admin-query.ts'
import type { AdminContractPrices } from '#domain/prices/answers.ts'
import { contractPriceInputSchema } from '#domain/prices/schemas.ts'

/**
 * The customer's contract prices (managers, ADR 0031): in force, each overrides the list price of that unit at that
 * yard for this customer only. A change is a new row; the history stays.
 */
export function ContractPricesPanel({ customerId }: { customerId: number }) {
  const endpoint = `/api/salt/admin/customers/${customerId}/contract-prices`
  const query = useAdminQuery<AdminContractPrices>(endpoint)
  if (query.error) return <ReadFailedNotice text={readFailedText(query.error)} onRetry={query.reload} />
  if (!query.data) return <ScreenLoading />
  const { products, yards, today, history } = query.data
  return (
    <>
      <PriceEntryForm<AdminContractPrices>
        heading="Set a contract price"
        choices={[
          {
            name: 'productId',
            label: 'Product',
            numeric: true,
            options: products.map((product) => ({ value: String(product.id), label: product.name })),
          },
          {
            name: 'unitName',
            label: 'Unit',
            options: (values) =>
              (products.find((product) => String(product.id) === values.productId)?.units ?? []).map(
                (unit) => ({
                  value: unit,
                  label: unit,
                }),
              ),
          },
          {
            name: 'locationId',
            label: 'Yard',
            numeric: true,
            options: yards.map((yard) => ({ value: String(yard.id), label: yard.name })),
          },
        ]}
        amount={{ name: 'price', label: 'Price per unit ($)' }}
        today={today}
        schema={contractPriceInputSchema}
        endpoint={endpoint}
        submitLabel="Save the contract price"
        onSaved={query.setData}
      />
      <PriceHistory
        label="Contract price history"
        rows={history}
        columns={[
          { header: 'Product', cell: (row) => row.productName },
          { header: 'Unit', cell: (row) => row.unitName },
          { header: 'Yard', cell: (row) => row.locationName },
        ]}
      />
    </>
  )
}
