import { torontoDate } from '#domain/kernel/shop-time/format.ts'
import { lineCents, pickupPriceDiffers, tonneUnitName } from '#domain/prices/rules.ts'
import type { Tx } from '#server/db/client.ts'
import { pickupPriceFlags } from '#server/db/schema.ts'
import { priceFor } from './lookup.ts'

export interface BookedPickupPrice {
  ledgerId: number
  accountId: number
  locationId: number
  productId: number
  milliTonnes: number
  sentCents: number
  printedAt: Date
}

/**
 * After a pickup is booked for the amount the scale sent (the scale is the source of truth), compares it with the
 * shop's price per tonne for that customer, yard and product on the ticket's Toronto day; more than a cent per tonne
 * apart, the pickup is flagged for staff (the transactions screen). No price per tonne, nothing to compare.
 */
export async function flagPickupPriceMismatch(tx: Tx, pickup: BookedPickupPrice): Promise<boolean> {
  const price = await priceFor(tx, {
    accountId: pickup.accountId,
    productId: pickup.productId,
    unitName: tonneUnitName,
    locationId: pickup.locationId,
    on: torontoDate(pickup.printedAt),
  })
  if (!price || !pickupPriceDiffers(pickup.sentCents, pickup.milliTonnes, price.cents)) return false
  await tx.insert(pickupPriceFlags).values({
    ledgerId: pickup.ledgerId,
    sentCents: pickup.sentCents,
    pricePerTonneCents: price.cents,
    priceSource: price.source,
    expectedCents: lineCents(pickup.milliTonnes / 1000, price.cents),
  })
  return true
}
