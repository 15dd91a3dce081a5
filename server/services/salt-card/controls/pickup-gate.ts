import type { ControlDeclineCode, DeclineCode } from '#domain/salt-card/controls/decline-codes.ts'
import type { ControlledPickup } from '#domain/salt-card/controls/evaluate.ts'
import type { Tx } from '#server/db/client.ts'
import { checkCardControls } from './pickup-controls.ts'

export type GateVerdict =
  | { verdict: 'deactivated' }
  | { verdict: 'declined'; code: DeclineCode; controlCodes: ControlDeclineCode[] }
  /** Pass on to the balance; `overrideId` is the "allow once" that let it past its controls. */
  | { verdict: 'open'; overrideId: number | null }

interface GatedCard {
  id: number
  status: 'active' | 'deactivated'
  suspendedAt: Date | null
  lostAt: Date | null
  accountActive: number
}

/**
 * The card's own say on a ticket, under its row lock, before the balance is looked at: a card reported lost is
 * answered as such (it is closed too, but the scale should keep it and call), a deactivated card or account as
 * before, a suspended card is refused, then the controls decide.
 */
export async function cardGateVerdict(
  tx: Tx,
  card: GatedCard,
  pickup: ControlledPickup & { ticketNo: string },
  now: Date,
): Promise<GateVerdict> {
  if (card.lostAt) return { verdict: 'declined', code: 'card_lost', controlCodes: [] }
  if (card.status !== 'active' || card.accountActive <= 0) return { verdict: 'deactivated' }
  if (card.suspendedAt) return { verdict: 'declined', code: 'card_suspended', controlCodes: [] }
  const controls = await checkCardControls(tx, card, pickup, now)
  if (!controls.passed) return { verdict: 'declined', code: controls.codes[0], controlCodes: controls.codes }
  return { verdict: 'open', overrideId: controls.overrideId }
}
