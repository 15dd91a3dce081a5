import { AdminPageHeader } from '#app/components/admin/admin-page-header.tsx'
import { PriceEntryForm } from '#app/components/admin/prices/price-entry-form.tsx'
import { PriceHistory } from '#app/components/admin/prices/price-history.tsx'
import { ReadFailedNotice, readFailedText } from '#app/components/admin/read-failed-notice.tsx'
import { RecordLink } from '#app/components/admin/record-link.tsx'
import { ScreenLoading } from '#app/components/admin/screen-loading.tsx'
import { useAdminQuery } from '#app/components/admin/use-admin-query.ts'
import { TableScroller, cellClass, tableClass } from '#app/components/ui/table.tsx'
import type { AdminDeliveryFees, PricedProductRow } from '#domain/prices/answers.ts'
import { deliveryFeeInputSchema } from '#domain/prices/schemas.ts'
import type { SectionScreenProps } from '../screens.ts'

const partHeading = 'border-b-2 border-slate-200 pb-1 text-[1.3rem] font-bold text-brand-dark'

/**
 * `/admin/prices` (editors, ADR 0031): each product with how many list prices are in force, leading to its prices
 * per unit per yard; and the yards' delivery fees with their history.
 */
export default function PricesList({ section }: SectionScreenProps) {
  const products = useAdminQuery<PricedProductRow[]>('/api/salt/admin/prices/products')
  const fees = useAdminQuery<AdminDeliveryFees>('/api/salt/admin/prices/delivery-fees')
  const failed = products.error ?? fees.error
  return (
    <div className="flex flex-col gap-8">
      <AdminPageHeader title={section.title} />
      {failed && <ReadFailedNotice text={readFailedText(failed)} onRetry={products.reload} />}
      <section aria-labelledby="prices-products" className="flex flex-col gap-4">
        <h2 id="prices-products" className={partHeading}>
          List prices by product
        </h2>
        {products.data ? <ProductTable rows={products.data} /> : !failed && <ScreenLoading />}
      </section>
      <section aria-labelledby="prices-fees" className="flex flex-col gap-4">
        <h2 id="prices-fees" className={partHeading}>
          Delivery fees by yard
        </h2>
        {fees.data ? (
          <>
            <PriceEntryForm<AdminDeliveryFees>
              heading="Set a delivery fee"
              choices={[
                {
                  name: 'locationId',
                  label: 'Yard',
                  numeric: true,
                  options: fees.data.yards.map((yard) => ({ value: String(yard.id), label: yard.name })),
                },
              ]}
              amount={{ name: 'fee', label: 'Fee per delivery ($)' }}
              today={fees.data.today}
              schema={deliveryFeeInputSchema}
              endpoint="/api/salt/admin/prices/delivery-fees"
              submitLabel="Save the fee"
              onSaved={fees.setData}
            />
            <PriceHistory
              label="Delivery fee history"
              rows={fees.data.history}
              columns={[{ header: 'Yard', cell: (row) => row.locationName }]}
            />
          </>
        ) : (
          !failed && <ScreenLoading />
        )}
      </section>
    </div>
  )
}

function ProductTable({ rows }: { rows: PricedProductRow[] }) {
  return (
    <TableScroller label="Products and their prices">
      <table className={tableClass}>
        <thead className="text-[0.8rem] tracking-wide text-slate-700 uppercase">
          <tr>
            {['Product', 'Group', 'Prices in force', 'Visitors see prices'].map((header) => (
              <th key={header} scope="col" className="px-3 py-2">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td className={cellClass}>
                <RecordLink kind="prices" id={row.id}>
                  {row.name}
                </RecordLink>
              </td>
              <td className={cellClass}>{row.groupName}</td>
              <td className={`${cellClass} tabular-nums`}>{row.pricesInForce}</td>
              <td className={cellClass}>{row.publicPrices ? 'Yes' : 'No'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  )
}
