import type { PaymentGateway } from './adapters/payments/gateway.ts'
import { type Config, configSchema } from './config.ts'

/** What production mode checks beside the configuration: what the database holds and which processor takes payments. */
export interface ProductionFacts {
  config: Config
  payments: Pick<PaymentGateway, 'name' | 'movesRealMoney'>
  /** E-mails of the demo accounts (server/db/seed/demo-accounts.ts) found in the database. */
  demoAccountEmails: string[]
  /** Whether the demo pickups key (published in the README) is in the database. */
  demoKeyPresent: boolean
}

/** The defaults of the embedded demo run: a production shop names its own (`.example` mail domains, a 555 number). */
const demoDefaults = configSchema.parse({})

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value, i) => value === b[i])

/**
 * Why production mode may not start: one line per problem, all of them at once; none means it may. The payment
 * rule is the gateway's own word (`movesRealMoney`), so a real processor passes it and its test mode does not.
 */
export function productionProblems({
  config,
  payments,
  demoAccountEmails,
  demoKeyPresent,
}: ProductionFacts): string[] {
  const problems: string[] = []
  const add = (condition: unknown, line: string) => {
    if (condition) problems.push(line)
  }
  add(
    demoAccountEmails.length > 0,
    `Demo accounts exist in the database (${demoAccountEmails.join(', ')}); their passwords are published. ` +
      'Run production on a database that never held demo data.',
  )
  add(
    demoKeyPresent,
    'The demo pickups API key exists in the database; it is published. ' +
      'Run production on a database that never held demo data.',
  )
  add(
    !payments.movesRealMoney,
    payments.name === 'sandbox'
      ? 'The payment processor is the sandbox (test cards, no money moves). Configure a real payment processor.'
      : `The payment processor "${payments.name}" is in test mode. Configure its live keys.`,
  )
  add(
    new URL(config.PUBLIC_SITE_URL).protocol !== 'https:',
    `PUBLIC_SITE_URL is ${config.PUBLIC_SITE_URL}; production needs the shop's https:// address.`,
  )
  add(
    !config.SMTP_URL,
    'SMTP_URL is not set: password resets and receipts would only be written to files. Set the mail server.',
  )
  add(
    !config.ERP_ODATA_URL,
    'ERP_ODATA_URL is not set: postings would go to the sandbox ERP, never to NAV. Set the NAV OData URL.',
  )
  add(
    config.MAIL_FROM === demoDefaults.MAIL_FROM,
    `MAIL_FROM is the demo default (${demoDefaults.MAIL_FROM}). Set the shop's sender.`,
  )
  add(
    config.SALES_EMAIL === demoDefaults.SALES_EMAIL,
    `SALES_EMAIL is the demo default (${demoDefaults.SALES_EMAIL}). Set the sales mailbox.`,
  )
  add(
    sameList(config.HOTLINE, demoDefaults.HOTLINE),
    `HOTLINE is the demo number (${demoDefaults.HOTLINE.join(', ')}). Set the shop's 24/7 number.`,
  )
  add(
    config.STRIPE_API_BASE !== undefined,
    `STRIPE_API_BASE is ${config.STRIPE_API_BASE}: payments would go to a stand-in, not to Stripe. Unset it.`,
  )
  add(config.SEED_DEMO === true, 'SEED_DEMO asks for demo data, which production never seeds. Unset it.')
  add(
    config.TRUST_PROXY === true,
    "TRUST_PROXY=true believes any client's X-Forwarded-For, so anyone can forge an address and dodge the " +
      "per-address rate limits. Set the proxy's address (or CIDR) or its number of hops.",
  )
  return problems
}

/** What the refusing server prints: a heading, then one line per problem. */
export function refusalText(problems: string[]): string {
  return [
    'SHOP_MODE=production: the server will not start until each of these is fixed:',
    ...problems.map((problem) => `  - ${problem}`),
  ].join('\n')
}
