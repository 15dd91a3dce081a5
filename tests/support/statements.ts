import type { LedgerEntryInput } from '#server/services/salt-card/ledger.ts'
import { appendLedgerEntry } from '#server/services/salt-card/ledger.ts'
import { torontoInstant } from '#server/services/salt-card/toronto-time.ts'
import type { TestApp } from './test-app.ts'

let references = 0

function torontoWallTime(text: string): Date {
  const [day, time = '12:00'] = text.split(' ') as [string, string?]
  const [hour, minute] = time.split(':').map(Number) as [number, number]
  return torontoInstant(day, hour, minute)
}

/**
 * Books an entry through the ledger itself (card locked, running balance, ERP posting), printed at a Toronto wall
 * time (`2026-03-31 23:30`) or an instant; fails the test's setup unless it was appended.
 */
export async function book(
  app: TestApp,
  cardId: number,
  type: LedgerEntryInput['type'],
  amountCents: number,
  printed: string | Date,
  extra: Partial<LedgerEntryInput> = {},
) {
  const result = await app.deps.db.transaction((tx) =>
    appendLedgerEntry(
      tx,
      {
        cardId,
        type,
        amountCents,
        externalRef: `stmt-${type}-${cardId}-${++references}`,
        printedAt: typeof printed === 'string' ? torontoWallTime(printed) : printed,
        ...extra,
      },
      app.deps.now(),
    ),
  )
  if (result.outcome !== 'appended') throw new Error(`entry not booked: ${JSON.stringify(result)}`)
  return result.entry
}
