export interface ODataSettings {
  /** The company's OData V4 root, e.g. https://nav.example.com:7048/NAV/ODataV4/Company('Draglam') */
  baseUrl: string
  user: string
  /** NAV's web service access key (Basic authentication). */
  key: string
  /** Per request (ERP_ODATA_TIMEOUT_MS): a NAV that accepts the connection and never answers fails the attempt. */
  timeoutMs?: number
}

/** Calls NAV's OData root with its key and deadline; answers the JSON body (null for none), throws on anything else. */
export function odataCaller({ baseUrl, user, key, timeoutMs = 15_000 }: ODataSettings) {
  const root = baseUrl.replace(/\/+$/, '')
  const headers = {
    authorization: `Basic ${Buffer.from(`${user}:${key}`).toString('base64')}`,
    accept: 'application/json',
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
    // A PATCH may be answered 204 No Content.
    if (text === '') return null
    try {
      return JSON.parse(text) as unknown
    } catch {
      throw new Error(`NAV answered ${response.status} with a body that is not JSON`)
    }
  }

  return {
    /** The URL of an entity set, with an optional query string. */
    url: (set: string, query = '') => `${root}/${set}${query}`,
    async call(url: string, init: RequestInit = {}) {
      try {
        return await exchange(url, init)
      } catch (error) {
        if (error instanceof Error && error.name === 'TimeoutError')
          throw new Error(`NAV did not answer within ${timeoutMs} ms`, { cause: error })
        throw error
      }
    },
  }
}

export type ODataCaller = ReturnType<typeof odataCaller>

/** OData string literals double their single quotes. */
export const odataString = (value: string) => `'${value.replace(/'/g, "''")}'`
