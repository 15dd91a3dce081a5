import { useState } from 'react'
import { AdminPageHeader } from '#app/components/admin/admin-page-header.tsx'
import { PriceEntryForm } from '#app/components/admin/prices/price-entry-form.tsx'
import { PriceHistory } from '#app/components/admin/prices/price-history.tsx'
import { AdminRecordFrame, type LoadedRecord } from '#app/components/admin/record/admin-record-frame.tsx'
import { ApiError, apiPut } from '#app/lib/api-client.ts'
import { Checkbox } from '#app/components/ui/fields.tsx'
import { saveFailedText } from '#domain/admin/texts.ts'
import type { AdminProductPrices } from '#domain/prices/answers.ts'
import { listPriceInputSchema } from '#domain/prices/schemas.ts'
import { priceTexts } from '#domain/prices/texts.ts'
import type { RecordScreenProps } from '../screens.ts'

/** `/admin/prices/{productId}`: a product's list prices per unit per yard, their history, and public prices. */
export default function ProductPricesRecord({ section, id }: RecordScreenProps) {
  return (
    <AdminRecordFrame<AdminProductPrices>
      section={section}
      path={id === null ? null : `/api/salt/admin/prices/products/${id}`}
    >
      {(loaded) => loaded.record && <ProductPrices {...loaded} record={loaded.record} />}
    </AdminRecordFrame>
  )
}

function ProductPrices({
  record,
  back,
  query,
}: LoadedRecord<AdminProductPrices, undefined> & { record: AdminProductPrices }) {
  const endpoint = `/api/salt/admin/prices/products/${record.product.id}`
  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader title={`Prices: ${record.product.name}`} back={back} />
      <p className="text-[0.95rem] text-slate-700">
        Prices are per unit at each yard, in Canadian dollars before taxes. HST (
        {priceTexts.rate(record.hstRateBasisPoints)}) is shown apart.
      </p>
      <PublicPricesSwitch record={record} endpoint={endpoint} onSaved={query.setData} />
      {record.units.length === 0 ? (
        <p>This product has no units yet: add one on the product’s page first.</p>
      ) : (
        <PriceEntryForm<AdminProductPrices>
          heading="Set a list price"
          choices={[
            {
              name: 'unitName',
              label: 'Unit',
              options: record.units.map((unit) => ({ value: unit, label: unit })),
            },
            {
              name: 'locationId',
              label: 'Yard',
              numeric: true,
              options: record.yards.map((yard) => ({ value: String(yard.id), label: yard.name })),
            },
          ]}
          amount={{ name: 'price', label: 'Price per unit ($)' }}
          today={record.today}
          schema={listPriceInputSchema}
          endpoint={`${endpoint}/list-prices`}
          submitLabel="Save the price"
          onSaved={query.setData}
        />
      )}
      <section aria-labelledby="price-history" className="flex flex-col gap-3">
        <h2 id="price-history" className="text-[1.2rem] font-bold text-brand-dark">
          History
        </h2>
        <PriceHistory
          label="List price history"
          rows={record.history}
          columns={[
            { header: 'Unit', cell: (row) => row.unitName },
            { header: 'Yard', cell: (row) => row.locationName },
          ]}
        />
      </section>
    </div>
  )
}

function PublicPricesSwitch({
  record,
  endpoint,
  onSaved,
}: {
  record: AdminProductPrices
  endpoint: string
  onSaved: (answer: AdminProductPrices) => void
}) {
  const [error, setError] = useState<string | undefined>()
  const [busy, setBusy] = useState(false)
  async function switchTo(publicPrices: boolean) {
    setBusy(true)
    try {
      onSaved(await apiPut<AdminProductPrices>(`${endpoint}/public-prices`, { publicPrices }))
      setError(undefined)
    } catch (failure) {
      if (!(failure instanceof ApiError)) throw failure
      setError(failure.status === 0 ? saveFailedText : failure.message)
    } finally {
      setBusy(false)
    }
  }
  return (
    <div className="flex flex-col gap-1">
      <Checkbox
        label={priceTexts.publicPricesLabel}
        checked={record.product.publicPrices}
        disabled={busy}
        error={error}
        onChecked={(on) => void switchTo(on)}
      />
      <p className="text-[0.9rem] text-slate-700">{priceTexts.publicPricesHint}</p>
    </div>
  )
}
