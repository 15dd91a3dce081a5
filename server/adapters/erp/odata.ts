import { z } from 'zod'
import { centsToDecimal } from '#server/services/salt-card/ledger-math.ts'
import type { ErpConnector, ErpDocument } from './connector.ts'
import { type ODataSettings, odataCaller, odataString } from './odata-caller.ts'
import { postODataSalesOrder, updateODataSalesOrder } from './odata-sales-orders.ts'

/** The page NAV publishes as a web service for Salt Card postings, and the fields it shows. */
export const entitySet = 'SaltCardPostings'

const created = z.object({ Document_No: z.string().min(1) })
const found = z.object({ value: z.array(created) })

const entryTypes = { load: 'Load', pickup: 'Pickup', adjustment: 'Adjustment', order: 'Order' } as const

/** The document in NAV's field names; amounts as decimals, as Edm.Decimal expects. */
export function navEntity(document: ErpDocument) {
  return {
    External_Document_No: document.externalDocumentNo,
    Entry_Type: entryTypes[document.entryType],
    Customer_No: document.customerNo,
    Card_No: document.cardNo,
    Posting_Date: document.postingDate,
    Printed_Date_Time: document.printedAt,
    Amount: Number(centsToDecimal(document.amountCents)),
    Reference: document.reference,
    Location_Code: document.locationSlug ?? '',
    Product: document.product ?? '',
    Quantity: document.tonnes === null ? 0 : Number(document.tonnes),
  }
}

export type { ODataSettings } from './odata-caller.ts'

/**
 * Dynamics NAV over OData V4. Looks the external document number up first, so a post whose answer was lost (a
 * timeout, a crash before we recorded it) is found instead of booked twice; then creates the posting.
 */
export function odataErpConnector(settings: ODataSettings): ErpConnector {
  const nav = odataCaller(settings)
  return {
    name: 'odata',
    postSalesOrder: (order) => postODataSalesOrder(nav, order),
    updateSalesOrder: (update) => updateODataSalesOrder(nav, update),
    async post(document) {
      const filter = `External_Document_No eq ${odataString(document.externalDocumentNo)}`
      const existing = found.parse(
        await nav.call(nav.url(entitySet, `?$filter=${encodeURIComponent(filter)}&$select=Document_No`)),
      )
      const known = existing.value[0]
      if (known) return { documentNo: known.Document_No }
      const answer = created.parse(
        await nav.call(nav.url(entitySet), {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(navEntity(document)),
        }),
      )
      return { documentNo: answer.Document_No }
    },
  }
}
