import type { Route } from './+types/location'
import { notFoundOrMoved } from '#app/lib/page-not-found.ts'
import { HoursTable } from '#app/components/locations/hours-table.tsx'
import { LocationHeader } from '#app/components/locations/location-header.tsx'
import { LocationMap } from '#app/components/locations/location-map.tsx'
import { LiveYardBoard } from '#app/components/locations/live-yard-board.tsx'
import { OpeningStatus } from '#app/components/locations/opening-status.tsx'
import { ScheduleNotes } from '#app/components/locations/schedule-notes.tsx'
import { YardNoticeSection } from '#app/components/locations/yard-notices.tsx'
import { StockedProducts } from '#app/components/locations/stocked-products.tsx'
import { localBusinessJsonLd } from '#app/lib/location-seo.ts'
import { scheduleNotes } from '#domain/opening-hours/display.ts'
import { openingStatus } from '#domain/opening-hours/opening-hours.ts'
import { pageMeta } from '#app/lib/seo.ts'
import { locationTexts } from '#domain/locations/texts.ts'
import { alertDescription } from '#domain/locations/yard-board-texts.ts'
import { formatTorontoDateTime } from '#domain/kernel/shop-time/format.ts'

/** One location with its stock; the status, the schedule notes and the JSON-LD are computed here, once, in Toronto time. */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const [page, alert] = await Promise.all([
    context.queries.locations.page(params.loc),
    context.queries.yardAlerts.inForce(params.loc),
  ])
  if (!page) return notFoundOrMoved(context, request)
  const { config, now: clock } = context
  const now = clock()
  const { location, products } = page
  const url = `${config.PUBLIC_SITE_URL.replace(/\/$/, '')}/location/${location.slug}`
  return {
    location,
    products,
    status: openingStatus(location, now),
    notes: scheduleNotes(location.customSchedule, now),
    jsonLd: localBusinessJsonLd(location, { brandName: config.BRAND_NAME, url, now }),
    breadcrumb: { [location.slug]: location.locationName },
    alertDescription: alert
      ? alertDescription(alert.title, alert.until && formatTorontoDateTime(alert.until))
      : '',
  }
}

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) => {
  if (!loaderData) return []
  const place = loaderData.location
  return pageMeta(matches, location.pathname, {
    title: `${place.locationName} salt yard`,
    description: `Opening hours, directions and products in stock at our ${place.locationName} yard, ${place.address}, ${place.city}, ${place.province}.${loaderData.alertDescription}`,
    jsonLd: [loaderData.jsonLd],
  })
}

export default function Location({ loaderData }: Route.ComponentProps) {
  const { location, products, status, notes } = loaderData
  return (
    <>
      <LocationHeader name={location.locationName}>
        <OpeningStatus hours={location} initialText={status} size="large" />
        <LiveYardBoard slug={location.slug} ownPage />
      </LocationHeader>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 lg:grid-cols-[1.2fr_1fr]">
        <div>
          <YardNoticeSection slug={location.slug} />
          <section aria-labelledby="location-hours">
            <h2 id="location-hours" className="text-xl font-bold">
              {locationTexts.hoursHeading}
            </h2>
            <div className="mt-3">
              <HoursTable weeklyHours={location.weeklyHours} />
            </div>
          </section>
          <ScheduleNotes notes={notes} />
        </div>
        <div>
          <LocationMap location={location} />
        </div>
      </div>
      <StockedProducts products={products} />
    </>
  )
}
