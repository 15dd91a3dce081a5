import { createHash, randomBytes } from 'node:crypto'

/** A bearer or reset token: 32 random bytes (256 bits), URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url')
}

/** Tokens are stored only as this digest, so a leaked table grants no access. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}
