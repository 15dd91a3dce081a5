import type { ReactNode } from 'react'
import { PrefetchLink } from '#app/components/prefetch-link.tsx'
import type { StockStatus } from '#domain/locations/hours.ts'
import { stockStatusText } from '#domain/catalogue/stock-texts.ts'
import type { LocationStock } from '#server/services/catalog/types.ts'
import { AlertCircleIcon, CheckCircleIcon, NoEntryIcon } from './catalog-icons.tsx'

/** Each status has its own words and icon as well as its colour, so colour is never the only signal. */
const statusLook: Record<StockStatus, { icon: ReactNode; className: string }> = {
  in_stock: { icon: <CheckCircleIcon />, className: 'text-green-800' },
  low: { icon: <AlertCircleIcon />, className: 'text-amber-800' },
  out: { icon: <NoEntryIcon />, className: 'text-ink/70' },
}

/** The published yards that stock a product, A–Z, each linking to its location page with its stock status. */
export function AvailabilityList({ availability }: { availability: LocationStock[] }) {
  return (
    <ul className="mt-3 grid gap-x-6 sm2:grid-cols-2">
      {availability.map((stock) => (
        <li
          key={stock.slug}
          className="flex items-center justify-between gap-3 border-b border-ink/10 py-2.5"
        >
          <PrefetchLink
            to={stock.href}
            className="font-semibold text-brand underline-offset-2 hover:underline"
          >
            {stock.locationName}
          </PrefetchLink>
          <span
            className={`inline-flex items-center gap-1.5 text-sm font-semibold whitespace-nowrap ${statusLook[stock.status].className}`}
          >
            {statusLook[stock.status].icon}
            {stockStatusText[stock.status]}
          </span>
        </li>
      ))}
    </ul>
  )
}
