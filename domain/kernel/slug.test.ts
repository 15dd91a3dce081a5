import { describe, expect, test } from 'vitest'
import { slugSchema } from '#domain/admin/list.ts'
import { slugify } from './slug.ts'

describe('slugify', () => {
  test.each([
    ['Bulk Rock Salt (Treated)', 'bulk-rock-salt-treated'],
    ['  Sel de déglaçage — Québec  ', 'sel-de-deglacage-quebec'],
    ['Salt & Sand Mix', 'salt-and-sand-mix'],
    ['---', ''],
    ['Étoile 2026/27', 'etoile-2026-27'],
  ])('%s → %s', (title, slug) => {
    expect(slugify(title)).toBe(slug)
  })

  test('a long title is cut without leaving a dash at the end, and the result passes the slug schema', () => {
    const slug = slugify(`${'a'.repeat(99)} b`)
    expect(slug).toBe('a'.repeat(99))
    expect(slugSchema.safeParse(slugify('Winter Storm Hours: What Changes at Our Yards?')).success).toBe(true)
  })
})
