import { eq } from 'drizzle-orm'
import { type AutoloadCard, type AutoloadSettings, autoloadOffTexts } from '#domain/salt-card/autoload.ts'
import type { AppDeps } from '#server/context.ts'
import { autoloadSettings } from '#server/db/schema.ts'
import { recordAudit } from '#server/services/audit.ts'
import { type OwnCardLookup, findOwnActiveCard, readAutoloadCards } from './autoload-state.ts'
import { stopAutoload } from './stop-autoload.ts'

type SettingsDeps = Pick<AppDeps, 'db' | 'now'>

export type AutoloadChange =
  | { outcome: 'saved'; card: AutoloadCard }
  | Exclude<OwnCardLookup, { outcome: 'found' }>
  /** Autoload needs a saved card first (a setup). */
  | { outcome: 'no-method' }

const cardOf = async (deps: SettingsDeps, accountId: number, cardId: number) => {
  const [card] = await readAutoloadCards(deps.db, accountId, deps.now(), cardId)
  if (!card) throw new Error(`card ${cardId} vanished while its autoload changed`)
  return card
}

/**
 * New threshold, top-up and monthly maximum for a card whose payment card is saved; saving turns autoload on (again,
 * after it turned itself off), with a fresh count of failures.
 */
export async function saveAutoloadSettings(
  deps: SettingsDeps,
  actor: { accountId: number; ip: string | null },
  cardId: number,
  settings: AutoloadSettings,
): Promise<AutoloadChange> {
  const now = deps.now()
  const outcome = await deps.db.transaction(async (tx) => {
    const own = await findOwnActiveCard(tx, actor.accountId, cardId)
    if (own.outcome !== 'found') return own
    const [row] = await tx
      .select()
      .from(autoloadSettings)
      .where(eq(autoloadSettings.cardId, cardId))
      .for('update')
    if (!row?.methodRef) return { outcome: 'no-method' as const }
    await tx
      .update(autoloadSettings)
      .set({ ...settings, status: 'on', offReason: null, failuresInRow: 0, updatedAt: now })
      .where(eq(autoloadSettings.cardId, cardId))
    await recordAudit(tx, {
      action: 'autoload.changed',
      actorAccountId: actor.accountId,
      subject: `cards/${cardId}`,
      details: {
        before: {
          status: row.status,
          thresholdCents: row.thresholdCents,
          topUpCents: row.topUpCents,
          monthlyMaxCents: row.monthlyMaxCents,
        },
        after: { status: 'on', ...settings },
      },
      ip: actor.ip,
      at: now,
    })
    return { outcome: 'changed' as const }
  })
  if (outcome.outcome !== 'changed') return outcome
  return { outcome: 'saved', card: await cardOf(deps, actor.accountId, cardId) }
}

/** The customer cancels: autoload stops at once and forgets the saved card (stopAutoload). */
export async function cancelAutoload(
  deps: SettingsDeps,
  actor: { accountId: number; ip: string | null },
  cardId: number,
): Promise<AutoloadChange> {
  const now = deps.now()
  const outcome = await deps.db.transaction(async (tx) => {
    const own = await findOwnActiveCard(tx, actor.accountId, cardId)
    if (own.outcome !== 'found') return own
    const wasOn = await stopAutoload(tx, cardId, autoloadOffTexts.cancelled)
    await recordAudit(tx, {
      action: 'autoload.stopped',
      actorAccountId: actor.accountId,
      subject: `cards/${cardId}`,
      details: { reason: 'cancelled', wasOn },
      ip: actor.ip,
      at: now,
    })
    return { outcome: 'stopped' as const }
  })
  if (outcome.outcome !== 'stopped') return outcome
  return { outcome: 'saved', card: await cardOf(deps, actor.accountId, cardId) }
}
