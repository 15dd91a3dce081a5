import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm'
import type { AutoloadCard } from '#domain/salt-card/autoload.ts'
import type { Db, Tx } from '#server/db/client.ts'
import { accounts, autoloadAttempts, autoloadSettings, cardLedger, cards } from '#server/db/schema.ts'
import { torontoMonthStart } from '#server/services/salt-card/toronto-time.ts'

/** What autoload loaded onto a card since this Toronto month began: the approved top-ups, counted when settled. */
export async function loadedThisMonth(db: Db | Tx, cardId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${autoloadAttempts.amountCents}), 0)` })
    .from(autoloadAttempts)
    .where(
      and(
        eq(autoloadAttempts.cardId, cardId),
        eq(autoloadAttempts.status, 'approved'),
        gte(autoloadAttempts.settledAt, torontoMonthStart(now)),
      ),
    )
  return Number(row?.total ?? 0)
}

export type OwnCard = { id: number; cardNo: string; name: string }
export type OwnCardLookup =
  | {
      outcome: 'found'
      card: OwnCard
      account: { id: number; customerNo: string; name: string; eMail: string }
    }
  | { outcome: 'not-prepaid' }
  | { outcome: 'card-not-found' }

/** Autoload loads funds: for Prepaid accounts only, onto one of their own active cards (another's is a 404). */
export async function findOwnActiveCard(
  db: Db | Tx,
  accountId: number,
  cardId: number,
): Promise<OwnCardLookup> {
  const [row] = await db
    .select({
      account: {
        id: accounts.id,
        customerNo: accounts.customerNo,
        name: accounts.name,
        eMail: accounts.eMail,
      },
      paymentOption: accounts.paymentOption,
    })
    .from(accounts)
    .where(eq(accounts.id, accountId))
  if (!row || row.paymentOption !== 'Prepaid') return { outcome: 'not-prepaid' }
  const [card] = await db
    .select({ id: cards.id, cardNo: cards.cardNo, name: cards.name })
    .from(cards)
    .where(and(eq(cards.id, cardId), eq(cards.accountId, accountId), eq(cards.status, 'active')))
  return card ? { outcome: 'found', card, account: row.account } : { outcome: 'card-not-found' }
}

/** Each active card of the account with its autoload, as the customer's page shows it (`cardId` narrows to one). */
export async function readAutoloadCards(
  db: Db,
  accountId: number,
  now: Date,
  cardId?: number,
): Promise<AutoloadCard[]> {
  const rows = await db
    .select({
      card: { id: cards.id, cardNo: cards.cardNo, name: cards.name },
      settings: autoloadSettings,
      balanceCents: sql<number>`coalesce((select ${cardLedger.balanceAfterCents} from ${cardLedger}
        where ${cardLedger.cardId} = ${cards.id} order by ${cardLedger.id} desc limit 1), 0)`.mapWith(Number),
    })
    .from(cards)
    .leftJoin(autoloadSettings, eq(autoloadSettings.cardId, cards.id))
    .where(
      and(
        eq(cards.accountId, accountId),
        eq(cards.status, 'active'),
        cardId === undefined ? undefined : eq(cards.id, cardId),
      ),
    )
    .orderBy(cards.id)
  if (rows.length === 0) return []
  const cardIds = rows.map((row) => row.card.id)
  const attempts = await db
    .selectDistinctOn([autoloadAttempts.cardId])
    .from(autoloadAttempts)
    .where(inArray(autoloadAttempts.cardId, cardIds))
    .orderBy(autoloadAttempts.cardId, desc(autoloadAttempts.id))
  const lastOf = new Map(attempts.map((attempt) => [attempt.cardId, attempt]))
  const monthly = await db
    .select({
      cardId: autoloadAttempts.cardId,
      total: sql<string>`sum(${autoloadAttempts.amountCents})`.mapWith(Number),
    })
    .from(autoloadAttempts)
    .where(
      and(
        inArray(autoloadAttempts.cardId, cardIds),
        eq(autoloadAttempts.status, 'approved'),
        gte(autoloadAttempts.settledAt, torontoMonthStart(now)),
      ),
    )
    .groupBy(autoloadAttempts.cardId)
  const loadedOf = new Map(monthly.map((row) => [row.cardId, row.total]))
  return rows.map(({ card, settings, balanceCents }): AutoloadCard => {
    const last = lastOf.get(card.id)
    return {
      cardId: card.id,
      cardNo: card.cardNo,
      cardName: card.name,
      balanceCents,
      status: settings?.status ?? 'off',
      offReason: settings?.status === 'off' ? settings.offReason : null,
      method:
        settings?.methodRef && settings.methodBrand && settings.methodLast4
          ? { brand: settings.methodBrand, last4: settings.methodLast4 }
          : null,
      settings: settings
        ? {
            thresholdCents: settings.thresholdCents,
            topUpCents: settings.topUpCents,
            monthlyMaxCents: settings.monthlyMaxCents,
          }
        : null,
      loadedThisMonthCents: loadedOf.get(card.id) ?? 0,
      lastAttempt: last
        ? {
            at: (last.settledAt ?? last.createdAt).toISOString(),
            amountCents: last.amountCents,
            status: last.status,
            reason: last.reason,
          }
        : null,
    }
  })
}
