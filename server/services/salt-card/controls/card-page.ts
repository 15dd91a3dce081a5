import { and, asc, eq } from 'drizzle-orm'
import type { CardDetail, CardLink, PickupOptions } from '#domain/salt-card/controls/answers.ts'
import type { CardControlsChoice } from '#domain/salt-card/controls/schemas.ts'
import type { AppDeps } from '#server/context.ts'
import type { Db } from '#server/db/client.ts'
import { cardControls, cardReplacements, cards, locations, products } from '#server/db/schema.ts'
import { alertCardChange } from '#server/services/alerts/card-change-alert.ts'
import { recordAudit } from '#server/services/audit.ts'
import { currentBalance } from '#server/services/salt-card/ledger.ts'
import { controlsViewOfCard, lockOwnProfile } from './card-controls.ts'
import type { OwnCardChange } from './card-status.ts'

const stateOf = (card: { status: string; suspendedAt: Date | null; lostAt: Date | null }) =>
  card.lostAt ? 'lost' : card.status !== 'active' ? 'deactivated' : card.suspendedAt ? 'suspended' : 'active'

async function cardLink(db: Db, cardId: number | undefined): Promise<CardLink | null> {
  if (cardId === undefined) return null
  const [card] = await db
    .select({ id: cards.id, CardNo: cards.cardNo })
    .from(cards)
    .where(eq(cards.id, cardId))
  return card ?? null
}

/** One card of the account, open or closed, as its page shows it; null when it is not the account's. */
export async function cardDetail(db: Db, accountId: number, cardId: number): Promise<CardDetail | null> {
  const [card] = await db
    .select()
    .from(cards)
    .where(and(eq(cards.id, cardId), eq(cards.accountId, accountId)))
  if (!card) return null
  const [asLost] = await db.select().from(cardReplacements).where(eq(cardReplacements.lostCardId, card.id))
  const [asReplacement] = await db
    .select()
    .from(cardReplacements)
    .where(eq(cardReplacements.replacementCardId, card.id))
  return {
    id: card.id,
    CardNo: card.cardNo,
    name: card.name,
    state: stateOf(card),
    balanceCents: await currentBalance(db, card.id),
    controls: await controlsViewOfCard(db, card.id),
    replacedBy: await cardLink(db, asLost?.replacementCardId),
    replaces: await cardLink(db, asReplacement?.lostCardId),
  }
}

export type ChooseControlsResult = 'saved' | 'not-found' | 'closed' | 'profile-not-found'

/** Sets what an open card of the account uses: no controls, its own, or one of the account's profiles. */
export async function chooseCardControls(
  deps: Pick<AppDeps, 'db' | 'config'>,
  change: OwnCardChange & { choice: CardControlsChoice },
): Promise<ChooseControlsResult> {
  const { choice, now } = change
  return deps.db.transaction(async (tx) => {
    const [card] = await tx
      .select({ id: cards.id, cardNo: cards.cardNo, name: cards.name, status: cards.status })
      .from(cards)
      .where(and(eq(cards.id, change.cardId), eq(cards.accountId, change.accountId)))
      .for('update')
    if (!card) return 'not-found'
    if (card.status !== 'active') return 'closed'
    if (choice.source === 'profile' && !(await lockOwnProfile(tx, change.accountId, choice.profileId)))
      return 'profile-not-found'
    await tx.delete(cardControls).where(eq(cardControls.cardId, card.id))
    if (choice.source !== 'none') {
      await tx.insert(cardControls).values({
        cardId: card.id,
        profileId: choice.source === 'profile' ? choice.profileId : null,
        controls: choice.source === 'own' ? choice.controls : null,
        updatedAt: now,
      })
    }
    await recordAudit(tx, {
      action: 'card.controls-changed',
      actorAccountId: change.accountId,
      subject: card.cardNo,
      details: { choice: JSON.parse(JSON.stringify(choice)), actor: change.actor },
      ip: change.ip,
      at: now,
    })
    await alertCardChange(tx, deps, {
      accountId: change.accountId,
      card,
      change: 'controls',
      by: change.actor.eMail,
      now,
    })
    return 'saved'
  })
}

/** The published yards and products, by name: what the controls form offers to tick. */
export async function pickupOptions(db: Db): Promise<PickupOptions> {
  const [yards, productRows] = await Promise.all([
    db
      .select({ id: locations.id, name: locations.locationName })
      .from(locations)
      .where(eq(locations.published, true))
      .orderBy(asc(locations.locationName)),
    db
      .select({ id: products.id, name: products.name })
      .from(products)
      .where(eq(products.published, true))
      .orderBy(asc(products.name)),
  ])
  return { yards, products: productRows }
}
