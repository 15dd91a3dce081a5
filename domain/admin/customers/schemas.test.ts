import { describe, expect, it } from 'vitest'
import {
  balanceAdjustmentSchema,
  customerProfileUpdateSchema,
  dollarsSchema,
  signedAdjustmentCents,
} from './schemas.ts'

describe('dollarsSchema', () => {
  const schema = dollarsSchema({ minCents: 1, maxCents: 100_00 })

  it('writes the amount with two decimals, and parsing that again gives the same text (form and API share it)', () => {
    expect(schema.parse(' $1.5 ')).toBe('1.50')
    expect(schema.parse('1.50')).toBe('1.50')
    expect(schema.parse('100')).toBe('100.00')
  })

  it('refuses amounts outside the range and text that is no amount, with a message for staff', () => {
    expect(schema.safeParse('0').error?.issues[0]?.message).toBe('Enter at least $0.01.')
    expect(schema.safeParse('100.01').error?.issues[0]?.message).toBe('Enter at most $100.00.')
    expect(schema.safeParse('-5').error?.issues[0]?.message).toBe(
      'Enter an amount in dollars, such as 250 or 250.50.',
    )
  })
})

describe('balanceAdjustmentSchema and signedAdjustmentCents', () => {
  it('credits are positive and debits negative in the ledger', () => {
    const credit = balanceAdjustmentSchema.parse({ direction: 'credit', amount: '25.5', reason: ' Refund ' })
    expect(credit).toEqual({ direction: 'credit', amount: '25.50', reason: 'Refund' })
    expect(signedAdjustmentCents(credit)).toBe(2_550)
    expect(signedAdjustmentCents({ direction: 'debit', amount: '0.07' })).toBe(-7)
  })

  it('needs a reason without control characters', () => {
    const result = balanceAdjustmentSchema.safeParse({ direction: 'debit', amount: '1', reason: 'a\u0000b' })
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['reason'])
    expect(balanceAdjustmentSchema.safeParse({ direction: 'debit', amount: '1', reason: '' }).success).toBe(
      false,
    )
  })
})

describe('customerProfileUpdateSchema', () => {
  const profile = {
    version: 3,
    name: 'Lakeshore Property Services',
    eMail: 'Office@Lakeshore.example',
    company: '',
    contactNumber: '905-555-0187',
    address: '2250 Lakeshore Rd W',
    city: 'Mississauga',
    postalCode: 'L5J 1K1',
    paymentOption: 'Prepaid',
    lowBalanceThreshold: '200',
  }

  it('normalises the e-mail and the threshold, and its output parses again unchanged', () => {
    const parsed = customerProfileUpdateSchema.parse(profile)
    expect(parsed).toMatchObject({
      eMail: 'office@lakeshore.example',
      lowBalanceThreshold: '200.00',
      company: '',
    })
    expect(customerProfileUpdateSchema.parse(parsed)).toEqual(parsed)
  })

  it('knows only the payment options the shop has', () => {
    expect(customerProfileUpdateSchema.safeParse({ ...profile, paymentOption: 'Cash' }).success).toBe(false)
    expect(customerProfileUpdateSchema.safeParse({ ...profile, paymentOption: 'Invoice' }).success).toBe(true)
  })
})
