import type { LocationUpdate } from '#domain/locations/schemas.ts'
import type { Location } from '#server/db/schema.ts'
import { HttpError, notFound } from '#server/http/errors.ts'
import type { YardScope } from './yard-grants.ts'

/** What makes a yard findable and reachable (name, address, slug, contact, map pin, visibility): editors and up. */
const editorFields = [
  'locationName',
  'slug',
  'address',
  'city',
  'postalCode',
  'phone',
  'eMail',
  'latitude',
  'longitude',
  'published',
  'forecastRegions',
] as const satisfies ReadonlyArray<keyof LocationUpdate & keyof Location>

export const yardNotFoundText = 'This location does not exist.'
export const editorFieldsText = 'Only editors and above may change this.'

/** A yard outside the member's grants is as good as absent to them: 404, like an id that does not exist. */
export function requireYardInScope(scope: YardScope, id: number): void {
  if (scope !== 'every-yard' && !scope.has(id)) throw notFound(yardNotFoundText)
}

export const outsideGrantedYardsText = 'Yard staff may act on the yards granted to them only.'

/**
 * Yard staff act on the yards granted to them only, and never on every yard at once (`null`, a site-wide notice):
 * 403 naming `field`, before anything is written.
 */
export function refuseYardsOutOfScope(scope: YardScope, ids: readonly number[] | null, field: string): void {
  if (scope === 'every-yard') return
  if (ids !== null && ids.every((id) => scope.has(id))) return
  throw new HttpError(403, 'forbidden', outsideGrantedYardsText, { [field]: outsideGrantedYardsText })
}

/**
 * Yard staff keep hours, today's hours, custom schedules and stock. The form sends every field, so a field is
 * refused only when it would change: 403 naming each, before anything is written.
 */
export function refuseEditorOnlyChanges(scope: YardScope, current: Location, input: LocationUpdate): void {
  if (scope === 'every-yard') return
  const changed = editorFields.filter(
    // JSON: forecast regions are an array, compared by value.
    (field) => input[field] !== undefined && JSON.stringify(input[field]) !== JSON.stringify(current[field]),
  )
  if (changed.length === 0) return
  throw new HttpError(
    403,
    'forbidden',
    'Yard staff may change hours, today’s hours, custom schedules and stock only.',
    Object.fromEntries(changed.map((field) => [field, editorFieldsText])),
  )
}
