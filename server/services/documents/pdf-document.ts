import { PDFDocument, type PDFFont, type PDFPage, StandardFonts, rgb } from 'pdf-lib'
import { fit, wrapWords } from './text-fit.ts'
import { drawableText } from './win-ansi.ts'

/**
 * The shop's one PDF writer (ADR 0035): e-tickets, monthly statements and the seed's safety data sheets are all a
 * title, some headings and paragraphs, label/value rows and tables, on US Letter pages in the standard Helvetica
 * fonts. Drawing goes through pdf-lib; this module only lays out. The output depends only on the input and `at`
 * (no clock, no random id), so the same document is the same bytes.
 */

export interface PdfColumn {
  label: string
  /** The column's share of the page's width (shares are summed, so any scale works). */
  share: number
  align?: 'left' | 'right'
}

export type PdfBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'fields'; rows: ReadonlyArray<readonly [label: string, value: string]> }
  | { kind: 'table'; columns: PdfColumn[]; rows: string[][] }

export interface PdfDocumentSpec {
  title: string
  subtitle?: string
  blocks: PdfBlock[]
}

const page = { width: 612, height: 792, margin: 56, footer: 36 }
const contentWidth = page.width - 2 * page.margin
const sizes = { title: 16, subtitle: 10, heading: 11, body: 10, table: 9, footer: 8 }
const labelWidth = 150
const ink = rgb(0.1, 0.1, 0.1)
const rule = rgb(0.7, 0.7, 0.7)

/** Lays the document out page by page; a line that would cross the bottom margin starts a new page. */
class Layout {
  private current: PDFPage
  private y = 0

  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: { body: PDFFont; bold: PDFFont },
    private readonly characterSet: ReadonlySet<number>,
  ) {
    this.current = this.newPage()
  }

  private newPage(): PDFPage {
    this.current = this.doc.addPage([page.width, page.height])
    this.y = page.height - page.margin
    return this.current
  }

  text = (text: string) => drawableText(text, this.characterSet)

  /** Room for `height` more points on this page, or a new page (true when one was started). */
  room(height: number): boolean {
    if (this.y - height >= page.margin + page.footer) return false
    this.newPage()
    return true
  }

  gap(points: number) {
    this.y -= points
  }

  line(text: string, { bold = false, size = sizes.body, x = 0, width = contentWidth, align = 'left' } = {}) {
    const font = bold ? this.fonts.bold : this.fonts.body
    const fitted = fit(this.text(text), font, size, width)
    const offset = align === 'right' ? width - font.widthOfTextAtSize(fitted, size) : 0
    this.current.drawText(fitted, { x: page.margin + x + offset, y: this.y - size, size, font, color: ink })
  }

  /** Moves down past a line of `size` after drawing it. */
  advance(size: number) {
    this.y -= size * 1.35
  }

  wrap(text: string, { bold = false, size = sizes.body, width = contentWidth } = {}): string[] {
    return wrapWords(this.text(text), bold ? this.fonts.bold : this.fonts.body, size, width)
  }

  hairline() {
    this.current.drawLine({
      start: { x: page.margin, y: this.y + 2 },
      end: { x: page.width - page.margin, y: this.y + 2 },
      thickness: 0.5,
      color: rule,
    })
  }
}

function drawParagraph(layout: Layout, text: string, options: { bold?: boolean; size?: number } = {}) {
  const size = options.size ?? sizes.body
  for (const line of layout.wrap(text, options)) {
    layout.room(size * 1.35)
    layout.line(line, { ...options, size })
    layout.advance(size)
  }
}

function drawFields(layout: Layout, rows: ReadonlyArray<readonly [string, string]>) {
  const valueWidth = contentWidth - labelWidth
  for (const [label, value] of rows) {
    const lines = layout.wrap(value, { width: valueWidth })
    layout.room(lines.length * sizes.body * 1.35)
    layout.line(label, { bold: true, width: labelWidth - 8 })
    for (const line of lines) {
      layout.line(line, { x: labelWidth, width: valueWidth })
      layout.advance(sizes.body)
    }
  }
}

/** A table whose header row is drawn again at the top of every page it continues on. */
function drawTable(layout: Layout, columns: PdfColumn[], rows: string[][]) {
  const total = columns.reduce((sum, column) => sum + column.share, 0)
  const widths = columns.map((column) => (column.share / total) * contentWidth)
  const starts = widths.map((_, index) => widths.slice(0, index).reduce((sum, width) => sum + width, 0))
  const rowHeight = sizes.table * 1.6
  const drawRow = (cells: string[], bold: boolean) => {
    columns.forEach((column, index) =>
      layout.line(cells[index] ?? '', {
        bold,
        size: sizes.table,
        x: starts[index]!,
        width: widths[index]! - 6,
        align: column.align ?? 'left',
      }),
    )
    layout.gap(rowHeight)
  }
  const header = () => {
    drawRow(
      columns.map((column) => column.label),
      true,
    )
    layout.hairline()
  }
  layout.room(rowHeight * 2)
  header()
  for (const row of rows) {
    if (layout.room(rowHeight)) header()
    drawRow(row, false)
  }
}

export async function renderPdf(spec: PdfDocumentSpec, { at }: { at: Date }): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false })
  const fonts = {
    body: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  }
  const characterSet = new Set(fonts.body.getCharacterSet())
  const layout = new Layout(doc, fonts, characterSet)
  drawParagraph(layout, spec.title, { bold: true, size: sizes.title })
  if (spec.subtitle) drawParagraph(layout, spec.subtitle, { size: sizes.subtitle })
  for (const block of spec.blocks) {
    layout.gap(block.kind === 'heading' ? 12 : 6)
    if (block.kind === 'heading') drawParagraph(layout, block.text, { bold: true, size: sizes.heading })
    else if (block.kind === 'paragraph') drawParagraph(layout, block.text)
    else if (block.kind === 'fields') drawFields(layout, block.rows)
    else drawTable(layout, block.columns, block.rows)
  }
  const pages = doc.getPages()
  const title = drawableText(spec.title, characterSet)
  pages.forEach((each, index) =>
    each.drawText(`${title} \u2014 page ${index + 1} of ${pages.length}`, {
      x: page.margin,
      y: page.footer - sizes.footer,
      size: sizes.footer,
      font: fonts.body,
      color: ink,
    }),
  )
  doc.setTitle(spec.title)
  doc.setProducer('Draglam Salt storefront (pdf-lib)')
  doc.setCreator('Draglam Salt storefront')
  doc.setCreationDate(at)
  doc.setModificationDate(at)
  return doc.save({ useObjectStreams: false })
}
