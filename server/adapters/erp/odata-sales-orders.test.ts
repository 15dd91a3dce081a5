import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { ErpSalesOrder } from './connector.ts'
import { odataErpConnector } from './odata.ts'
import { salesOrderEntitySet } from './odata-sales-orders.ts'

/**
 * A stand-in NAV on a loopback port: its Sales Order page keeps what is posted and, like NAV, makes a new order for
 * every POST (it does not deduplicate). `slowAnswers` holds back the answer to a POST past the adapter's deadline,
 * after the order was made: an answer lost in a timeout.
 */
const created = new Map<string, string>()
const requests: Array<{ method: string; url: string; body: string }> = []
let slowAnswers = false
const nav = createServer((req, res) => {
  let body = ''
  req.on('data', (chunk) => (body += chunk))
  req.on('end', () => {
    requests.push({ method: req.method!, url: decodeURIComponent(req.url!), body })
    res.setHeader('content-type', 'application/json')
    if (req.method === 'GET') {
      const match = /External_Document_No eq '(.+)'/.exec(decodeURIComponent(req.url!))
      const number = match ? created.get(match[1]!.replace(/''/g, "'")) : undefined
      res.end(JSON.stringify({ value: number ? [{ No: number }] : [] }))
      return
    }
    const posted = JSON.parse(body) as { External_Document_No: string }
    const number = `S-ORD${String(101000 + requests.length)}`
    created.set(posted.External_Document_No, number)
    const answer = () => {
      res.statusCode = 201
      res.end(JSON.stringify({ No: number }))
    }
    if (slowAnswers) setTimeout(answer, 1_500)
    else answer()
  })
})

let baseUrl = ''
beforeAll(async () => {
  await new Promise<void>((resolve) => nav.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(nav.address() as AddressInfo).port}/NAV/ODataV4/Company('Draglam')`
})
afterAll(() => new Promise<void>((resolve) => nav.close(() => resolve())))

const order: ErpSalesOrder = {
  externalDocumentNo: 'SO-000042',
  customerNo: 'C100001',
  poNumber: "PO-O'Neil",
  orderDate: '2026-11-27',
  requestedDeliveryDate: '2026-12-04',
  yard: null,
  shipTo: { address: '12 Site Rd', city: 'Barrie', postalCode: 'L4N 1A1' },
  lines: [{ item: 'Treated Rock Salt', unit: 'tonne', quantity: '40.5', unitPriceCents: 12_950 }],
  deliveryFeeCents: 17_500,
}

describe('NAV sales orders over OData', () => {
  test('looks the order up by its external number, creates it with its lines, and finds it on a resend', async () => {
    const connector = odataErpConnector({ baseUrl, user: 'SALTWEB', key: 'k' })
    requests.length = 0
    const first = await connector.postSalesOrder(order)
    expect(requests.map((request) => request.method)).toEqual(['GET', 'POST'])
    expect(requests[0]!.url).toBe(
      `/NAV/ODataV4/Company('Draglam')/${salesOrderEntitySet}?$filter=Document_Type eq 'Order' and External_Document_No eq 'SO-000042'&$select=No`,
    )
    expect(JSON.parse(requests[1]!.body)).toEqual({
      Document_Type: 'Order',
      External_Document_No: 'SO-000042',
      Sell_to_Customer_No: 'C100001',
      Your_Reference: "PO-O'Neil",
      Order_Date: '2026-11-27',
      Requested_Delivery_Date: '2026-12-04',
      Location_Code: '',
      Ship_to_Address: '12 Site Rd',
      Ship_to_City: 'Barrie',
      Ship_to_Post_Code: 'L4N 1A1',
      SalesOrderSalesLines: [
        {
          Type: 'Item',
          Description: 'Treated Rock Salt',
          Unit_of_Measure_Code: 'tonne',
          Quantity: 40.5,
          Unit_Price: 129.5,
        },
        { Type: 'Charge (Item)', Description: 'Delivery', Quantity: 1, Unit_Price: 175 },
      ],
    })

    expect(await connector.postSalesOrder(order)).toEqual(first)
    expect(requests.map((request) => request.method)).toEqual(['GET', 'POST', 'GET'])
  })

  test('an answer lost in a timeout: the attempt fails, the resend finds the order NAV made, no second POST', async () => {
    const connector = odataErpConnector({ baseUrl, user: 'SALTWEB', key: 'k', timeoutMs: 500 })
    const lost = { ...order, externalDocumentNo: 'SO-000043' }
    requests.length = 0
    slowAnswers = true
    try {
      await expect(connector.postSalesOrder(lost)).rejects.toThrow(/did not answer within 500 ms/)
    } finally {
      slowAnswers = false
    }
    const made = created.get('SO-000043')
    expect(made).toBeDefined()
    expect(await connector.postSalesOrder(lost)).toEqual({ documentNo: made })
    expect(requests.map((request) => request.method)).toEqual(['GET', 'POST', 'GET'])
  })
})
