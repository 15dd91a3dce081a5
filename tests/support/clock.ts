/**
 * The app's clock in tests: real time plus an offset that tests move forward. Never behind the real clock,
 * so rows stamped by the database's own now() are never in the app's future.
 */
export interface TestClock {
  now: () => Date
  advance(ms: number): void
  /** The app's waits (AppDeps.wait): the clock moves on by `ms` at once, as if the time had passed. */
  wait(ms: number): Promise<void>
}

export function createTestClock(): TestClock {
  let offsetMs = 0
  const advance = (ms: number) => {
    if (ms < 0) throw new Error('The test clock only moves forward.')
    offsetMs += ms
  }
  return {
    now: () => new Date(Date.now() + offsetMs),
    advance,
    async wait(ms) {
      advance(ms)
    },
  }
}

export const minutes = (n: number) => n * 60_000
export const hours = (n: number) => n * 60 * 60_000
export const days = (n: number) => n * 24 * 60 * 60_000
