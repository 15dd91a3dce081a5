import { torontoInstant } from '#server/services/salt-card/toronto-time.ts'

/**
 * A winter of Salt Card activity for one demo card, made up but believable and the same on every run: pickups at
 * the card's yards on working days (more in deep winter), a load whenever the balance runs low, and a last stretch
 * that ends exactly on the card's demo balance.
 */

export interface HistoryPlan {
  cardNo: string
  /** The balance after the last entry. */
  targetCents: number
  /** Location slugs where this card picks up. */
  yards: string[]
  /** Chance of a pickup on a working day in the shoulder months; doubled December to February. */
  pickupChance: number
  seed: number
}

export interface PlannedEntry {
  type: 'load' | 'pickup'
  amountCents: number
  balanceAfterCents: number
  printedAt: Date
  externalRef: string
  locationSlug: string | null
  product: string | null
  tonnes: string | null
}

/** Scale prices per tonne, in cents. */
export const demoProducts = [
  { name: 'Rock Salt', centsPerTonne: 14_250, weight: 7 },
  { name: 'Treated Rock Salt', centsPerTonne: 18_900, weight: 2 },
  { name: 'Winter Sand and Salt Mix', centsPerTonne: 6_400, weight: 1 },
]

/** The winter the demo shows, and the start of the next one up to the demo's "today". */
const seasons: Array<[string, string]> = [
  ['2025-11-03', '2026-03-27'],
  ['2026-10-19', '2026-11-01'],
]
/** The last load, then the November pickups that end on the target balance. */
const finalLoadDay = '2026-11-02'
const finalStretch: [string, string] = ['2026-11-03', '2026-11-20']
const loadSizes = [200_000, 250_000, 300_000, 400_000, 500_000]
const maxLoadCents = 1_000_000

/** mulberry32: a small seeded generator, so the demo data is the same everywhere. */
function random(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

function* days(from: string, to: string): Generator<string> {
  for (let day = new Date(`${from}T12:00:00Z`); day <= new Date(`${to}T12:00:00Z`);) {
    yield day.toISOString().slice(0, 10)
    day = new Date(day.getTime() + 86_400_000)
  }
}

const isSunday = (day: string) => new Date(`${day}T12:00:00Z`).getUTCDay() === 0
const deepWinter = (day: string) => ['12', '01', '02'].includes(day.slice(5, 7))

export function planHistory(plan: HistoryPlan): PlannedEntry[] {
  const next = random(plan.seed)
  const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)]!
  const entries: PlannedEntry[] = []
  let balance = 0
  let tickets = 0
  let loads = 0
  const suffix = plan.cardNo.slice(-4)

  const load = (amountCents: number, printedAt: Date) => {
    balance += amountCents
    loads += 1
    entries.push({
      type: 'load',
      amountCents,
      balanceAfterCents: balance,
      printedAt,
      externalRef: `demo-pay-${suffix}-${String(loads).padStart(3, '0')}`,
      locationSlug: null,
      product: null,
      tonnes: null,
    })
  }
  const pickupOn = (day: string, centsWanted?: number) => {
    const product = weighted(next, demoProducts)
    const tonnes = centsWanted ? centsWanted / product.centsPerTonne : 2 + next() * 9
    const amountCents = centsWanted ?? Math.round(tonnes * product.centsPerTonne)
    const yard = pick(plan.yards)
    const printedAt = torontoInstant(day, 6 + Math.floor(next() * 11), Math.floor(next() * 60))
    return { product, tonnes: tonnes.toFixed(3), amountCents, yard, printedAt }
  }
  const book = (pickup: ReturnType<typeof pickupOn>) => {
    balance -= pickup.amountCents
    tickets += 1
    entries.push({
      type: 'pickup',
      amountCents: -pickup.amountCents,
      balanceAfterCents: balance,
      printedAt: pickup.printedAt,
      externalRef: `${pickup.yard.slice(0, 3).toUpperCase()}-${suffix}${String(tickets).padStart(4, '0')}`,
      locationSlug: pickup.yard,
      product: pickup.product.name,
      tonnes: pickup.tonnes,
    })
  }

  for (const [from, to] of seasons) {
    for (const day of days(from, to)) {
      const chance = plan.pickupChance * (deepWinter(day) ? 2 : 1)
      if (isSunday(day) || next() >= chance) continue
      const pickup = pickupOn(day)
      // Customers top up when a pickup would leave little: the load comes an hour before the truck.
      for (let minutesBefore = 60; balance - pickup.amountCents < 30_000; minutesBefore -= 5) {
        load(pick(loadSizes), new Date(pickup.printedAt.getTime() - minutesBefore * 60_000))
      }
      book(pickup)
    }
  }

  const november = [...days(...finalStretch)].filter((day) => !isSunday(day) && next() < plan.pickupChance)
  const stretch = november.map((day) => pickupOn(day))
  const stretchCents = () => stretch.reduce((sum, pickup) => sum + pickup.amountCents, 0)
  // The last pickup of the stretch takes whatever is left above the target: keep it a plausible truckload.
  let finalLoad = Math.max(
    100_000,
    Math.ceil((plan.targetCents + stretchCents() + 20_000 - balance) / 50_000) * 50_000,
  )
  const rest = () => balance + finalLoad - stretchCents() - plan.targetCents
  while (rest() > 120_000) stretch.push(pickupOn(pick(november.length ? november : [finalStretch[0]])))
  while (rest() < 15_000) finalLoad += 50_000
  stretch.sort((a, b) => a.printedAt.getTime() - b.printedAt.getTime())
  const lastPickupCents = rest()

  for (let i = 0, left = finalLoad; left > 0; i++, left -= maxLoadCents) {
    load(Math.min(maxLoadCents, left), torontoInstant(finalLoadDay, 8, 30 + i))
  }
  // After every other pickup of the stretch (those end by 17:00).
  const last = {
    ...pickupOn(finalStretch[1], lastPickupCents),
    printedAt: torontoInstant(finalStretch[1], 17, 40),
  }
  for (const pickup of stretch) book(pickup)
  book(last)
  return entries
}

function weighted<T extends { weight: number }>(next: () => number, items: T[]): T {
  let roll = next() * items.reduce((sum, item) => sum + item.weight, 0)
  for (const item of items) {
    roll -= item.weight
    if (roll < 0) return item
  }
  return items.at(-1)!
}
