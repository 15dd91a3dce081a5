import { z } from 'zod'
import { maxRecordId } from '#domain/kernel/ids.ts'
import type { LoadFundsLimits } from './answers.ts'
import { formatCents, parseLoadAmount } from './load-amount.ts'

/**
 * Autoload (ADR 0028): a card's saved payment card is charged a fixed top-up when a pickup takes its balance below
 * a threshold, at most a monthly maximum. One rule for the form (dollars as typed) and the API (cents).
 */

/** The threshold: from $10 (a top-up must come before the card is empty) to $100,000. */
export const autoloadThresholdLimits: LoadFundsLimits = { minCents: 1_000, maxCents: 10_000_000 }
/** The monthly maximum: at most $100,000 a month, and at least one top-up. */
export const autoloadMonthlyMaxCents = 10_000_000

export const monthlyMaxBelowTopUpText =
  'Allow at least one top-up a month: the maximum must not be below the top-up.'

const centsWithin = (limits: LoadFundsLimits, text: string) =>
  z.number({ error: text }).int(text).min(limits.minCents, text).max(limits.maxCents, text)

const rangeText = (name: string, { minCents, maxCents }: LoadFundsLimits) =>
  `${name} from ${formatCents(minCents)} to ${formatCents(maxCents)}.`

/** The three amounts in cents; the top-up is one load-funds payment, so it keeps the configured load limits. */
function settingsFields(loadLimits: LoadFundsLimits) {
  const monthly = { minCents: loadLimits.minCents, maxCents: autoloadMonthlyMaxCents }
  return {
    thresholdCents: centsWithin(
      autoloadThresholdLimits,
      rangeText('Enter a threshold', autoloadThresholdLimits),
    ),
    topUpCents: centsWithin(loadLimits, rangeText('Enter a top-up', loadLimits)),
    monthlyMaxCents: centsWithin(monthly, rangeText('Enter a monthly maximum', monthly)),
  }
}

const maxNotBelowTopUp = (settings: { topUpCents: number; monthlyMaxCents: number }) =>
  settings.monthlyMaxCents >= settings.topUpCents
/** A fresh object each time: zod takes the options over. */
const onMonthlyMax = () => ({ path: ['monthlyMaxCents'], message: monthlyMaxBelowTopUpText })

/** `PUT /api/salt/autoload/:cardId` body. */
export const autoloadSettingsSchema = (loadLimits: LoadFundsLimits) =>
  z.object(settingsFields(loadLimits)).refine(maxNotBelowTopUp, onMonthlyMax())
export type AutoloadSettings = z.infer<ReturnType<typeof autoloadSettingsSchema>>

/** `POST /api/salt/autoload/setup` body: the settings autoload starts with once the card is saved. */
export const autoloadSetupSchema = (loadLimits: LoadFundsLimits) =>
  z
    .object({ cardId: z.number().int().positive().max(maxRecordId), ...settingsFields(loadLimits) })
    .refine(maxNotBelowTopUp, onMonthlyMax())

/** Back from the processor's page that saved the card: its ticket and the card it was for. */
export const autoloadSetupReturnSchema = z.object({
  ticket: z.string().min(16).max(4000),
  card: z.coerce.number().int().positive().max(maxRecordId),
})

/** Dollars as typed (250 or $1,250.50) to cents, each checked by the shared schema above. */
const dollars = z.string().transform((typed, context) => {
  const amount = parseLoadAmount(typed, { minCents: 0, maxCents: Number.MAX_SAFE_INTEGER })
  if (amount.ok) return amount.cents
  context.addIssue({ code: 'custom', message: amount.message })
  return z.NEVER
})

/** The settings form: three dollar fields, then the API's own rule. */
export const autoloadSettingsFormSchema = (loadLimits: LoadFundsLimits) =>
  z
    .object({ threshold: dollars, topUp: dollars, monthlyMax: dollars })
    .transform(({ threshold, topUp, monthlyMax }) => ({
      thresholdCents: threshold,
      topUpCents: topUp,
      monthlyMaxCents: monthlyMax,
    }))
    .pipe(autoloadSettingsSchema(loadLimits))

/** The form's field for each of the API's amounts, to show the server's refusal beside the right field. */
export const autoloadFormFields = {
  thresholdCents: 'threshold',
  topUpCents: 'topUp',
  monthlyMaxCents: 'monthlyMax',
} as const

export type AutoloadAttemptStatus =
  'queued' | 'charging' | 'approved' | 'declined' | 'failed' | 'skipped' | 'cancelled'

/** One card's autoload as `GET /api/salt/autoload` answers it. Times are ISO instants. */
export interface AutoloadCard {
  cardId: number
  cardNo: string
  cardName: string
  balanceCents: number
  status: 'on' | 'off'
  /** Why it is off, in words, when it turned itself off or was stopped; null when it was never on or is on. */
  offReason: string | null
  method: { brand: string; last4: string } | null
  settings: AutoloadSettings | null
  /** What autoload loaded onto this card this month (Toronto), against `settings.monthlyMaxCents`. */
  loadedThisMonthCents: number
  lastAttempt: {
    at: string
    amountCents: number
    status: AutoloadAttemptStatus
    reason: string | null
  } | null
}

export interface AutoloadListResponse {
  cards: AutoloadCard[]
}
export interface AutoloadCardResponse {
  card: AutoloadCard
}
export interface AutoloadSetupResponse {
  redirectUrl: string
}
/** Back from the processor's page: saved (autoload is on), or not (why, in words). */
export type AutoloadConfirmResponse = { saved: true; card: AutoloadCard } | { saved: false; reason: string }

/** How an attempt's state reads on the page. */
export const attemptStatusTexts: Record<AutoloadAttemptStatus, string> = {
  queued: 'Waiting to charge',
  charging: 'Charging',
  approved: 'Loaded',
  declined: 'Declined',
  failed: 'Failed',
  skipped: 'Skipped',
  cancelled: 'Cancelled',
}

/** The reasons autoload stops, as the page and the mails say them. */
export const autoloadOffTexts = {
  cancelled: 'You cancelled autoload.',
  failures: 'Autoload turned itself off after three failed top-ups in a row.',
} as const

export const autoloadMaxFailures = 3

export const autoloadIntroText =
  'Autoload charges a saved payment card when a pickup takes a Salt Card below your threshold, so the next pickup is not refused at the scale. It loads the top-up once per drop below the threshold, never more than your monthly maximum, and you can change or cancel it at any time.'
