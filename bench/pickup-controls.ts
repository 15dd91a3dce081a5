import type { PickupOptions } from '#domain/salt-card/controls/answers.ts'
import type { CardControls } from '#domain/salt-card/controls/schemas.ts'
import { weekdays } from '#domain/locations/hours.ts'
import type { AppDeps } from '#server/context.ts'
import { createCard } from '#tests/support/seed.ts'
import { createPickupPlace, createScaleKey } from '#tests/support/salt-card.ts'
import { type LatencyResult, measureLatency } from './latency.ts'

/**
 * Scale-house pickups (`POST /api/salt/pickups`) on a card without controls beside one with every kind of control
 * (the goal: the controls cost at most 20 % at p95). The limits are far above what the run books, so every
 * ticket is debited and both sides do the same writes; the controlled side also reads the day's and week's totals
 * under the card's lock. Each pickups key takes 60 tickets a minute, so the run deals tickets over many keys.
 */
export async function pickupMeasurements(
  deps: AppDeps,
  base: string,
  session: { token: string; accountId: number },
  options: { connections: number; durationSeconds: number },
): Promise<LatencyResult[]> {
  const place = await createPickupPlace(deps.db, { slug: 'bench-yard', productName: 'Bench Rock Salt' })
  const keys = await Promise.all(
    Array.from({ length: 200 }, () => createScaleKey(deps.db, [place.locationSlug])),
  )
  const balance = { balancesCents: [900_000_000] }
  const free = await createCard(deps.db, session.accountId, balance)
  const controlled = await createCard(deps.db, session.accountId, balance)
  // createPickupPlace names the yard after its slug.
  await setEveryControl(base, session.token, controlled.id, {
    ...place,
    yardName: `Yard ${place.locationSlug}`,
  })

  let ticket = 0
  const pickup = (cardNo: string) => (i: number) =>
    fetch(`${base}/api/salt/pickups`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': keys[i % keys.length]! },
      body: JSON.stringify({
        ticketNo: `BENCH-${++ticket}`,
        cardNo,
        locationSlug: place.locationSlug,
        product: place.productName,
        tonnes: 0.5,
        amountCents: 1_000,
        PrintedDateTime: new Date(Date.now() - 60_000).toISOString(),
      }),
    })
  return [
    await measureLatency('pickup, card without controls', pickup(free.cardNo), options),
    await measureLatency('pickup, card with every control', pickup(controlled.cardNo), options),
  ]
}

/** Yard, product, tonnes and dollars per pickup, day and week, and all-day windows on every weekday. */
async function setEveryControl(
  base: string,
  token: string,
  cardId: number,
  place: { yardName: string; productName: string },
) {
  const headers = { authorization: `Bearer ${token}` }
  const pickupOptions = (await (
    await fetch(`${base}/api/salt/pickup-options`, { headers })
  ).json()) as PickupOptions
  const controls: CardControls = {
    yardIds: pickupOptions.yards.filter((yard) => yard.name === place.yardName).map((yard) => yard.id),
    productIds: pickupOptions.products
      .filter((product) => product.name === place.productName)
      .map((product) => product.id),
    maxPickupMilliTonnes: 1_000_000,
    maxDailyMilliTonnes: 1_000_000_000,
    maxWeeklyMilliTonnes: 1_000_000_000,
    maxDailyCents: 1_000_000_000,
    maxWeeklyCents: 1_000_000_000,
    hours: { kind: 'windows', windows: [{ days: [...weekdays], from: '00:00', to: '23:59' }] },
  }
  const response = await fetch(`${base}/api/salt/cards/${cardId}/controls`, {
    method: 'PUT',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ source: 'own', controls }),
  })
  if (!response.ok)
    throw new Error(`setting the bench card's controls: ${response.status} ${await response.text()}`)
}
