import { and, eq } from 'drizzle-orm'
import { expect } from 'vitest'
import { autoloadAttempts, cardLedger } from '#server/db/schema.ts'
import { autoloadKey } from '#server/services/autoload/autoload-crossing.ts'
import {
  createPickupPlace,
  createScaleKey,
  customerWithCard,
  scaleTicket,
  sendPickup,
} from '#tests/support/salt-card.ts'
import type { TestApp } from '../test-app.ts'
import { saveCardAtStripe } from './stripe-autoload-app.ts'
import type { CardBehaviour, StripeAutoloadStub } from './stripe-autoload-stub.ts'

/**
 * What the Stripe autoload files read and set up on their app: a card that crossed its threshold with a card saved
 * at the stub, and the attempts, ledger loads and PaymentIntents that followed.
 */
export async function stripeAutoloadCards(app: TestApp, stub: StripeAutoloadStub) {
  const { api, deps } = app
  await createPickupPlace(deps.db)
  const scaleKey = await createScaleKey(deps.db, ['bradford'])

  /** A card holding $300 with autoload on at Stripe ($200 threshold, $500 top-up); then a pickup crosses it. */
  async function crossedCard(behaviour: CardBehaviour = 'succeeds') {
    const owner = await customerWithCard(deps.db, api.signIn.bind(api), { balanceCents: 30_000 })
    await saveCardAtStripe(app, stub, owner.token, owner.card.id, { brand: 'visa', last4: '4242', behaviour })
    const picked = await sendPickup(
      api,
      scaleTicket({ cardNo: owner.card.cardNo, amountCents: 15_000 }),
      scaleKey,
    )
    expect(picked.status, JSON.stringify(picked.body)).toBe(200)
    return { ...owner, key: autoloadKey(owner.card.id, 1) }
  }

  return {
    crossedCard,
    attemptsOf: (cardId: number) =>
      deps.db.select().from(autoloadAttempts).where(eq(autoloadAttempts.cardId, cardId)),
    loadsOf: (cardId: number) =>
      deps.db
        .select()
        .from(cardLedger)
        .where(and(eq(cardLedger.cardId, cardId), eq(cardLedger.type, 'load'))),
    intentsOf: (key: string) =>
      [...stub.paymentIntents.values()].filter(
        (intent) => (intent.metadata as Record<string, string>).attempt === key,
      ),
  }
}
