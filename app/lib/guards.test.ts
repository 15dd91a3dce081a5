import { adminPageLevel } from '#domain/admin/sections.ts'
import { describe, expect, it } from 'vitest'
import {
  adminAreaAccess,
  customerAreaAccess,
  saltAdminLoadFlag,
  saltLoadCardLoadFlag,
  saltLoadFlag,
} from './guards.ts'

const customer = { active: 1 }
const admin = { active: 2000 }
const superAdmin = { active: 3000 }

describe('load flags (layout guards)', () => {
  it('salt: set while the account has no name', () => {
    expect(saltLoadFlag(null)).toBe(true)
    expect(saltLoadFlag({ name: '' })).toBe(true)
    expect(saltLoadFlag({ name: 'Northern Plowing Ltd.' })).toBe(false)
  })

  it('saltadmin: always set', () => {
    expect(saltAdminLoadFlag()).toBe(true)
  })

  it('saltLoadCard: set unless the payment option is Prepaid', () => {
    expect(saltLoadCardLoadFlag(null)).toBe(true)
    expect(saltLoadCardLoadFlag({ paymentOption: 'Invoice' })).toBe(true)
    expect(saltLoadCardLoadFlag({ paymentOption: 'prepaid' })).toBe(true)
    expect(saltLoadCardLoadFlag({ paymentOption: 'Prepaid' })).toBe(false)
  })
})

describe('customer area access', () => {
  it('sends a visitor without a token home to sign in, whatever is cached', () => {
    expect(customerAreaAccess({ hasToken: false, account: null })).toEqual({ kind: 'signIn' })
    expect(customerAreaAccess({ hasToken: false, account: customer })).toEqual({ kind: 'signIn' })
  })

  it('waits for the profile of a stored token', () => {
    expect(customerAreaAccess({ hasToken: true, account: null })).toEqual({ kind: 'wait' })
  })

  it('shows the page to customers of any level below 2000', () => {
    expect(customerAreaAccess({ hasToken: true, account: customer })).toEqual({ kind: 'show' })
    expect(customerAreaAccess({ hasToken: true, account: { active: 1999 } })).toEqual({ kind: 'show' })
  })

  it('sends admins (2000 and above) to /admin/', () => {
    expect(customerAreaAccess({ hasToken: true, account: admin })).toEqual({
      kind: 'redirect',
      to: '/admin/',
    })
    expect(customerAreaAccess({ hasToken: true, account: superAdmin })).toEqual({
      kind: 'redirect',
      to: '/admin/',
    })
  })
})

describe('admin area access', () => {
  const page = { minLevel: 2000, brandPrefix: 'draglam' }

  it('sends a visitor without a token home to sign in', () => {
    expect(adminAreaAccess({ ...page, hasToken: false, account: admin })).toEqual({ kind: 'signIn' })
  })

  it('waits for the profile', () => {
    expect(adminAreaAccess({ ...page, hasToken: true, account: null })).toEqual({ kind: 'wait' })
  })

  it('shows the page to admins at or above its minimum', () => {
    expect(adminAreaAccess({ ...page, hasToken: true, account: admin })).toEqual({ kind: 'show' })
    expect(adminAreaAccess({ ...page, minLevel: 3000, hasToken: true, account: superAdmin })).toEqual({
      kind: 'show',
    })
  })

  it('sends customers to their own area, not into a redirect loop', () => {
    expect(adminAreaAccess({ ...page, hasToken: true, account: customer })).toEqual({
      kind: 'redirect',
      to: '/profile',
    })
    expect(adminAreaAccess({ ...page, hasToken: true, account: { active: 1999 } })).toEqual({
      kind: 'redirect',
      to: '/profile',
    })
  })

  it('sends an admin below a higher page minimum to the brand locations page', () => {
    expect(adminAreaAccess({ ...page, minLevel: 3000, hasToken: true, account: admin })).toEqual({
      kind: 'redirect',
      to: '/admin/draglamlocations',
    })
    expect(
      adminAreaAccess({ minLevel: 2500, brandPrefix: 'acme', hasToken: true, account: { active: 2499 } }),
    ).toEqual({ kind: 'redirect', to: '/admin/acmelocations' })
  })

  it('never sends an admin who meets 2000 away from the locations page (its minimum)', () => {
    const locationsPage = { ...page, minLevel: adminPageLevel('/admin/draglamlocations', 'draglam') }
    expect(adminAreaAccess({ ...locationsPage, hasToken: true, account: admin })).toEqual({ kind: 'show' })
  })
})
