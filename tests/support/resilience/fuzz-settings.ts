/**
 * The fuzz suites' knobs. The cases are seeded, so every run draws the same ones: a failure in CI is the failure on a
 * laptop and a green run means the same thing twice. FUZZ_SEED=<integer> draws other cases (fast-check prints the seed
 * and path of any counterexample); a suite's count variable measures again how many cases its inputs need.
 */
export const fuzzSeed = integerFrom('FUZZ_SEED', 14_000, { min: Number.MIN_SAFE_INTEGER })

/** A suite's number of cases per address: `fallback`, or the environment's `name`. */
export const casesFrom = (name: string, fallback: number) => integerFrom(name, fallback, { min: 1 })

function integerFrom(name: string, fallback: number, { min }: { min: number }): number {
  const value = Number(process.env[name] ?? fallback)
  if (!Number.isSafeInteger(value) || value < min)
    throw new Error(`${name} must be an integer from ${min}, not ${value}`)
  return value
}
