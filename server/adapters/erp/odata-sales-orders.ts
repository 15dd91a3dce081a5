import { z } from 'zod'
import { centsToDecimal } from '#server/services/salt-card/ledger-math.ts'
import type { ErpSalesOrder } from './connector.ts'
import { type ODataCaller, odataString } from './odata-caller.ts'

/** NAV's Sales Order page (page 42) as published web service, with its lines subpage (ADR 0036). */
export const salesOrderEntitySet = 'SalesOrder'

const salesOrder = z.object({ No: z.string().min(1) })
const salesOrders = z.object({ value: z.array(salesOrder) })

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

/**
 * Looks the order up by its external document number, so a resend whose first answer was lost finds the order NAV
 * made instead of making a second; creates it only when there is none.
 */
export async function postODataSalesOrder(
  nav: ODataCaller,
  order: ErpSalesOrder,
): Promise<{ documentNo: string }> {
  const filter = `Document_Type eq 'Order' and External_Document_No eq ${odataString(order.externalDocumentNo)}`
  const existing = salesOrders.parse(
    await nav.call(nav.url(salesOrderEntitySet, `?$filter=${encodeURIComponent(filter)}&$select=No`)),
  )
  const known = existing.value[0]
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
