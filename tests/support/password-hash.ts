import { hashPassword } from '#server/services/auth/passwords.ts'

/**
 * The argon2 hash of a fixture's password, made once per password and worker: the API suites create hundreds of
 * accounts with the same few passwords, and each fresh hash costs tens of milliseconds of one core by design. Sign-in
 * still verifies against a real argon2 hash; only the salt is shared between fixtures, which no test depends on.
 */
const hashes = new Map<string, Promise<string>>()

export function fixturePasswordHash(password: string): Promise<string> {
  let hash = hashes.get(password)
  if (!hash) {
    hash = hashPassword(password)
    hashes.set(password, hash)
  }
  return hash
}
