/**
 * What an audit row's details say changed. Admin changes store the record `before` and `after` (ADR 0006); older
 * security rows store a `from`/`to` pair (a card renamed, an account switched off) or a few plain facts. Everything
 * here is data for plain-text rendering: audit rows hold what staff and customers typed, so never HTML.
 */

/** A value at the end of a path: what JSON can hold besides objects and arrays. */
export type AuditLeaf = string | number | boolean | null

export interface FieldChange {
  /** Dotted path into the record (`weeklyHours.monday.openTime`, `units.0.unitName`); '' for a lone from/to pair. */
  path: string
  kind: 'changed' | 'added' | 'removed'
  /** Absent when the field is new (added) or gone (removed). */
  before?: AuditLeaf
  after?: AuditLeaf
}

export interface AuditDiff {
  /** The fields that differ, in the record's own order (new fields after the old ones). */
  changes: FieldChange[]
  /** Bookkeeping every save changes (version, updatedAt): named, not spelled out. */
  bookkeeping: string[]
  /** Details that are not a before/after pair, as they were written (`via: reset-link`). */
  facts: Array<{ path: string; value: AuditLeaf }>
}

const bookkeepingFields = new Set(['version', 'updatedAt', 'createdAt'])

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Every leaf of a JSON value by its dotted path; an empty object or list is a leaf of its own ('{}', '[]'). */
export function flattenAuditValue(value: unknown, prefix = ''): Map<string, AuditLeaf> {
  const leaves = new Map<string, AuditLeaf>()
  const visit = (current: unknown, path: string) => {
    const entries = Array.isArray(current)
      ? current.map((item, index) => [String(index), item] as const)
      : isRecord(current)
        ? Object.entries(current)
        : null
    if (entries === null) {
      leaves.set(path, toLeaf(current))
      return
    }
    if (entries.length === 0) leaves.set(path, Array.isArray(current) ? '[]' : '{}')
    for (const [key, item] of entries) visit(item, path ? `${path}.${key}` : key)
  }
  visit(value, prefix)
  return leaves
}

function toLeaf(value: unknown): AuditLeaf {
  if (value === null || value === undefined) return null
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value
  return String(value)
}

/** The changed fields between two snapshots; either may be null (created, deleted). */
export function diffSnapshots(before: unknown, after: unknown): Omit<AuditDiff, 'facts'> {
  const old =
    before === null || before === undefined ? new Map<string, AuditLeaf>() : flattenAuditValue(before)
  const now = after === null || after === undefined ? new Map<string, AuditLeaf>() : flattenAuditValue(after)
  const changes: FieldChange[] = []
  const bookkeeping: string[] = []
  const paths = [...old.keys(), ...[...now.keys()].filter((path) => !old.has(path))]
  for (const path of paths) {
    const change = compare(path, old, now)
    if (!change) continue
    if (bookkeepingFields.has(path) && change.kind === 'changed') bookkeeping.push(path)
    else changes.push(change)
  }
  return { changes, bookkeeping }
}

function compare(path: string, old: Map<string, AuditLeaf>, now: Map<string, AuditLeaf>): FieldChange | null {
  if (!now.has(path)) return { path, kind: 'removed', before: old.get(path) ?? null }
  if (!old.has(path)) return { path, kind: 'added', after: now.get(path) ?? null }
  const [was, is] = [old.get(path) ?? null, now.get(path) ?? null]
  return sameLeaf(was, is) ? null : { path, kind: 'changed', before: was, after: is }
}

const isoInstant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/

/**
 * Equal values, or one instant written two ways (`2026-12-28T06:00:00-05:00` saved back as `…11:00:00.000Z`): a
 * form that normalises a time on save has not changed it, and the diff should not say it did.
 */
function sameLeaf(was: AuditLeaf, is: AuditLeaf): boolean {
  if (was === is) return true
  if (typeof was !== 'string' || typeof is !== 'string') return false
  if (!isoInstant.test(was) || !isoInstant.test(is)) return false
  const [a, b] = [Date.parse(was), Date.parse(is)]
  return !Number.isNaN(a) && a === b
}

/** Reads any audit row's details into changes and facts. */
export function auditDiff(details: unknown): AuditDiff {
  if (!isRecord(details)) return { changes: [], bookkeeping: [], facts: factsOf(details) }
  if ('before' in details || 'after' in details) {
    const { before, after, ...rest } = details
    return { ...diffSnapshots(before, after), facts: factsOf(rest) }
  }
  if ('from' in details && 'to' in details) {
    const { from, to, ...rest } = details
    const change = compare('', flattenAuditValue(from), flattenAuditValue(to))
    return { changes: change ? [change] : [], bookkeeping: [], facts: factsOf(rest) }
  }
  return { changes: [], bookkeeping: [], facts: factsOf(details) }
}

function factsOf(value: unknown): AuditDiff['facts'] {
  if (isRecord(value) && Object.keys(value).length === 0) return []
  return [...flattenAuditValue(value)].map(([path, leaf]) => ({ path, value: leaf }))
}

/** How a leaf reads on the audit screen: text as typed, yes/no, and words for nothing. */
export function formatAuditLeaf(value: AuditLeaf | undefined): string {
  if (value === undefined || value === null) return '(none)'
  if (value === '') return '(empty)'
  if (typeof value === 'boolean') return value ? 'yes' : 'no'
  return String(value)
}

/** Text long enough (or with line breaks) that old → new on one line would not be readable; shown as a word diff. */
export const isLongText = (value: AuditLeaf | undefined) =>
  typeof value === 'string' && (value.length > 80 || value.includes('\n'))

/** `products.updated` → "Products · updated"; `api-key.created` → "Api key · created". */
export function describeAuditAction(action: string): string {
  const dot = action.indexOf('.')
  const [entity, verb] = dot < 0 ? [action, ''] : [action.slice(0, dot), action.slice(dot + 1)]
  const words = (text: string) => text.replace(/-/g, ' ')
  const label = words(entity)
  const capitalised = label.charAt(0).toUpperCase() + label.slice(1)
  return verb ? `${capitalised} · ${words(verb)}` : capitalised
}
