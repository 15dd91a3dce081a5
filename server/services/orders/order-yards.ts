import type { OrderYardsAnswer } from '#domain/orders/answers.ts'
import type { Db } from '#server/db/client.ts'
import { yardOptions } from '#server/services/prices/price-rows.ts'

/** Every yard by name, unpaged (yardOptions): the board filters by any yard an order names, a hidden one too. */
export async function orderYards(db: Db): Promise<OrderYardsAnswer> {
  const yards = await yardOptions(db)
  return { yards: yards.map(({ slug, name }) => ({ slug, name })) }
}
