import { expect, test } from 'vitest'
import { locationLinks } from '#domain/site/links.ts'
import { torontoDate } from '#domain/kernel/shop-time/format.ts'
import { planHistory } from './salt-card-history.ts'

const plan = {
  cardNo: '7001000000000017',
  targetCents: 125_000,
  yards: ['bradford', 'concord', 'toronto'],
  pickupChance: 0.3,
  seed: 17,
}
const entries = planHistory(plan)

test('the same plan gives the same history on every run', () => {
  expect(planHistory(plan)).toEqual(entries)
})

test('a running balance that never goes below zero and ends on the target', () => {
  let balance = 0
  for (const entry of entries) {
    balance += entry.amountCents
    expect(entry.balanceAfterCents).toBe(balance)
    expect(balance).toBeGreaterThanOrEqual(0)
    expect(Number.isInteger(entry.amountCents)).toBe(true)
  }
  expect(balance).toBe(125_000)
})

test('a winter of entries in time order: Nov 2025–Mar 2026 and Oct–Nov 2026', () => {
  expect(entries.length).toBeGreaterThan(40)
  const times = entries.map((entry) => entry.printedAt.getTime())
  expect(times).toEqual([...times].sort((a, b) => a - b))
  for (const entry of entries) {
    const day = torontoDate(entry.printedAt)
    const inSeason =
      (day >= '2025-11-03' && day <= '2026-03-27') || (day >= '2026-10-19' && day <= '2026-11-20')
    expect(inSeason, day).toBe(true)
  }
})

test('pickups at the card yards with realistic tonnes; loads within the default limits; unique references', () => {
  const slugs = locationLinks.map((link) => link.href.replace('/location/', ''))
  for (const entry of entries) {
    if (entry.type === 'pickup') {
      expect(plan.yards).toContain(entry.locationSlug)
      expect(slugs).toContain(entry.locationSlug)
      expect(Number(entry.tonnes)).toBeGreaterThan(0)
      expect(Number(entry.tonnes)).toBeLessThan(25)
      expect(entry.amountCents).toBeLessThan(0)
    } else {
      expect(entry.amountCents).toBeGreaterThanOrEqual(5_000)
      expect(entry.amountCents).toBeLessThanOrEqual(1_000_000)
    }
  }
  const refs = entries.map((entry) => `${entry.type}:${entry.externalRef}`)
  expect(new Set(refs).size).toBe(refs.length)
})
