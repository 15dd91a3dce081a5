import { hash } from '@node-rs/argon2'

/**
 * Fixtures' hashes are argon2id as the shop's own (server/services/auth/passwords.ts), at a small cost (1 MiB, one
 * pass) instead of OWASP's 19 MiB and two passes: argon2 reads the cost from the hash it verifies, so signing in as a
 * fixture still verifies a real argon2id hash, in 0.3 ms of CPU instead of 9. The API suites sign in as fixtures about
 * 1,500 times a run. The shop's cost is tested where the shop hashes (passwords.test.ts); unknown accounts still cost
 * a check against the decoy at the shop's cost. (2 is Algorithm.Argon2id, a const enum.)
 */
const fixtureCost = { algorithm: 2, memoryCost: 1024, timeCost: 1, parallelism: 1 }

const hashes = new Map<string, Promise<string>>()

/** The argon2 hash of a fixture's password, made once per password and worker (fixtures share its salt). */
export function fixturePasswordHash(password: string): Promise<string> {
  let fixtureHash = hashes.get(password)
  if (!fixtureHash) {
    fixtureHash = hash(password, fixtureCost)
    hashes.set(password, fixtureHash)
  }
  return fixtureHash
}
