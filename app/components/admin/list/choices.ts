import type { ListFilter } from './admin-list-frame.tsx'

/**
 * A filter's or a sort's options written as value → label, in the order written (the values are words: an object
 * would put number-like keys first). The first is the one the list opens on, with the value ''.
 */
export function choices(labels: Record<string, string>): ListFilter['options'] {
  return Object.entries(labels).map(([value, label]) => ({ value, label }))
}
