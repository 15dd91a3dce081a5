import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import { SortHeader } from './sort-header.tsx'
import type { ListParams } from './use-list-params.ts'

/** The list's address as the header reads it: only `sort` and `dir` matter here. */
const listAt = (sort: string | null, dir: 'asc' | 'desc' = 'asc') => ({ sort, dir }) as ListParams

const sortOf = (list: ListParams, isDefault?: 'asc' | 'desc') =>
  /aria-sort="(\w+)"/.exec(
    renderToStaticMarkup(<SortHeader list={list} sortKey="updated" label="Updated" isDefault={isDefault} />),
  )?.[1] ?? 'none'

describe('a sortable column header', () => {
  test('the default column shows the direction the server takes when the address names no sort', () => {
    expect(sortOf(listAt(null), 'desc')).toBe('descending')
    expect(sortOf(listAt(null), 'asc')).toBe('ascending')
    expect(sortOf(listAt(null))).toBe('none')
  })

  test('once the address names a sort, that column shows its direction and the default column none', () => {
    expect(sortOf(listAt('updated', 'asc'), 'desc')).toBe('ascending')
    expect(sortOf(listAt('updated', 'desc'))).toBe('descending')
    expect(sortOf(listAt('title', 'desc'), 'desc')).toBe('none')
  })
})
