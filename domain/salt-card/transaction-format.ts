import { formatCents } from './load-amount.ts'
import type { ErpPostingStatus, TransactionType } from './answers.ts'
import { torontoDateAndTime } from '#domain/kernel/shop-time/format.ts'

/** An ISO instant (PrintedDateTime) → its Toronto date `yyyy-MM-dd` and time `HH:mm`, whatever the viewer's zone. */
export const formatPrintedDateTime = torontoDateAndTime

/** A signed amount: "+$250.00" for a load, "−$84.20" for a pickup (a real minus sign). */
export function formatSignedCents(cents: number): string {
  if (cents === 0) return formatCents(0)
  return `${cents > 0 ? '+' : '−'}${formatCents(Math.abs(cents))}`
}

export const transactionTypeLabels: Record<TransactionType, string> = {
  load: 'Load',
  pickup: 'Pickup',
  adjustment: 'Adjustment',
  order: 'Order payment',
}

/** How far the entry's posting to the ERP (Dynamics NAV) has got. */
export const erpStatusLabels: Record<ErpPostingStatus, string> = {
  pending: 'Pending',
  approved: 'Posted',
  failed: 'Retrying',
  dead: 'Failed',
}

/** Tonnes from the decimal string ("12.340" → "12.34 t"); empty for entries without a quantity. */
export function formatTonnes(tonnes: string | null): string {
  if (tonnes === null || tonnes === '') return ''
  const value = Number(tonnes)
  return Number.isFinite(value) ? `${value.toLocaleString('en-CA', { maximumFractionDigits: 3 })} t` : ''
}
