import { describe, expect, test } from 'vitest'
import { decoyPasswordHash, hashPassword, verifyPassword, verifyPasswordOrDecoy } from './passwords.ts'
import { noPasswordYet } from './set-password-link.ts'

const fastest = async (run: () => Promise<unknown>, times = 5) => {
  const durations: number[] = []
  for (let i = 0; i < times; i++) {
    const started = performance.now()
    await run()
    durations.push(performance.now() - started)
  }
  return Math.min(...durations)
}

describe('passwords', () => {
  test('argon2id with the OWASP parameters; the right password verifies, another does not', async () => {
    const hash = await hashPassword('rock-salt-7')
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
    expect(await verifyPassword(hash, 'rock-salt-7')).toBe(true)
    expect(await verifyPassword(hash, 'Rock-salt-7')).toBe(false)
  })

  test('a malformed stored hash is a mismatch, not a crash', async () => {
    expect(await verifyPassword('not-a-hash', 'anything')).toBe(false)
  })

  test('the decoy is a hash like every other, so checking against it costs the same', async () => {
    const [decoy, real] = await Promise.all([decoyPasswordHash(), hashPassword('some-password')])
    const parameters = (hash: string) => hash.split('$').slice(0, 4).join('$')
    expect(parameters(decoy)).toBe(parameters(real))
  })

  test('no account: false, after as much work as checking a real hash', async () => {
    const real = await hashPassword('plow-route-3')
    await decoyPasswordHash()
    expect(await verifyPasswordOrDecoy(undefined, 'plow-route-3')).toBe(false)
    expect(await verifyPasswordOrDecoy(real, 'plow-route-3')).toBe(true)
    const realCheck = await fastest(() => verifyPasswordOrDecoy(real, 'wrong-guess'))
    const noAccount = await fastest(() => verifyPasswordOrDecoy(undefined, 'wrong-guess'))
    // Skipping the check would take microseconds against milliseconds.
    expect(noAccount).toBeGreaterThan(realCheck * 0.5)
  })
})

describe('timing tells no account state apart', () => {
  /** The median of `runs` timings of each check, taken in turns so that load on the machine weighs on both alike. */
  async function medians(checks: Array<() => Promise<unknown>>, runs = 9): Promise<number[]> {
    const times: number[][] = checks.map(() => [])
    for (let run = 0; run < runs; run++)
      for (const [i, check] of checks.entries()) {
        const started = performance.now()
        await check()
        times[i]!.push(performance.now() - started)
      }
    return times.map((each) => each.sort((a, b) => a - b)[Math.floor(runs / 2)]!)
  }

  test('an account with no password yet costs one argon2 check, as a wrong password and an unknown user do', async () => {
    const realHash = await hashPassword('plow-the-driveway-7')
    const [wrongPassword, unknownUser, noPassword] = await medians([
      () => verifyPasswordOrDecoy(realHash, 'wrong-guess-1'),
      () => verifyPasswordOrDecoy(undefined, 'wrong-guess-1'),
      () => verifyPasswordOrDecoy(noPasswordYet, 'wrong-guess-1'),
    ])
    expect(noPassword! / wrongPassword!).toBeGreaterThan(0.5)
    expect(noPassword! / unknownUser!).toBeGreaterThan(0.5)
    expect(await verifyPasswordOrDecoy(noPasswordYet, noPasswordYet)).toBe(false)
  })
})
