import type { Answer } from '../answer-checks.ts'

/**
 * What kinds of answer a case got: its status with its error code, and that again with each field it names. Fields
 * count one by one, since which of them a random body gets wrong together is only chance.
 */
function outcomeClasses(answer: Answer): string[] {
  let error: { code?: unknown; fields?: unknown } | undefined
  try {
    error = (JSON.parse(answer.text) as { error?: typeof error }).error
  } catch {
    error = undefined
  }
  const outcome = `${answer.status} ${typeof error?.code === 'string' ? error.code : ''}`.trim()
  const fields = error?.fields && typeof error.fields === 'object' ? Object.keys(error.fields) : []
  return [outcome, ...fields.map((field) => `${outcome} ${field}`)]
}

/** The outcome classes one route's cases reached, each with the number of the case that first reached it. */
export class OutcomeClasses {
  private readonly firstCase = new Map<string, number>()
  private cases = 0

  add(answer: Answer): void {
    this.cases += 1
    for (const key of outcomeClasses(answer))
      if (!this.firstCase.has(key)) this.firstCase.set(key, this.cases)
  }

  /** How many classes, and the case that brought the last new one: the count the route needed. */
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

/** One line per route, slowest to saturate first, under a line with the case the slowest route needed. */
export function outcomeSummary(
  outcomes: ReadonlyMap<string, OutcomeClasses>,
  { casesPerRoute, seed }: { casesPerRoute: number; seed: number },
): string {
  const rows = [...outcomes]
    .map(([route, classes]) => ({ route, ...classes.reach }))
    .sort((a, b) => b.lastNewAt - a.lastNewAt)
  const needed = Math.max(0, ...rows.map((row) => row.lastNewAt))
  return [
    `api fuzz, seed ${seed}, ${casesPerRoute} cases per route: the last new outcome class came at case ${needed}`,
    ...rows.map(
      (row) => `  ${row.route}: ${row.classes} classes (${row.statuses}), last new at case ${row.lastNewAt}`,
    ),
  ].join('\n')
}
