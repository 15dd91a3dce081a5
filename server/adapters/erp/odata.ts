import { z } from 'zod'
import { centsToDecimal } from '#server/services/salt-card/ledger-math.ts'
import type { ErpConnector, ErpDocument } from './connector.ts'

export interface ODataSettings {
  /** The company's OData V4 root, e.g. https://nav.example.com:7048/NAV/ODataV4/Company('Draglam') */
  baseUrl: string
  user: string
  /** NAV's web service access key (Basic authentication). */
  key: string
  /** Per request (ERP_ODATA_TIMEOUT_MS): a NAV that accepts the connection and never answers fails the attempt. */
  timeoutMs?: number
}

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

/** OData string literals double their single quotes. */
const odataString = (value: string) => `'${value.replace(/'/g, "''")}'`

/**
 * Dynamics NAV over OData V4. Looks the external document number up first, so a post whose answer was lost (a
 * timeout, a crash before we recorded it) is found instead of booked twice; then creates the posting.
 */
export function odataErpConnector({ baseUrl, user, key, timeoutMs = 15_000 }: ODataSettings): ErpConnector {
  const collection = `${baseUrl.replace(/\/+$/, '')}/${entitySet}`
  const headers = {
    authorization: `Basic ${Buffer.from(`${user}:${key}`).toString('base64')}`,
    accept: 'application/json',
  }

  async function call(url: string, init: RequestInit = {}) {
    try {
      return await exchange(url, init)
    } catch (error) {
      if (error instanceof Error && error.name === 'TimeoutError')
        throw new Error(`NAV did not answer within ${timeoutMs} ms`, { cause: error })
      throw error
    }
  }

  async function exchange(url: string, init: RequestInit) {
    // One deadline for the answer and its body: a NAV that sends headers and then stalls fails the attempt too.
    const response = await fetch(url, {
      ...init,
      headers: { ...headers, ...init.headers },
      signal: AbortSignal.timeout(timeoutMs),
    })
    const text = await response.text()
    if (!response.ok) throw new Error(`NAV answered ${response.status}: ${text.slice(0, 300)}`)
    try {
      return JSON.parse(text) as unknown
    } catch {
      throw new Error(`NAV answered ${response.status} with a body that is not JSON`)
    }
  }

  return {
    name: 'odata',
    async post(document) {
      const filter = `External_Document_No eq ${odataString(document.externalDocumentNo)}`
      const existing = found.parse(
        await call(`${collection}?$filter=${encodeURIComponent(filter)}&$select=Document_No`),
      )
      const known = existing.value[0]
      if (known) return { documentNo: known.Document_No }
      const answer = created.parse(
        await call(collection, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(navEntity(document)),
        }),
      )
      return { documentNo: answer.Document_No }
    },
  }
}
