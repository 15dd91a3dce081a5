import type { CustomScheduleEntry, WeeklyHours } from '#domain/locations/hours.ts'
import { weekdays } from '#domain/locations/hours.ts'

/**
 * The eleven demo yards of the footer (domain/site/links.ts), with winter hours, holiday closures for Christmas,
 * Boxing Day and New Year's Day 2026–27, storm-mode ranges and one `todaysHours` text. The end-to-end suite reads
 * this file to compute the status texts it expects. Addresses and phone numbers are made up (555 numbers).
 */
export interface DemoLocation {
  slug: string
  locationName: string
  address: string
  city: string
  postalCode: string
  phone: string
  eMail: string
  latitude: number
  longitude: number
  weeklyHours: WeeklyHours
  customSchedule: CustomScheduleEntry[]
  todaysHours: string | null
}

type Hours = `${string}:${string}-${string}:${string}`

/** Weekly hours from { Monday: '06:00-18:00', … }; days left out are closed. */
function hours(open: Partial<Record<(typeof weekdays)[number], Hours>>): WeeklyHours {
  return weekdays.map((day) => {
    const [openTime = '00:00', closeTime = '00:00'] = open[day]?.split('-') ?? []
    return { day, open: open[day] !== undefined, openTime, closeTime }
  })
}

const weekdaysOnly = (range: Hours) => ({
  Monday: range,
  Tuesday: range,
  Wednesday: range,
  Thursday: range,
  Friday: range,
})

const winter = hours({ ...weekdaysOnly('06:00-18:00'), Saturday: '07:00-14:00' })

/** Dates in December and January are on Eastern Standard Time (−05:00). */
const closure = (fromDate: string, opens: string, closes: string, note: string): CustomScheduleEntry => ({
  fromDate,
  openTimestamp: `${opens}:00-05:00`,
  closeTimestamp: `${closes}:00-05:00`,
  note,
})

/** Closed Christmas Day (Friday) and Boxing Day (Saturday) 2026 and New Year's Day 2027, open the next working day. */
const holidays = (mondayHours: [string, string], saturdayHours: [string, string]) => [
  closure(
    '2026-12-25',
    `2026-12-28T${mondayHours[0]}`,
    `2026-12-28T${mondayHours[1]}`,
    'Closed for Christmas Day and Boxing Day',
  ),
  closure(
    '2027-01-01',
    `2027-01-02T${saturdayHours[0]}`,
    `2027-01-02T${saturdayHours[1]}`,
    "Closed for New Year's Day",
  ),
]

const winterHolidays = holidays(['06:00', '18:00'], ['07:00', '14:00'])

const storm = (fromDate: string, opens: string, closes: string) =>
  closure(fromDate, opens, closes, 'Storm mode: extended hours for the forecast snowfall')

