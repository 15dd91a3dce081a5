import { isIP } from 'node:net'

/**
 * What Express's `trust proxy` gets: `true` (every hop), a number of hops, or addresses, CIDR ranges and the names
 * `loopback`, `linklocal` and `uniquelocal` whose X-Forwarded-For is believed.
 */
export type TrustProxy = boolean | number | string[]

const rangeNames = new Set(['loopback', 'linklocal', 'uniquelocal'])
const maxHops = 10

function isAddressOrRange(entry: string): boolean {
  if (rangeNames.has(entry) || isIP(entry) !== 0) return true
  const [address = '', prefix = '', ...rest] = entry.split('/')
  const version = isIP(address)
  if (version === 0 || rest.length > 0 || !/^\d{1,3}$/.test(prefix)) return false
  return Number(prefix) <= (version === 4 ? 32 : 128)
}

/** TRUST_PROXY's text as Express takes it, or why it is not one of the accepted forms. */
export function parseTrustProxy(text: string): { value: TrustProxy } | { error: string } {
  const trimmed = text.trim()
  if (trimmed === 'true') return { value: true }
  if (trimmed === 'false') return { value: false }
  if (/^\d+$/.test(trimmed)) {
    const hops = Number(trimmed)
    return hops <= maxHops ? { value: hops } : { error: `at most ${maxHops} hops` }
  }
  const entries = trimmed.split(',').map((entry) => entry.trim())
  const wrong = entries.filter((entry) => !isAddressOrRange(entry))
  if (wrong.length > 0 || entries.length === 0) {
    return {
      error:
        `not an address or range: ${wrong.map((entry) => JSON.stringify(entry)).join(', ')}; ` +
        'give loopback, a number of hops, or addresses and CIDRs (e.g. 10.0.0.5,10.1.0.0/16)',
    }
  }
  return { value: entries }
}
