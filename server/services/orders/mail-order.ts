import { eq } from 'drizzle-orm'
import { orderNumber } from '#domain/orders/texts.ts'
import type { AppDeps } from '#server/context.ts'
import type { Tx } from '#server/db/client.ts'
import { type Order, accounts } from '#server/db/schema.ts'
import { orderMail } from '#server/services/mail/quote-mails.ts'
import { enqueueMail } from '#server/services/mail/outbox.ts'
import { requestLink } from '#server/services/quotes/mail-quote.ts'

/** Each change of an order is mailed to the account's address, in the transaction that made it. */
export async function mailOrderChange(
  tx: Tx,
  deps: Pick<AppDeps, 'config'>,
  input: { order: Order; listRequestId: number; detail: string | null },
) {
  const [account] = await tx
    .select({ name: accounts.name, eMail: accounts.eMail })
    .from(accounts)
    .where(eq(accounts.id, input.order.accountId))
  if (!account) return
  await enqueueMail(tx, {
    toAddress: account.eMail,
    ...orderMail({
      brandName: deps.config.BRAND_NAME,
      name: account.name,
      orderNo: orderNumber(input.order.id),
      status: input.order.status,
      detail: input.detail,
      link: requestLink(deps, input.listRequestId),
    }),
  })
}
