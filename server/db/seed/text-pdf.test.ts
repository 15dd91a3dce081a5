import { describe, expect, it } from 'vitest'
import { pdfText } from '#tests/support/pdf-text.ts'
import { textPdf } from './text-pdf.ts'

describe('textPdf', () => {
  it('writes a PDF with the title, headings and text, as a reader shows them', async () => {
    const bytes = await textPdf({
      title: 'Rock Salt (Sodium Chloride)',
      subtitle: 'Safety Data Sheet – WHMIS 2015',
      sections: [
        { heading: '1. Identification', paragraphs: ['Use: de-icing at −20 °C and above (roads).'] },
      ],
    })
    expect(Buffer.from(bytes.subarray(0, 8)).toString('latin1')).toMatch(/^%PDF-1\.\d/)
    const { title, pages } = await pdfText(bytes)
    expect(title).toBe('Rock Salt (Sodium Chloride)')
    expect(pages).toEqual([
      [
        'Rock Salt (Sodium Chloride)',
        'Safety Data Sheet – WHMIS 2015',
        '1. Identification',
        'Use: de-icing at -20 °C and above (roads).',
        'Rock Salt (Sodium Chloride) — page 1 of 1',
      ],
    ])
  })

  it('wraps long paragraphs and continues on new pages', async () => {
    const paragraph = 'Keep salt covered, dry and away from drains and watercourses. '.repeat(12)
    const { pages } = await pdfText(
      await textPdf({
        title: 'Handling Guide',
        sections: Array.from({ length: 12 }, (_, i) => ({
          heading: `Section ${i + 1}`,
          paragraphs: [paragraph],
        })),
      }),
    )
    expect(pages.length).toBeGreaterThan(1)
    expect(pages.at(-1)!.at(-1)).toBe(`Handling Guide — page ${pages.length} of ${pages.length}`)
    const drawn = pages.flat()
    expect(drawn.filter((text) => text.startsWith('Section '))).toHaveLength(12)
    expect(Math.max(...drawn.map((text) => text.length))).toBeLessThanOrEqual(120)
  })

  it('is deterministic: seeding twice writes the same bytes', async () => {
    const doc = { title: 'Same', sections: [{ heading: 'H', paragraphs: ['p'] }] }
    expect(await textPdf(doc)).toEqual(await textPdf(doc))
  })
})
