import { describe, expect, test } from 'vitest'
import { alertKindsByRole, alertPreferencesSchemaFor, defaultAlertKinds, pickupAlertPage } from './alerts.ts'
import { companyRoles, mayUse } from './company-roles.ts'

describe("the alerts' defaults (ADR 0029)", () => {
  test("the account's own login keeps today's mails, as far as its role receives them", () => {
    expect(defaultAlertKinds('owner', true)).toEqual(['declined', 'lowBalance', 'autoload', 'controls'])
    expect(defaultAlertKinds('accountant', true)).toEqual(['lowBalance', 'autoload'])
    expect(defaultAlertKinds('dispatcher', true)).toEqual(['declined', 'lowBalance', 'controls'])
  })

  test('invited owners get the same; the other users nothing until they choose', () => {
    expect(defaultAlertKinds('owner', false)).toEqual(['declined', 'lowBalance', 'autoload', 'controls'])
    for (const role of ['dispatcher', 'accountant', 'driver'] as const)
      expect(defaultAlertKinds(role, false)).toEqual([])
  })
})

describe('the shared rule', () => {
  test('a driver may not ask for autoload results; an owner may ask for all', () => {
    const driver = alertPreferencesSchemaFor('driver').safeParse({
      kinds: ['pickup', 'autoload'],
      delivery: 'daily',
    })
    expect(driver.success).toBe(false)
    expect(driver.error?.issues[0]).toMatchObject({
      path: ['kinds'],
      message: 'Your role does not receive: Autoload results.',
    })
    const owner = alertPreferencesSchemaFor('owner').safeParse({
      kinds: ['pickup', 'declined', 'lowBalance', 'autoload', 'controls'],
      delivery: 'now',
    })
    expect(owner.success).toBe(true)
  })
})

describe('the page a pickup alert links (ADR 0040)', () => {
  test('the e-ticket to the roles that may open transactions, the card’s page to a dispatcher', () => {
    expect(companyRoles.map((role) => [role, pickupAlertPage(role)])).toEqual([
      ['owner', 'ticket'],
      ['dispatcher', 'card'],
      ['accountant', 'ticket'],
      ['driver', 'ticket'],
    ])
  })

  test('every role that receives pickups is linked a page its permissions open', () => {
    const opens = { ticket: 'viewTransactions', card: 'manageCards' } as const
    for (const role of companyRoles.filter((each) => alertKindsByRole[each].includes('pickup'))) {
      const page = pickupAlertPage(role)
      if (page) expect(mayUse(role, opens[page]), role).toBe(true)
    }
  })
})
