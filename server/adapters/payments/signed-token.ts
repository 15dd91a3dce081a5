import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * A small signed token: base64url(JSON payload) "." base64url(HMAC-SHA256 of the first part). Each token carries
 * its purpose, so one kind (the payment page's session) can never pass as another (the return ticket).
 */

const mac = (body: string, secret: string) => createHmac('sha256', secret).update(body).digest('base64url')

export function signToken(purpose: string, payload: Record<string, unknown>, secret: string): string {
  const body = Buffer.from(JSON.stringify({ ...payload, purpose })).toString('base64url')
  return `${body}.${mac(body, secret)}`
}

/** The payload when the signature is right and the purpose matches; null for anything else. */
export function readToken(purpose: string, token: string, secret: string): Record<string, unknown> | null {
  const [body, signature, extra] = token.split('.')
  if (!body || !signature || extra !== undefined) return null
  const expected = Buffer.from(mac(body, secret))
  const given = Buffer.from(signature)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  try {
    const payload: unknown = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'))
    if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return null
    const record = payload as Record<string, unknown>
    return record.purpose === purpose ? record : null
  } catch {
    return null
  }
}
