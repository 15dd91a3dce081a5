import type { Config } from '#server/config.ts'
import type { PaymentGateway } from './gateway.ts'
import { type SandboxGateway, sandboxGateway } from './sandbox-gateway.ts'
import { sandboxSecret } from './sandbox-secret.ts'

export type { PaymentGateway } from './gateway.ts'

/** The payment gateway of this run: the built-in sandbox (ADR 0004 says how a production processor plugs in). */
export async function paymentGatewayFor(config: Config, now: () => Date): Promise<PaymentGateway> {
  const secret = await sandboxSecret(config.PAYMENT_SANDBOX_SECRET, config.dataDir)
  return sandboxGateway({ secret, now, merchantName: config.BRAND_NAME })
}

export const isSandboxGateway = (gateway: PaymentGateway): gateway is SandboxGateway =>
  gateway.name === 'sandbox' && 'openSession' in gateway
