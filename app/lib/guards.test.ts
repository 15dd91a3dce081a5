import { adminPageLevel } from '#domain/admin/sections.ts'
import type { CompanyRole } from '#domain/account/company-roles.ts'
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
    expect(customerAreaAccess({ hasToken: false, account: null, pathname: '/profile' })).toEqual({
      kind: 'signIn',
    })
    expect(customerAreaAccess({ hasToken: false, account: customer, pathname: '/profile' })).toEqual({
      kind: 'signIn',
    })
  })

  it('waits for the profile of a stored token', () => {
    expect(customerAreaAccess({ hasToken: true, account: null, pathname: '/profile' })).toEqual({
      kind: 'wait',
    })
  })

  it('shows the page to customers of any level below 2000', () => {
    expect(customerAreaAccess({ hasToken: true, account: customer, pathname: '/profile' })).toEqual({
      kind: 'show',
    })
    expect(customerAreaAccess({ hasToken: true, account: { active: 1999 }, pathname: '/profile' })).toEqual({
      kind: 'show',
    })
  })

  it('sends a login to its card page from a page its role may not use, and shows the pages it may', () => {
    const as = (role: CompanyRole, pathname: string) =>
      customerAreaAccess({ hasToken: true, account: { active: 1, login: { role } }, pathname })
    const toCards = { kind: 'redirect', to: '/profile' }
    expect(as('driver', '/profile')).toEqual({ kind: 'show' })
    expect(as('driver', '/profile/change-pass')).toEqual({ kind: 'show' })
    for (const page of [
      '/profile/salt-transaction/',
      '/profile/load-card',
      '/profile/add-card',
      '/profile/users',
    ])
      expect(as('driver', page), page).toEqual(
        page === '/profile/salt-transaction/' ? { kind: 'show' } : toCards,
      )
    expect(as('dispatcher', '/profile/load-card')).toEqual(toCards)
    expect(as('dispatcher', '/profile/salt-transaction')).toEqual(toCards)
    expect(as('accountant', '/profile/load-card')).toEqual({ kind: 'show' })
    expect(as('accountant', '/profile/users')).toEqual(toCards)
    expect(as('owner', '/profile/users')).toEqual({ kind: 'show' })
  })

  it("opens a card's page to the roles that manage cards, and autoload to the owner alone", () => {
    const as = (role: CompanyRole, pathname: string) =>
      customerAreaAccess({ hasToken: true, account: { active: 1, login: { role } }, pathname }).kind
    for (const role of ['owner', 'dispatcher'] as const) expect(as(role, '/profile/cards/12')).toBe('show')
    for (const role of ['accountant', 'driver'] as const)
      expect(as(role, '/profile/cards/12/')).toBe('redirect')
    expect(as('owner', '/profile/autoload')).toBe('show')
    for (const role of ['dispatcher', 'accountant', 'driver'] as const)
      expect(as(role, '/profile/autoload')).toBe('redirect')
  })

  it('opens tickets and statements to the roles that see transactions, delivery tickets to those that see requests', () => {
    const as = (role: CompanyRole, pathname: string) =>
      customerAreaAccess({ hasToken: true, account: { active: 1, login: { role } }, pathname }).kind
    const transactionPages = [
      '/profile/tickets/41',
      '/profile/tickets/41/pdf',
      '/profile/statements',
      '/profile/statements/2026-03',
      '/profile/statements/2026-03/pdf',
      '/profile/statements/2026-03/csv/',
    ]
    for (const page of transactionPages) {
      for (const role of ['owner', 'accountant', 'driver'] as const) expect(as(role, page), page).toBe('show')
      expect(as('dispatcher', page), page).toBe('redirect')
    }
    for (const page of ['/profile/requests/7/ticket', '/profile/requests/7/ticket/pdf']) {
      for (const role of ['owner', 'dispatcher', 'accountant'] as const)
        expect(as(role, page), page).toBe('show')
      expect(as('driver', page), page).toBe('redirect')
    }
  })

  it('sends admins (2000 and above) to /admin/', () => {
    expect(customerAreaAccess({ hasToken: true, account: admin, pathname: '/profile' })).toEqual({
      kind: 'redirect',
      to: '/admin/',
    })
    expect(customerAreaAccess({ hasToken: true, account: superAdmin, pathname: '/profile' })).toEqual({
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
