import type { PriceRowState } from './answers.ts'

interface HistoryInput {
  id: number
  effectiveFrom: string
}

/**
 * The state of each row of a price history on `today`, per price (`keyOf`: a unit at a yard, a yard's fee): rows
 * dated after today are scheduled; of the rest, the one with the latest date (the latest id on a tie) is in force —
 * the rule of the price lookup (server/services/prices/lookup.ts) — and the others were replaced.
 */
export function historyStates<T extends HistoryInput>(
  rows: T[],
  today: string,
  keyOf: (row: T) => string,
): Map<number, PriceRowState> {
  const states = new Map<number, PriceRowState>()
  const inForce = new Map<string, T>()
  for (const row of rows) {
    if (row.effectiveFrom > today) {
      states.set(row.id, 'scheduled')
      continue
    }
    const key = keyOf(row)
    const current = inForce.get(key)
    if (!current || isLater(row, current)) inForce.set(key, row)
  }
  const inForceIds = new Set([...inForce.values()].map((row) => row.id))
  for (const row of rows)
    if (!states.has(row.id)) states.set(row.id, inForceIds.has(row.id) ? 'in-force' : 'replaced')
  return states
}

const isLater = (row: HistoryInput, than: HistoryInput) =>
  row.effectiveFrom > than.effectiveFrom || (row.effectiveFrom === than.effectiveFrom && row.id > than.id)

/** Newest first: by effective date, then by entry. */
export const newestFirst = (a: HistoryInput, b: HistoryInput) =>
  b.effectiveFrom.localeCompare(a.effectiveFrom) || b.id - a.id
