import type { PriceRowState } from './answers.ts'
import type { PriceSource } from './rules.ts'

/** Every text of prices (ADR 0031), for customers and staff. */
export const priceTexts = {
  /** "13 %" of 1300 basis points; "13.5 %" of 1350. */
  rate: (basisPoints: number) => `${basisPoints / 100} %`,
  yourPriceAt: (yard: string) => `Your price at ${yard}`,
  priceAt: (yard: string) => `Price at ${yard}`,
  perUnit: (unit: string) => `per ${unit}`,
  taxesApart: (rate: string) => `Before taxes (HST ${rate}).`,
  pricesHeading: 'Prices',
  estimateHeading: 'Estimated total',
  estimateNote: (rate: string) =>
    `An estimate at your prices, before taxes and delivery; HST ${rate} is added on the quote. Staff confirm the final amount.`,
  estimateYard: 'Prices at',
  estimateHst: (rate: string) => `HST (${rate})`,
  estimateShow: 'Show the estimated total',
  estimateLoading: 'Working out the estimate…',
  estimateFailed: 'The estimate could not be worked out just now. Please try again.',
  estimateSubtotal: 'Before taxes',
  estimateTotal: 'Estimated total with HST',
  estimateUnpricedNames: (names: string[]) => `No price at this yard yet, not counted: ${names.join(', ')}.`,
  estimateUnpriced: (count: number) =>
    count === 1 ? '1 line has no price at this yard yet.' : `${count} lines have no price at this yard yet.`,
  sourceNames: { contract: 'contract price', list: 'list price' } satisfies Record<PriceSource, string>,
  stateNames: {
    'in-force': 'In force',
    scheduled: 'Scheduled',
    replaced: 'Replaced',
  } satisfies Record<PriceRowState, string>,
  mismatchBadge: 'Price differs',
  mismatchFilter: 'Only pickups whose amount differs from our price',
  mismatchDetail: (expected: string, perTonne: string, source: string) =>
    `Our price: ${expected} (${perTonne} per tonne, ${source}).`,
  publicPricesLabel: 'Show list prices to visitors (public prices)',
  publicPricesHint: 'Off: only signed-in customers see prices, each their own.',
  noPrices: 'No prices yet.',
  saved: 'Saved. The new price is in the history below.',
}
