import { and, asc, count, eq } from 'drizzle-orm'
import type { ControlProfile, ControlProfileRow } from '#domain/salt-card/controls/answers.ts'
import type { ControlProfileInput } from '#domain/salt-card/controls/schemas.ts'
import type { AppDeps } from '#server/context.ts'
import type { Db } from '#server/db/client.ts'
import { cardControlProfiles, cardControls, cards } from '#server/db/schema.ts'
import { alertCardChange } from '#server/services/alerts/card-change-alert.ts'
import { recordAudit } from '#server/services/audit.ts'
import { lockOwnProfile } from './card-controls.ts'

/*
 * An account's named control profiles ("Plow trucks"). Cards using one read it at every pickup, so a change reaches
 * them all at once. Every lookup is by the account and the id together: another account's profile is not found.
 */

interface ProfileChange {
  accountId: number
  ip: string
  now: Date
  /** The login that acted, as the audit rows and the alerts name it. */
  actor: { userId: number | null; eMail: string }
}

export async function listControlProfiles(db: Db, accountId: number): Promise<ControlProfileRow[]> {
  return db
    .select({
      id: cardControlProfiles.id,
      name: cardControlProfiles.name,
      controls: cardControlProfiles.controls,
      cardCount: count(cards.id),
    })
    .from(cardControlProfiles)
    .leftJoin(cardControls, eq(cardControls.profileId, cardControlProfiles.id))
    .leftJoin(cards, and(eq(cards.id, cardControls.cardId), eq(cards.status, 'active')))
    .where(eq(cardControlProfiles.accountId, accountId))
    .groupBy(cardControlProfiles.id)
    .orderBy(asc(cardControlProfiles.name), asc(cardControlProfiles.id))
}

/** A new profile; its name is unique within the account (a second one answers the unique violation's 409). */
export async function createControlProfile(
  db: Db,
  change: ProfileChange & { input: ControlProfileInput },
): Promise<ControlProfile> {
  return db.transaction(async (tx) => {
    const [profile] = await tx
      .insert(cardControlProfiles)
      .values({ accountId: change.accountId, ...change.input, createdAt: change.now, updatedAt: change.now })
      .returning({
        id: cardControlProfiles.id,
        name: cardControlProfiles.name,
        controls: cardControlProfiles.controls,
      })
    if (!profile) throw new Error('profile insert returned nothing')
    await recordAudit(tx, {
      action: 'control-profile.created',
      actorAccountId: change.accountId,
      subject: `control-profiles/${profile.id}`,
      details: { name: profile.name, controls: { ...profile.controls }, actor: change.actor },
      ip: change.ip,
      at: change.now,
    })
    return profile
  })
}

/** Replaces a profile's name and controls, for every card that uses it; null when it is not the account's. */
export async function updateControlProfile(
  deps: Pick<AppDeps, 'db' | 'config'>,
  change: ProfileChange & { profileId: number; input: ControlProfileInput },
): Promise<ControlProfile | null> {
  return deps.db.transaction(async (tx) => {
    const before = await lockOwnProfile(tx, change.accountId, change.profileId)
    if (!before) return null
    const [profile] = await tx
      .update(cardControlProfiles)
      .set({ ...change.input, updatedAt: change.now, version: before.version + 1 })
      .where(eq(cardControlProfiles.id, before.id))
      .returning({
        id: cardControlProfiles.id,
        name: cardControlProfiles.name,
        controls: cardControlProfiles.controls,
      })
    if (!profile) return null
    await recordAudit(tx, {
      action: 'control-profile.updated',
      actorAccountId: change.accountId,
      subject: `control-profiles/${profile.id}`,
      details: {
        before: { name: before.name, controls: { ...before.controls } },
        after: { name: profile.name, controls: { ...profile.controls } },
        actor: change.actor,
      },
      ip: change.ip,
      at: change.now,
    })
    // Every open card on the profile has new controls: each gets its "controls changed" alert (ADR 0029).
    const onProfile = await tx
      .select({ id: cards.id, cardNo: cards.cardNo, name: cards.name })
      .from(cardControls)
      .innerJoin(cards, and(eq(cards.id, cardControls.cardId), eq(cards.status, 'active')))
      .where(eq(cardControls.profileId, profile.id))
      .orderBy(asc(cards.id))
    for (const card of onProfile)
      await alertCardChange(tx, deps, {
        accountId: change.accountId,
        card,
        change: 'controls',
        by: change.actor.eMail,
        now: change.now,
      })
    return profile
  })
}

export type DeleteProfileResult = 'deleted' | 'not-found' | 'in-use'

/**
 * Deletes a profile no open card uses: a card quietly losing its limits would be worse than the question,
 * so a profile in use is refused (409) until its cards use other controls.
 */
export async function deleteControlProfile(
  db: Db,
  change: ProfileChange & { profileId: number },
): Promise<DeleteProfileResult> {
  return db.transaction(async (tx) => {
    const profile = await lockOwnProfile(tx, change.accountId, change.profileId)
    if (!profile) return 'not-found'
    const [users] = await tx
      .select({ n: count() })
      .from(cardControls)
      .innerJoin(cards, eq(cards.id, cardControls.cardId))
      .where(and(eq(cardControls.profileId, profile.id), eq(cards.status, 'active')))
    if ((users?.n ?? 0) > 0) return 'in-use'
    // Closed cards take no pickups: their choice of this profile goes with it.
    await tx.delete(cardControls).where(eq(cardControls.profileId, profile.id))
    await tx.delete(cardControlProfiles).where(eq(cardControlProfiles.id, profile.id))
    await recordAudit(tx, {
      action: 'control-profile.deleted',
      actorAccountId: change.accountId,
      subject: `control-profiles/${profile.id}`,
      details: { name: profile.name, actor: change.actor },
      ip: change.ip,
      at: change.now,
    })
    return 'deleted'
  })
}
