import { mayOpenAlertPage } from '#domain/account/alerts.ts'
import type { AppDeps } from '#server/context.ts'
import type { Tx } from '#server/db/client.ts'
import { torontoDateTime } from '#server/services/salt-card/toronto-time.ts'
import { type CardChange, cardChangeSummary, cardChangedMail } from './alert-mails.ts'
import { sendAlert } from './send-alert.ts'

/** A card's controls chosen again, or the card suspended or resumed: a "controls changed" alert (ADR 0029). */
export async function alertCardChange(
  tx: Tx,
  deps: Pick<AppDeps, 'config'>,
  input: {
    accountId: number
    card: { id: number; cardNo: string; name: string }
    change: CardChange
    by: string
    now: Date
  },
): Promise<void> {
  const { card, change, by, now } = input
  const site = deps.config.PUBLIC_SITE_URL.replace(/\/+$/, '')
  await sendAlert(
    tx,
    {
      kind: 'controls',
      accountId: input.accountId,
      cardId: card.id,
      mail: ({ name, role }) =>
        cardChangedMail({
          brandName: deps.config.BRAND_NAME,
          name,
          card,
          change,
          by,
          at: torontoDateTime(now),
          cardUrl: mayOpenAlertPage(role, 'card') ? `${site}/profile/cards/${card.id}` : null,
        }),
      summary: cardChangeSummary(change, card, by),
    },
    now,
  )
}
