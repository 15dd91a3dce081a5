import { describe, expect, it } from 'vitest'
import type { ListRequest } from '#server/db/schema.ts'
import { type SubmissionIdentity, canonicalJson, isSameSubmission } from './idempotency.ts'

const incoming: SubmissionIdentity = {
  kind: 'myList',
  accountId: 7,
  items: [{ slug: 'rock-salt', unitName: 'tonne', quantity: 3 }],
  delivery: { city: 'Barrie', dateFrom: '2026-12-01' },
  applicant: null,
}

/** As the database gives it back: items with the catalogue's names, jsonb's own key order. */
const stored = (overrides: Partial<ListRequest> = {}): ListRequest => ({
  id: 1,
  kind: 'myList',
  idempotencyKey: 'key-12345',
  accountId: 7,
  items: [{ customSize: false, productName: 'Rock Salt', quantity: 3, slug: 'rock-salt', unitName: 'tonne' }],
  delivery: { dateFrom: '2026-12-01', city: 'Barrie' },
  applicant: null,
  status: 'new',
  assignedTo: null,
  notes: '',
  ip: '192.0.2.1',
  createdAt: new Date(),
  updatedAt: new Date(),
  version: 1,
  ...overrides,
})

describe('canonicalJson', () => {
  it('sorts keys at every depth and drops undefined values', () => {
    expect(canonicalJson({ b: 1, a: { d: [{ z: 1, y: 2 }], c: undefined } })).toBe(
      '{"a":{"d":[{"y":2,"z":1}]},"b":1}',
    )
  })
})

describe('isSameSubmission', () => {
  it('is the same whatever the key order or the stored catalogue names', () => {
    expect(isSameSubmission(stored(), incoming)).toBe(true)
    const typed = (quantity: number) => [{ slug: 'rock-salt', unitName: 'tonne', quantity }]
    expect(
      isSameSubmission(stored({ items: typed(1) }), { ...incoming, items: typed(0.1 + 0.2 + 0.7) }),
    ).toBe(true)
    expect(
      isSameSubmission(stored(), { ...incoming, delivery: { ...incoming.delivery, notes: undefined } }),
    ).toBe(true)
  })

  it('differs in kind, account, items, quantities, order, delivery or applicant', () => {
    const others: SubmissionIdentity[] = [
      { ...incoming, kind: 'listLogin' },
      { ...incoming, accountId: 8 },
      { ...incoming, items: [{ slug: 'rock-salt', unitName: 'tonne', quantity: 4 }] },
      { ...incoming, items: [{ slug: 'rock-salt', unitName: 'tonne', quantity: 3.1 }] },
      { ...incoming, items: [...incoming.items, { slug: 'brine', unitName: 'tote', quantity: 1 }] },
      { ...incoming, delivery: null },
      { ...incoming, delivery: { city: 'Barrie', dateFrom: '2026-12-02' } },
      { ...incoming, applicant: { email: 'a@example.test' } },
    ]
    for (const other of others) expect(isSameSubmission(stored(), other), JSON.stringify(other)).toBe(false)
    const twoItems = stored({
      items: [
        { slug: 'a', unitName: 'u', quantity: 1 },
        { slug: 'b', unitName: 'u', quantity: 1 },
      ],
    })
    const reversed = [
      { slug: 'b', unitName: 'u', quantity: 1 },
      { slug: 'a', unitName: 'u', quantity: 1 },
    ]
    expect(isSameSubmission(twoItems, { ...incoming, items: reversed })).toBe(false)
  })
})
