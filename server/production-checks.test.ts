import { describe, expect, test } from 'vitest'
import { loadConfig } from './config.ts'
import { type ProductionFacts, productionProblems, refusalText } from './production-checks.ts'

/** A production configuration with nothing left of the demo. */
const readyEnv = {
  SHOP_MODE: 'production',
  PUBLIC_SITE_URL: 'https://shop.draglamsalt.ca',
  SMTP_URL: 'smtps://mailer:secret@smtp.draglamsalt.ca:465',
  MAIL_FROM: 'Draglam Salt <no-reply@draglamsalt.ca>',
  SALES_EMAIL: 'sales@draglamsalt.ca',
  HOTLINE: '1-888-372-4526',
  ERP_ODATA_URL: "https://nav.draglamsalt.ca:7048/NAV/ODataV4/Company('Draglam')",
  ERP_ODATA_USER: 'webshop',
  ERP_ODATA_KEY: 'nav-web-service-key',
}

const ready: ProductionFacts = {
  config: loadConfig(readyEnv),
  payments: { name: 'stripe', movesRealMoney: true },
  demoAccountEmails: [],
  demoKeyPresent: false,
}

const problemsWith = (env: Record<string, string | undefined>, facts: Partial<ProductionFacts> = {}) =>
  productionProblems({ ...ready, config: loadConfig({ ...readyEnv, ...env }), ...facts })

describe('productionProblems', () => {
  test('a live processor, https, mail, NAV, own addresses and no demo data: no problem', () => {
    expect(productionProblems(ready)).toEqual([])
  })

  test('the sandbox processor, or a real one in test mode, is refused', () => {
    expect(problemsWith({}, { payments: { name: 'sandbox', movesRealMoney: false } })).toEqual([
      'The payment processor is the sandbox (test cards, no money moves). Configure a real payment processor.',
    ])
    expect(problemsWith({}, { payments: { name: 'stripe', movesRealMoney: false } })).toEqual([
      'The payment processor "stripe" is in test mode. Configure its live keys.',
    ])
  })

  test('demo accounts and the demo key in the database are named', () => {
    expect(
      problemsWith(
        {},
        { demoAccountEmails: ['admin@example.com', 'customer@example.com'], demoKeyPresent: true },
      ),
    ).toEqual([
      'Demo accounts exist in the database (admin@example.com, customer@example.com); their passwords are published. Run production on a database that never held demo data.',
      'The demo pickups API key exists in the database; it is published. Run production on a database that never held demo data.',
    ])
  })

  test("a Stripe address other than Stripe (the tests' stand-in) is refused", () => {
    expect(problemsWith({ STRIPE_API_BASE: 'http://127.0.0.1:4010' })).toEqual([
      'STRIPE_API_BASE is http://127.0.0.1:4010: payments would go to a stand-in, not to Stripe. Unset it.',
    ])
  })

  test('an http site address is refused', () => {
    expect(problemsWith({ PUBLIC_SITE_URL: 'http://shop.draglamsalt.ca' })).toEqual([
      "PUBLIC_SITE_URL is http://shop.draglamsalt.ca; production needs the shop's https:// address.",
    ])
  })

  test('missing mail server and NAV, demo addresses and number, and SEED_DEMO are each a line', () => {
    expect(
      problemsWith({
        SMTP_URL: undefined,
        ERP_ODATA_URL: undefined,
        MAIL_FROM: undefined,
        SALES_EMAIL: undefined,
        HOTLINE: undefined,
        SEED_DEMO: '1',
      }),
    ).toEqual([
      'SMTP_URL is not set: password resets and receipts would only be written to files. Set the mail server.',
      'ERP_ODATA_URL is not set: postings would go to the sandbox ERP, never to NAV. Set the NAV OData URL.',
      "MAIL_FROM is the demo default (Draglam Salt <no-reply@draglamsalt.example>). Set the shop's sender.",
      'SALES_EMAIL is the demo default (sales@draglamsalt.example). Set the sales mailbox.',
      "HOTLINE is the demo number (1-888-555-7258). Set the shop's 24/7 number.",
      'SEED_DEMO asks for demo data, which production never seeds. Unset it.',
    ])
  })

  test('the plain demo run has every problem at once', () => {
    const problems = productionProblems({
      config: loadConfig({ SHOP_MODE: 'production' }),
      payments: { name: 'sandbox', movesRealMoney: false },
      demoAccountEmails: ['customer@example.com'],
      demoKeyPresent: true,
    })
    expect(problems).toHaveLength(9)
    expect(new Set(problems).size).toBe(9)
  })
})

describe('refusalText', () => {
  test('a heading, then one line per problem', () => {
    expect(refusalText(['First.', 'Second.'])).toBe(
      'SHOP_MODE=production: the server will not start until each of these is fixed:\n  - First.\n  - Second.',
    )
  })
})
