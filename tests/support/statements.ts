import type { LedgerEntryInput } from '#server/services/salt-card/ledger.ts'
import { appendLedgerEntry } from '#server/services/salt-card/ledger.ts'
import { torontoInstant } from '#server/services/salt-card/toronto-time.ts'
import type { TestApp } from './test-app.ts'

let references = 0

/**
 * Books an entry through the ledger itself (card locked, running balance, ERP posting), printed at a Toronto wall
 * time (`2026-03-31 23:30`); fails the test's setup unless it was appended.
 */
export async function book(
  app: TestApp,
  cardId: number,
  type: LedgerEntryInput['type'],
  amountCents: number,
  torontoTime: string,
  extra: Partial<LedgerEntryInput> = {},
) {
  const [day, time = '12:00'] = torontoTime.split(' ') as [string, string?]
  const [hour, minute] = time.split(':').map(Number) as [number, number]
  const result = await app.deps.db.transaction((tx) =>
    appendLedgerEntry(
      tx,
      {
        cardId,
        type,
        amountCents,
        externalRef: `stmt-${type}-${cardId}-${++references}`,
        printedAt: torontoInstant(day, hour, minute),
        ...extra,
      },
      app.deps.now(),
    ),
  )
  if (result.outcome !== 'appended') throw new Error(`entry not booked: ${JSON.stringify(result)}`)
  return result.entry
}
