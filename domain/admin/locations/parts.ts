import type { YardPart } from './texts.ts'

export const yardParts: readonly YardPart[] = ['today', 'hours', 'stock', 'notices', 'details']

/** The query parameter that names the part on screen (`?part=hours`); today's hours, the first part, go without it. */
export const yardPartParam = 'part'

/** The part an address names; today's hours for none, or for a name that is no part. */
export function yardPartNamed(search: URLSearchParams): YardPart {
  const named = search.get(yardPartParam)
  return yardParts.find((part) => part === named) ?? 'today'
}

/** The address's query with `part` on screen, the rest of it kept. */
export function searchWithYardPart(search: URLSearchParams, part: YardPart): URLSearchParams {
  const next = new URLSearchParams(search)
  if (part === 'today') next.delete(yardPartParam)
  else next.set(yardPartParam, part)
  return next
}

/** The part of the yard form a field belongs to, by the error key's first segment (`weeklyHours.monday.openTime`). */
export function yardPartOfField(field: string): YardPart {
  const root = field.split('.', 1)[0]
  if (root === 'todaysHours') return 'today'
  if (root === 'weeklyHours' || root === 'customSchedule') return 'hours'
  if (root === 'stock') return 'stock'
  // Name, slug, address, contact, map position, published: and anything new until it is placed elsewhere.
  return 'details'
}

/** The parts that hold a refused field, in the order of the tabs. */
export function yardPartsWithErrors(errors: Record<string, string>): YardPart[] {
  const refused = new Set(Object.keys(errors).map(yardPartOfField))
  return yardParts.filter((part) => refused.has(part))
}
