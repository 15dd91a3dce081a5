import { sandboxDeclines } from './sandbox-cards.ts'

/**
 * The sandbox's test cards for saving a card (autoload, ADR 0028), after processors' sandboxes: `4000 0000 0000
 * 0002` is refused when saved; `4000 0000 0000 0341` is saved but every later charge is declined; `4000 0000 0000
 * 9995` is saved and declined for insufficient funds; any other valid number is saved and charged.
 */
export const sandboxSavedButDeclined: Record<string, string> = {
  '4000000000000341': 'Your card was declined.',
  '4000000000009995': sandboxDeclines['4000000000009995'] ?? 'Your card was declined: insufficient funds.',
}
const refusedWhenSaved = '4000000000000002'

/** What a saved card does when charged: approve, or decline with this reason. */
export type SavedCardBehaviour = { declines: string | null }

export type SetupOutcome =
  | { status: 'saved'; brand: string; last4: string; behaviour: SavedCardBehaviour }
  | { status: 'declined'; reason: string }

/** The card network by its first digits, as a processor reports it. */
export function brandOf(digits: string): string {
  if (digits.startsWith('4')) return 'Visa'
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'Mastercard'
  if (/^3[47]/.test(digits)) return 'American Express'
  return 'Card'
}

export function sandboxSetupOutcome(digits: string): SetupOutcome {
  if (digits === refusedWhenSaved) return { status: 'declined', reason: sandboxDeclines[digits] ?? '' }
  return {
    status: 'saved',
    brand: brandOf(digits),
    last4: digits.slice(-4),
    behaviour: { declines: sandboxSavedButDeclined[digits] ?? null },
  }
}
