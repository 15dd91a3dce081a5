import { limitsText } from '#domain/salt-card/load-amount.ts'
import type { LoadFundsLimits } from '#domain/salt-card/answers.ts'
import type { Config } from '#server/config.ts'

/** The configured limits of one load-funds payment, as the browser also gets them (root loader). */
export const loadLimitsOf = (config: Pick<Config, 'LOAD_MIN_CENTS' | 'LOAD_MAX_CENTS'>): LoadFundsLimits => ({
  minCents: config.LOAD_MIN_CENTS,
  maxCents: config.LOAD_MAX_CENTS,
})

/** Null when the amount (whole cents) may be loaded in one payment, else what to tell the customer. */
export function loadAmountProblem(amountCents: number, limits: LoadFundsLimits): string | null {
  const fits =
    Number.isInteger(amountCents) && amountCents >= limits.minCents && amountCents <= limits.maxCents
  return fits ? null : limitsText(limits)
}
