import { describe, expect, it } from 'vitest'
import { textPdf } from './text-pdf.ts'

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1')

/** Every xref entry must point at the start of its object, or readers fall back to repairing the file. */
function checkCrossReferences(pdf: string) {
  const xrefAt = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(pdf)?.[1])
  expect(pdf.slice(xrefAt, xrefAt + 4)).toBe('xref')
  const entries = pdf.slice(xrefAt).split('\n').slice(3)
  const size = Number(/\/Size (\d+)/.exec(pdf)?.[1])
  for (let id = 1; id < size; id += 1) {
    const offset = Number(entries[id - 1]?.slice(0, 10))
    expect(pdf.slice(offset, offset + `${id} 0 obj`.length), `object ${id}`).toBe(`${id} 0 obj`)
  }
}

describe('textPdf', () => {
  it('writes a well-formed PDF with the title, headings and text, escaped', () => {
    const pdf = latin1(
      textPdf({
        title: 'Rock Salt (Sodium Chloride)',
        subtitle: 'Safety Data Sheet – WHMIS 2015',
        sections: [
          { heading: '1. Identification', paragraphs: ['Use: de-icing at −20 °C and above (roads).'] },
        ],
      }),
    )
    expect(pdf.startsWith('%PDF-1.4\n')).toBe(true)
    expect(pdf).toContain('(Rock Salt \\(Sodium Chloride\\)) Tj')
    expect(pdf).toContain('(Safety Data Sheet \u0096 WHMIS 2015) Tj')
    expect(pdf).toContain('(Use: de-icing at -20 \u00b0C and above \\(roads\\).) Tj')
    expect(pdf).toContain('/Count 1')
    // The title in the document's properties: UTF-16BE, "R" "o" "c" "k"…
    expect(pdf).toContain('/Title <FEFF0052006F0063006B')
    checkCrossReferences(pdf)
  })

  it('gives each content stream its exact length', () => {
    const pdf = latin1(textPdf({ title: 'Brine', sections: [{ heading: 'A', paragraphs: ['é ü'] }] }))
    for (const match of pdf.matchAll(/<< \/Length (\d+) >>\nstream\n/g)) {
      const start = match.index + match[0].length
      expect(pdf.slice(start + Number(match[1]), start + Number(match[1]) + 10)).toBe('\nendstream')
    }
  })

  it('wraps long paragraphs and continues on new pages', () => {
    const paragraph = 'Keep salt covered, dry and away from drains and watercourses. '.repeat(12)
    const pdf = latin1(
      textPdf({
        title: 'Handling Guide',
        sections: Array.from({ length: 12 }, (_, i) => ({
          heading: `Section ${i + 1}`,
          paragraphs: [paragraph],
        })),
      }),
    )
    const pages = Number(/\/Count (\d+)/.exec(pdf)?.[1])
    expect(pages).toBeGreaterThan(1)
    expect(pdf).toContain(`(Handling Guide \u0097 page ${pages}) Tj`)
    const longest = Math.max(
      ...[...pdf.matchAll(/\/F1 10 Tf \S+ \S+ Td \((.*)\) Tj/g)].map((m) => m[1]!.length),
    )
    expect(longest).toBeLessThanOrEqual(96)
    checkCrossReferences(pdf)
  })

  it('is deterministic', () => {
    const doc = { title: 'Same', sections: [{ heading: 'H', paragraphs: ['p'] }] }
    expect(textPdf(doc)).toEqual(textPdf(doc))
  })
})
