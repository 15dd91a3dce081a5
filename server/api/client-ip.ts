import type { Request } from 'express'

/** The caller's address for rate limits and audit; Express resolves it through trusted proxies only. */
export function clientIp(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown'
}
