import { centsToDollars, dollarsToCents } from '#domain/kernel/money.ts'
import type { Weekday } from '#domain/locations/hours.ts'
import type { CardControls, PickupHours } from './schemas.ts'

/**
 * The controls form as typed: tonnes and dollars as text, yards and products as ticks. `controlsBody` turns it into
 * what cardControlsSchema checks (the API's own rule), so the form's errors are the API's, by the same field names.
 */
export interface ControlsFormValues {
  allYards: boolean
  yardIds: number[]
  allProducts: boolean
  productIds: number[]
  maxPickupMilliTonnes: string
  maxDailyMilliTonnes: string
  maxWeeklyMilliTonnes: string
  maxDailyCents: string
  maxWeeklyCents: string
  hoursKind: PickupHours['kind']
  windows: Array<{ days: Weekday[]; from: string; to: string }>
}

export const tonneFields = ['maxPickupMilliTonnes', 'maxDailyMilliTonnes', 'maxWeeklyMilliTonnes'] as const
export const dollarFields = ['maxDailyCents', 'maxWeeklyCents'] as const

/** Tonnes with up to three decimals → thousandths; empty → no limit; anything else is not a number (NaN). */
function milliTonnes(text: string): number | null {
  const value = text.trim()
  if (!value) return null
  const match = /^(\d{1,7})(?:[.,](\d{1,3}))?$/.exec(value)
  if (!match) return Number.NaN
  return Number(match[1]) * 1000 + Number((match[2] ?? '').padEnd(3, '0'))
}

function cents(text: string): number | null {
  if (!text.trim()) return null
  return dollarsToCents(text) ?? Number.NaN
}

const tonnesText = (value: number | null) => (value === null ? '' : String(value / 1000))
const dollarsText = (value: number | null) => (value === null ? '' : centsToDollars(value))

export function controlsFormValues(controls: CardControls): ControlsFormValues {
  return {
    allYards: controls.yardIds === null,
    yardIds: controls.yardIds ?? [],
    allProducts: controls.productIds === null,
    productIds: controls.productIds ?? [],
    maxPickupMilliTonnes: tonnesText(controls.maxPickupMilliTonnes),
    maxDailyMilliTonnes: tonnesText(controls.maxDailyMilliTonnes),
    maxWeeklyMilliTonnes: tonnesText(controls.maxWeeklyMilliTonnes),
    maxDailyCents: dollarsText(controls.maxDailyCents),
    maxWeeklyCents: dollarsText(controls.maxWeeklyCents),
    hoursKind: controls.hours.kind,
    windows: controls.hours.kind === 'windows' ? controls.hours.windows : [],
  }
}

export function controlsBody(values: ControlsFormValues) {
  return {
    yardIds: values.allYards ? null : values.yardIds,
    productIds: values.allProducts ? null : values.productIds,
    maxPickupMilliTonnes: milliTonnes(values.maxPickupMilliTonnes),
    maxDailyMilliTonnes: milliTonnes(values.maxDailyMilliTonnes),
    maxWeeklyMilliTonnes: milliTonnes(values.maxWeeklyMilliTonnes),
    maxDailyCents: cents(values.maxDailyCents),
    maxWeeklyCents: cents(values.maxWeeklyCents),
    hours:
      values.hoursKind === 'windows'
        ? { kind: 'windows', windows: values.windows }
        : { kind: values.hoursKind },
  }
}

/** "4.37 t" for thousandths of a tonne. */
export const formatTonnes = (milliTonnes: number) =>
  `${(milliTonnes / 1000).toLocaleString('en-CA', { maximumFractionDigits: 3 })} t`
