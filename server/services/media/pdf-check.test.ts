import { describe, expect, it } from 'vitest'
import { seedDocuments } from '#server/db/seed/catalog-documents.ts'
import { textPdf } from '#server/db/seed/text-pdf.ts'
import { pdfCarrying } from '#tests/support/pdf-fixtures.ts'
import { checkPdf } from './pdf-check.ts'

describe('checkPdf', () => {
  it('passes every seeded safety data sheet, which the seed marks checked without running it', async () => {
    for (const document of seedDocuments)
      expect((await checkPdf(await textPdf(document.pdf))).verdict, document.slug).toBe('clean')
  })

  it('names the active content it found', async () => {
    expect(await checkPdf(await pdfCarrying('launch'))).toEqual({ verdict: 'active', name: 'Launch' })
  })

  it('finds nothing readable in a PDF without pages, or in one cut short', async () => {
    const empty = Buffer.from(
      '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
    )
    expect((await checkPdf(empty)).verdict).toBe('unreadable')
    const whole = await pdfCarrying('launch', { compressed: true })
    expect((await checkPdf(whole.subarray(0, whole.length / 2))).verdict).toBe('unreadable')
  })
})
