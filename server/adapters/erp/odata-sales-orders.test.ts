import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { ErpSalesOrder, ErpSalesOrderUpdate } from './connector.ts'
import { odataErpConnector } from './odata.ts'
import { salesOrderEntitySet } from './odata-sales-orders.ts'

/** A sales order as the stand-in keeps it: NAV's number, its ETag (a new one per change) and its header fields. */
interface StoredOrder {
  No: string
  etag: string
  fields: Record<string, unknown>
}

/**
 * A stand-in NAV on a loopback port: its Sales Order page keeps what is posted and, like NAV, makes a new order for
 * every POST (it does not deduplicate). A PATCH, as NAV's, names the order by its key, must send the order's
 * current ETag as If-Match (412 otherwise), and of a missing order answers 404. `slowAnswers` holds back the answer
 * to a POST past the adapter's deadline, after the order was made: an answer lost in a timeout.
 */
const created = new Map<string, StoredOrder>()
const requests: Array<{ method: string; url: string; body: string; ifMatch?: string }> = []
let slowAnswers = false
let etags = 0
const nextEtag = () => `W/"JzQ0O${++etags}Oyc="`

function patchOrder(url: string, ifMatch: string | undefined, body: string) {
  const key = /\(Document_Type='Order',No='(.+)'\)$/.exec(url)
  const order = [...created.values()].find((stored) => stored.No === key?.[1])
  if (!order) return { status: 404, body: { error: { message: 'The Sales Header does not exist.' } } }
  if (ifMatch !== order.etag) return { status: 412, body: { error: { message: 'Another user changed it.' } } }
  Object.assign(order.fields, JSON.parse(body))
  order.etag = nextEtag()
  return { status: 204, body: null }
}

const nav = createServer((req, res) => {
  let body = ''
  req.on('data', (chunk) => (body += chunk))
  req.on('end', () => {
    const url = decodeURIComponent(req.url!)
    const ifMatch = req.headers['if-match']
    requests.push({ method: req.method!, url, body, ...(ifMatch && { ifMatch }) })
    res.setHeader('content-type', 'application/json')
    if (req.method === 'GET') {
      const match = /External_Document_No eq '(.+)'/.exec(url)
      const order = match ? created.get(match[1]!.replace(/''/g, "'")) : undefined
      res.end(JSON.stringify({ value: order ? [{ '@odata.etag': order.etag, No: order.No }] : [] }))
      return
    }
    if (req.method === 'PATCH') {
      const answer = patchOrder(url, ifMatch, body)
      res.statusCode = answer.status
      res.end(answer.body === null ? undefined : JSON.stringify(answer.body))
      return
    }
    const posted = JSON.parse(body) as { External_Document_No: string }
    const number = `S-ORD${String(101000 + requests.length)}`
    created.set(posted.External_Document_No, { No: number, etag: nextEtag(), fields: posted })
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
    const made = created.get('SO-000043')?.No
    expect(made).toBeDefined()
    expect(await connector.postSalesOrder(lost)).toEqual({ documentNo: made })
    expect(requests.map((request) => request.method)).toEqual(['GET', 'POST', 'GET'])
  })
})

describe('NAV sales orders follow the order (ADR 0040)', () => {
  const update: ErpSalesOrderUpdate = {
    externalDocumentNo: 'SO-000044',
    yard: 'bradford',
    requestedDeliveryDate: '2026-12-05',
    status: 'scheduled',
    cancelReason: '',
  }

  test('an update finds the order with its ETag and PATCHes its header by key; sent again, the same values', async () => {
    const connector = odataErpConnector({ baseUrl, user: 'SALTWEB', key: 'k' })
    const { documentNo } = await connector.postSalesOrder({ ...order, externalDocumentNo: 'SO-000044' })
    const etagBefore = created.get('SO-000044')!.etag
    requests.length = 0

    expect(await connector.updateSalesOrder(update)).toEqual({ documentNo })
    expect(requests.map((request) => request.method)).toEqual(['GET', 'PATCH'])
    expect(requests[1]!.url).toBe(
      `/NAV/ODataV4/Company('Draglam')/${salesOrderEntitySet}(Document_Type='Order',No='${documentNo}')`,
    )
    expect(requests[1]!.ifMatch).toBe(etagBefore)
    expect(JSON.parse(requests[1]!.body)).toEqual({
      Location_Code: 'bradford',
      Requested_Delivery_Date: '2026-12-05',
      Shop_Status: 'scheduled',
      Shop_Cancel_Reason: '',
    })

    const cancel = { ...update, status: 'cancelled', cancelReason: 'Site closed' }
    expect(await connector.updateSalesOrder(cancel)).toEqual({ documentNo })
    expect(await connector.updateSalesOrder(cancel)).toEqual({ documentNo })
    expect(created.get('SO-000044')!.fields).toMatchObject({
      External_Document_No: 'SO-000044',
      Location_Code: 'bradford',
      Requested_Delivery_Date: '2026-12-05',
      Shop_Status: 'cancelled',
      Shop_Cancel_Reason: 'Site closed',
    })
  })

  test('an update of an order NAV does not have fails without a PATCH, so the worker retries it', async () => {
    const connector = odataErpConnector({ baseUrl, user: 'SALTWEB', key: 'k' })
    requests.length = 0
    await expect(connector.updateSalesOrder({ ...update, externalDocumentNo: 'SO-000045' })).rejects.toThrow(
      'NAV has no sales order SO-000045 to update',
    )
    expect(requests.map((request) => request.method)).toEqual(['GET'])
  })
})