export const demoLocations: DemoLocation[] = [
  {
    slug: 'bradford',
    locationName: 'Bradford',
    address: '95 Reagens Industrial Pkwy',
    city: 'Bradford',
    postalCode: 'L3Z 0Z9',
    phone: '905-555-0110',
    eMail: 'bradford@draglamsalt.example',
    latitude: 44.1268,
    longitude: -79.5431,
    weeklyHours: winter,
    customSchedule: winterHolidays,
    todaysHours: null,
  },
  {
    slug: 'brampton',
    locationName: 'Brampton',
    address: '125 Glidden Rd',
    city: 'Brampton',
    postalCode: 'L6W 3L9',
    phone: '905-555-0120',
    eMail: 'brampton@draglamsalt.example',
    latitude: 43.6963,
    longitude: -79.7297,
    weeklyHours: hours({ ...weekdaysOnly('05:00-22:00'), Saturday: '06:00-18:00', Sunday: '08:00-14:00' }),
    customSchedule: [
      closure(
        '2026-12-25',
        '2026-12-26T08:00',
        '2026-12-26T14:00',
        'Closed Christmas Day; short hours Boxing Day',
      ),
      closure('2027-01-01', '2027-01-02T06:00', '2027-01-02T18:00', "Closed for New Year's Day"),
    ],
    todaysHours: null,
  },
  {
    slug: 'concord',
    locationName: 'Concord',
    address: '560 Applewood Cres',
    city: 'Concord',
    postalCode: 'L4K 4B4',
    phone: '905-555-0130',
    eMail: 'concord@draglamsalt.example',
    latitude: 43.8021,
    longitude: -79.5152,
    weeklyHours: hours({ ...weekdaysOnly('05:00-23:59'), Saturday: '06:00-16:00' }),
    customSchedule: [storm('2026-12-01', '2026-12-01T00:00', '2026-12-05T20:00'), ...winterHolidays],
    todaysHours: null,
  },
  {
    slug: 'etobicoke-toronto-west',
    locationName: 'Etobicoke/Toronto West',
    address: '40 Vulcan St',
    city: 'Etobicoke',
    postalCode: 'M9W 1L3',
    phone: '416-555-0140',
    eMail: 'etobicoke@draglamsalt.example',
    latitude: 43.7049,
    longitude: -79.5773,
    weeklyHours: hours({ ...weekdaysOnly('06:00-20:00'), Saturday: '07:00-15:00', Sunday: '09:00-13:00' }),
    customSchedule: [storm('2026-12-01', '2026-12-01T04:00', '2026-12-04T23:00')],
    todaysHours: null,
  },
  {
    slug: 'kitchener',
    locationName: 'Kitchener',
    address: '600 Trillium Dr',
    city: 'Kitchener',
    postalCode: 'N2R 1K4',
    phone: '519-555-0150',
    eMail: 'kitchener@draglamsalt.example',
    latitude: 43.4063,
    longitude: -80.4449,
    weeklyHours: winter,
    customSchedule: winterHolidays,
    todaysHours: null,
  },
  {
    slug: 'mississauga',
    locationName: 'Mississauga',
    address: '2150 Dunwin Dr',
    city: 'Mississauga',
    postalCode: 'L5L 5M8',
    phone: '905-555-0160',
    eMail: 'mississauga@draglamsalt.example',
    latitude: 43.5382,
    longitude: -79.6698,
    // The round-the-clock yard for plow contractors: open all winter, holidays included.
    weeklyHours: hours({ ...weekdaysOnly('00:00-23:59'), Saturday: '00:00-23:59', Sunday: '00:00-23:59' }),
    customSchedule: [],
    todaysHours: null,
  },
  {
    slug: 'niagara-region',
    locationName: 'Niagara Region',
    address: '120 Thorold Stone Rd',
    city: 'Thorold',
    postalCode: 'L2V 4Y6',
    phone: '905-555-0170',
    eMail: 'niagara@draglamsalt.example',
    latitude: 43.1187,
    longitude: -79.2128,
    weeklyHours: hours({ ...weekdaysOnly('07:00-17:00'), Saturday: '08:00-12:00' }),
    customSchedule: holidays(['07:00', '17:00'], ['08:00', '12:00']),
    todaysHours: null,
  },
  {
    slug: 'oakville',
    locationName: 'Oakville',
    address: '1070 South Service Rd W',
    city: 'Oakville',
    postalCode: 'L6L 5T7',
    phone: '905-555-0180',
    eMail: 'oakville@draglamsalt.example',
    latitude: 43.4172,
    longitude: -79.7208,
    weeklyHours: winter,
    customSchedule: winterHolidays,
    todaysHours: null,
  },
  {
    slug: 'oshawa-docks',
    locationName: 'Oshawa Docks',
    address: '1050 Farewell St',
    city: 'Oshawa',
    postalCode: 'L1H 6N6',
    phone: '905-555-0190',
    eMail: 'oshawa@draglamsalt.example',
    latitude: 43.8682,
    longitude: -78.8281,
    weeklyHours: hours(weekdaysOnly('07:00-17:00')),
    customSchedule: [],
    todaysHours: 'CALL AHEAD: DOCK LOADING BY APPOINTMENT',
  },
  {
    slug: 'scarborough-markham',
    locationName: 'Scarborough/Markham',
    address: '80 Nashdene Rd',
    city: 'Scarborough',
    postalCode: 'M1V 5E4',
    phone: '416-555-0200',
    eMail: 'scarborough@draglamsalt.example',
    latitude: 43.8263,
    longitude: -79.2589,
    weeklyHours: winter,
    customSchedule: [storm('2026-12-14', '2026-12-14T05:00', '2026-12-18T22:00'), ...winterHolidays],
    todaysHours: null,
  },
  {
    slug: 'toronto',
    locationName: 'Toronto',
    address: '110 Unwin Ave',
    city: 'Toronto',
    postalCode: 'M4M 3M2',
    phone: '416-555-0210',
    eMail: 'toronto@draglamsalt.example',
    latitude: 43.6487,
    longitude: -79.3291,
    // The port yard runs without a break from Monday 00:00 to Saturday 6 PM, and a short Sunday.
    weeklyHours: hours({ ...weekdaysOnly('00:00-23:59'), Saturday: '00:00-18:00', Sunday: '08:00-16:00' }),
    customSchedule: holidays(['00:00', '23:59'], ['00:00', '18:00']),
    todaysHours: null,
  },
]
