import { asc, eq } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { type LedgerEntry, cardLedger } from '#server/db/schema.ts'

/** Asks `check` again every 100 ms until it answers true; fails after `timeoutMs`. */
export async function pollUntil(check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`still not so after ${timeoutMs / 1000} s`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** A public page as a browser asks for it, and whether the page cache answered it. */
export async function pageText(baseUrl: string, path: string): Promise<{ html: string; cached: boolean }> {
  const response = await fetch(new URL(path, baseUrl), { headers: { accept: 'text/html' } })
  const html = await response.text()
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`)
  return { html, cached: response.headers.get('x-page-cache') === 'hit' }
}

/** Entries of one card, oldest first: each balance must be the one before plus the amount, and never below zero. */
export function runningBalanceProblems(entries: LedgerEntry[]): string[] {
  const problems: string[] = []
  let sum = 0
  for (const entry of entries) {
    sum += entry.amountCents
    if (entry.balanceAfterCents !== sum || sum < 0)
      problems.push(
        `card ${entry.cardId}: entry #${entry.id} says ${entry.balanceAfterCents}, the sum is ${sum}`,
      )
  }
  return problems
}

/** A card's ledger, oldest first, the sum of its amounts, and every entry whose running balance is wrong. */
export async function ledgerOf(db: Db, cardId: number) {
  const entries = await db
    .select()
    .from(cardLedger)
    .where(eq(cardLedger.cardId, cardId))
    .orderBy(asc(cardLedger.id))
  const balanceCents = entries.reduce((sum, entry) => sum + entry.amountCents, 0)
  return { entries, balanceCents, problems: runningBalanceProblems(entries) }
}
