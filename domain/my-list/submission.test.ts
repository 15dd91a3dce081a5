import { describe, expect, it } from 'vitest'
import {
  deliveryDetailsSchema,
  idempotencyKeySchema,
  listLoginSubmissionSchema,
  newAccountListSubmissionSchema,
  submittedListSchema,
  torontoToday,
} from './schemas.ts'

const today = '2026-11-21'
const item = { slug: 'rock-salt', unitName: 'tonne', quantity: 2 }

describe('submittedListSchema', () => {
  it('keeps slug, unit and quantity and drops what else the store holds', () => {
    expect(submittedListSchema.parse([{ ...item, productName: 'X', imgUrl: '/x.png', minQty: 1 }])).toEqual([
      item,
    ])
  })

  it('needs 1 to 100 items, each slug and unit once', () => {
    expect(submittedListSchema.safeParse([]).success).toBe(false)
    const hundred = Array.from({ length: 100 }, (_, i) => ({ ...item, slug: `p${i}` }))
    expect(submittedListSchema.safeParse(hundred).success).toBe(true)
    expect(submittedListSchema.safeParse([...hundred, { ...item, slug: 'p100' }]).success).toBe(false)
    const duplicate = submittedListSchema.safeParse([
      item,
      { ...item, unitName: 'bag' },
      { ...item, quantity: 5 },
    ])
    expect(duplicate.error?.issues.map((issue) => issue.path)).toEqual([[2]])
  })

  it('wants a number quantity (the unit decides its range and step) and text names', () => {
    expect(submittedListSchema.safeParse([{ ...item, quantity: 40.5 }]).success).toBe(true)
    for (const bad of [
      { ...item, quantity: '2' },
      { ...item, quantity: Number.NaN },
      { ...item, slug: '' },
      { ...item, unitName: 3 },
    ]) {
      expect(submittedListSchema.safeParse([bad]).success, JSON.stringify(bad)).toBe(false)
    }
  })
})

describe('deliveryDetailsSchema', () => {
  const schema = deliveryDetailsSchema(today)

  it('treats blanks as absent and writes postal codes one way', () => {
    expect(
      schema.parse({ siteAddress: '  ', city: ' Barrie ', postalCode: 'l4m3a9', notes: 'a\r\nb' }),
    ).toEqual({
      siteAddress: undefined,
      city: 'Barrie',
      postalCode: 'L4M 3A9',
      dateFrom: undefined,
      dateTo: undefined,
      notes: 'a\nb',
    })
    expect(schema.parse({ postalCode: '', dateFrom: '' })).toMatchObject({
      postalCode: undefined,
      dateFrom: undefined,
    })
  })

  it('refuses a foreign postal code, a day in the past, an impossible day and a window ending first', () => {
    const pathsOf = (input: object) =>
      schema.safeParse(input).error?.issues.map((issue) => issue.path.join('.'))
    expect(pathsOf({ postalCode: '90210' })).toEqual(['postalCode'])
    expect(pathsOf({ dateFrom: '2026-11-20' })).toEqual(['dateFrom'])
    expect(pathsOf({ dateTo: '2026-11-20' })).toEqual(['dateTo'])
    expect(pathsOf({ dateFrom: '2026-11-31' })).toEqual(['dateFrom'])
    expect(pathsOf({ dateFrom: '2026-11-25', dateTo: '2026-11-24' })).toEqual(['dateTo'])
    expect(pathsOf({ dateFrom: today, dateTo: today })).toBeUndefined()
  })
})

describe('torontoToday', () => {
  it('is the Toronto calendar day, not the UTC one', () => {
    expect(torontoToday(new Date('2026-11-22T03:30:00Z'))).toBe('2026-11-21')
    expect(torontoToday(new Date('2026-11-22T05:30:00Z'))).toBe('2026-11-22')
    expect(torontoToday(new Date('2026-07-01T03:59:00Z'))).toBe('2026-06-30')
  })
})

describe('idempotencyKeySchema', () => {
  it('takes 8–100 letters, digits, - and _', () => {
    const ok = ['0b5f3a4e-9d8c-4f3b-9a1e-2c7d6e5f4a3b', 'abcdefgh', 'A_b-'.repeat(25)]
    for (const key of ok) expect(idempotencyKeySchema.safeParse(key).success, key).toBe(true)
    for (const key of ['abcdefg', 'a'.repeat(101), 'has space1', 'semi;colon', undefined]) {
      expect(idempotencyKeySchema.safeParse(key).success, String(key)).toBe(false)
    }
  })
})

describe('the submission bodies', () => {
  it('list-submission lower-cases the username and needs type login', () => {
    const body = { type: 'login', username: ' Pat@Example.COM ', password: 'secret-1', list: [item] }
    expect(listLoginSubmissionSchema(today).parse(body)).toMatchObject({ username: 'pat@example.com' })
    expect(listLoginSubmissionSchema(today).safeParse({ ...body, type: 'register' }).success).toBe(false)
  })

  it('newAccountListSubmission needs the application form with an e-mail that looks like one', () => {
    const form = {
      fullName: 'Pat',
      company: 'Plow Co',
      email: 'pat@example.com',
      contactNumber: '705-555-0101',
      companyAddress: '1 Main St',
    }
    const schema = newAccountListSubmissionSchema(today)
    expect(schema.safeParse({ form, list: [item] }).success).toBe(true)
    expect(schema.safeParse({ form: { ...form, email: 'pat at example' }, list: [item] }).success).toBe(false)
    expect(schema.safeParse({ form: { ...form, companyAddress: '' }, list: [item] }).success).toBe(false)
  })
})
