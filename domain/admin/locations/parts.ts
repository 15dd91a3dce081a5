import type { YardPart } from './texts.ts'

export const yardParts: readonly YardPart[] = ['today', 'hours', 'stock', 'notices', 'details']

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
