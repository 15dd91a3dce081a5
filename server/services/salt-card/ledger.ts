import { and, desc, eq } from 'drizzle-orm'
import type { Db, Tx } from '#server/db/client.ts'
import { type LedgerEntry, accounts, cardLedger, cards, erpPostings } from '#server/db/schema.ts'
import { lowBalanceTransition, nextBalance } from './ledger-math.ts'

export type LedgerType = LedgerEntry['type']

export interface LedgerEntryInput {
  cardId: number
  type: LedgerType
  /** Signed: loads positive, pickups negative. */
  amountCents: number
  /** The payment id of a load, the scale ticket number of a pickup: unique per type. */
  externalRef: string
  printedAt: Date
  locationSlug?: string | null
  product?: string | null
  /** Decimal string with up to three decimals, pickups only. */
  tonnes?: string | null
  /** Adjustments: why staff changed the balance, and who did. */
  reason?: string | null
  staffAccountId?: number | null
}

export type LedgerRefusal = 'insufficient-funds' | 'balance-limit' | 'invalid-amount'

export type AppendResult =
  | {
      outcome: 'appended'
      entry: LedgerEntry
      balanceBeforeCents: number
      /** This entry took the card below its account's low-balance threshold for the first time since it rose above. */
      lowBalanceAlert: boolean
    }
  /** The (type, externalRef) pair is already in the ledger: nothing was written; the entry is the first one. */
  | { outcome: 'replayed'; entry: LedgerEntry }
  | { outcome: 'refused'; reason: LedgerRefusal; balanceCents: number }
  | { outcome: 'card-not-found' }

/** The latest balance of a card (0 before its first entry); run after the card row is locked. */
export async function currentBalance(db: Db | Tx, cardId: number): Promise<number> {
  const [latest] = await db
    .select({ balanceAfterCents: cardLedger.balanceAfterCents })
    .from(cardLedger)
    .where(eq(cardLedger.cardId, cardId))
    .orderBy(desc(cardLedger.id))
    .limit(1)
  return latest?.balanceAfterCents ?? 0
}

export async function findLedgerEntry(
  db: Db | Tx,
  type: LedgerType,
  externalRef: string,
): Promise<LedgerEntry | undefined> {
  const [entry] = await db
    .select()
    .from(cardLedger)
    .where(and(eq(cardLedger.type, type), eq(cardLedger.externalRef, externalRef)))
  return entry
}

/**
 * Appends one entry to a card's ledger, with its ERP posting, inside the caller's transaction (which adds its own
 * outbox mail). The card row is locked first, so entries of one card are written one at a time and each sees the
 * balance the previous one left; the database's CHECK on balance_after_cents is the last line behind this.
 * Idempotent: a (type, externalRef) already in the ledger writes nothing and returns that entry.
 */
export async function appendLedgerEntry(tx: Tx, input: LedgerEntryInput, now: Date): Promise<AppendResult> {
  const [card] = await tx
    .select({
      id: cards.id,
      lowBalanceAlerted: cards.lowBalanceAlerted,
      thresholdCents: accounts.lowBalanceThresholdCents,
    })
    .from(cards)
    .innerJoin(accounts, eq(accounts.id, cards.accountId))
    .where(eq(cards.id, input.cardId))
    .for('update', { of: cards })
  if (!card) return { outcome: 'card-not-found' }

  // Checked under the lock, so two deliveries of the same reference cannot both get past it.
  const existing = await findLedgerEntry(tx, input.type, input.externalRef)
  if (existing) return { outcome: 'replayed', entry: existing }

  const balanceBeforeCents = await currentBalance(tx, card.id)
  const next = nextBalance(balanceBeforeCents, input.amountCents)
  if (!next.ok) return { outcome: 'refused', reason: next.reason, balanceCents: balanceBeforeCents }

  const [entry] = await tx
    .insert(cardLedger)
    .values({
      cardId: card.id,
      type: input.type,
      amountCents: input.amountCents,
      balanceAfterCents: next.balanceAfterCents,
      externalRef: input.externalRef,
      locationSlug: input.locationSlug ?? null,
      product: input.product ?? null,
      tonnes: input.tonnes ?? null,
      reason: input.reason ?? null,
      staffAccountId: input.staffAccountId ?? null,
      printedAt: input.printedAt,
      createdAt: now,
    })
    .returning()
  if (!entry) throw new Error('ledger insert returned no row')
  await tx
    .insert(erpPostings)
    .values({ ledgerId: entry.id, nextAttemptAt: now, createdAt: now, updatedAt: now })

  const lowBalance = lowBalanceTransition({
    beforeCents: balanceBeforeCents,
    afterCents: next.balanceAfterCents,
    thresholdCents: card.thresholdCents,
    alerted: card.lowBalanceAlerted,
  })
  if (lowBalance.alerted !== card.lowBalanceAlerted) {
    await tx
      .update(cards)
      .set({ lowBalanceAlerted: lowBalance.alerted, updatedAt: now })
      .where(eq(cards.id, card.id))
  }
  return { outcome: 'appended', entry, balanceBeforeCents, lowBalanceAlert: lowBalance.sendAlert }
}
