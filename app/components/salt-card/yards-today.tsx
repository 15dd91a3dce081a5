import { OpeningStatus } from '#app/components/locations/opening-status.tsx'
import type { OpeningHoursInput } from '#domain/opening-hours/opening-hours.ts'

export interface YardToday extends OpeningHoursInput {
  slug: string
  locationName: string
  /** The storefront's status text at the page's render, kept current in the browser (OpeningStatus). */
  status: string
}

/**
 * Today's hours of the yards, as the storefront shows them: the yards the driver picked up at lately first, the
 * others behind one disclosure, so the card and its code stay on a phone's first screen.
 */
export function YardsToday({ yards, recent }: { yards: YardToday[]; recent: string[] }) {
  const first = yards.filter((yard) => recent.includes(yard.locationName))
  const shown = first.length ? first : yards.slice(0, 2)
  const rest = yards.filter((yard) => !shown.includes(yard))
  return (
    <section aria-labelledby="yards-today" className="flex flex-col gap-2">
      <h2 id="yards-today" className="text-[1.1rem] font-bold text-brand-dark">
        Yards today
      </h2>
      <YardList yards={shown} />
      {rest.length > 0 && (
        <details className="rounded border border-slate-200 px-3 py-2">
          <summary className="cursor-pointer font-semibold text-brand">All {yards.length} yards</summary>
          <div className="pt-2">
            <YardList yards={rest} />
          </div>
        </details>
      )}
    </section>
  )
}

function YardList({ yards }: { yards: YardToday[] }) {
  return (
    <ul className="flex flex-col gap-1.5">
      {yards.map((yard) => (
        <li key={yard.slug} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
          <a
            href={`/location/${yard.slug}`}
            className="font-semibold text-brand underline underline-offset-2"
          >
            {yard.locationName}
          </a>
          <OpeningStatus hours={yard} initialText={yard.status} />
        </li>
      ))}
    </ul>
  )
}
