import { z } from 'zod'
import { centsToDecimal } from '#server/services/salt-card/ledger-math.ts'
import type { ErpSalesOrder, ErpSalesOrderUpdate } from './connector.ts'
import { type ODataCaller, odataString } from './odata-caller.ts'

/** NAV's Sales Order page (page 42) as published web service, with its lines subpage (ADR 0036). */
export const salesOrderEntitySet = 'SalesOrder'

const salesOrder = z.object({ No: z.string().min(1) })
/** NAV answers each entity with its ETag, which a PATCH sends back as If-Match. */
const foundSalesOrder = salesOrder.extend({ '@odata.etag': z.string().min(1).optional() })
const salesOrders = z.object({ value: z.array(foundSalesOrder) })

/**
 * The order in NAV's field names, lines inline (a deep insert). Products have no NAV item number in the shop, so a
 * line names its item by description; NAV's item cross-reference turns it into an item.
 */
export function navSalesOrder(order: ErpSalesOrder) {
  return {
    Document_Type: 'Order',
    External_Document_No: order.externalDocumentNo,
    Sell_to_Customer_No: order.customerNo,
    Your_Reference: order.poNumber,
    Order_Date: order.orderDate,
    Requested_Delivery_Date: order.requestedDeliveryDate,
    Location_Code: order.yard ?? '',
    Ship_to_Address: order.shipTo.address,
    Ship_to_City: order.shipTo.city,
    Ship_to_Post_Code: order.shipTo.postalCode,
    SalesOrderSalesLines: [
      ...order.lines.map((line) => ({
        Type: 'Item',
        Description: line.item,
        Unit_of_Measure_Code: line.unit,
        Quantity: Number(line.quantity),
        Unit_Price: Number(centsToDecimal(line.unitPriceCents)),
      })),
      ...(order.deliveryFeeCents > 0
        ? [
            {
              Type: 'Charge (Item)',
              Description: 'Delivery',
              Quantity: 1,
              Unit_Price: Number(centsToDecimal(order.deliveryFeeCents)),
            },
          ]
        : []),
    ],
  }
}

/** NAV's sales order whose External Document No. is our order number, if it has one. */
async function findSalesOrder(nav: ODataCaller, externalDocumentNo: string) {
  const filter = `Document_Type eq 'Order' and External_Document_No eq ${odataString(externalDocumentNo)}`
  const existing = salesOrders.parse(
    await nav.call(nav.url(salesOrderEntitySet, `?$filter=${encodeURIComponent(filter)}&$select=No`)),
  )
  return existing.value[0]
}

/**
 * Looks the order up by its external document number, so a resend whose first answer was lost finds the order NAV
 * made instead of making a second; creates it only when there is none.
 */
export async function postODataSalesOrder(
  nav: ODataCaller,
  order: ErpSalesOrder,
): Promise<{ documentNo: string }> {
  const known = await findSalesOrder(nav, order.externalDocumentNo)
  if (known) return { documentNo: known.No }
  const answer = salesOrder.parse(
    await nav.call(nav.url(salesOrderEntitySet), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(navSalesOrder(order)),
    }),
  )
  return { documentNo: answer.No }
}

/**
 * The header fields an update writes (ADR 0040). `Shop_Status` and `Shop_Cancel_Reason` are not NAV's own: the Sales
 * Order page must publish them (a small extension) for a cancellation to reach NAV's users.
 */
export function navSalesOrderUpdate(update: ErpSalesOrderUpdate) {
  return {
    Location_Code: update.yard ?? '',
    Requested_Delivery_Date: update.requestedDeliveryDate,
    Shop_Status: update.status,
    Shop_Cancel_Reason: update.cancelReason,
  }
}

/**
 * Writes an order's change onto NAV's sales order: found by its external document number (its ETag comes with it),
 * then a PATCH of the header as the order stands, so a resend writes the same values again. No order in NAV is an
 * error to retry: the create comes first, and the worker sends an update only after its create was approved.
 */
export async function updateODataSalesOrder(
  nav: ODataCaller,
  update: ErpSalesOrderUpdate,
): Promise<{ documentNo: string }> {
  const known = await findSalesOrder(nav, update.externalDocumentNo)
  if (!known) throw new Error(`NAV has no sales order ${update.externalDocumentNo} to update`)
  const key = `(Document_Type='Order',No=${odataString(known.No)})`
  await nav.call(nav.url(`${salesOrderEntitySet}${encodeURI(key)}`), {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', 'if-match': known['@odata.etag'] ?? '*' },
    body: JSON.stringify(navSalesOrderUpdate(update)),
  })
  return { documentNo: known.No }
}
