import { eq } from 'drizzle-orm'
import type { AutoloadCard, AutoloadSettings } from '#domain/salt-card/autoload.ts'
import type { AppDeps } from '#server/context.ts'
import { autoloadSettings, autoloadSetups } from '#server/db/schema.ts'
import { recordAudit } from '#server/services/audit.ts'
import { type OwnCardLookup, findOwnActiveCard, readAutoloadCards } from './autoload-state.ts'

type SetupDeps = Pick<AppDeps, 'db' | 'now' | 'config' | 'payments'>

export type SetupStart =
  { outcome: 'created'; redirectUrl: string } | Exclude<OwnCardLookup, { outcome: 'found' }>

/**
 * Starts saving a payment card for a card's autoload at the processor's hosted page. The setup is recorded, with
 * the settings to start with, before the customer leaves; nothing changes until they come back with the card saved.
 */
export async function startAutoloadSetup(
  deps: SetupDeps,
  accountId: number,
  input: AutoloadSettings & { cardId: number },
): Promise<SetupStart> {
  const own = await findOwnActiveCard(deps.db, accountId, input.cardId)
  if (own.outcome !== 'found') return own
  const [existing] = await deps.db
    .select({ customerRef: autoloadSettings.customerRef, gateway: autoloadSettings.gateway })
    .from(autoloadSettings)
    .where(eq(autoloadSettings.cardId, input.cardId))
  const site = deps.config.PUBLIC_SITE_URL.replace(/\/+$/, '')
  const setup = await deps.payments.createSetup({
    account: own.account,
    card: own.card,
    returnUrl: `${site}/profile/autoload?card=${own.card.id}`,
    // A customer of another processor (the shop switched) means nothing to this one.
    customerRef: existing?.gateway === deps.payments.name ? existing.customerRef : null,
  })
  const now = deps.now()
  await deps.db.insert(autoloadSetups).values({
    id: setup.setupId,
    accountId,
    cardId: own.card.id,
    gateway: deps.payments.name,
    thresholdCents: input.thresholdCents,
    topUpCents: input.topUpCents,
    monthlyMaxCents: input.monthlyMaxCents,
    createdAt: now,
    updatedAt: now,
  })
  return { outcome: 'created', redirectUrl: setup.redirectUrl }
}

export type SetupConfirmation =
  | { outcome: 'saved'; card: AutoloadCard }
  | { outcome: 'cancelled'; reason: string }
  | { outcome: 'not-found' }

/**
 * Back from the processor's page: the gateway verifies the ticket (throwing PaymentTicketError or
 * PaymentServiceError as for loads). A saved card becomes the card's autoload method and autoload is on with the
 * setup's settings. Under the setup row's lock, so a replayed return changes nothing more; another customer's setup,
 * or one for another card, is a 404.
 */
export async function confirmAutoloadSetup(
  deps: SetupDeps,
  actor: { accountId: number; ip: string | null },
  input: { ticket: string; cardId: number },
): Promise<SetupConfirmation> {
  const verified = await deps.payments.verifySetup(input.ticket)
  const now = deps.now()
  const outcome = await deps.db.transaction(async (tx): Promise<SetupConfirmation | { outcome: 'on' }> => {
    const [setup] = await tx
      .select()
      .from(autoloadSetups)
      .where(eq(autoloadSetups.id, verified.setupId))
      .for('update')
    if (!setup || setup.accountId !== actor.accountId || setup.cardId !== input.cardId)
      return { outcome: 'not-found' }
    const own = await findOwnActiveCard(tx, actor.accountId, setup.cardId)
    if (own.outcome !== 'found') return { outcome: 'not-found' }
    if (setup.status === 'saved') return { outcome: 'on' }
    if (verified.status === 'cancelled') {
      await tx
        .update(autoloadSetups)
        .set({ status: 'cancelled', updatedAt: now })
        .where(eq(autoloadSetups.id, setup.id))
      return { outcome: 'cancelled', reason: verified.reason }
    }
    const { method } = verified
    const values = {
      accountId: actor.accountId,
      status: 'on' as const,
      offReason: null,
      gateway: setup.gateway,
      methodRef: method.methodRef,
      customerRef: method.customerRef,
      methodBrand: method.brand,
      methodLast4: method.last4,
      thresholdCents: setup.thresholdCents,
      topUpCents: setup.topUpCents,
      monthlyMaxCents: setup.monthlyMaxCents,
      failuresInRow: 0,
      updatedAt: now,
    }
    await tx
      .insert(autoloadSettings)
      .values({ cardId: setup.cardId, ...values, createdAt: now })
      .onConflictDoUpdate({ target: autoloadSettings.cardId, set: values })
    await tx
      .update(autoloadSetups)
      .set({ status: 'saved', updatedAt: now })
      .where(eq(autoloadSetups.id, setup.id))
    await recordAudit(tx, {
      action: 'autoload.set-up',
      actorAccountId: actor.accountId,
      subject: `cards/${setup.cardId}`,
      details: {
        setupId: setup.id,
        brand: method.brand,
        last4: method.last4,
        thresholdCents: setup.thresholdCents,
        topUpCents: setup.topUpCents,
        monthlyMaxCents: setup.monthlyMaxCents,
      },
      ip: actor.ip,
      at: now,
    })
    return { outcome: 'on' }
  })
  if (outcome.outcome !== 'on') return outcome
  const [card] = await readAutoloadCards(deps.db, actor.accountId, now, input.cardId)
  return card ? { outcome: 'saved', card } : { outcome: 'not-found' }
}
