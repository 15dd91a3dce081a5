import { readFileSync } from 'node:fs'
import path from 'node:path'

/** The CAP files written for the tests (tests/support/weather-alerts/), in ECCC's format. */
export const capFixtureDir = path.join(import.meta.dirname, 'weather-alerts')
export type CapFixture =
  | 'orange-winter-storm-warning'
  | 'orange-winter-storm-update'
  | 'orange-winter-storm-cancel'
  | 'yellow-snowfall-kitchener'
  | 'malformed'
  | 'hostile-entity-expansion'

/** The moment the fixtures were written around: the orange warning's `sent`. */
const fixtureBase = Date.parse('2026-01-15T14:00:00Z')
const timestamp = /\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[-+]\d\d:\d\d/g

/**
 * A fixture's text with every timestamp moved by the same amount, so that the orange warning is sent at `sentAt`
 * (the test clock's now): the fixtures keep their relative times (onset nine hours after sending, …) on any day.
 */
export function capFixture(name: CapFixture, sentAt: Date): string {
  const text = readFileSync(path.join(capFixtureDir, `${name}.cap`), 'utf8')
  // CAP times are whole seconds.
  const shift = Math.floor(sentAt.getTime() / 1000) * 1000 - fixtureBase
  return text.replace(timestamp, (stamp) =>
    new Date(Date.parse(stamp) + shift).toISOString().replace('.000Z', '-00:00'),
  )
}

/**
 * A fixture as a message of another chain: every identifier (the file's own and those it references) gets `.chain`
 * appended, so the orange warning, its update and its cancellation of one chain are one alert apart from the others.
 */
export const capFixtureOfChain = (name: CapFixture, sentAt: Date, chain: number): string =>
  capFixture(name, sentAt).replace(/urn:oid:[\d.]+\d/g, (identifier) => `${identifier}.${chain}`)
