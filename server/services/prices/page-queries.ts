import { instantAt, wallClock } from '#domain/kernel/shop-time/calendar.ts'
import type { AppDeps } from '#server/context.ts'
import type { ReadModel } from '#server/services/read-model.ts'
import { productPricesShown } from './shown-prices.ts'

/**
 * A product's list prices for visitors, when staff made them public (ADR 0031); empty otherwise. From the read model:
 * staff price changes and the public switch empty it (contentChanges), and a price is in force by Toronto's day, so
 * an entry is kept no later than the next midnight there, when a dated price may start.
 */
export function pricePageQueries(deps: Pick<AppDeps, 'db' | 'now' | 'config'>, { remember }: ReadModel) {
  return {
    publicPrices: (slug: string) =>
      remember(
        `public prices:${slug}`,
        () => productPricesShown(deps, slug, null),
        () => {
          const { day } = wallClock(deps.now().getTime())
          return instantAt(day + 1, 0)
        },
      ),
  }
}
