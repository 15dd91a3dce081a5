import { PrefetchLink } from '#app/components/prefetch-link.tsx'
import { locationLinks } from '#domain/site/links.ts'
import { ArrowRightIcon, MapPinIcon } from '#app/components/icons.tsx'

const featured = new Set([
  '/location/toronto',
  '/location/mississauga',
  '/location/brampton',
  '/location/concord',
  '/location/oshawa-docks',
  '/location/kitchener',
])

export function LocationTeaser() {
  const locations = locationLinks.filter((location) => featured.has(location.href))
  return (
    <section aria-labelledby="home-locations" className="bg-salt">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 lg2:grid-cols-[1fr_1.6fr]">
        <div>
          <p className="font-semibold tracking-widest text-brand uppercase">Locations</p>
          <h2 id="home-locations" className="mt-1 text-3xl font-extrabold">
            {locationLinks.length} yards, from Niagara to Oshawa
          </h2>
          <p className="mt-4">
            There is a yard near every job site in the Greater Toronto Area and beyond. Each location page
            shows whether it is open right now and when it opens next.
          </p>
          <PrefetchLink
            to="/location"
            className="mt-6 inline-flex items-center gap-2 rounded bg-brand px-5 py-3 font-semibold text-white hover:bg-brand-dark"
          >
            See all locations <ArrowRightIcon />
          </PrefetchLink>
        </div>
        <ul className="grid content-start gap-4 sm:grid-cols-2">
          {locations.map((location) => (
            <li key={location.href}>
              <PrefetchLink
                to={location.href}
                className="flex items-center gap-3 rounded-lg border border-ink/10 bg-white p-4 font-semibold shadow-sm hover:border-brand hover:text-brand"
              >
                <MapPinIcon className="shrink-0 text-xl text-brand" />
                {location.label}
                <ArrowRightIcon className="ml-auto text-brand" />
              </PrefetchLink>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
