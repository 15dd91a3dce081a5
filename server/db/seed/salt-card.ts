import { eq, sql } from 'drizzle-orm'
import { externalDocumentNo } from '#server/adapters/erp/connector.ts'
import type { Db, Tx } from '#server/db/client.ts'
import { accounts, apiKeys, cardLedger, cards, erpPostings, erpSandboxDocuments } from '#server/db/schema.ts'
import { hashPassword } from '#server/services/auth/passwords.ts'
import { hashApiKey } from '#server/services/salt-card/api-keys.ts'
import { torontoDate } from '#domain/kernel/shop-time/format.ts'
import { demoAccounts } from './demo-accounts.ts'
import { demoLocations } from './demo-locations.ts'
import { type HistoryPlan, type PlannedEntry, planHistory } from './salt-card-history.ts'

/**
 * The Salt Card demo: the second customer, a winter of loads and pickups on the demo cards (ending on the
 * balances the README shows), their ERP postings (a few failed or dead, for the admin's retry), and one scale-house
 * API key. Only ever seeded where SEED_DEMO applies, so the documented key never reaches a production database.
 */
export const demoScaleHouseKey = 'sk_pickups_demo_scale_house_key_not_for_production'

const histories: Array<HistoryPlan & { erp: ErpTrouble }> = [
  {
    cardNo: '7001000000000017',
    targetCents: 125_000,
    yards: ['bradford', 'concord', 'toronto'],
    pickupChance: 0.3,
    seed: 17,
    erp: { deadInMonth: '2026-02', pendingLast: true },
  },
  {
    cardNo: '7001000000000025',
    targetCents: 48_050,
    yards: ['concord', 'brampton'],
    pickupChance: 0.15,
    seed: 25,
    erp: { failedLast: true },
  },
  {
    cardNo: '7001000000000033',
    targetCents: 96_420,
    yards: ['mississauga', 'oakville', 'etobicoke-toronto-west'],
    pickupChance: 0.25,
    seed: 33,
    erp: { deadInMonth: '2026-01' },
  },
]

/** Which postings the demo shows as not (yet) in NAV; all others are approved. */
interface ErpTrouble {
  /** The first pickup of this month (yyyy-MM) is dead after every attempt. */
  deadInMonth?: string
  /** The last entry is pending: the worker posts it soon after start. */
  pendingLast?: boolean
  /** The last entry failed twice and waits for its next attempt. */
  failedLast?: boolean
}

export async function seedSaltCardDemo(db: Db): Promise<boolean> {
  const customer2 = await seedSecondCustomer(db)
  let added = customer2
  for (const history of histories) added = (await seedHistory(db, history)) || added
  return (await seedDemoApiKey(db)) || added
}

async function seedSecondCustomer(db: Db): Promise<boolean> {
  const { eMail, password } = demoAccounts.customer2
  const [present] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.eMail, eMail))
  if (present) return false
  const passwordHash = await hashPassword(password)
  await db.transaction(async (tx) => {
    const [account] = await tx
      .insert(accounts)
      .values({
        customerNo: 'C100002',
        name: 'Lakeshore Property Services',
        eMail,
        passwordHash,
        active: 1,
        paymentOption: 'Prepaid',
        company: 'Lakeshore Property Services Inc.',
        contactNumber: '905-555-0187',
        address: '2250 Lakeshore Rd W',
        city: 'Mississauga',
        postalCode: 'L5J 1K1',
      })
      .returning({ id: accounts.id })
    await tx
      .insert(cards)
      .values({ cardNo: '7001000000000033', name: 'Dump truck 7', accountId: account!.id })
  })
  return true
}

