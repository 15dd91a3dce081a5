import { expect, test } from 'vitest'
import { localBusinessJsonLd } from './location-seo.ts'
import { entry, winterHours } from '#tests/support/unit/opening-hours-fixtures.ts'

const location = {
  locationName: 'Bradford',
  address: '95 Reagens Industrial Pkwy',
  city: 'Bradford',
  province: 'ON',
  postalCode: 'L3Z 0Z9',
  phone: '905-555-0110',
  eMail: 'bradford@draglamsalt.example',
  latitude: 44.1268,
  longitude: -79.5431,
  weeklyHours: winterHours,
  customSchedule: [entry('2027-01-01', '2027-01-02T07:00:00-05:00', '2027-01-02T14:00:00-05:00')],
}
const options = { brandName: 'Draglam Salt', url: 'https://salt.example/location/bradford' }

test('LocalBusiness with address, geo, contact, regular and special hours', () => {
  const jsonLd = localBusinessJsonLd(location, { ...options, now: new Date('2026-12-20T12:00:00-05:00') })
  expect(jsonLd).toMatchObject({
    '@type': 'LocalBusiness',
    '@id': 'https://salt.example/location/bradford#business',
    name: 'Draglam Salt Bradford',
    url: 'https://salt.example/location/bradford',
    telephone: '905-555-0110',
    email: 'bradford@draglamsalt.example',
    address: {
      '@type': 'PostalAddress',
      streetAddress: '95 Reagens Industrial Pkwy',
      addressLocality: 'Bradford',
      addressRegion: 'ON',
      postalCode: 'L3Z 0Z9',
      addressCountry: 'CA',
    },
    geo: { '@type': 'GeoCoordinates', latitude: 44.1268, longitude: -79.5431 },
  })
  expect(jsonLd.openingHoursSpecification).toHaveLength(2)
  expect(jsonLd.specialOpeningHoursSpecification).toEqual([
    expect.objectContaining({
      validFrom: '2027-01-01',
      validThrough: '2027-01-01',
      opens: '00:00',
      closes: '00:00',
    }),
    expect.objectContaining({
      validFrom: '2027-01-02',
      validThrough: '2027-01-02',
      opens: '07:00',
      closes: '14:00',
    }),
  ])
})

test('no special hours once the custom schedule is over', () => {
  const jsonLd = localBusinessJsonLd(location, { ...options, now: new Date('2027-01-03T12:00:00-05:00') })
  expect(jsonLd).not.toHaveProperty('specialOpeningHoursSpecification')
})
