import { Icon, MapPinIcon, PhoneIcon } from '#app/components/icons.tsx'
import { telHref } from '#domain/site/links.ts'
import { locationTexts } from '#domain/locations/texts.ts'
import { MapCanvas } from './map-canvas.tsx'

export interface LocationAddress {
  locationName: string
  address: string
  city: string
  province: string
  postalCode: string
  phone: string
  eMail: string
  latitude: number
  longitude: number
}

/** A maps search for the yard's coordinates: a plain link, so nothing is requested until someone follows it. */
export function mapsSearchUrl({
  latitude,
  longitude,
}: Pick<LocationAddress, 'latitude' | 'longitude'>): string {
  return `https://www.google.com/maps/search/?api=1&query=${latitude}%2C${longitude}`
}

/**
 * The location's address and contact details with an "Open in maps" link, always; the map itself only when a maps
 * key is configured (MapCanvas), so the block is both the fallback and the map's text equivalent.
 */
export function LocationMap({ location }: { location: LocationAddress }) {
  return (
    <section
      aria-labelledby="location-contact"
      className="rounded-lg border border-slate-200 bg-white shadow-sm"
    >
      <div className="p-5">
        <h2 id="location-contact" className="text-xl font-bold">
          {locationTexts.contactHeading}
        </h2>
        <address className="mt-3 flex gap-3 not-italic">
          <MapPinIcon className="mt-1 shrink-0 text-brand" />
          <span>
            {location.address}
            <br />
            {location.city}, {location.province} {location.postalCode}
          </span>
        </address>
        <p className="mt-3 flex items-center gap-3">
          <PhoneIcon className="shrink-0 text-brand" />
          <a
            href={telHref(location.phone)}
            className="font-semibold text-brand underline-offset-2 hover:underline"
          >
            {location.phone}
          </a>
        </p>
        <p className="mt-2 flex items-center gap-3">
          <MailIcon />
          <a
            href={`mailto:${location.eMail}`}
            className="break-all text-brand underline-offset-2 hover:underline"
          >
            {location.eMail}
          </a>
        </p>
        <a
          href={mapsSearchUrl(location)}
          className="mt-5 inline-flex items-center gap-2 rounded bg-brand px-4 py-2.5 font-semibold text-white hover:bg-brand-dark"
        >
          {locationTexts.openInMaps}
          <span className="sr-only">: {location.locationName}</span>
        </a>
      </div>
      <div className="px-5 pb-5 empty:hidden">
        <MapCanvas places={[location]} label={locationTexts.mapLabel(location.locationName)} />
      </div>
    </section>
  )
}

function MailIcon() {
  return (
    <Icon className="shrink-0 text-brand">
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3 7 9 6 9-6" />
    </Icon>
  )
}
