import { describe, expect, it } from 'vitest'
import { pdfText } from '#tests/support/pdf-text.ts'
import { type PdfDocumentSpec, renderPdf } from './pdf-document.ts'

const at = new Date('2026-11-01T05:00:00Z')

describe('renderPdf', () => {
  it('draws the title, the label/value rows and the footer, and names the document', async () => {
    const pdf = await renderPdf(
      {
        title: 'Pickup ticket TK-1001',
        subtitle: 'Draglam Salt',
        blocks: [
          { kind: 'heading', text: 'Ticket' },
          {
            kind: 'fields',
            rows: [
              ['Yard', 'Bradford'],
              ['Amount', '$622.73'],
            ],
          },
        ],
      },
      { at },
    )
    const { title, pages } = await pdfText(pdf)
    expect(title).toBe('Pickup ticket TK-1001')
    expect(pages).toEqual([
      [
        'Pickup ticket TK-1001',
        'Draglam Salt',
        'Ticket',
        'Yard',
        'Bradford',
        'Amount',
        '$622.73',
        'Pickup ticket TK-1001 \u2014 page 1 of 1',
      ],
    ])
  })

  it('breaks a long table across pages and repeats its header row on each', async () => {
    const rows = Array.from({ length: 130 }, (_, i) => [`Row ${i + 1}`, `${i + 1}.00`])
    const pdf = await renderPdf(
      {
        title: 'Long',
        blocks: [
          {
            kind: 'table',
            columns: [
              { label: 'Entry', share: 3 },
              { label: 'Amount', share: 1, align: 'right' },
            ],
            rows,
          },
        ],
      },
      { at },
    )
    const { pages } = await pdfText(pdf)
    expect(pages.length).toBeGreaterThan(2)
    const drawnRows = pages.flat().filter((text) => /^Row \d+$/.test(text))
    expect(drawnRows).toEqual(rows.map((row) => row[0]))
    for (const [index, texts] of pages.entries()) {
      expect(
        texts.filter((text) => text === 'Entry'),
        `page ${index + 1}`,
      ).toHaveLength(1)
      expect(texts.at(-1)).toBe(`Long \u2014 page ${index + 1} of ${pages.length}`)
    }
  })

  it('replaces characters the standard fonts cannot draw instead of throwing, and keeps WinAnsi ones', async () => {
    const spec: PdfDocumentSpec = {
      title: 'Truck \u{1F69A} “North” – 2',
      blocks: [
        { kind: 'paragraph', text: 'Signed: Zoë Ångström ✓ 日本 −20 °C ≤ 5\u00a0t\tok\nnext' },
        { kind: 'fields', rows: [['Card', 'Plow 🚜‍ one']] },
        { kind: 'table', columns: [{ label: 'Ω', share: 1 }], rows: [['€5 • fine']] },
      ],
    }
    const { pages, title } = await pdfText(await renderPdf(spec, { at }))
    expect(title).toBe('Truck \u{1F69A} “North” – 2')
    expect(pages[0]).toEqual([
      'Truck ? “North” – 2',
      'Signed: Zoë Ångström ? ?? -20 °C <= 5 t ok next',
      'Card',
      'Plow ? one',
      '?',
      '€5 • fine',
      'Truck ? “North” – 2 \u2014 page 1 of 1',
    ])
  })

  it('wraps a long paragraph inside the margins and cuts a table cell too wide for its column', async () => {
    const paragraph = 'Keep salt covered, dry and away from drains and watercourses. '.repeat(8)
    const pdf = await renderPdf(
      {
        title: 'Wrap',
        blocks: [
          { kind: 'paragraph', text: paragraph },
          {
            kind: 'table',
            columns: [
              { label: 'A', share: 1 },
              { label: 'B', share: 9 },
            ],
            rows: [['A very long product name that cannot fit', 'x']],
          },
        ],
      },
      { at },
    )
    const [texts] = (await pdfText(pdf)).pages
    const lines = texts!.slice(1, texts!.indexOf('A'))
    expect(lines.length).toBeGreaterThan(3)
    expect(lines.join(' ')).toBe(paragraph.trim())
    const cell = texts!.find((text) => text.startsWith('A very'))
    expect(cell).toMatch(/^A very.*\u2026$/)
    expect(cell!.length).toBeLessThan('A very long product name that cannot fit'.length)
  })

  it('writes the same bytes for the same document and date', async () => {
    const spec: PdfDocumentSpec = { title: 'Same', blocks: [{ kind: 'paragraph', text: 'p' }] }
    expect(await renderPdf(spec, { at })).toEqual(await renderPdf(spec, { at }))
  })
})
