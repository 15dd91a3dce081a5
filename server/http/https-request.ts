import type { IncomingMessage } from 'node:http'
import express from 'express'
import type { TrustProxy } from './trust-proxy.ts'

/**
 * Whether a request reached the shop over https, decided as Express decides `req.secure` (a TLS socket, or a trusted
 * proxy's first `X-Forwarded-Proto`), for the answers given before Express runs (page cache hits). The trust test is
 * the one Express compiles from the same TRUST_PROXY, so both paths agree on which proxies are believed.
 */
export function httpsTest(trustProxy: TrustProxy): (req: IncomingMessage) => boolean {
  const settings = express()
  settings.set('trust proxy', trustProxy)
  const trusted = settings.get('trust proxy fn') as (address: string | undefined, hop: number) => boolean
  return (req) => {
    if ((req.socket as { encrypted?: boolean }).encrypted) return true
    if (!trusted(req.socket.remoteAddress, 0)) return false
    const forwarded = String(req.headers['x-forwarded-proto'] ?? '')
    return forwarded.split(',')[0]!.trim() === 'https'
  }
}
