import { hash, verify } from '@node-rs/argon2'

/** OWASP's argon2id baseline: 19 MiB, two passes, one lane. (2 is Algorithm.Argon2id, a const enum.) */
const options = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 }

export function hashPassword(password: string): Promise<string> {
  return hash(password, options)
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password)
  } catch {
    return false
  }
}

/**
 * A hash to verify against when the account does not exist, so an unknown user
 * costs the same time as a wrong password.
 */
let decoyHash: Promise<string> | undefined
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword('decoy password that matches nothing')
  return decoyHash
}

/** An argon2 hash as this module writes them; anything else (no account, no password chosen yet) matches nothing. */
const isArgon2Hash = (value: string | undefined): value is string => value?.startsWith('$argon2') ?? false

/**
 * Checks against the account's hash, or the decoy when there is no hash to check (no account, or an account whose
 * owner has not chosen a password yet): one argon2 check either way, so the answer's timing tells neither apart.
 */
export async function verifyPasswordOrDecoy(
  passwordHash: string | undefined,
  password: string,
): Promise<boolean> {
  if (!isArgon2Hash(passwordHash)) {
    await verifyPassword(await decoyPasswordHash(), password)
    return false
  }
  return verifyPassword(passwordHash, password)
}
