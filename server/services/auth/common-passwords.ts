import { readFileSync } from 'node:fs'

let commonPasswords: Set<string> | undefined

/** The common and breached passwords (about 49,000, server-only), read once on first use; # starts a comment line. */
function loadCommonPasswords(): Set<string> {
  const text = readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
  return new Set(
    text
      .split('\n')
      .map((line) => line.trim().toLowerCase())
      .filter((line) => line && !line.startsWith('#')),
  )
}

export function isCommonPassword(password: string): boolean {
  commonPasswords ??= loadCommonPasswords()
  return commonPasswords.has(password.toLowerCase())
}
