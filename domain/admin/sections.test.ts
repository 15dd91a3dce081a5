import { describe, expect, test } from 'vitest'
import {
  adminPageLevel,
  adminPath,
  deletedListPath,
  findAdminSection,
  parseRecordParam,
  sectionsForLevel,
} from './sections.ts'

describe('admin sections', () => {
  test('paths: the content sections carry the brand prefix, transactions and weather do not', () => {
    expect(adminPath('locations', 'draglam')).toBe('/admin/draglamlocations')
    expect(adminPath('products', 'draglam', 'add-new')).toBe('/admin/draglamproducts/add-new')
    expect(adminPath('blogs', 'acme', 12)).toBe('/admin/acmeblogs/12')
    expect(adminPath('weather', 'draglam')).toBe('/admin/weather')
    expect(findAdminSection('draglamlocations', 'acme')).toBeUndefined()
  })

  test('each level sees the sections of the staff table, and no more', () => {
    const titles = (level: number) => sectionsForLevel(level, 'draglam').map((section) => section.kind)
    expect(titles(2000)).toEqual(['locations', 'weather'])
    expect(titles(3000)).toEqual(['locations', 'weather', 'productgroups', 'products', 'prices', 'blogs'])
    expect(titles(5000)).toContain('tracktransactions')
    expect(titles(1999)).toEqual([])
  })

  test('the page level comes from the section in the path; the dashboard and unknown paths need 2000', () => {
    expect(adminPageLevel('/admin/', 'draglam')).toBe(2000)
    expect(adminPageLevel('/admin/draglamproducts/4', 'draglam')).toBe(3000)
    expect(adminPageLevel('/admin/draglamlocations', 'draglam')).toBe(2000)
    expect(adminPageLevel('/admin/tracktransactions', 'draglam')).toBe(5000)
    expect(adminPageLevel('/admin/nothing', 'draglam')).toBe(2000)
  })

  test('after a delete: the list of the content type with the deleted flag (news posts live under blogs)', () => {
    expect(deletedListPath('news', 'draglam')).toBe('/admin/draglamblogs?deleted=1')
    expect(deletedListPath('productgroups', 'draglam')).toBe('/admin/draglamproductgroups?deleted=1')
  })

  test('record params: ids within serial range, add-new, and the legacy literal', () => {
    expect(parseRecordParam('42')).toEqual({ kind: 'id', id: 42 })
    expect(parseRecordParam('add-new')).toEqual({ kind: 'add-new' })
    expect(parseRecordParam('OLD_id')).toEqual({ kind: 'legacy' })
    for (const bad of ['0', '-1', '01', '2147483648', '99999999999', '1e3', 'abc', ''])
      expect(parseRecordParam(bad)).toBeNull()
  })
})
