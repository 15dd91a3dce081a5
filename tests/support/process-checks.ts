import { asc, eq } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { cardLedger } from '#server/db/schema.ts'

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

/** A card's ledger, oldest first, its balance, and every entry whose running balance is wrong or negative. */
export async function ledgerOf(db: Db, cardId: number) {
  const entries = await db
    .select()
    .from(cardLedger)
    .where(eq(cardLedger.cardId, cardId))
    .orderBy(asc(cardLedger.id))
  const problems: string[] = []
  let balanceCents = 0
  for (const entry of entries) {
    balanceCents += entry.amountCents
    if (entry.balanceAfterCents !== balanceCents || balanceCents < 0)
      problems.push(`entry #${entry.id} says ${entry.balanceAfterCents}, the sum is ${balanceCents}`)
  }
  return { entries, balanceCents, problems }
}
