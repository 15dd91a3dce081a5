import type { CheckedListItem } from './answers.ts'
import type { MyListItem } from './schemas.ts'

/** A line of a past order as the catalogue offers it now, with the quantity the order had (fitted to the unit). */
export interface OrderAgainItem extends CheckedListItem {
  quantity: number
}

/** A line of the order whose product or unit the catalogue no longer offers: named, left out. */
export interface OrderAgainMissing {
  productName: string
  unitName: string
}

/** `GET /api/salt/requests/:id/order-again`: a past order's lines for My List (ADR 0036). */
export interface OrderAgainAnswer {
  items: OrderAgainItem[]
  missing: OrderAgainMissing[]
}

const sameItem = (a: Pick<MyListItem, 'slug' | 'unitName'>, b: Pick<MyListItem, 'slug' | 'unitName'>) =>
  a.slug === b.slug && a.unitName === b.unitName

const listItem = ({ href: _href, ...item }: OrderAgainItem): MyListItem => item

/**
 * Fills My List with a past order's lines, as My List's add rule keeps a list: one item per slug and unit. An item
 * the list already holds takes the order's quantity, as if typed (the order is what the customer asks for again); a
 * new one is appended; the list's other items stay as they are.
 */
export function fillFromOrder(items: MyListItem[], lines: OrderAgainItem[]): MyListItem[] {
  const replaced = items.map((entry) => {
    const line = lines.find((candidate) => sameItem(candidate, entry))
    return line ? { ...entry, ...listItem(line) } : entry
  })
  const added = lines.filter((line) => !items.some((entry) => sameItem(entry, line))).map(listItem)
  return [...replaced, ...added]
}
