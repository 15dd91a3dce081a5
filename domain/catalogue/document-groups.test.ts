import { describe, expect, it } from 'vitest'
import { groupByCategory } from './document-groups.ts'

describe('groupByCategory', () => {
  it('keeps the order, one plural heading and a stable id per category', () => {
    const groups = groupByCategory([
      { category: 'Handling Guide', title: 'Storage' },
      { category: 'Safety Data Sheet', title: 'Rock salt' },
      { category: 'Handling Guide', title: 'Spreading' },
      { category: 'Product Sheets', title: 'Brine' },
    ])
    expect(groups.map(({ heading, id, documents }) => [heading, id, documents.map((d) => d.title)])).toEqual([
      ['Handling Guides', 'documents-handling-guide', ['Storage', 'Spreading']],
      ['Safety Data Sheets', 'documents-safety-data-sheet', ['Rock salt']],
      ['Product Sheets', 'documents-product-sheets', ['Brine']],
    ])
  })

  it('gives nothing for no documents', () => {
    expect(groupByCategory([])).toEqual([])
  })
})
