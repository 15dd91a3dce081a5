import type { Route } from './+types/locations'
import { PageHeader } from '#app/components/content/page-header.tsx'
import { LocationCard } from '#app/components/locations/location-card.tsx'
import { LiveYardBoard } from '#app/components/locations/live-yard-board.tsx'
import { MapCanvas } from '#app/components/locations/map-canvas.tsx'
import { openingStatus } from '#domain/opening-hours/opening-hours.ts'
import { pageMeta } from '#app/lib/seo.ts'
import { locationTexts } from '#domain/locations/texts.ts'

/** Every published location A–Z, each with the status text for the first paint (the browser keeps it current). */
export async function loader({ context }: Route.LoaderArgs) {
  const now = context.now()
  const locations = await context.queries.locations.list()
  return {
    locations: locations.map((location) => ({ ...location, status: openingStatus(location, now) })),
  }
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(matches, location.pathname, {
    title: locationTexts.listTitle,
    description: locationTexts.listDescription,
  })

export default function Locations({ loaderData }: Route.ComponentProps) {
  const { locations } = loaderData
  return (
    <>
      <PageHeader
        eyebrow={locationTexts.listEyebrow}
        title={locationTexts.listTitle}
        intro={locationTexts.listIntro}
      />
      <div className="mx-auto max-w-7xl px-4 py-12">
        <div className="mb-10 empty:hidden">
          <MapCanvas places={locations} label={locationTexts.allMapLabel} />
        </div>
        <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-3" aria-label={locationTexts.listTitle}>
          {locations.map((location) => (
            <li key={location.slug}>
              <LocationCard location={location} />
            </li>
          ))}
        </ul>
        <LiveYardBoard />
      </div>
    </>
  )
}
