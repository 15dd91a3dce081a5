/**
 * A small, dependency-free writer of text-only PDF files (PDF 1.4, US Letter, the standard Helvetica fonts), enough
 * for the demo's safety data sheets. The output depends only on the input, so seeding twice writes the same bytes.
 */

export interface PdfSection {
  heading: string
  paragraphs: string[]
}

export interface TextPdf {
  title: string
  subtitle?: string
  sections: PdfSection[]
}

const page = { width: 612, height: 792, margin: 64 }
const fonts = { body: 'F1', bold: 'F2' } as const

interface Line {
  text: string
  font: (typeof fonts)[keyof typeof fonts]
  size: number
  /** Space above the line, in points. */
  before: number
}

/** Characters outside WinAnsi that our texts use, spelled with ones inside it. */
const replacements: Record<string, string> = {
  '\u2013': '\u0096',
  '\u2014': '\u0097',
  '\u2018': '\u0091',
  '\u2019': '\u0092',
  '\u201c': '\u0093',
  '\u201d': '\u0094',
  '\u2022': '\u0095',
  '\u2212': '-',
  '\u2264': '<=',
  '\u2265': '>=',
  '\u00a0': ' ',
}

/** Text as a PDF string literal's content in WinAnsi (one byte per character; anything else becomes "?"). */
function pdfString(text: string): string {
  return [...text]
    .map((char) => replacements[char] ?? char)
    .join('')
    .replace(/[^\x20-\x7e\u0091-\u0097\u00a0-\u00ff]/g, '?')
    .replace(/[\\()]/g, '\\$&')
}

/** Text outside page content (the document's title) as UTF-16BE, which every reader shows as written. */
function pdfTextString(text: string): string {
  const units = [...text].flatMap((char) => {
    const code = char.codePointAt(0) ?? 0x3f
    return code > 0xffff ? [0xd800 + ((code - 0x10000) >> 10), 0xdc00 + ((code - 0x10000) & 0x3ff)] : [code]
  })
  return `<FEFF${units.map((unit) => unit.toString(16).toUpperCase().padStart(4, '0')).join('')}>`
}

/** Helvetica averages about half its size per character; wrapping on that keeps lines inside the margins. */
function wrap(text: string, size: number): string[] {
  const maxChars = Math.floor((page.width - 2 * page.margin) / (size * 0.5))
  const lines: string[] = []
  let current = ''
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (current && current.length + 1 + word.length > maxChars) {
      lines.push(current)
      current = word
    } else {
      current = current ? `${current} ${word}` : word
    }
  }
  if (current) lines.push(current)
  return lines
}

function layout(doc: TextPdf): Line[] {
  const lines: Line[] = [{ text: doc.title, font: fonts.bold, size: 16, before: 0 }]
  if (doc.subtitle) lines.push({ text: doc.subtitle, font: fonts.body, size: 10, before: 6 })
  for (const section of doc.sections) {
    lines.push({ text: section.heading, font: fonts.bold, size: 11, before: 16 })
    for (const paragraph of section.paragraphs) {
      wrap(paragraph, 10).forEach((text, index) =>
        lines.push({ text, font: fonts.body, size: 10, before: index === 0 ? 6 : 2 }),
      )
    }
  }
  return lines
}

/** Content streams, one per page, breaking before a line that would cross the bottom margin. */
function paginate(lines: Line[], footer: (pageNo: number) => string): string[] {
  const pages: string[][] = [[]]
  let y = page.height - page.margin
  for (const line of lines) {
    y -= line.before + line.size
    if (y < page.margin + 24) {
      pages.push([])
      y = page.height - page.margin - line.size
    }
    pages
      .at(-1)!
      .push(`BT /${line.font} ${line.size} Tf ${page.margin} ${y} Td (${pdfString(line.text)}) Tj ET`)
  }
  return pages.map((commands, index) =>
    [...commands, `BT /${fonts.body} 8 Tf ${page.margin} 40 Td (${pdfString(footer(index + 1))}) Tj ET`].join(
      '\n',
    ),
  )
}

export function textPdf(doc: TextPdf): Uint8Array {
  const streams = paginate(layout(doc), (pageNo) => `${doc.title} \u2014 page ${pageNo}`)
  // Objects: 1 catalog, 2 page tree, 3-4 fonts, 5 info, then a page and its content stream per page.
  const pageIds = streams.map((_, index) => 6 + index * 2)
  const objects: string[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Title ${pdfTextString(doc.title)} /Producer (Draglam Salt demo data) >>`,
  ]
  for (const [index, stream] of streams.entries()) {
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${page.width} ${page.height}] ` +
        `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageIds[index]! + 1} 0 R >>`,
      `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    )
  }
  let body = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n'
  const offsets: number[] = []
  for (const [index, object] of objects.entries()) {
    offsets.push(Buffer.byteLength(body, 'latin1'))
    body += `${index + 1} 0 obj\n${object}\nendobj\n`
  }
  const xrefAt = Buffer.byteLength(body, 'latin1')
  body +=
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n` +
    offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('') +
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`
  return new Uint8Array(Buffer.from(body, 'latin1'))
}
