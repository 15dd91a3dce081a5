import type { Config } from '#server/config.ts'
import type { Db } from '#server/db/client.ts'
import type { PaymentGateway } from './gateway.ts'
import { type SandboxGateway, sandboxGateway } from './sandbox-gateway.ts'
import { sandboxSecret } from './sandbox-secret.ts'
import { stripeGateway } from './stripe-gateway.ts'

export type { PaymentGateway } from './gateway.ts'

/**
 * The payment gateway of this run: Stripe Checkout when PAYMENT_GATEWAY=stripe (ADR 0007), else the built-in
 * sandbox (ADR 0004). Its `name` says which, for checks that must refuse the sandbox.
 */
export async function paymentGatewayFor(config: Config, now: () => Date, db: Db): Promise<PaymentGateway> {
  if (config.PAYMENT_GATEWAY === 'stripe') {
    const { STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_API_BASE } = config
    // loadConfig refuses PAYMENT_GATEWAY=stripe without both; this only narrows the types.
    if (!STRIPE_SECRET_KEY || !STRIPE_WEBHOOK_SECRET)
      throw new Error('Stripe needs its secret key and webhook secret')
    return stripeGateway({
      secretKey: STRIPE_SECRET_KEY,
      webhookSecret: STRIPE_WEBHOOK_SECRET,
      apiBase: STRIPE_API_BASE,
      now,
      merchantName: config.BRAND_NAME,
    })
  }
  const secret = await sandboxSecret(config.PAYMENT_SANDBOX_SECRET, config.dataDir)
  return sandboxGateway({ secret, now, merchantName: config.BRAND_NAME, db })
}

export const isSandboxGateway = (gateway: PaymentGateway): gateway is SandboxGateway =>
  gateway.name === 'sandbox' && 'openSession' in gateway
