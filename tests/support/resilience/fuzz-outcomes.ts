import type { Answer } from '../answer-checks.ts'

/**
 * What kind of answer an API case got: its status and error code. The fields an error names are left out: a random
 * body names random fields, and which of them a case gets wrong together is only chance.
 */
export function answerClass(answer: Answer): string {
  let code: unknown
  try {
    code = (JSON.parse(answer.text) as { error?: { code?: unknown } }).error?.code
  } catch {
    code = undefined
  }
  return `${answer.status} ${typeof code === 'string' ? code : ''}`.trim()
}

/**
 * The outcome classes (what kind of answer: answerClass for the API) one address's cases reached, each with the
 * number of the case that first reached it.
 */
export class OutcomeClasses {
  private readonly firstCase = new Map<string, number>()
  private cases = 0

  add(outcomeClass: string): void {
    this.cases += 1
    if (!this.firstCase.has(outcomeClass)) this.firstCase.set(outcomeClass, this.cases)
  }

  /** How many classes, and the case that brought the last new one: the count the address needed. */
  get reach(): { classes: number; lastNewAt: number; statuses: string } {
    const statuses = new Map<string, number>()
    for (const key of this.firstCase.keys()) {
      const status = key.split(' ')[0]!
      statuses.set(status, (statuses.get(status) ?? 0) + 1)
    }
    return {
      classes: this.firstCase.size,
      lastNewAt: Math.max(0, ...this.firstCase.values()),
      statuses: [...statuses].map(([status, n]) => `${status}×${n}`).join(' '),
    }
  }
}

/** One line per address, slowest to saturate first, under a line with the case the slowest address needed. */
export function outcomeSummary(
  suite: string,
  outcomes: ReadonlyMap<string, OutcomeClasses>,
  { cases, seed }: { cases: number; seed: number },
): string {
  const rows = [...outcomes]
    .map(([address, classes]) => ({ address, ...classes.reach }))
    .sort((a, b) => b.lastNewAt - a.lastNewAt)
  const needed = Math.max(0, ...rows.map((row) => row.lastNewAt))
  return [
    `${suite}, seed ${seed}, ${cases} cases each: the last new outcome class came at case ${needed}`,
    ...rows.map(
      (row) =>
        `  ${row.address}: ${row.classes} classes (${row.statuses}), last new at case ${row.lastNewAt}`,
    ),
  ].join('\n')
}
