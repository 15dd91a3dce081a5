import { and, eq } from 'drizzle-orm'
import type { CardControlsView } from '#domain/salt-card/controls/answers.ts'
import { type CardControls, cardControlsSchema } from '#domain/salt-card/controls/schemas.ts'
import type { Db, Tx } from '#server/db/client.ts'
import { cardControlProfiles, cardControls } from '#server/db/schema.ts'

/**
 * The controls in force on a card: its own, or its profile's as the profile stands now; null without any.
 * Read back through the shared schema, so a row written by an older rule can never slip an unchecked value in.
 */
export async function controlsOfCard(db: Db | Tx, cardId: number): Promise<CardControls | null> {
  const view = await controlsViewOfCard(db, cardId)
  if (view.source === 'none') return null
  return cardControlsSchema.parse(view.source === 'own' ? view.controls : view.profile.controls)
}

/** Which controls a card uses, as the card's page shows them. */
export async function controlsViewOfCard(db: Db | Tx, cardId: number): Promise<CardControlsView> {
  const [row] = await db
    .select({
      controls: cardControls.controls,
      profileId: cardControlProfiles.id,
      profileName: cardControlProfiles.name,
      profileControls: cardControlProfiles.controls,
    })
    .from(cardControls)
    .leftJoin(cardControlProfiles, eq(cardControlProfiles.id, cardControls.profileId))
    .where(eq(cardControls.cardId, cardId))
  if (!row) return { source: 'none' }
  if (row.profileId !== null && row.profileName !== null && row.profileControls !== null)
    return {
      source: 'profile',
      profile: { id: row.profileId, name: row.profileName, controls: row.profileControls },
    }
  return row.controls ? { source: 'own', controls: row.controls } : { source: 'none' }
}

/** The account's profile with this id, locked for the caller's change; undefined when it is not theirs. */
export async function lockOwnProfile(tx: Tx, accountId: number, profileId: number) {
  const [profile] = await tx
    .select()
    .from(cardControlProfiles)
    .where(and(eq(cardControlProfiles.id, profileId), eq(cardControlProfiles.accountId, accountId)))
    .for('update')
  return profile
}

/** Copies a card's controls choice onto another card (a replacement takes the lost card's controls). */
export async function copyControls(tx: Tx, fromCardId: number, toCardId: number, now: Date): Promise<void> {
  const [row] = await tx.select().from(cardControls).where(eq(cardControls.cardId, fromCardId))
  if (!row) return
  await tx
    .insert(cardControls)
    .values({ cardId: toCardId, profileId: row.profileId, controls: row.controls, updatedAt: now })
}
