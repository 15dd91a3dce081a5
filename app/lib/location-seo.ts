import type { CustomScheduleEntry, WeeklyHours } from '#domain/locations/hours.ts'
import {
  openingHoursSpecification,
  specialOpeningHoursSpecification,
} from '#domain/opening-hours/schema-org.ts'

export interface LocalBusinessSource {
  locationName: string
  address: string
  city: string
  province: string
  postalCode: string
  phone: string
  eMail: string
  latitude: number
  longitude: number
  weeklyHours: WeeklyHours
  customSchedule: CustomScheduleEntry[]
}

/**
 * schema.org LocalBusiness for a location page, without @context (pageMeta adds it). Built by the loader, so the
 * special hours (which depend on the date) are the same in the server's HTML and after hydration.
 */
export function localBusinessJsonLd(
  location: LocalBusinessSource,
  { brandName, url, now }: { brandName: string; url: string; now: Date },
): Record<string, unknown> {
  const special = specialOpeningHoursSpecification(location.customSchedule, now)
  return {
    '@type': 'LocalBusiness',
    '@id': `${url}#business`,
    name: `${brandName} ${location.locationName}`,
    url,
    telephone: location.phone,
    email: location.eMail,
    address: {
      '@type': 'PostalAddress',
      streetAddress: location.address,
      addressLocality: location.city,
      addressRegion: location.province,
      postalCode: location.postalCode,
      addressCountry: 'CA',
    },
    geo: { '@type': 'GeoCoordinates', latitude: location.latitude, longitude: location.longitude },
    openingHoursSpecification: openingHoursSpecification(location.weeklyHours),
    ...(special.length > 0 ? { specialOpeningHoursSpecification: special } : {}),
  }
}
