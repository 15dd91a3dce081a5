import { describe, expect, it } from 'vitest'
import {
  auditDiff,
  describeAuditAction,
  diffSnapshots,
  flattenAuditValue,
  formatAuditLeaf,
  isLongText,
} from './diff.ts'

describe('flattenAuditValue', () => {
  it('names every leaf by its dotted path, list items by their index', () => {
    const leaves = flattenAuditValue({
      name: 'Oakville',
      weeklyHours: { monday: { open: true, openTime: '07:00' } },
      units: [{ unitName: 'tonne' }, { unitName: 'bag' }],
    })
    expect([...leaves]).toEqual([
      ['name', 'Oakville'],
      ['weeklyHours.monday.open', true],
      ['weeklyHours.monday.openTime', '07:00'],
      ['units.0.unitName', 'tonne'],
      ['units.1.unitName', 'bag'],
    ])
  })

  it('keeps empty objects and lists as leaves, so emptying a list shows', () => {
    expect([...flattenAuditValue({ stock: {}, documents: [] })]).toEqual([
      ['stock', '{}'],
      ['documents', '[]'],
    ])
  })
})

describe('diffSnapshots', () => {
  it('lists only the fields that changed, old and new, and names the bookkeeping apart', () => {
    const before = {
      id: 7,
      phone: '905-555-0170',
      city: 'Oakville',
      version: 3,
      updatedAt: '2026-01-01T10:00:00Z',
    }
    const after = {
      id: 7,
      phone: '905-555-0999',
      city: 'Oakville',
      version: 4,
      updatedAt: '2026-01-02T10:00:00Z',
    }
    expect(diffSnapshots(before, after)).toEqual({
      changes: [{ path: 'phone', kind: 'changed', before: '905-555-0170', after: '905-555-0999' }],
      bookkeeping: ['version', 'updatedAt'],
    })
  })

  it('reads a nested change down to the field', () => {
    const { changes } = diffSnapshots(
      { weeklyHours: { monday: { open: true, closeTime: '17:00' } } },
      { weeklyHours: { monday: { open: true, closeTime: '19:30' } } },
    )
    expect(changes).toEqual([
      { path: 'weeklyHours.monday.closeTime', kind: 'changed', before: '17:00', after: '19:30' },
    ])
  })

  it('shows a new record as added fields and a deleted one as removed fields', () => {
    expect(diffSnapshots(null, { name: 'Ana', level: 2000 }).changes).toEqual([
      { path: 'name', kind: 'added', after: 'Ana' },
      { path: 'level', kind: 'added', after: 2000 },
    ])
    expect(diffSnapshots({ title: 'Storm week' }, null).changes).toEqual([
      { path: 'title', kind: 'removed', before: 'Storm week' },
    ])
  })

  it('tells a field that became empty from one that went away, and a new list item from a changed one', () => {
    const { changes } = diffSnapshots({ note: 'x', tags: ['a'], gone: 1 }, { note: null, tags: ['a', 'b'] })
    expect(changes).toEqual([
      { path: 'note', kind: 'changed', before: 'x', after: null },
      { path: 'gone', kind: 'removed', before: 1 },
      { path: 'tags.1', kind: 'added', after: 'b' },
    ])
  })

  it('finds nothing between equal snapshots, and treats 1 and "1" as different', () => {
    expect(diffSnapshots({ a: 1 }, { a: 1 })).toEqual({ changes: [], bookkeeping: [] })
    expect(diffSnapshots({ a: 1 }, { a: '1' }).changes).toHaveLength(1)
  })

  it('does not call one instant written two ways a change, but does a different instant', () => {
    const before = { openTimestamp: '2026-12-28T06:00:00-05:00', closeTimestamp: '2026-12-28T18:00:00-05:00' }
    const after = { openTimestamp: '2026-12-28T11:00:00.000Z', closeTimestamp: '2026-12-28T19:00:00.000Z' }
    expect(diffSnapshots(before, after).changes).toEqual([
      {
        path: 'closeTimestamp',
        kind: 'changed',
        before: '2026-12-28T18:00:00-05:00',
        after: '2026-12-28T19:00:00.000Z',
      },
    ])
    // Text that only looks like a date is compared as text.
    expect(diffSnapshots({ a: '2026-12-28' }, { a: '2026-12-28T00:00:00Z' }).changes).toHaveLength(1)
  })

  it('counts a changed version as a change when it is not the top-level bookkeeping field', () => {
    expect(diffSnapshots({ units: [{ version: 1 }] }, { units: [{ version: 2 }] }).changes).toEqual([
      { path: 'units.0.version', kind: 'changed', before: 1, after: 2 },
    ])
  })
})

describe('auditDiff', () => {
  it('diffs before and after, and keeps other details as facts', () => {
    expect(auditDiff({ before: { level: 5000 }, after: { level: 2000 }, reason: 'season over' })).toEqual({
      changes: [{ path: 'level', kind: 'changed', before: 5000, after: 2000 }],
      bookkeeping: [],
      facts: [{ path: 'reason', value: 'season over' }],
    })
  })

  it('reads a from/to pair as one change', () => {
    expect(auditDiff({ from: 'Truck 1', to: 'Plow truck' })).toEqual({
      changes: [{ path: '', kind: 'changed', before: 'Truck 1', after: 'Plow truck' }],
      bookkeeping: [],
      facts: [],
    })
  })

  it('shows details without a pair as facts', () => {
    expect(auditDiff({ via: 'reset-link' })).toEqual({
      changes: [],
      bookkeeping: [],
      facts: [{ path: 'via', value: 'reset-link' }],
    })
    expect(auditDiff({}).facts).toEqual([])
    expect(auditDiff('odd').facts).toEqual([{ path: '', value: 'odd' }])
  })

  it('keeps user text as plain data, markup included', () => {
    const { changes } = auditDiff({ before: { name: 'A' }, after: { name: '<img src=x onerror=alert(1)>' } })
    expect(changes[0]?.after).toBe('<img src=x onerror=alert(1)>')
  })
})

describe('formatting', () => {
  it('spells out empty values and booleans', () => {
    expect(formatAuditLeaf(null)).toBe('(none)')
    expect(formatAuditLeaf(undefined)).toBe('(none)')
    expect(formatAuditLeaf('')).toBe('(empty)')
    expect(formatAuditLeaf(true)).toBe('yes')
    expect(formatAuditLeaf(false)).toBe('no')
    expect(formatAuditLeaf(0)).toBe('0')
    expect(formatAuditLeaf('OPEN')).toBe('OPEN')
  })

  it('calls a text long past 80 characters or with a line break', () => {
    expect(isLongText('x'.repeat(80))).toBe(false)
    expect(isLongText('x'.repeat(81))).toBe(true)
    expect(isLongText('a\nb')).toBe(true)
    expect(isLongText(81)).toBe(false)
  })

  it('names an action by its entity and verb', () => {
    expect(describeAuditAction('products.updated')).toBe('Products · updated')
    expect(describeAuditAction('api-key.created')).toBe('Api key · created')
    expect(describeAuditAction('staff.set-password-link-sent')).toBe('Staff · set password link sent')
    expect(describeAuditAction('odd')).toBe('Odd')
  })
})