/** A card's winter, written only onto a card that has no ledger entries yet. */
async function seedHistory(db: Db, history: HistoryPlan & { erp: ErpTrouble }): Promise<boolean> {
  const [card] = await db
    .select({
      id: cards.id,
      customerNo: accounts.customerNo,
      thresholdCents: accounts.lowBalanceThresholdCents,
      entries:
        sql<number>`(select count(*) from ${cardLedger} where ${cardLedger.cardId} = ${cards.id})`.mapWith(
          Number,
        ),
    })
    .from(cards)
    .innerJoin(accounts, eq(accounts.id, cards.accountId))
    .where(eq(cards.cardNo, history.cardNo))
  if (!card || card.entries > 0) return false
  const planned = planHistory(history)
  await db.transaction(async (tx) => {
    const rows = await tx
      .insert(cardLedger)
      .values(planned.map((entry) => ({ ...entry, cardId: card.id })))
      .returning({ id: cardLedger.id, externalRef: cardLedger.externalRef })
    const idOf = new Map(rows.map((row) => [row.externalRef, row.id]))
    await writePostings(tx, planned, idOf, { ...history, customerNo: card.customerNo })
    await tx
      .update(cards)
      .set({ lowBalanceAlerted: history.targetCents < card.thresholdCents })
      .where(eq(cards.id, card.id))
  })
  return true
}

async function writePostings(
  tx: Tx,
  planned: PlannedEntry[],
  idOf: Map<string, number>,
  history: { cardNo: string; customerNo: string; erp: ErpTrouble },
) {
  const now = new Date()
  const dead = history.erp.deadInMonth
    ? planned.find(
        (e) => e.type === 'pickup' && torontoDate(e.printedAt).startsWith(history.erp.deadInMonth!),
      )
    : undefined
  const last = planned.at(-1)
  const postings = planned.map((entry) => {
    const ledgerId = idOf.get(entry.externalRef)!
    const base = { ledgerId, createdAt: entry.printedAt, updatedAt: entry.printedAt }
    if (entry === dead) {
      const lastError = 'NAV answered 503: Service Unavailable'
      return { ...base, status: 'dead' as const, attempts: 8, lastError, nextAttemptAt: entry.printedAt }
    }
    if (entry === last && history.erp.pendingLast)
      return { ...base, status: 'pending' as const, nextAttemptAt: now }
    if (entry === last && history.erp.failedLast) {
      const lastError = 'NAV answered 500: The Customer No. is locked by another user'
      const nextAttemptAt = new Date(now.getTime() + 15 * 60_000)
      return { ...base, status: 'failed' as const, attempts: 2, lastError, nextAttemptAt }
    }
    const erpDocumentNo = `NAV-${externalDocumentNo(ledgerId)}`
    return {
      ...base,
      status: 'approved' as const,
      attempts: 1,
      erpDocumentNo,
      nextAttemptAt: entry.printedAt,
    }
  })
  await tx.insert(erpPostings).values(postings)
  const approved = postings.flatMap((posting, i) => (posting.status === 'approved' ? [planned[i]!] : []))
  await tx.insert(erpSandboxDocuments).values(
    approved.map((entry) => {
      const ledgerId = idOf.get(entry.externalRef)!
      return {
        documentNo: `NAV-${externalDocumentNo(ledgerId)}`,
        createdAt: entry.printedAt,
        payload: {
          externalDocumentNo: externalDocumentNo(ledgerId),
          entryType: entry.type,
          customerNo: history.customerNo,
          cardNo: history.cardNo,
          postingDate: torontoDate(entry.printedAt),
          printedAt: entry.printedAt.toISOString(),
          amountCents: entry.amountCents,
          reference: entry.externalRef,
          locationSlug: entry.locationSlug,
          product: entry.product,
          tonnes: entry.tonnes,
        },
      }
    }),
  )
}

/** The demo key may post for every demo yard (the yards are seeded after it, so it names them from their list). */
async function seedDemoApiKey(db: Db): Promise<boolean> {
  const keyHash = hashApiKey(demoScaleHouseKey)
  const [present] = await db.select({ id: apiKeys.id }).from(apiKeys).where(eq(apiKeys.keyHash, keyHash))
  if (present) return false
  await db.insert(apiKeys).values({
    name: 'Demo scale house (demo data only)',
    scope: 'pickups',
    keyHash,
    locationSlugs: demoLocations.map((location) => location.slug).sort(),
  })
  return true
}
