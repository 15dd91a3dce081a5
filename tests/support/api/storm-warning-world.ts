import { eq, like } from 'drizzle-orm'
import { outbox } from '#server/db/schema.ts'
import { freshToken } from '#tests/support/auth-identities.ts'
import { controlsWith, setControls } from '#tests/support/card-controls.ts'
import { createAccount, createCard } from '#tests/support/seed.ts'
import type { TestApp } from '#tests/support/test-app.ts'
import { yardAt } from './weather.ts'

/**
 * The yards the CAP fixtures are written around (tests/support/weather-alerts/): Brampton inside the orange warning's
 * polygon, Mississauga by Peel's region code alone (its coordinates are outside), Oakville only in the update's added
 * region, Kitchener in the yellow alert's region, Etobicoke in none.
 */
export async function fixtureYards({ deps }: TestApp) {
  const at = (name: string, latitude: number, longitude: number, forecastRegions: string[]) =>
    yardAt(deps.db, name, { latitude, longitude, forecastRegions })
  return {
    brampton: await at('Brampton', 43.6963, -79.7297, []),
    mississauga: await at('Mississauga', 43.0, -81.0, ['048900']),
    oakville: await at('Oakville', 43.4172, -79.7208, ['048950']),
    kitchener: await at('Kitchener', 43.4063, -80.4449, ['046500']),
    etobicoke: await at('Etobicoke', 43.7049, -79.5773, []),
  }
}

/** A customer (threshold $200 by default) with one card holding `balanceCents`, restricted to `yardIds` if given. */
export async function customerCard(app: TestApp, name: string, balanceCents: number, yardIds?: number[]) {
  const customer = await createAccount(app.deps.db)
  const card = await createCard(app.deps.db, customer.id, { name, balancesCents: [balanceCents] })
  const token = await freshToken(app, customer.id)
  if (yardIds) await setControls(app, token, card.id, controlsWith({ yardIds }))
  return { customer, card, token }
}

/** The storm warnings queued to one address (or to anybody), in the outbox. */
export const stormWarningsTo = async ({ deps }: TestApp, address?: string) =>
  (
    await deps.db
      .select()
      .from(outbox)
      .where(address ? eq(outbox.toAddress, address) : like(outbox.subject, '% warning for %'))
      .orderBy(outbox.id)
  ).filter((mail) => / warning for /.test(mail.subject))
