import { z } from 'zod'

/**
 * One ECCC CAP 1.2 message as the shop keeps it (ADR 0033): CAP's own fields, the English info block, and ECCC's
 * colour (yellow / orange / red since November 2025), on which the shop keys severity. Statements carry no colour.
 */
export const alertColours = ['yellow', 'orange', 'red'] as const
export type AlertColour = (typeof alertColours)[number]

const capStatuses = ['Actual', 'Exercise', 'System', 'Test', 'Draft'] as const
const capMsgTypes = ['Alert', 'Update', 'Cancel', 'Ack', 'Error'] as const
const capUrgencies = ['Immediate', 'Expected', 'Future', 'Past', 'Unknown'] as const
const capSeverities = ['Extreme', 'Severe', 'Moderate', 'Minor', 'Unknown'] as const
const capCertainties = ['Observed', 'Likely', 'Possible', 'Unlikely', 'Unknown'] as const

const instant = z.iso.datetime({ offset: true })
const capText = (max: number) => z.string().trim().min(1).max(max)
/** A latitude,longitude pair of a CAP polygon. */
const point = z.tuple([z.number().min(-90).max(90), z.number().min(-180).max(180)])

export const capReferenceSchema = z.object({ sender: capText(200), identifier: capText(200), sent: instant })
export type CapReference = z.infer<typeof capReferenceSchema>

export const capAreaSchema = z.object({
  description: capText(500),
  /** Closed rings of at least four points (CAP 1.2 §3.3.2). */
  polygons: z.array(z.array(point).min(4).max(5000)).max(50),
  geocodes: z.array(z.object({ name: capText(200), value: capText(100) })).max(200),
})
export type CapArea = z.infer<typeof capAreaSchema>

export const capAlertSchema = z.object({
  identifier: capText(200),
  sender: capText(200),
  sent: instant,
  status: z.enum(capStatuses),
  msgType: z.enum(capMsgTypes),
  references: z.array(capReferenceSchema).max(100),
  event: capText(200),
  headline: capText(300),
  description: z.string().max(10_000),
  urgency: z.enum(capUrgencies),
  severity: z.enum(capSeverities),
  certainty: z.enum(capCertainties),
  onset: instant.nullable(),
  expires: instant.nullable(),
  colour: z.enum(alertColours).nullable(),
  areas: z.array(capAreaSchema).max(500),
})
export type CapAlert = z.infer<typeof capAlertSchema>

/** Orange and red alerts warn customers; yellow ones are shown to staff only. */
export const warnsCustomers = (colour: AlertColour | null) => colour === 'orange' || colour === 'red'

/** Inside a closed ring of [lat, lon] points (even-odd rule; a point on an edge may fall either way). */
export function insidePolygon(ring: readonly (readonly [number, number])[], lat: number, lon: number) {
  let inside = false
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [latI, lonI] = ring[i]!
    const [latJ, lonJ] = ring[j]!
    if (latI > lat !== latJ > lat && lon < ((lonJ - lonI) * (lat - latI)) / (latJ - latI) + lonI)
      inside = !inside
  }
  return inside
}

export interface YardPlace {
  latitude: number
  longitude: number
  forecastRegions: readonly string[]
}

/** An area covers a yard when one of its geocodes is one of the yard's forecast regions, or its polygon holds it. */
export function areaCoversYard(area: CapArea, yard: YardPlace): boolean {
  if (area.geocodes.some((code) => yard.forecastRegions.includes(code.value))) return true
  return area.polygons.some((ring) => insidePolygon(ring, yard.latitude, yard.longitude))
}

export const alertCoversYard = (alert: Pick<CapAlert, 'areas'>, yard: YardPlace) =>
  alert.areas.some((area) => areaCoversYard(area, yard))

/**
 * ECCC's forecast region codes as staff type them in the yard editor. Checked as a whole, so the one message lands on
 * the one field the form shows.
 */
const regionCode = /^[0-9A-Za-z.-]{2,20}$/
export const forecastRegionsSchema = z
  .array(z.string().trim())
  .max(10, 'At most 10 regions.')
  .refine(
    (codes) => codes.every((code) => regionCode.test(code)),
    'A region code is 2 to 20 letters, digits, dots or dashes.',
  )
  .refine((codes) => new Set(codes).size === codes.length, 'Enter each region once.')
