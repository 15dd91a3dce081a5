import type { PickupPriceFlag } from '#domain/admin/transactions/answers.ts'
import { priceTexts } from '#domain/prices/texts.ts'
import { formatCents } from '#domain/salt-card/load-amount.ts'
import { Badge } from '#app/components/ui/badge.tsx'

/** A pickup booked as the scale sent it while the shop's price said otherwise (ADR 0031): what the price said. */
export function PriceFlagNote({ flag }: { flag: PickupPriceFlag | null }) {
  if (!flag) return null
  return (
    <span className="mt-1 flex flex-wrap items-center gap-x-2 text-[0.8rem]">
      <Badge tone="warning">{priceTexts.mismatchBadge}</Badge>
      <span>
        {priceTexts.mismatchDetail(
          formatCents(flag.expectedCents),
          formatCents(flag.pricePerTonneCents),
          priceTexts.sourceNames[flag.source],
        )}
      </span>
    </span>
  )
}
