import { ArrowRightIcon, MapPinIcon, PhoneIcon } from '#app/components/icons.tsx'
import { PrefetchLink } from '#app/components/prefetch-link.tsx'
import type { OpeningHoursInput } from '#domain/opening-hours/opening-hours.ts'
import { telHref } from '#domain/site/links.ts'
import { locationTexts } from '#domain/locations/texts.ts'
import { OpeningStatus } from './opening-status.tsx'
import { YardNoticeLines } from './yard-notices.tsx'
import { LiveYardBoard } from './live-yard-board.tsx'
import { SlashBreaks } from '#app/components/ui/slash-breaks.tsx'

export interface LocationCardData extends OpeningHoursInput {
  slug: string
  locationName: string
  address: string
  city: string
  province: string
  postalCode: string
  phone: string
  /** The status text the server computed for the first paint. */
  status: string
}

/** One yard in the /location list: name (its page's link), live status, address and phone. */
export function LocationCard({ location }: { location: LocationCardData }) {
  const href = `/location/${location.slug}`
  return (
    <article className="flex h-full flex-col rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <h2 className="text-xl font-bold">
        <PrefetchLink to={href} className="text-ink underline-offset-2 hover:text-brand hover:underline">
          <SlashBreaks text={location.locationName} />
        </PrefetchLink>
      </h2>
      <div className="mt-3">
        <OpeningStatus hours={location} initialText={location.status} />
        <YardNoticeLines slug={location.slug} />
        <LiveYardBoard slug={location.slug} />
      </div>
      <address className="mt-4 flex gap-3 not-italic">
        <MapPinIcon className="mt-1 shrink-0 text-brand" />
        <span>
          {location.address}
          <br />
          {location.city}, {location.province} {location.postalCode}
        </span>
      </address>
      <p className="mt-2 flex items-center gap-3">
        <PhoneIcon className="shrink-0 text-brand" />
        <a href={telHref(location.phone)} className="text-brand underline-offset-2 hover:underline">
          {location.phone}
        </a>
      </p>
      <PrefetchLink
        to={href}
        aria-label={`${locationTexts.viewLocation}: ${location.locationName}`}
        className="mt-auto inline-flex items-center gap-2 pt-5 font-semibold text-brand underline-offset-2 hover:underline"
      >
        {locationTexts.viewLocation} <ArrowRightIcon />
      </PrefetchLink>
    </article>
  )
}
