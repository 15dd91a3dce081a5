import { describe, expect, it } from 'vitest'
import { becomeDealerFormSchema, contactFormSchema, invalidFields, quickOrderFormSchema } from './schemas.ts'

const contact = { name: 'Dana', email: 'Dana@Example.COM', phone: '', message: 'Hello' }

const order = {
  name: 'Robin',
  email: 'robin@example.test',
  phone: '416-555-0199',
  productGroup: 'bagged-salt',
  quantity: '2.5',
  unit: 'skids',
  deliveryAddress: '1 Main St',
  city: 'Toronto',
  postalCode: 'm5v2t6',
  preferredFrom: '2026-12-01',
  preferredTo: '2026-12-01',
}

describe('public form schemas', () => {
  it('normalise what people type: e-mail lower case, one-line fields on one line, blank optionals empty', () => {
    const parsed = contactFormSchema.parse({ ...contact, name: '  Dana\n  Smith ', message: 'a\r\nb' })
    expect(parsed).toEqual({ name: 'Dana Smith', email: 'dana@example.com', message: 'a\nb' })
    expect(contactFormSchema.parse({ ...contact, phone: '(905) 555-0142 ext. 7' }).phone).toBe(
      '(905) 555-0142 ext. 7',
    )
  })

  it('keep postal codes as "A1A 1A1" and refuse other countries’ codes', () => {
    expect(quickOrderFormSchema.parse(order).postalCode).toBe('M5V 2T6')
    expect(quickOrderFormSchema.parse({ ...order, postalCode: 'L4K-4T2' }).postalCode).toBe('L4K 4T2')
    for (const postalCode of ['90210', 'SW1A 1AA', 'D4K 4T2', 'L4K4T', '']) {
      const result = quickOrderFormSchema.safeParse({ ...order, postalCode })
      expect(result.success, postalCode).toBe(false)
    }
  })

  it('read the quantity as a number and refuse zero, negatives and words', () => {
    expect(quickOrderFormSchema.parse(order).quantity).toBe(2.5)
    for (const quantity of ['0', '-3', 'lots', '', '100001']) {
      const result = quickOrderFormSchema.safeParse({ ...order, quantity })
      expect(result.success, quantity).toBe(false)
    }
  })

  it('only accept choices that the selects offer', () => {
    expect(quickOrderFormSchema.safeParse({ ...order, productGroup: 'gravel' }).success).toBe(false)
    expect(quickOrderFormSchema.safeParse({ ...order, unit: 'buckets' }).success).toBe(false)
  })

  it('flag a date window that ends first, together with other bad fields', () => {
    const result = quickOrderFormSchema.safeParse({
      ...order,
      name: '',
      preferredFrom: '2026-12-05',
      preferredTo: '2026-12-01',
    })
    expect(result.success).toBe(false)
    expect(invalidFields(result.error!).sort()).toEqual(['name', 'preferredTo'])
  })

  it('need phone numbers with an area code', () => {
    const dealer = {
      company: 'Yard Co',
      contactName: 'Lee',
      email: 'lee@example.test',
      phone: '555-0110',
      address: '1 Rd',
      city: 'Barrie',
      postalCode: 'L4N 7Z3',
      storageCapacity: '200 t',
    }
    expect(invalidFields(becomeDealerFormSchema.safeParse(dealer).error!)).toEqual(['phone'])
    expect(becomeDealerFormSchema.parse({ ...dealer, phone: '+1 705 555 0110' }).message).toBe('')
  })

  it('name each bad field once, in schema order', () => {
    const result = contactFormSchema.safeParse({ email: 'nope', message: '   ' })
    expect(invalidFields(result.error!)).toEqual(['name', 'email', 'message'])
  })
})
