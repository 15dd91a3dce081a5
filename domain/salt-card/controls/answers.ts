import type { ProfileCard } from '#domain/account/answers.ts'
import type { ControlDeclineCode, DeclineCode } from './decline-codes.ts'
import type { CardControls } from './schemas.ts'

/** Response shapes of the card controls calls, shared by the API and the card's page. */

export interface ControlProfile {
  id: number
  name: string
  controls: CardControls
}

/** `GET /api/salt/control-profiles`: each profile with how many open cards use it. */
export interface ControlProfileRow extends ControlProfile {
  cardCount: number
}

export type CardControlsView =
  | { source: 'none' }
  | { source: 'own'; controls: CardControls }
  | { source: 'profile'; profile: ControlProfile }

/** Suspended is an active card the scale refuses; lost and deactivated cards are closed. */
export type CardState = 'active' | 'suspended' | 'lost' | 'deactivated'

export interface CardLink {
  id: number
  CardNo: string
}

/** `GET /api/salt/cards/:id`: one card of the account, open or closed. */
export interface CardDetail {
  id: number
  CardNo: string
  name: string
  state: CardState
  balanceCents: number
  controls: CardControlsView
  /** The card that took this lost card's place, or the lost card this one replaced. */
  replacedBy: CardLink | null
  replaces: CardLink | null
}

/** `GET /api/salt/cards/:id/declined-attempts`: newest first. */
export interface DeclinedAttemptRow {
  id: number
  ticketNo: string
  code: DeclineCode
  controlCodes: ControlDeclineCode[]
  locationSlug: string
  /** The yard's name now; its slug when the yard is gone. */
  yardName: string
  product: string
  milliTonnes: number
  amountCents: number
  printedAt: string
  createdAt: string
  /** The account's "allow once" for it, if any. */
  override: { expiresAt: string; usedAt: string | null } | null
}

/** `GET /api/salt/pickup-options`: what the controls form offers to tick. */
export interface PickupOptions {
  yards: Array<{ id: number; name: string }>
  products: Array<{ id: number; name: string }>
}

export interface ReportLostResponse {
  success: true
  replacement: ProfileCard
}

export interface OverrideResponse {
  success: true
  expiresAt: string
}
